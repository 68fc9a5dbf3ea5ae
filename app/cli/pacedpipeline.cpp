#include "pacedpipeline.h"

#include "inspectorread.h"
#include "redisconnection.h"

#include <QCoreApplication>
#include <chrono>
#include <thread>

PacedPipeline::PacedPipeline(RedisConnection &connection, std::optional<LoadBudgetLimits> limits)
    : m_connection(connection)
{
    if (limits)
        m_budget.emplace(*limits);
}

double PacedPipeline::seconds() const
{
    return m_clock.isValid() ? double(m_clock.nsecsElapsed()) / 1e9 : 0.0;
}

void PacedPipeline::waitForBudget()
{
    if (!m_clock.isValid())
        m_clock.start();
    if (!m_budget)
        return;
    const qint64 delay = m_budget->delayUs(m_clock.nsecsElapsed() / 1000);
    if (delay > 0) {
        std::this_thread::sleep_for(std::chrono::microseconds(delay));
        m_sleptUs += delay;
    }
}

void PacedPipeline::charge(qint64 commands, qint64 roundTripUs)
{
    m_commands += commands;
    if (!m_budget)
        return;
    if (m_floorUs < 0 || roundTripUs < m_floorUs)
        m_floorUs = roundTripUs;
    const qint64 charged = LoadBudget::chargedUs(roundTripUs, m_floorUs, commands);
    m_chargedUs += charged;
    m_budget->spend(commands, charged, m_clock.nsecsElapsed() / 1000);
}

QList<Result<RedisReply>> PacedPipeline::send(const QList<RedisCommand> &commands,
                                              const QStringList &nodes)
{
    waitForBudget();
    const qint64 start = m_clock.nsecsElapsed();
    QList<Result<RedisReply>> replies = m_connection.pipeline(commands, nodes);
    charge(commands.size(), (m_clock.nsecsElapsed() - start) / 1000);
    return replies;
}

Result<void> PacedPipeline::run(InspectorRead &read, const std::function<void()> &afterStep)
{
    QList<RedisCommand> request = read.finished() ? QList<RedisCommand>() : read.nextRequest();
    if (request.isEmpty())
        return {};
    waitForBudget();
    qint64 start = m_clock.nsecsElapsed();
    RedisConnection::PendingReplies pending =
        m_connection.startPipeline(request, read.requestNodes());
    for (;;) {
        const QList<Result<RedisReply>> replies = pending();
        charge(request.size(), (m_clock.nsecsElapsed() - start) / 1000);
        if (auto handled = read.handleReplies(replies); !handled)
            return handled;
        if (afterStep)
            afterStep();
        request = read.finished() ? QList<RedisCommand>() : read.nextRequest();
        if (request.isEmpty()) {
            read.catchUp();
            return {};
        }
        if (m_budget) {
            read.catchUp(); // the round trip below is then the server's and the network's
            waitForBudget();
        }
        start = m_clock.nsecsElapsed();
        pending = m_connection.startPipeline(request, read.requestNodes());
        if (!m_budget)
            read.catchUp(); // while the request is at the server
    }
}

QString PacedPipeline::spentText() const
{
    const double s = qMax(1e-9, seconds());
    return QCoreApplication::translate(
               "InspectorRead",
               "used %1 % of a server core on average, %2 commands/s (budget %3; "
               "%4 commands in %5 s, %6 s of it waiting for the budget; server time "
               "estimated from round trips, an upper bound)")
        .arg(100.0 * double(m_chargedUs) / 1e6 / s, 0, 'f', 1)
        .arg(double(m_commands) / s, 0, 'f', 0)
        .arg(m_budget ? m_budget->limits().toString() : QStringLiteral("none"))
        .arg(m_commands)
        .arg(s, 0, 'f', 1)
        .arg(double(m_sleptUs) / 1e6, 0, 'f', 1);
}

QJsonObject PacedPipeline::spentJson() const
{
    const double s = qMax(1e-9, seconds());
    QJsonObject o{{QStringLiteral("commands"), m_commands},
                  {QStringLiteral("seconds"), s},
                  {QStringLiteral("commands_per_second"), double(m_commands) / s}};
    if (m_budget) {
        o.insert(QStringLiteral("budget"), m_budget->limits().toString());
        o.insert(QStringLiteral("server_share"), double(m_chargedUs) / 1e6 / s);
        o.insert(QStringLiteral("waited_seconds"), double(m_sleptUs) / 1e6);
    }
    return o;
}
