#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

struct DiscoveredPrimitive;

// Which of SemaphoreFactory's kinds wrote a CoordScope semaphore, as far as the keys discovery
// found tell, never from the scores' values (a basic semaphore's client clock can be skewed into
// the future just as an atomic one's expiries are). Only the keys a kind alone writes decide: the
// lock ":semlock" (locked), the holders scored by a counter (ttl-keys). Where several kinds fit,
// the kind is unknown and `candidates` and `explanation` say which and why.
struct SemaphoreKind
{
    Q_DECLARE_TR_FUNCTIONS(SemaphoreKind)

public:
    QString kind;           // a SemaphoreFactory kind; empty when the keys do not tell
    QStringList candidates; // the kinds the keys fit
    QString explanation;    // one sentence: what in the keys decides, or why they cannot

    bool isKnown() const { return !kind.isEmpty(); }
    // "fair", or "unknown (fair or locked)".
    QString text() const;

    static SemaphoreKind fromKeys(const DiscoveredPrimitive &primitive);
};
