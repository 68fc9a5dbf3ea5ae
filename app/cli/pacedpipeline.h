#pragma once

#include "loadbudget.h"
#include "rediscommand.h"
#include "redisreply.h"
#include "result.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QStringList>

#include <functional>
#include <optional>

class InspectorRead;
class RedisConnection;

// Sends an inspection's pipelines on a blocking connection, within a LoadBudget when one is
// given (--budget): it sleeps before a request until the budget allows it, and charges each
// request its round trip minus the smallest one seen (LoadBudget::chargedUs). Without a budget
// an InspectorRead runs as InspectorRead::runBlocking runs it (the next request written before
// catchUp()); with one, catchUp() comes first, so that a round trip is the server's and the
// network's time only. Counts what was sent, for the report of what the budget bought.
class PacedPipeline
{
public:
    PacedPipeline(RedisConnection &connection, std::optional<LoadBudgetLimits> limits);

    bool paced() const { return m_budget.has_value(); }
    // Every step of the read; afterStep() after each step's replies are handled.
    Result<void> run(InspectorRead &read, const std::function<void()> &afterStep = {});
    // One pipeline, paced.
    QList<Result<RedisReply>> send(const QList<RedisCommand> &commands,
                                   const QStringList &nodes = {});

    // "used 1.9 % of a server core on average, 480 commands/s (budget 2%)"
    QString spentText() const;
    QJsonObject spentJson() const;

private:
    void waitForBudget();
    void charge(qint64 commands, qint64 roundTripUs);
    double seconds() const;

    RedisConnection &m_connection;
    std::optional<LoadBudget> m_budget;
    QElapsedTimer m_clock; // from the first request
    qint64 m_floorUs = -1;
    qint64 m_commands = 0;
    qint64 m_chargedUs = 0;
    qint64 m_sleptUs = 0;
};
