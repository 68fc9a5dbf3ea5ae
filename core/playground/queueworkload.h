#pragma once

#include "playgroundworkload.h"

#include <QByteArray>
#include <memory>

class QueueReaper;
class ReliableQueue;
class TaskQueue;

// A client of a task queue ("task": RPUSH and BLPOP) or a reliable one ("reliable": a take moves
// the item into the consumer's own processing list until it acks; a reaper puts a dead
// consumer's items back). The first SimulationConfig::producers clients produce, one item per
// operation; the others take an item, work on it for the drawn hold time and ack it. Consumers
// also run the reaper every half visibility timeout, and keep draining after the run's time
// until every enqueued item was finished (or the engine's drain time runs out).
class QueueWorkload : public PlaygroundWorkload
{
public:
    QueueWorkload(QByteArray name, bool producer);
    ~QueueWorkload() override;

    Result<void> setUp(SimulatedClient &client) override;
    void operate(SimulatedClient &client) override;
    void forget() override;
    bool holds() const override { return !m_producer; }
    bool draining(SimulatedClient &client) override;

private:
    void produce(SimulatedClient &client);
    void consume(SimulatedClient &client);
    void reapNow(SimulatedClient &client);

    QByteArray m_name;
    bool m_producer;
    int m_produced = 0;
    int m_incarnation = 0; // a crashed consumer comes back as a new process, with a new id
    qint64 m_lastReapUs = 0;
    std::unique_ptr<TaskQueue> m_queue;
    std::unique_ptr<ReliableQueue> m_reliable;
    std::unique_ptr<QueueReaper> m_reaper;
};
