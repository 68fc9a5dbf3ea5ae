#include "syncedlock.h"

#include "redisconnection.h"

SyncedLock::SyncedLock(RedisConnection &connection, KeySpace keys, QByteArray name)
    : TokenLock(connection, std::move(keys), std::move(name))
{}

Result<void> SyncedLock::validateWait() const
{
    if (m_numReplicas < 1)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the synced lock needs at least one replica, not %1")
                              .arg(m_numReplicas));
    if (m_waitTimeoutMs < 1)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the replica wait must be at least 1 ms, not %1 "
                                         "(WAIT 0 would block forever)")
                              .arg(m_waitTimeoutMs));
    const int commandTimeoutMs = connection().options().commandTimeoutMs;
    if (commandTimeoutMs > 0 && commandTimeoutMs <= m_waitTimeoutMs)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the connection's command timeout (%1 ms) must exceed the "
                                         "replica wait (%2 ms)")
                              .arg(commandTimeoutMs)
                              .arg(m_waitTimeoutMs));
    return {};
}

Result<SyncedLock::SyncedReply> SyncedLock::evalThenWait(const LuaScript &script,
                                                         const QList<QByteArray> &keys,
                                                         const QList<QByteArray> &args)
{
    const RedisCommand wait{"WAIT", QByteArray::number(m_numReplicas),
                            QByteArray::number(m_waitTimeoutMs)};
    auto replies = connection().pipeline({script.evalShaCommand(keys, args), wait});
    // After NOSCRIPT nothing was written, so that WAIT had nothing to wait for; send it again
    // after the EVAL.
    if (!replies.at(0) && replies.at(0).error().kind() == RedisError::Kind::NoScript)
        replies = connection().pipeline({script.evalCommand(keys, args), wait});
    if (!replies.at(0))
        return replies.at(0).error();
    // The script ran but WAIT failed (a dropped connection, a replica answering READONLY…):
    // the caller still has a write to undo.
    const Result<qint64> acknowledged =
        replies.at(1) ? replies.at(1)->toInteger() : Result<qint64>(replies.at(1).error());
    return SyncedReply{replies.at(0).value(), acknowledged};
}

QString SyncedLock::rollBack(const LockHold &hold, qint64 ttlMs)
{
    const auto released = release(hold);
    if (!released)
        return QStringLiteral("; the rollback failed (%1), the key expires in %2 ms")
            .arg(released.error().toString())
            .arg(ttlMs);
    return QStringLiteral("; rolled back");
}

QString SyncedLock::acknowledgement(qint64 acknowledged) const
{
    return QStringLiteral("%1 of %2 replicas acknowledged").arg(acknowledged).arg(m_numReplicas);
}

QString SyncedLock::shortfall(qint64 acknowledged) const
{
    return QStringLiteral("only %1 of %2 replicas acknowledged within %3 ms")
        .arg(acknowledged)
        .arg(m_numReplicas)
        .arg(m_waitTimeoutMs);
}

Result<LockHold> SyncedLock::tryAcquireWithToken(const QByteArray &token, qint64 ttlMs)
{
    if (auto valid = validateTtl(ttlMs); !valid)
        return valid.error();
    if (auto valid = validateWait(); !valid)
        return valid.error();
    if (token.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("empty token"));
    const auto synced =
        evalThenWait(TokenLock::acquireScript(), acquireKeys(), acquireArgs(token, ttlMs));
    if (!synced)
        return synced.error();
    auto hold = holdFromReply(synced->script, token, ttlMs);
    if (!hold || !hold->acquired)
        return hold;
    const auto &acknowledged = synced->acknowledged;
    if (!acknowledged)
        return RedisError(acknowledged.error().kind(),
                          acknowledged.error().message() + rollBack(*hold, ttlMs));
    if (*acknowledged >= m_numReplicas) {
        hold.value().detail = acknowledgement(*acknowledged);
        return hold;
    }
    // Not durable: a failover now could hand the lock to a second client.
    LockHold failed;
    failed.key = key();
    failed.detail = shortfall(*acknowledged) + rollBack(*hold, ttlMs);
    return failed;
}

Result<LockHold> SyncedLock::extend(const LockHold &hold, qint64 ttlMs)
{
    if (auto valid = validateTtl(ttlMs); !valid)
        return valid.error();
    if (auto valid = validateWait(); !valid)
        return valid.error();
    if (hold.token.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("extending a synced lock needs its token"));
    const auto synced =
        evalThenWait(TokenLock::extendScript(), {key()}, {hold.token, QByteArray::number(ttlMs)});
    if (!synced)
        return synced.error();
    const auto parsed = LockScriptReply::from(synced->script);
    if (!parsed)
        return parsed.error();
    LockHold extended = hold;
    if (!parsed->done) {
        extended.acquired = false;
        extended.detail = QStringLiteral("lost: the lock expired or another client holds it");
        return extended;
    }
    // The longer lease may not survive a failover: treat the lock as lost.
    const auto &acknowledged = synced->acknowledged;
    if (!acknowledged)
        return RedisError(acknowledged.error().kind(),
                          acknowledged.error().message() + rollBack(hold, ttlMs));
    if (*acknowledged < m_numReplicas) {
        extended.acquired = false;
        extended.detail = shortfall(*acknowledged) + rollBack(hold, ttlMs);
        return extended;
    }
    extended.acquired = true;
    extended.ttlMs = ttlMs;
    extended.validityMs = ttlMs;
    extended.detail = acknowledgement(*acknowledged);
    return extended;
}
