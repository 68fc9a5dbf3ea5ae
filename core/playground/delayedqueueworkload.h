#pragma once

#include "playgroundworkload.h"

#include <QByteArray>
#include <memory>

class DelayedQueue;
class DelayedQueueClaimer;

// A client of a delayed queue: the first SimulationConfig::producers clients schedule one item
// per operation, due after the drawn delay; the others are claimers of the run's variant
// ("atomic", "zrem-checked", "unchecked") that poll every think time and move due items onto the
// ready list. A claim is the item's delivery (and its end: the claimer's work is the push), so
// an item pushed by two claimers is delivered twice. Claimers drain after the run's time until
// every scheduled item was claimed.
class DelayedQueueWorkload : public PlaygroundWorkload
{
public:
    DelayedQueueWorkload(QByteArray name, bool producer);
    ~DelayedQueueWorkload() override;

    Result<void> setUp(SimulatedClient &client) override;
    void operate(SimulatedClient &client) override;
    void forget() override;
    bool draining(SimulatedClient &client) override;

private:
    QByteArray m_name;
    bool m_producer;
    std::unique_ptr<DelayedQueue> m_queue;
    std::unique_ptr<DelayedQueueClaimer> m_claimer;
};
