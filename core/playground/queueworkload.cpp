#include "queueworkload.h"

#include "queuereaper.h"
#include "reliablequeue.h"
#include "simulatedclient.h"
#include "simulationcontrol.h"
#include "taskqueue.h"

namespace {
constexpr qint64 TakeWaitMs = 100;
}

QueueWorkload::QueueWorkload(QByteArray name, bool producer)
    : m_name(std::move(name))
    , m_producer(producer)
{}

QueueWorkload::~QueueWorkload() = default;

Result<void> QueueWorkload::setUp(SimulatedClient &client)
{
    const KeySpace keys(client.config().keyPrefix);
    m_queue = std::make_unique<TaskQueue>(client.connection(), keys, m_name);
    m_reliable.reset();
    m_reaper.reset();
    if (!m_producer && client.config().variant == u"reliable") {
        const QByteArray consumer =
            "c" + QByteArray::number(client.index()) + "-" + QByteArray::number(m_incarnation);
        m_reliable = std::make_unique<ReliableQueue>(client.connection(), keys, m_name, consumer,
                                                     client.profile().ttlMs);
        m_reaper = std::make_unique<QueueReaper>(client.connection(), keys, m_name);
    }
    return {};
}

void QueueWorkload::forget()
{
    m_reaper.reset();
    m_reliable.reset();
    m_queue.reset();
    ++m_incarnation;
}

bool QueueWorkload::draining(SimulatedClient &client)
{
    return !m_producer && !client.control().allItemsFinished();
}

void QueueWorkload::operate(SimulatedClient &client)
{
    if (m_producer)
        produce(client);
    else
        consume(client);
}

void QueueWorkload::produce(SimulatedClient &client)
{
    if (!client.think(client.draw(client.profile().thinkMs)))
        return;
    const QByteArray item =
        "p" + QByteArray::number(client.index()) + "-" + QByteArray::number(m_produced);
    const SimulationControl::EnqueueInFlight inFlight(client.control());
    const Result<qint64> pushed = m_queue->push(item);
    if (!pushed || client.hasCrashed())
        return;
    ++m_produced;
    client.control().itemEnqueued(item);
    client.countOperation();
    PlaygroundEvent enqueued =
        client.event(PlaygroundEvent::Kind::Enqueued, 0, QString::fromUtf8(m_name));
    enqueued.item = QString::fromUtf8(item);
    client.record(enqueued);
}

void QueueWorkload::reapNow(SimulatedClient &client)
{
    const qint64 now = client.nowUs();
    if (!m_reaper || now - m_lastReapUs < client.profile().ttlMs * 500)
        return;
    m_lastReapUs = now;
    (void)m_reaper->reap();
}

void QueueWorkload::consume(SimulatedClient &client)
{
    reapNow(client);
    const QString resource = QString::fromUtf8(m_name);
    const Result<std::optional<QByteArray>> taken =
        m_reliable ? m_reliable->take(TakeWaitMs) : m_queue->pop(TakeWaitMs);
    if (client.hasCrashed() || !taken || !taken->has_value())
        return;
    const QByteArray item = **taken;
    PlaygroundEvent delivered = client.event(PlaygroundEvent::Kind::Delivered, 0, resource);
    delivered.item = QString::fromUtf8(item);
    client.record(delivered);
    client.countOperation();
    if (!client.hold(client.draw(client.profile().holdMs)))
        return; // crashed mid-item (a task queue loses it, a reliable one gets it back) or
                // aborted (the item stays where it is: in flight, not finished)
    PlaygroundEvent finished = client.event(PlaygroundEvent::Kind::Acked, 0, resource);
    finished.item = delivered.item;
    if (m_reliable) {
        const Result<QueueAck> acked = m_reliable->ack(item);
        if (client.hasCrashed())
            return;
        if (!acked || !acked->done) {
            // Our deadline passed and the reaper gave the item to another consumer.
            finished.kind = PlaygroundEvent::Kind::Lost;
            finished.detail = acked ? acked->detail : acked.error().message();
            client.record(finished);
            return;
        }
        finished.timeUs = acked->atUs;
    }
    client.record(finished);
    client.control().itemFinished(item);
}
