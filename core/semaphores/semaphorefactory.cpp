#include "semaphorefactory.h"

#include "atomicsemaphore.h"
#include "basicsemaphore.h"
#include "fairsemaphore.h"
#include "lockedsemaphore.h"
#include "ttlkeysemaphore.h"

QStringList SemaphoreFactory::kinds()
{
    return {QStringLiteral("basic"), QStringLiteral("fair"), QStringLiteral("locked"),
            QStringLiteral("atomic"), QStringLiteral("ttl-keys")};
}

Result<std::unique_ptr<CountingSemaphore>> SemaphoreFactory::create(const QString &kind,
                                                                    RedisConnection &connection,
                                                                    const KeySpace &keys,
                                                                    const QByteArray &name)
{
    if (auto valid = KeySpace::validateName(name); !valid)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("semaphore ") + valid.error().message());
    std::unique_ptr<CountingSemaphore> semaphore;
    if (kind == u"basic")
        semaphore = std::make_unique<BasicSemaphore>(connection, keys, name);
    else if (kind == u"fair")
        semaphore = std::make_unique<FairSemaphore>(connection, keys, name);
    else if (kind == u"locked")
        semaphore = std::make_unique<LockedSemaphore>(connection, keys, name);
    else if (kind == u"atomic")
        semaphore = std::make_unique<AtomicSemaphore>(connection, keys, name);
    else if (kind == u"ttl-keys")
        semaphore = std::make_unique<TtlKeySemaphore>(connection, keys, name);
    else
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("unknown semaphore kind \"%1\" (known: %2)")
                              .arg(kind, kinds().join(QStringLiteral(", "))));
    return Result<std::unique_ptr<CountingSemaphore>>(std::move(semaphore));
}
