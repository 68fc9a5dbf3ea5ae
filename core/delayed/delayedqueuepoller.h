#pragma once

#include "connectionoptions.h"
#include "delayedqueueclaimer.h"
#include "keyspace.h"

#include <QDeadlineTimer>
#include <QObject>
#include <QString>
#include <memory>

class ChannelSubscription;
class DelayedQueue;
class RedisConnection;

struct DelayedPollerOptions
{
    QString kind = QStringLiteral("atomic"); // the claimer (DelayedClaimerFactory::kinds())
    int batch = 100;                         // items per claim (1..DelayedQueueClaimer::MaxBatch)
    int intervalMs = 1000; // the longest sleep between claims, whatever the earliest due time
    int retryMs = 1000;    // the pause after an error before the next try
};

// Runs a claimer on a timer: claims the due items (batch after batch while batches come back
// full), reads the earliest due time, and sleeps until then or for intervalMs, whichever is
// sooner. It wakes early when an item due sooner is enqueued, by any process: the enqueue script
// publishes the due time of an item that became the earliest on "<prefix>{NAME}:delayed:wake",
// and the poller is subscribed to it from start() on (before its first claim, so no enqueue
// slips between a claim and the sleep unseen).
// Qt Core only. Move it to a thread with an event loop and call start() there (a queued call
// or QThread::started); it makes and owns its two blocking connections (claims; the wake
// subscription) in that thread. The sleep is a blocking wait on the subscription in slices of
// SliceMs, so stop() and other queued calls run within SliceMs. Call stop() in its thread
// before destroying it, or destroy it after its thread has finished.
class DelayedQueuePoller : public QObject
{
    Q_OBJECT
public:
    static constexpr int SliceMs = 50;

    DelayedQueuePoller(ConnectionOptions connection, KeySpace keys, QByteArray name,
                       DelayedPollerOptions options = {}, QObject *parent = nullptr);
    ~DelayedQueuePoller() override;

    // Name, kind, batch and intervals, checked before anything is sent.
    static Result<void> validate(const QByteArray &name, const DelayedPollerOptions &options);

public Q_SLOTS:
    // Invalid options: failed() and nothing runs.
    void start();
    void stop();

Q_SIGNALS:
    // Each claim that pushed at least one item.
    void claimed(const DelayedClaim &claim);
    // Going to sleep this long (ms) before the next claim, unless woken early.
    void sleeping(qint64 ms);
    // A failed claim, read or subscription; the poller goes on after retryMs.
    void failed(const RedisError &error);
    void stopped();

private:
    void cycle();
    void waitForWake();
    void retryLater(const RedisError &error);
    void releaseConnections();

    ConnectionOptions m_connectionOptions;
    KeySpace m_keys;
    QByteArray m_name;
    DelayedPollerOptions m_options;
    bool m_running = false;
    bool m_subscribed = false;
    QDeadlineTimer m_wakeAt;
    std::unique_ptr<RedisConnection> m_connection;
    std::unique_ptr<DelayedQueueClaimer> m_claimer;
    std::unique_ptr<DelayedQueue> m_queue;
    std::unique_ptr<ChannelSubscription> m_subscription;
};
