#pragma once

#include "connectionoptions.h"
#include "rediserror.h"
#include "sentinelswitch.h"

#include <QObject>
#include <memory>

class CommandLog;

// Keeps SUBSCRIBE +switch-master open on one sentinel of a Sentinel URL (with the sentinels'
// credentials), so that a failover is known as soon as the sentinels announce it, and reports
// the switches of the URL's master (those of other masters the sentinels monitor are ignored).
// For the GUI thread: its socket is asynchronous, nothing blocks. When its sentinel goes away
// (closed, refused, or no answer to the PING sent every PingIntervalMs) it subscribes on the
// next one at once; after every sentinel failed in turn it waits RetryDelayMs, doubling up to
// 8 times that. Stops when told, or when it is destroyed.
class SentinelSwitchSubscription : public QObject
{
    Q_OBJECT
public:
    static constexpr int PingIntervalMs = 2000;
    static constexpr int RetryDelayMs = 1000;

    explicit SentinelSwitchSubscription(const ConnectionOptions &sentinelUrl,
                                        QObject *parent = nullptr);
    ~SentinelSwitchSubscription() override;

    // Subscribes on the URL's sentinels in turn, `first` ("host:port") first when it is one.
    // Does nothing while running.
    void start(const QString &first = QString());
    void stop();
    bool isRunning() const;
    // The sentinel subscribed to ("host:port"); empty while not subscribed.
    QString sentinel() const;

    // The SUBSCRIBE of each connection goes to the log under this label.
    void setLabel(const QString &label);
    void setCommandLog(CommandLog *log);

Q_SIGNALS:
    void subscribed(const QString &sentinel);
    // The URL's master changed, as a sentinel announced it (SentinelSwitch::announced).
    void switched(const SentinelSwitch &change);
    // The subscription's sentinel went away or refused it (the error names it); the next one
    // is tried.
    void lost(const RedisError &error);

private:
    struct Private;
    std::unique_ptr<Private> d;
};
