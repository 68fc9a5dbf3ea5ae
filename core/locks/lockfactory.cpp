#include "lockfactory.h"

#include "fencedlock.h"
#include "getsetlock.h"
#include "naivelock.h"
#include "reentrantlock.h"
#include "setnxexpirelock.h"
#include "syncedlock.h"
#include "tokenlock.h"

QStringList LockFactory::kinds()
{
    return {QStringLiteral("naive"), QStringLiteral("setnx-expire"), QStringLiteral("getset"),
            QStringLiteral("token"), QStringLiteral("reentrant"),    QStringLiteral("fenced"),
            QStringLiteral("synced")};
}

Result<std::unique_ptr<DistributedLock>> LockFactory::create(const QString &kind,
                                                             RedisConnection &connection,
                                                             const KeySpace &keys,
                                                             const QByteArray &name)
{
    if (auto valid = KeySpace::validateName(name); !valid)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("lock ") + valid.error().message());
    std::unique_ptr<DistributedLock> lock;
    if (kind == u"naive")
        lock = std::make_unique<NaiveLock>(connection, keys, name);
    else if (kind == u"setnx-expire")
        lock = std::make_unique<SetnxExpireLock>(connection, keys, name);
    else if (kind == u"getset")
        lock = std::make_unique<GetSetLock>(connection, keys, name);
    else if (kind == u"token")
        lock = std::make_unique<TokenLock>(connection, keys, name);
    else if (kind == u"reentrant")
        lock = std::make_unique<ReentrantLock>(connection, keys, name);
    else if (kind == u"fenced")
        lock = std::make_unique<FencedLock>(connection, keys, name);
    else if (kind == u"synced")
        lock = std::make_unique<SyncedLock>(connection, keys, name);
    else
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("unknown lock kind \"%1\" (known: %2, redlock)")
                              .arg(kind, kinds().join(QStringLiteral(", "))));
    return Result<std::unique_ptr<DistributedLock>>(std::move(lock));
}
