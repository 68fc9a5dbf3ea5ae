#include "delayedqueueclaimer.h"

#include "delayedqueue.h"
#include "redisconnection.h"

DelayedQueueClaimer::DelayedQueueClaimer(RedisConnection &connection, const KeySpace &keys,
                                         QByteArray name)
    : m_connection(connection)
    , m_name(std::move(name))
    , m_keys(DelayedQueueKeys::of(keys, m_name))
{}

DelayedQueueClaimer::~DelayedQueueClaimer() = default;

Result<void> DelayedQueueClaimer::validate(int max, std::optional<qint64> nowMs) const
{
    if (auto valid = DelayedQueue::validateName(m_name); !valid)
        return valid.error();
    if (max < 1 || max > MaxBatch)
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QStringLiteral("a claim takes from 1 to %1 items, not %2").arg(MaxBatch).arg(max));
    return DelayedQueue::validateNow(nowMs);
}

bool DelayedQueueClaimer::step(const char *stepName)
{
    if (!m_stepHook || m_stepHook(stepName))
        return true;
    m_connection.disconnect();
    return false;
}

RedisError DelayedQueueClaimer::crashed(const char *stepName) const
{
    return RedisError(RedisError::Kind::Closed,
                      QStringLiteral("simulated crash at step %1: the connection was dropped")
                          .arg(QLatin1String(stepName)));
}
