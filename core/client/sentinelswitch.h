#pragma once

#include <QByteArray>
#include <QMetaType>
#include <QString>

#include <optional>

// One change of a Sentinel master as a client learnt it: announced by a sentinel on its
// +switch-master channel, or found when the sentinels were asked again at a reconnect.
struct SentinelSwitch
{
    qint64 timeMs = 0;      // wall clock when the client learnt it (ms since epoch)
    QString masterName;     // the name the sentinels monitor it by
    QString from;           // "host:port" of the master until now
    QString to;             // "host:port" of the master now
    QString sentinel;       // "host:port" of the sentinel that said so
    bool announced = false; // true: +switch-master; false: the sentinels asked at a reconnect

    // A +switch-master message's payload, "<master-name> <old-ip> <old-port> <new-ip>
    // <new-port>", as told by `sentinel`; nullopt when it is not of that form.
    static std::optional<SentinelSwitch> fromMessage(const QByteArray &payload,
                                                     const QString &sentinel);
    // "failover: master is now TO (was FROM)", the words of the Command log and status bar.
    QString text() const;
};
Q_DECLARE_METATYPE(SentinelSwitch)
