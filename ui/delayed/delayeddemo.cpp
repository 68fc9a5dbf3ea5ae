#include "delayeddemo.h"

#include "atomicdelayedclaimer.h"
#include "delayedqueue.h"
#include "redisconnection.h"

#include <QCoreApplication>

Result<QString> DelayedDemo::populate(RedisConnection &connection, const KeySpace &keys)
{
    DelayedQueue emails(connection, keys, "emails");
    // The first enqueue tells the server's now; the rest are placed around it.
    auto first = emails.enqueueIn(R"({"to":"ada@example.com","template":"welcome"})", 3000);
    if (!first.ok())
        return first.error();
    const qint64 now = first->nowMs;
    int written = 1;
    const auto add = [&](DelayedQueue &queue, const QByteArray &payload,
                         qint64 dueMs) -> Result<void> {
        auto r = queue.enqueueAt(payload, dueMs);
        if (!r.ok())
            return r.error();
        ++written;
        return {};
    };
    for (int i = 0; i < 6; ++i) // overdue: no claimer has run for a while
        if (auto r = add(emails,
                         QByteArray(R"({"to":"user)") + QByteArray::number(i) +
                             R"(@example.com","template":"reminder"})",
                         now - 40000 + i * 6000);
            !r.ok())
            return r.error();
    for (int i = 0; i < 8; ++i) // due in a few seconds
        if (auto r = add(emails,
                         QByteArray(R"({"to":"soon)") + QByteArray::number(i) +
                             R"(@example.com","template":"digest"})",
                         now + 2000 + i * 2000);
            !r.ok())
            return r.error();
    for (int i = 0; i < 10; ++i) // later
        if (auto r = add(emails,
                         QByteArray(R"({"to":"later)") + QByteArray::number(i) +
                             R"(@example.com","template":"newsletter"})",
                         now + 30000 + i * 60000);
            !r.ok())
            return r.error();
    // Two of the overdue items claimed: the ready list has something a worker would take.
    AtomicDelayedClaimer claimer(connection, keys, "emails");
    auto claimed = claimer.claim(2);
    if (!claimed.ok())
        return claimed.error();

    DelayedQueue reports(connection, keys, "reports");
    for (int i = 0; i < 40; ++i)
        if (auto r = add(reports, "report-" + QByteArray::number(i), now + 1500 + i * 3000);
            !r.ok())
            return r.error();

    // Sidekiq's schedule set: JSON jobs scored by run-at in epoch seconds.
    RedisCommand zadd{"ZADD", keys.prefix() + SidekiqSchedule};
    for (int i = 0; i < 5; ++i) {
        const double at = double(now + (i - 1) * 20000) / 1000.0;
        const QByteArray jid = QByteArray::number(0xabc000 + i, 16).rightJustified(24, '0');
        zadd << QByteArray::number(at, 'f', 3)
             << R"({"retry":true,"queue":"default","class":"HardWorker","args":[)" +
                    QByteArray::number(i) + R"(],"jid":")" + jid + R"(","created_at":)" +
                    QByteArray::number(double(now) / 1000.0, 'f', 3) + "}";
    }
    auto sidekiq = connection.command(zadd);
    if (!sidekiq.ok())
        return sidekiq.error();
    written += 5;
    return QCoreApplication::translate(
               "DelayedDemo", "wrote %1 scheduled items in 3 delayed queues (2 claimed onto "
                              "the ready list of \"emails\")")
        .arg(written);
}
