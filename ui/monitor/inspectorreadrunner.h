#pragma once

#include "redisclient.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>

#include <memory>

class InspectorRead;
class InspectorReadBatch;
class QThreadPool;

// What one run cost: commands sent, bytes of their argv (RESP framing left out) and of the
// replies' payloads, pipelined round trips, wall time.
struct InspectorReadCost
{
    qint64 commands = 0;
    qint64 bytesSent = 0;
    qint64 bytesReceived = 0;
    int roundTrips = 0;
    qint64 wallUs = 0;

    InspectorReadCost &operator+=(const InspectorReadCost &other);
};

// Drives an InspectorRead (or an InspectorReadBatch) on the asynchronous RedisClient: one
// pipeline in flight at a time (each command to the node the read names for it), the next step when
// its replies come back, done() at the end. Never blocks. A run that is cancelled, or whose client
// changes or goes away, is forgotten: its late replies are dropped (a generation counter), and
// done() is not emitted for it.
class InspectorReadRunner : public QObject
{
    Q_OBJECT
public:
    explicit InspectorReadRunner(QObject *parent = nullptr);
    ~InspectorReadRunner() override;

    // Cancels a running run.
    void setClient(RedisClient *client);
    RedisClient *client() const { return m_client; }

    // The read (not owned) must live until done() or cancel(). A running run is cancelled first.
    // done() always comes from the event loop, never from inside start().
    void start(InspectorRead *read);
    void start(InspectorReadBatch *batch);
    // The same, with the read's handleReplies() and nextRequest() run on the runner's worker
    // thread (a pool of one thread of its own), for reads whose parsing would stall the GUI
    // (discovery classifies thousands of keys). The first request is made here. The runner
    // keeps the read alive until its worker step is over, so the caller may drop its own
    // reference at any time; the read must not touch what the caller owns, and what it shares
    // (a LayoutCatalog) must not change: a cancelled read may still be finishing its step while
    // the next one makes its first request. Requests are sent, and done() emitted, here.
    void startInWorker(std::shared_ptr<InspectorRead> read);
    // Lets the last reference to `object` go on the worker (a finished discovery frees
    // thousands of keys: not on the GUI thread).
    void releaseInWorker(std::shared_ptr<void> object);
    void cancel();
    bool isRunning() const { return m_running; }
    // Asked before each request goes out: how many ms to wait first (0: send now). A load budget
    // paces a long read with it (InspectorMonitor's discovery). Empty: never waits.
    void setPacer(std::function<qint64()> delayMs) { m_pacer = std::move(delayMs); }
    // Requests held back by the pacer so far.
    qint64 pacedRequests() const { return m_paced; }
    // Of the running or the last finished run.
    const InspectorReadCost &cost() const { return m_cost; }

Q_SIGNALS:
    // Error None when the read finished. A batch finishes even when some of its reads failed
    // (InspectorReadBatch::errors()); the run fails only when the connection did.
    void done(const RedisError &error);

private:
    // A step's commands and the node of each (InspectorRead::requestNodes(): a cluster's master
    // for its own SCAN; empty: routed by their keys).
    struct Request
    {
        QList<RedisCommand> commands;
        QStringList nodes;
    };
    using NextRequest = std::function<Request()>;
    using HandleReplies = std::function<Result<void>(const QList<Result<RedisReply>> &)>;
    static Request requestOf(InspectorRead &read);
    // catchUp (InspectorRead::catchUp) runs on the worker after the next request is posted.
    void run(NextRequest next, HandleReplies handle, bool inWorker = false,
             std::function<void()> catchUp = {});
    void step();
    void send(const Request &request);
    void sendNow(const Request &request);
    void onReplies(quint64 generation, const QList<Result<RedisReply>> &replies);
    void finish(const RedisError &error);

    QPointer<RedisClient> m_client;
    QMetaObject::Connection m_clientGone;
    NextRequest m_next;
    HandleReplies m_handle;
    std::function<void()> m_catchUp;
    InspectorReadCost m_cost;
    std::function<qint64()> m_pacer;
    qint64 m_paced = 0;
    QElapsedTimer m_clock;
    quint64 m_generation = 0;
    bool m_running = false;
    bool m_inWorker = false;
    // Lets a worker post its result back only while the runner exists.
    struct Mailbox;
    std::shared_ptr<Mailbox> m_mailbox;
    // One worker: a read's steps run in order, one at a time. The destructor drops the steps
    // not started and waits for the one running.
    std::unique_ptr<QThreadPool> m_workers;
};
