#include "delayedqueueworkload.h"

#include "delayedclaimerfactory.h"
#include "delayedqueue.h"
#include "simulatedclient.h"
#include "simulationcontrol.h"

namespace {
constexpr int ClaimBatch = 10;
constexpr qint64 DrainPollMs = 5;
} // namespace

DelayedQueueWorkload::DelayedQueueWorkload(QByteArray name, bool producer)
    : m_name(std::move(name))
    , m_producer(producer)
{}

DelayedQueueWorkload::~DelayedQueueWorkload() = default;

Result<void> DelayedQueueWorkload::setUp(SimulatedClient &client)
{
    const KeySpace keys(client.config().keyPrefix);
    m_queue = std::make_unique<DelayedQueue>(client.connection(), keys, m_name);
    m_claimer.reset();
    if (!m_producer) {
        Result<std::unique_ptr<DelayedQueueClaimer>> claimer = DelayedClaimerFactory::create(
            client.config().variant, client.connection(), keys, m_name);
        if (!claimer)
            return claimer.error();
        m_claimer = std::move(claimer).value();
        m_claimer->setStepHook(client.stepHook());
    }
    return {};
}

void DelayedQueueWorkload::forget()
{
    m_claimer.reset();
    m_queue.reset();
}

bool DelayedQueueWorkload::draining(SimulatedClient &client)
{
    return !m_producer && !client.control().allItemsFinished();
}

void DelayedQueueWorkload::operate(SimulatedClient &client)
{
    const QString resource = QString::fromUtf8(m_name);
    if (m_producer) {
        if (!client.think(client.draw(client.profile().thinkMs)))
            return;
        const SimulationControl::EnqueueInFlight inFlight(client.control());
        const Result<DelayedEnqueued> enqueued =
            m_queue->enqueueIn("job from client " + QByteArray::number(client.index()),
                               client.draw(client.config().delayMs));
        if (!enqueued || client.hasCrashed())
            return;
        client.control().itemEnqueued(enqueued->id);
        client.countOperation();
        PlaygroundEvent event =
            client.event(PlaygroundEvent::Kind::Enqueued, enqueued->nowMs * 1000, resource);
        event.item = QString::fromLatin1(enqueued->id);
        event.detail = PlaygroundEvent::dueDetail(enqueued->dueMs - enqueued->nowMs);
        client.record(event);
        return;
    }
    // Claimers poll at their think time; while draining, quickly.
    const qint64 pollMs =
        client.control().isRunning() ? client.draw(client.profile().thinkMs) : DrainPollMs;
    if (client.control().isRunning() ? !client.think(pollMs) : false)
        return;
    if (!client.control().isRunning())
        client.control().sleepFor(std::chrono::milliseconds(pollMs), false);
    const Result<DelayedClaim> claim = m_claimer->claim(ClaimBatch);
    if (client.hasCrashed() || !claim)
        return;
    client.countOperation();
    const qint64 atUs = claim->nowMs * 1000;
    for (const ClaimedItem &item : claim->items) {
        PlaygroundEvent delivered = client.event(PlaygroundEvent::Kind::Delivered, atUs, resource);
        delivered.item = QString::fromLatin1(item.id);
        client.record(delivered);
        PlaygroundEvent acked = delivered;
        acked.kind = PlaygroundEvent::Kind::Acked;
        client.record(acked);
        client.control().itemFinished(item.id);
    }
}
