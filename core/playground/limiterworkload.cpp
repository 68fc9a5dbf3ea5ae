#include "limiterworkload.h"

#include "ratelimiterfactory.h"
#include "simulatedclient.h"
#include "simulationcontrol.h"

LimiterWorkload::LimiterWorkload(QByteArray name)
    : m_name(std::move(name))
{}

LimiterWorkload::~LimiterWorkload() = default;

Result<void> LimiterWorkload::setUp(SimulatedClient &client)
{
    const SimulationConfig &config = client.config();
    RateLimitPolicy policy;
    policy.limit = config.limit;
    policy.periodMs = config.windowMs;
    policy.capacity = config.limit;
    policy.ratePerSecond = double(config.limit) * 1000.0 / double(config.windowMs);
    Result<std::unique_ptr<RateLimiter>> limiter = RateLimiterFactory::create(
        config.variant, client.connection(), KeySpace(config.keyPrefix), m_name, policy);
    if (!limiter)
        return limiter.error();
    m_limiter = std::move(limiter).value();
    return {};
}

void LimiterWorkload::forget()
{
    m_limiter.reset();
}

bool LimiterWorkload::waitForEdge(SimulatedClient &client)
{
    // Fixed windows start at multiples of the window on the server's clock. Every client picks
    // the same edge: the first one at least the lead plus a moment for connecting after the
    // run's start.
    const qint64 windowUs = client.config().windowMs * 1000;
    const qint64 leadUs = client.config().alignBeforeEdgeMs * 1000;
    const qint64 earliestUs = client.control().startUs() + leadUs + 200 * 1000;
    const qint64 edge = (earliestUs / windowUs + 1) * windowUs;
    return client.think((edge - leadUs - client.nowUs()) / 1000);
}

void LimiterWorkload::operate(SimulatedClient &client)
{
    if (client.config().alignBeforeEdgeMs > 0 && !m_aligned) {
        m_aligned = true;
        if (!waitForEdge(client))
            return;
    } else if (!client.think(client.draw(client.profile().thinkMs))) {
        return;
    }
    const SimulationConfig &config = client.config();
    const int subject =
        config.subjects > 1 ? int(client.randomBits() % quint64(config.subjects)) : 0;
    const QByteArray subjectName = "s" + QByteArray::number(subject);
    client.record(
        client.event(PlaygroundEvent::Kind::Attempt, 0, QString::fromLatin1(subjectName)));
    const Result<RateLimitDecision> decision = m_limiter->hit(subjectName);
    if (client.hasCrashed())
        return;
    if (!decision) {
        PlaygroundEvent failed =
            client.event(PlaygroundEvent::Kind::Limited, 0, QString::fromLatin1(subjectName));
        failed.failed = true;
        failed.detail = decision.error().message();
        client.record(failed);
        return;
    }
    client.countOperation();
    PlaygroundEvent event = client.event(decision->allowed ? PlaygroundEvent::Kind::Admitted
                                                           : PlaygroundEvent::Kind::Limited,
                                         decision->nowUs, QString::fromUtf8(subjectName));
    if (!decision->allowed)
        event.detail = QStringLiteral("retry after %1 ms").arg(decision->retryAfterMs());
    client.record(event);
}
