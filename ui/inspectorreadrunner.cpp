#include "inspectorreadrunner.h"

#include "inspectorread.h"
#include "inspectorreadbatch.h"

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

InspectorReadRunner::InspectorReadRunner(QObject *parent)
    : QObject(parent)
{}

InspectorReadRunner::~InspectorReadRunner() = default;

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
    run([read] { return read->nextRequest(); },
        [read](const QList<Result<RedisReply>> &replies) { return read->handleReplies(replies); });
}

void InspectorReadRunner::start(InspectorReadBatch *batch)
{
    run([batch] { return batch->finished() ? QList<RedisCommand>() : batch->nextRequest(); },
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
}

void InspectorReadRunner::run(NextRequest next, HandleReplies handle)
{
    cancel();
    m_next = std::move(next);
    m_handle = std::move(handle);
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
    const QList<RedisCommand> request = m_next();
    if (request.isEmpty())
        return finish(RedisError());
    if (!m_client)
        return finish(RedisError(RedisError::Kind::Closed, tr("not connected")));
    m_cost.commands += request.size();
    for (const RedisCommand &c : request)
        for (const QByteArray &arg : c)
            m_cost.bytesSent += arg.size();
    ++m_cost.roundTrips;
    m_client->sendPipeline(
        request, this, [this, generation = m_generation](const QList<Result<RedisReply>> &replies) {
            if (generation != m_generation || !m_running)
                return; // cancelled, or from an earlier client
            for (const Result<RedisReply> &r : replies)
                if (r)
                    m_cost.bytesReceived += payloadBytes(*r);
            if (auto handled = m_handle(replies); !handled)
                return finish(handled.error());
            step();
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
