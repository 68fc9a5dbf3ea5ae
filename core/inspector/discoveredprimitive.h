#pragma once

#include "keylayout.h"

#include <QByteArray>
#include <QList>
#include <QString>

struct DiscoveredKey
{
    QByteArray key;
    QByteArray role; // the layout's role ("lock", "holders", "schedule", ...)
    QByteArray part; // subject, consumer, job id; empty for single keys
    QByteArray type;
    qint64 ttlMs = -1;                     // -1 no expiry; -2 gone
    ScoreUnit scoreUnit = ScoreUnit::None; // from the layout
    QByteArray encoding;                   // from the layout
};

// A primitive the discoverer found: its kind, which library's layout it matched, its name and
// its keys. Identity: (family, name).
struct DiscoveredPrimitive
{
    PrimitiveKind kind = PrimitiveKind::Unknown;
    QString family;  // "coordscope-token-lock", "redisson-rlock", "sidekiq-schedule", ...
    QString library; // "CoordScope", "Redisson", ...
    QByteArray name;
    QList<DiscoveredKey> keys;

    const DiscoveredKey *keyWithRole(const QByteArray &role) const;
};
