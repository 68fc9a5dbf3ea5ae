#include "sentinelswitch.h"

#include "clusterredirection.h"

#include <QDateTime>
#include <QList>

std::optional<SentinelSwitch> SentinelSwitch::fromMessage(const QByteArray &payload,
                                                          const QString &sentinel)
{
    const QList<QByteArray> parts = payload.split(' ');
    if (parts.size() != 5)
        return std::nullopt;
    bool oldOk = false;
    bool newOk = false;
    const uint oldPort = parts.at(2).toUInt(&oldOk);
    const uint newPort = parts.at(4).toUInt(&newOk);
    if (!oldOk || !newOk || oldPort == 0 || oldPort > 65535 || newPort == 0 || newPort > 65535 ||
        parts.at(0).isEmpty())
        return std::nullopt;
    SentinelSwitch s;
    s.timeMs = QDateTime::currentMSecsSinceEpoch();
    s.masterName = QString::fromUtf8(parts.at(0));
    s.from = clusterNodeAddress(QString::fromUtf8(parts.at(1)), quint16(oldPort));
    s.to = clusterNodeAddress(QString::fromUtf8(parts.at(3)), quint16(newPort));
    s.sentinel = sentinel;
    s.announced = true;
    return s;
}

QString SentinelSwitch::text() const
{
    return QStringLiteral("failover: master is now %1 (was %2)").arg(to, from);
}
