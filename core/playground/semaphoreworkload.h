#pragma once

#include "playgroundworkload.h"

#include <QByteArray>
#include <memory>

class CountingSemaphore;

// A client of a counting semaphore: think, acquire one of the run's limit permits (retrying up
// to the profile's wait), hold it for the drawn time (refreshing its lease every third of it
// with ClientProfile::watchdog), release. Every kind SemaphoreFactory makes; a clock skew moves
// the clock the time-scored kinds read.
class SemaphoreWorkload : public PlaygroundWorkload
{
public:
    explicit SemaphoreWorkload(QByteArray name);
    ~SemaphoreWorkload() override;

    Result<void> setUp(SimulatedClient &client) override;
    void operate(SimulatedClient &client) override;
    void forget() override;
    bool holds() const override { return true; }
    void applyClock(const ClientClock &clock) override;

private:
    QByteArray m_name;
    std::unique_ptr<CountingSemaphore> m_semaphore;
    ClientClock m_clock;
};
