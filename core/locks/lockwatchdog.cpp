#include "lockwatchdog.h"

#include "distributedlock.h"
#include "luascript.h"
#include "redisconnection.h"

#include <chrono>

LockWatchdog::Renew LockWatchdog::byScript(const LuaScript &script, QByteArray key,
                                           QByteArray token)
{
    return [script, key = std::move(key), token = std::move(token)](
               RedisConnection &connection, qint64 ttlMs) -> Result<LockRenewal> {
        const auto reply = LockScriptReply::from(
            connection.eval(script, {key}, {token, QByteArray::number(ttlMs)}));
        if (!reply)
            return reply.error();
        return LockRenewal{reply->done, reply->nowUs};
    };
}

LockWatchdog::LockWatchdog(ConnectionOptions options, Renew renew, qint64 ttlMs, LostHandler onLost)
    : m_options(std::move(options))
    , m_renew(std::move(renew))
    , m_ttlMs(ttlMs)
    , m_onLost(std::move(onLost))
{}

LockWatchdog::~LockWatchdog()
{
    stop();
}

Result<void> LockWatchdog::start()
{
    if (auto valid = DistributedLock::validateTtl(m_ttlMs); !valid)
        return valid;
    if (!m_renew)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("a watchdog needs a renewal"));
    bool stopped = false;
    {
        std::lock_guard lock(m_mutex);
        stopped = m_stop;
    }
    // Once stopped, never again: a restarted watchdog would vouch for a lease it did not renew.
    if (m_thread.joinable() || m_running.load() || stopped)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the watchdog was started already; make a new one"));
    m_running = true;
    m_thread = std::thread([this] { run(); });
    return {};
}

void LockWatchdog::stop()
{
    {
        std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    // onLost may call stop() from the watchdog's own thread, which cannot join itself.
    if (m_thread.joinable() && m_thread.get_id() != std::this_thread::get_id())
        m_thread.join();
}

bool LockWatchdog::stopRequested()
{
    std::lock_guard lock(m_mutex);
    return m_stop;
}

void LockWatchdog::reportLost(const RedisError &why)
{
    m_lost = true;
    // After stop() the owner is done with the lock; its release reports what happened.
    if (m_onLost && !stopRequested())
        m_onLost(why);
}

void LockWatchdog::run()
{
    using Clock = std::chrono::steady_clock;
    const auto period = std::chrono::milliseconds(periodMs());
    // A renewal answered after one period has used up the margin: fail it rather than wait.
    ConnectionOptions options = m_options;
    for (int *timeout : {&options.commandTimeoutMs, &options.connectTimeoutMs})
        if (*timeout <= 0 || *timeout > periodMs())
            *timeout = int(periodMs());
    // Made here: a connection belongs to the thread that uses it.
    RedisConnection connection(options);

    auto next = Clock::now(); // the first renewal at once: it also checks the hold is ours
    for (;;) {
        {
            std::unique_lock lock(m_mutex);
            if (m_wake.wait_until(lock, next, [this] { return m_stop; }))
                break;
        }
        const auto renewed = m_renew(connection, m_ttlMs);
        if (!renewed) {
            reportLost(renewed.error());
            break;
        }
        if (!renewed->renewed) {
            reportLost(RedisError(RedisError::Kind::Lost,
                                  QStringLiteral("the lock expired or another client holds it; "
                                                 "the watchdog stopped")));
            break;
        }
        m_lastRenewalUs = renewed->serverTimeUs;
        ++m_renewals;
        next = std::max(next + period, Clock::now());
    }
    m_running = false;
}
