#pragma once

#include "playgroundworkload.h"

#include <QByteArray>
#include <memory>

class DistributedLock;
struct LockHold;
class FencedResource;

// A client of a lock: think, acquire (retrying up to the profile's wait), hold for the drawn
// time (renewed by a watchdog with ClientProfile::watchdog; a fenced write at its end with
// ClientProfile::fenced), release. Every kind LockFactory makes, and Redlock over the run's
// nodes. The reentrant kind sometimes takes its lock a second time while holding it.
class LockWorkload : public PlaygroundWorkload
{
public:
    explicit LockWorkload(QByteArray lockName);
    ~LockWorkload() override;

    Result<void> setUp(SimulatedClient &client) override;
    void operate(SimulatedClient &client) override;
    void forget() override;
    bool holds() const override { return true; }
    void applyClock(const ClientClock &clock) override;

private:
    qint64 grantTimeUs(const SimulatedClient &client, const LockHold &hold) const;

    QByteArray m_lockName;
    QString m_lockNameText; // the resource the events name
    bool m_redlock = false;
    std::unique_ptr<DistributedLock> m_lock;
    std::unique_ptr<FencedResource> m_resource;
    ClientClock m_clock;
};
