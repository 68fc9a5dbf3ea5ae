#pragma once

#include "connectionoptions.h"
#include "rediserror.h"

#include <QByteArray>
#include <QList>
#include <QObject>

#include <atomic>
#include <memory>

class CommandLog;
class QThread;

// Listens to keyspace notifications (PSUBSCRIBE __keyspace@<db>__:*) on a dedicated connection
// in a thread of its own, and hands the keys that changed to the GUI thread in batches, at most
// every 100 ms. PSUBSCRIBE is a read command: it runs in read-only mode and as an ACL user with
// only +psubscribe. It changes nothing on the server: if notify-keyspace-events is off there,
// no event arrives (eventsReceived() stays 0) and the inspector keeps polling; turning them on
// is the user's explicit action (InspectorView asks first). A dropped connection is retried
// every 2 s until stop(); a refused PSUBSCRIBE (NOPERM, NOAUTH) only every
// ConnectionHealth::RefusedRetryMs.
class KeyspaceWatcher : public QObject
{
    Q_OBJECT
public:
    static constexpr int BatchIntervalMs = 100;
    static constexpr int RetryDelayMs = 2000;

    explicit KeyspaceWatcher(QObject *parent = nullptr);
    ~KeyspaceWatcher() override; // stops and joins the thread (it wakes every 100 ms)

    // Starts listening on options' database (stopping first if running). The log may be null.
    void start(const ConnectionOptions &options, CommandLog *log);
    void stop();
    bool isRunning() const;
    // Whether the subscription is in place now.
    bool isSubscribed() const { return m_subscribed.load(); }
    qint64 eventsReceived() const { return m_events.load(); }

    // "__keyspace@3__:*" for database 3.
    static QByteArray patternFor(int db);
    // The key of a keyspace channel ("__keyspace@0__:cs:{a}:lock" -> "cs:{a}:lock"), empty when
    // the channel is not one.
    static QByteArray keyOfChannel(const QByteArray &channel);

Q_SIGNALS:
    void keysChanged(const QList<QByteArray> &keys);
    void subscribedChanged(bool subscribed);
    // Subscribing failed or the connection dropped (it is retried).
    void failed(const RedisError &error);

private:
    void run(ConnectionOptions options);
    void reportSubscribed(); // on the GUI thread: subscribedChanged when it differs

    QThread *m_thread = nullptr;
    CommandLog *m_relay; // forwards to the session's log, on the GUI thread
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_subscribed{false};
    std::atomic<qint64> m_events{0};
    bool m_reportedSubscribed = false;
};
