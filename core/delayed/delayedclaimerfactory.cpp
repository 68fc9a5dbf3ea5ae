#include "delayedclaimerfactory.h"

#include "atomicdelayedclaimer.h"
#include "delayedqueue.h"
#include "uncheckedclaimer.h"
#include "zremcheckedclaimer.h"

QStringList DelayedClaimerFactory::kinds()
{
    return {QStringLiteral("atomic"), QStringLiteral("zrem-checked"), QStringLiteral("unchecked")};
}

Result<std::unique_ptr<DelayedQueueClaimer>>
DelayedClaimerFactory::create(const QString &kind, RedisConnection &connection,
                              const KeySpace &keys, const QByteArray &name)
{
    if (auto valid = DelayedQueue::validateName(name); !valid)
        return valid.error();
    std::unique_ptr<DelayedQueueClaimer> claimer;
    if (kind == u"atomic")
        claimer = std::make_unique<AtomicDelayedClaimer>(connection, keys, name);
    else if (kind == u"zrem-checked")
        claimer = std::make_unique<ZremCheckedClaimer>(connection, keys, name);
    else if (kind == u"unchecked")
        claimer = std::make_unique<UncheckedClaimer>(connection, keys, name);
    else
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("unknown claimer kind \"%1\" (known: %2)")
                              .arg(kind, kinds().join(QStringLiteral(", "))));
    return Result<std::unique_ptr<DelayedQueueClaimer>>(std::move(claimer));
}
