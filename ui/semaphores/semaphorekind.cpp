#include "semaphorekind.h"

#include "discoveredprimitive.h"
#include "semaphorefactory.h"

namespace {
SemaphoreKind decided(const QString &kind, const QString &explanation)
{
    return {kind, {kind}, explanation};
}

SemaphoreKind ambiguous(const QStringList &candidates, const QString &explanation)
{
    return {{}, candidates, explanation};
}
} // namespace

QString SemaphoreKind::text() const
{
    if (isKnown())
        return kind;
    if (candidates.isEmpty())
        return tr("unknown");
    return tr("unknown (%1)").arg(candidates.join(tr(" or ")));
}

SemaphoreKind SemaphoreKind::fromKeys(const DiscoveredPrimitive &p)
{
    const DiscoveredKey *holders = p.keyWithRole("holders");
    if (p.keyWithRole("lock"))
        return decided(QStringLiteral("locked"),
                       tr("Its :semlock key exists: only the locked semaphore writes one."));
    // ttl-keys never writes an :owners set; the fair and the locked one always do.
    if (p.keyWithRole("owners"))
        return ambiguous({QStringLiteral("fair"), QStringLiteral("locked")},
                         tr("An :owners set is written by the fair and the locked semaphore; the "
                            "locked one's :semlock key exists only while an acquire runs."));
    if (holders && holders->encoding == "counter") {
        if (p.keyWithRole("counter") || p.keyWithRole("lease"))
            return decided(QStringLiteral("ttl-keys"),
                           tr("Its holders are scored by a counter and it has a :counter or "
                              ":lease: key: only ttl-keys writes those."));
        return ambiguous(SemaphoreFactory::kinds(),
                         tr("Its holders did not read as scored by time, yet it has neither the "
                            ":counter of ttl-keys nor the :owners of fair: the keys do not tell."));
    }
    if (holders)
        return ambiguous({QStringLiteral("basic"), QStringLiteral("atomic")},
                         tr("Only a :holders set scored by time: the basic semaphore scores the "
                            "acquire time, the atomic one the expiry, and the keys cannot tell "
                            "which."));
    return ambiguous({}, tr("No :holders set: the keys do not say which kind wrote them."));
}
