#pragma once

#include "clientclock.h"
#include "result.h"

#include <memory>

class SimulatedClient;
struct SimulationConfig;

// What a simulated client does with its primitive, one operation at a time: a lock or a
// semaphore is acquired, held and released; a producer enqueues, a consumer takes and acks; a
// claimer claims; a caller hits a limiter. One subclass per primitive; each records its events
// on the client (SimulatedClient::record) with the server times its replies carry.
class PlaygroundWorkload
{
public:
    virtual ~PlaygroundWorkload();
    PlaygroundWorkload(const PlaygroundWorkload &) = delete;
    PlaygroundWorkload &operator=(const PlaygroundWorkload &) = delete;

    // Builds the primitive objects on the client's connection(s); again after a crash or a
    // failover (the connections are new then).
    virtual Result<void> setUp(SimulatedClient &client) = 0;
    // One operation. Returns after the client crashed (SimulatedClient::hasCrashed) without
    // touching Redis again.
    virtual void operate(SimulatedClient &client) = 0;
    // The client restarts after a crash: forget what the old process held.
    virtual void forget() {}
    // The run's time is over: whether this client still has work to finish (a queue drains).
    virtual bool draining(SimulatedClient &) { return false; }
    // Whether its operations hold something (a lock, a permit, an item being worked on): a
    // crash at a time then waits for the client's next hold, so that it crashes holding.
    virtual bool holds() const { return false; }
    // A clock skew fault: the clock the clock-based variants read from now on.
    virtual void applyClock(const ClientClock &) {}

    static std::unique_ptr<PlaygroundWorkload> create(const SimulationConfig &config, int client);

protected:
    PlaygroundWorkload() = default;
};
