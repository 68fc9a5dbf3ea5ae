#include "countingsemaphore.h"

#include "acquireretry.h"
#include "wakeupchannel.h"

#include "redisconnection.h"

CountingSemaphore::CountingSemaphore(RedisConnection &connection, KeySpace keys, QByteArray name)
    : m_connection(connection)
    , m_keys(std::move(keys))
    , m_name(std::move(name))
{}

CountingSemaphore::~CountingSemaphore() = default;

Result<CountingSemaphore::TimedReplies>
CountingSemaphore::transactionWithTime(QList<RedisCommand> commands) const
{
    commands.append({"TIME"});
    const auto exec = connection().transaction(commands);
    if (!exec)
        return exec.error();
    if (!exec->isArray() || exec->elements().size() != commands.size())
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("EXEC answered %1").arg(exec->summary()));
    TimedReplies out;
    const auto &elements = exec->elements();
    for (const RedisReply &element : elements) {
        if (const auto checked = element.toResult(); !checked)
            return checked.error();
    }
    out.replies = elements.first(elements.size() - 1);
    const auto now = elements.last().toServerTimeUs();
    if (!now)
        return now.error();
    out.nowUs = *now;
    return out;
}

Result<void> CountingSemaphore::validate(int limit, qint64 leaseMs)
{
    if (limit <= 0)
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QStringLiteral("the limit must be a positive number of permits, not %1").arg(limit));
    constexpr qint64 MaxLeaseMs = qint64(1) << 40;
    if (leaseMs <= 0 || leaseMs > MaxLeaseMs)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the lease must be from 1 to %1 ms, not %2")
                              .arg(MaxLeaseMs)
                              .arg(leaseMs));
    return {};
}

Result<SemaphorePermit> CountingSemaphore::acquire(const SemaphoreAcquireOptions &options)
{
    if (auto valid = validate(options.limit, options.leaseMs); !valid)
        return valid.error();
    // Woken by releases (every waiter, which then race once), not polling: the first pause
    // subscribes and tries again at once, so a release after the first try is not missed.
    if (!m_wakeUps)
        m_wakeUps = std::make_unique<WakeUpChannel>(connection().options(), wakeChannel());
    // Subscribed from an earlier wait: the first pause is a wait like the others.
    bool listening = m_wakeUps->isListening();
    return AcquireRetry::run<SemaphorePermit>(
        options.waitMs, options.retryDelayMs, options.retryJitterMs,
        [&] { return tryAcquire(options.limit, options.leaseMs); }, m_stopCheck,
        [&](qint64 pauseMs) {
            if (!listening && (listening = m_wakeUps->listen()))
                return;
            m_wakeUps->pause(pauseMs, QByteArray(), m_stopCheck);
        });
}

Result<SemaphorePermit> CountingSemaphore::refresh(const SemaphorePermit &, qint64)
{
    return RedisError(RedisError::Kind::InvalidArgument,
                      QStringLiteral("the %1 semaphore cannot refresh a permit").arg(kind()));
}

bool CountingSemaphore::step(const char *stepName)
{
    if (!m_stepHook || m_stepHook(stepName))
        return true;
    m_connection.disconnect();
    return false;
}

RedisError CountingSemaphore::crashed(const char *stepName) const
{
    return RedisError(RedisError::Kind::Closed,
                      QStringLiteral("simulated crash at step %1: the connection was dropped")
                          .arg(QLatin1String(stepName)));
}
