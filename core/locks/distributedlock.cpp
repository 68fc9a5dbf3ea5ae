#include "distributedlock.h"

#include "acquireretry.h"

#include "redisconnection.h"
#include "redisreply.h"

DistributedLock::DistributedLock(RedisConnection &connection, KeySpace keys, QByteArray name,
                                 QByteArray keyPart)
    : m_connection(connection)
    , m_keys(std::move(keys))
    , m_name(std::move(name))
    , m_keyPart(std::move(keyPart))
{}

DistributedLock::~DistributedLock() = default;

Result<LockHold> DistributedLock::acquire(const LockAcquireOptions &options)
{
    if (auto valid = validateTtl(options.ttlMs); !valid)
        return valid.error();
    return AcquireRetry::run<LockHold>(
        options.waitMs, options.retryDelayMs, options.retryJitterMs,
        [&] { return tryAcquire(options.ttlMs); }, m_stopCheck);
}

Result<LockHold> DistributedLock::extend(const LockHold &, qint64)
{
    return RedisError(RedisError::Kind::InvalidArgument,
                      QStringLiteral("the %1 lock cannot be extended").arg(kind()));
}

Result<LockStatus> DistributedLock::status()
{
    return startStatus()();
}

std::function<Result<LockStatus>()> DistributedLock::startStatus()
{
    auto pending = m_connection.startPipeline({{"GET", key()}, {"PTTL", key()}});
    return [pending = std::move(pending), layout = kind()]() -> Result<LockStatus> {
        const auto replies = pending();
        for (const auto &r : replies)
            if (!r)
                return r.error();
        const auto holder = replies.at(0)->toOptionalBytes();
        if (!holder)
            return holder.error();
        LockStatus s;
        s.layout = layout;
        s.held = holder->has_value();
        s.holder = holder->value_or(QByteArray());
        s.ttlMs = replies.at(1)->integerValue();
        return s;
    };
}

Result<void> DistributedLock::validateTtl(qint64 ttlMs)
{
    // Redis refuses expiry times that overflow once added to its clock; a script that wrote
    // before its PEXPIRE failed would leave a lock with no TTL. 2^40 ms is about 34 years.
    constexpr qint64 MaxTtlMs = qint64(1) << 40;
    if (ttlMs > MaxTtlMs)
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QStringLiteral("the TTL must be at most %1 ms, not %2").arg(MaxTtlMs).arg(ttlMs));
    if (ttlMs <= 0)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the TTL must be a positive number of milliseconds, not "
                                         "%1")
                              .arg(ttlMs));
    return {};
}

Result<void> DistributedLock::validateAcquire(const LockAcquireOptions &options)
{
    if (auto valid = validateTtl(options.ttlMs); !valid)
        return valid;
    if (options.waitMs < 0)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the wait must not be negative"));
    return {};
}

Result<DistributedLock::TimedReplies>
DistributedLock::pipelineWithTime(QList<RedisCommand> commands) const
{
    commands.append({"TIME"});
    const auto replies = m_connection.pipeline(commands);
    TimedReplies out;
    for (qsizetype i = 0; i + 1 < replies.size(); ++i) {
        if (!replies.at(i))
            return replies.at(i).error();
        out.replies.append(*replies.at(i));
    }
    if (!replies.last())
        return replies.last().error();
    const auto now = replies.last()->toServerTimeUs();
    if (!now)
        return now.error();
    out.nowUs = *now;
    return out;
}

Result<DistributedLock::WatchedDelete>
DistributedLock::watchedDelete(const OwnershipTest &stillOurs)
{
    WatchedDelete out;
    const auto exec = m_connection.watchedTransaction(
        {key()}, [&](RedisConnection &) -> Result<std::optional<QList<RedisCommand>>> {
            const auto timed = pipelineWithTime({{"GET", key()}});
            if (!timed)
                return timed.error();
            const auto value = timed->replies.at(0).toOptionalBytes();
            if (!value)
                return value.error();
            out.nowUs = timed->nowUs;
            out.judgedOurs = stillOurs(*value);
            if (!out.judgedOurs)
                return std::optional<QList<RedisCommand>>();
            if (!step("release-after-get"))
                return crashed("release-after-get");
            return std::optional<QList<RedisCommand>>(QList<RedisCommand>{{"DEL", key()}});
        });
    if (!exec)
        return exec.error();
    out.deleted = out.judgedOurs && !exec->isNil();
    return out;
}

bool DistributedLock::step(const char *stepName)
{
    if (!m_stepHook || m_stepHook(stepName))
        return true;
    m_connection.disconnect();
    return false;
}

RedisError DistributedLock::crashed(const char *stepName) const
{
    return RedisError(RedisError::Kind::Closed,
                      QStringLiteral("simulated crash at step %1: the connection was dropped")
                          .arg(QLatin1String(stepName)));
}

QString LockRelease::outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Released:
        return QStringLiteral("released");
    case Outcome::StillHeld:
        return QStringLiteral("still_held");
    case Outcome::Lost:
        return QStringLiteral("lost");
    case Outcome::DeletedAny:
        return QStringLiteral("deleted_any");
    }
    return QString();
}

Result<LockScriptReply> LockScriptReply::from(const Result<RedisReply> &reply)
{
    if (!reply)
        return reply.error();
    const auto items = reply->toArray();
    if (!items)
        return items.error();
    if (items->size() < 2)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("lock script returned %1").arg(reply->summary(60)));
    return LockScriptReply{items->at(0).integerValue() == 1, items->at(1).integerValue(),
                           items->mid(2)};
}
