#include "inspectorreadrunner.h"

#include "inspectorread.h"
#include "inspectorreadbatch.h"

#include <QMutex>
#include <QThreadPool>
#include <QTimer>

namespace {
qint64 payloadBytes(const RedisReply &reply)
{
    qint64 n = reply.bytes().size();
    for (const RedisReply &e : reply.elements())
        n += payloadBytes(e);
    return n;
}
} // namespace

InspectorReadCost &InspectorReadCost::operator+=(const InspectorReadCost &other)
{
    commands += other.commands;
    bytesSent += other.bytesSent;
    bytesReceived += other.bytesReceived;
    roundTrips += other.roundTrips;
    wallUs += other.wallUs;
    return *this;
}

// A worker posts to the runner under the mutex; the runner's destructor clears `runner` under
// it, so a worker never posts to a runner being destroyed. A posted call that has not run when
// the runner goes is dropped by Qt with the runner's other posted events.
struct InspectorReadRunner::Mailbox
{
    QMutex mutex;
    InspectorReadRunner *runner = nullptr;
};

namespace {
std::unique_ptr<QThreadPool> makeWorkers()
{
    auto pool = std::make_unique<QThreadPool>();
    pool->setMaxThreadCount(1);
    return pool;
}
} // namespace

// The read's next request with the node of each command, asked together (on the worker too).
InspectorReadRunner::Request InspectorReadRunner::requestOf(InspectorRead &read)
{
    Request request{read.nextRequest(), {}};
    if (!request.commands.isEmpty())
        request.nodes = read.requestNodes();
    return request;
}

InspectorReadRunner::InspectorReadRunner(QObject *parent)
    : QObject(parent)
    , m_mailbox(std::make_shared<Mailbox>())
    , m_workers(makeWorkers())
{
    m_mailbox->runner = this;
}

InspectorReadRunner::~InspectorReadRunner()
{
    {
        QMutexLocker lock(&m_mailbox->mutex);
        m_mailbox->runner = nullptr;
    }
    m_workers->clear(); // steps not started (of cancelled runs)
    m_workers.reset();  // waits for a step in progress
}

void InspectorReadRunner::setClient(RedisClient *client)
{
    cancel();
    disconnect(m_clientGone);
    m_client = client;
    if (client)
        // A client deleted under a run (not through setClient): end the run, do not hang.
        // Queued: the client may go while its owner is being destroyed, and so may we.
        m_clientGone = connect(client, &QObject::destroyed, this, [this] {
            QMetaObject::invokeMethod(
                this,
                [this, generation = m_generation] {
                    if (generation == m_generation && m_running)
                        finish(
                            RedisError(RedisError::Kind::Closed, tr("the connection was closed")));
                },
                Qt::QueuedConnection);
        });
}

void InspectorReadRunner::start(InspectorRead *read)
{
    run([read] { return requestOf(*read); },
        [read](const QList<Result<RedisReply>> &replies) { return read->handleReplies(replies); });
}

void InspectorReadRunner::startInWorker(std::shared_ptr<InspectorRead> read)
{
    run([read] { return requestOf(*read); },
        [read](const QList<Result<RedisReply>> &replies) { return read->handleReplies(replies); },
        true, [read] { read->catchUp(); });
}

void InspectorReadRunner::releaseInWorker(std::shared_ptr<void> object)
{
    if (object)
        m_workers->start([object = std::move(object)]() mutable { object.reset(); });
}

void InspectorReadRunner::start(InspectorReadBatch *batch)
{
    run(
        [batch] {
            return Request{batch->finished() ? QList<RedisCommand>() : batch->nextRequest(), {}};
        },
        [batch](const QList<Result<RedisReply>> &replies) -> Result<void> {
            // A connection error fails every reply of the pipeline: the run, not one read.
            for (const Result<RedisReply> &r : replies)
                if (!r && r.error().isConnectionError())
                    return r.error();
            batch->handleReplies(replies);
            return {};
        });
}

void InspectorReadRunner::cancel()
{
    ++m_generation;
    m_running = false;
    m_next = nullptr;
    m_handle = nullptr;
    m_catchUp = nullptr;
}

void InspectorReadRunner::run(NextRequest next, HandleReplies handle, bool inWorker,
                              std::function<void()> catchUp)
{
    cancel();
    m_inWorker = inWorker;
    m_next = std::move(next);
    m_handle = std::move(handle);
    m_catchUp = std::move(catchUp);
    m_cost = {};
    m_clock.start();
    m_running = true;
    // From the event loop, like every later step: done() never comes from inside start().
    QMetaObject::invokeMethod(
        this,
        [this, generation = m_generation] {
            if (generation == m_generation && m_running)
                step();
        },
        Qt::QueuedConnection);
}

void InspectorReadRunner::step()
{
    send(m_next());
}

void InspectorReadRunner::send(const Request &request)
{
    if (request.commands.isEmpty())
        return finish(RedisError());
    const qint64 wait = m_pacer ? m_pacer() : 0;
    if (wait <= 0)
        return sendNow(request);
    ++m_paced;
    QTimer::singleShot(int(qMin<qint64>(wait, 60000)), this,
                       [this, request, generation = m_generation] {
                           if (generation == m_generation && m_running)
                               send(request); // asks the pacer again
                       });
}

void InspectorReadRunner::sendNow(const Request &request)
{
    if (!m_client)
        return finish(RedisError(RedisError::Kind::Closed, tr("not connected")));
    m_cost.commands += request.commands.size();
    for (const RedisCommand &c : request.commands)
        for (const QByteArray &arg : c)
            m_cost.bytesSent += arg.size();
    ++m_cost.roundTrips;
    m_client->sendPipeline(
        request.commands, request.nodes, this,
        [this, generation = m_generation](const QList<Result<RedisReply>> &replies) {
            onReplies(generation, replies);
        });
}

void InspectorReadRunner::onReplies(quint64 generation, const QList<Result<RedisReply>> &replies)
{
    if (generation != m_generation || !m_running)
        return; // cancelled, or from an earlier client
    if (!m_inWorker) {
        for (const Result<RedisReply> &r : replies)
            if (r)
                m_cost.bytesReceived += payloadBytes(*r);
        if (auto handled = m_handle(replies); !handled)
            return finish(handled.error());
        return step();
    }
    // The functions hold the read: it lives until the worker is done with it.
    // The worker is one thread: the next step's task waits until catchUp() is done, while
    // the request it posted is at the server.
    m_workers->start([handle = m_handle, next = m_next, catchUp = m_catchUp, replies,
                      mailbox = m_mailbox, generation] {
        qint64 received = 0;
        for (const Result<RedisReply> &r : replies)
            if (r)
                received += payloadBytes(*r);
        Result<void> handled = handle(replies);
        const bool goesOn = handled.ok();
        Request request;
        if (goesOn)
            request = next();
        {
            QMutexLocker lock(&mailbox->mutex);
            if (!mailbox->runner)
                return;
            InspectorReadRunner *runner = mailbox->runner;
            QMetaObject::invokeMethod(
                runner,
                [runner, generation, received, handled = std::move(handled),
                 request = std::move(request)] {
                    if (generation != runner->m_generation || !runner->m_running)
                        return;
                    runner->m_cost.bytesReceived += received;
                    if (!handled)
                        return runner->finish(handled.error());
                    runner->send(request);
                },
                Qt::QueuedConnection);
        }
        if (goesOn && catchUp)
            catchUp();
    });
}

void InspectorReadRunner::finish(const RedisError &error)
{
    m_cost.wallUs = m_clock.nsecsElapsed() / 1000;
    m_running = false;
    ++m_generation;
    m_next = nullptr;
    m_handle = nullptr;
    Q_EMIT done(error);
}
