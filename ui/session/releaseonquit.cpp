#include "releaseonquit.h"

#include "actionrunner.h"
#include "keyspace.h"
#include "redisconnection.h"
#include "serversession.h"

#include <QPointer>

#include <algorithm>
#include <memory>

ReleaseOnQuit::ReleaseOnQuit(ServerSession *session)
    : QObject(session)
    , m_session(session)
{
    m_budget.setSingleShot(true);
    connect(&m_budget, &QTimer::timeout, this, &ReleaseOnQuit::budgetSpent);
}

void ReleaseOnQuit::add(QObject *owner, Holder holder)
{
    m_holders.insert(owner, std::move(holder));
    connect(owner, &QObject::destroyed, this, [this, owner] {
        m_holders.remove(owner);
        if (m_waiting.remove(owner) && m_waiting.isEmpty())
            finish();
    });
}

QString ReleaseOnQuit::line(const StillHeld &held, const RedisError &error,
                            const std::optional<ConnectionOptions> &server)
{
    return held.failedRelease(error,
                              StillHeld::commandLine(server.value_or(ConnectionOptions()),
                                                     KeySpace().prefix(), held.releaseArguments()));
}

QStringList ReleaseOnQuit::linesFor(const QList<StillHeld> &held, const RedisError &error) const
{
    QStringList lines;
    const std::optional<ConnectionOptions> server = m_session->connectionOptions();
    for (const StillHeld &h : held)
        lines << line(h, error, server);
    return lines;
}

void ReleaseOnQuit::addRunnerHolds(QObject *owner, ActionRunner *runner,
                                   std::function<QList<StillHeld>()> stillHeld,
                                   std::function<Failed(RedisConnection &)> releaseAll)
{
    Holder holder;
    holder.holdsSomething = [stillHeld] { return !stillHeld().isEmpty(); };
    holder.stillHeld = [this, stillHeld] {
        return linesFor(stillHeld(),
                        RedisError(RedisError::Kind::Timeout,
                                   tr("no answer within the %1 ms a quit waits").arg(m_budgetMs)));
    };
    holder.release = [this, runner, stillHeld, releaseAll](QDeadlineTimer deadline, Done done) {
        const std::optional<ConnectionOptions> server = m_session->connectionOptions();
        if (!server) {
            done(linesFor(stillHeld(), RedisError(RedisError::Kind::Closed, tr("not connected"))));
            return;
        }
        runner->cancelAll();
        auto ticket = std::make_shared<quint64>(0);
        auto link = std::make_shared<QMetaObject::Connection>();
        *link =
            connect(runner, &ActionRunner::finished, this,
                    [this, ticket, link, stillHeld, done](quint64 t, const ActionResult &r) {
                        if (t != *ticket)
                            return;
                        disconnect(*link);
                        done(r.skipped ? linesFor(stillHeld(),
                                                  RedisError(RedisError::Kind::Closed, r.summary))
                                       : r.value.toStringList());
                    });
        *ticket = runner->run(
            tr("Release before quitting"),
            [server, deadline, releaseAll](RedisConnection &, const ActionContext &) {
                // A connection of its own: its timeouts end at the deadline, and once it has
                // passed nothing more is sent.
                ConnectionOptions quick = *server;
                const int left = int(std::clamp<qint64>(deadline.remainingTime(), 1, BudgetMs));
                const auto bounded = [left](int ms) { return ms > 0 ? std::min(ms, left) : left; };
                quick.connectTimeoutMs = bounded(quick.connectTimeoutMs);
                quick.commandTimeoutMs = bounded(quick.commandTimeoutMs);
                RedisConnection connection(quick);
                connection.setStopCheck([deadline] { return deadline.hasExpired(); });
                QStringList lines;
                for (const auto &[held, error] : releaseAll(connection))
                    lines << line(held, error, server);
                ActionResult result;
                result.ok = lines.isEmpty();
                result.value = lines;
                return result;
            });
    };
    add(owner, std::move(holder));
}

bool ReleaseOnQuit::holdsSomething() const
{
    for (const Holder &holder : m_holders) {
        if (holder.holdsSomething())
            return true;
    }
    return false;
}

void ReleaseOnQuit::release(int budgetMs)
{
    if (m_releasing)
        return;
    m_releasing = true;
    m_budgetMs = budgetMs;
    m_lines.clear();
    m_waiting.clear();
    const quint64 round = ++m_round;
    for (auto it = m_holders.cbegin(); it != m_holders.cend(); ++it) {
        if (it->holdsSomething())
            m_waiting.insert(it.key());
    }
    if (m_waiting.isEmpty()) {
        finish();
        return;
    }
    m_budget.start(budgetMs);
    const QDeadlineTimer deadline(budgetMs);
    // Every holder is waited for before any is asked: one may answer at once.
    const QList<QObject *> asked(m_waiting.cbegin(), m_waiting.cend());
    for (QObject *owner : asked) {
        QPointer<ReleaseOnQuit> self(this);
        const Holder holder = m_holders.value(owner);
        holder.release(deadline, [self, round, owner](const QStringList &lines) {
            if (self)
                self->holderDone(round, owner, lines);
        });
    }
}

void ReleaseOnQuit::holderDone(quint64 round, QObject *owner, const QStringList &stillHeld)
{
    if (round != m_round || !m_waiting.remove(owner))
        return;
    m_lines << stillHeld;
    if (m_waiting.isEmpty())
        finish();
}

void ReleaseOnQuit::budgetSpent()
{
    for (QObject *owner : std::as_const(m_waiting)) {
        if (const Holder holder = m_holders.value(owner); holder.stillHeld)
            m_lines << holder.stillHeld();
    }
    m_waiting.clear();
    finish();
}

void ReleaseOnQuit::finish()
{
    if (!m_releasing)
        return;
    m_budget.stop();
    m_releasing = false;
    ++m_round;
    Q_EMIT finished(m_lines);
}
