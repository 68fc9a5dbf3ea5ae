#pragma once

#include "playgroundworkload.h"

#include <QByteArray>
#include <memory>

class RateLimiter;

// A caller of a rate limiter: think, hit the limiter for one of the run's subjects ("s0", "s1",
// …, drawn at random), record admitted or limited at the server time the decision used. The
// limiter admits SimulationConfig::limit hits per windowMs (funnel: a capacity of limit leaking
// limit per window). With SimulationConfig::alignBeforeEdgeMs every caller waits for the same
// moment, that long before a window edge, and starts there: the edge burst of scenario 9.
class LimiterWorkload : public PlaygroundWorkload
{
public:
    explicit LimiterWorkload(QByteArray name);
    ~LimiterWorkload() override;

    Result<void> setUp(SimulatedClient &client) override;
    void operate(SimulatedClient &client) override;
    void forget() override;

private:
    bool waitForEdge(SimulatedClient &client);

    QByteArray m_name;
    std::unique_ptr<RateLimiter> m_limiter;
    bool m_aligned = false;
};
