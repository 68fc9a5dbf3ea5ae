#include "semaphoreworkload.h"

#include "semaphorefactory.h"
#include "simulatedclient.h"

SemaphoreWorkload::SemaphoreWorkload(QByteArray name)
    : m_name(std::move(name))
{}

SemaphoreWorkload::~SemaphoreWorkload() = default;

Result<void> SemaphoreWorkload::setUp(SimulatedClient &client)
{
    m_semaphore.reset();
    Result<std::unique_ptr<CountingSemaphore>> semaphore = SemaphoreFactory::create(
        client.config().variant, client.connection(), KeySpace(client.config().keyPrefix), m_name);
    if (!semaphore)
        return semaphore.error();
    m_semaphore = std::move(semaphore).value();
    m_semaphore->setStepHook(client.stepHook());
    m_semaphore->setClock(m_clock);
    return {};
}

void SemaphoreWorkload::forget()
{
    m_semaphore.reset();
}

void SemaphoreWorkload::applyClock(const ClientClock &clock)
{
    m_clock = clock;
    if (m_semaphore)
        m_semaphore->setClock(clock);
}

void SemaphoreWorkload::operate(SimulatedClient &client)
{
    const ClientProfile &profile = client.profile();
    if (!client.think(client.draw(profile.thinkMs)))
        return;
    const QString resource = QString::fromUtf8(m_name);
    client.record(client.event(PlaygroundEvent::Kind::Attempt, 0, resource));
    SemaphoreAcquireOptions options;
    options.limit = client.config().limit;
    options.leaseMs = profile.ttlMs;
    options.waitMs = profile.waitMs;
    options.retryDelayMs = profile.retryDelayMs;
    options.retryJitterMs = profile.retryDelayMs;
    const Result<SemaphorePermit> acquired = m_semaphore->acquire(options);
    if (client.hasCrashed())
        return;
    client.countOperation();
    if (!acquired || !acquired->acquired) {
        PlaygroundEvent refused = client.event(PlaygroundEvent::Kind::Refused, 0, resource);
        refused.detail = acquired ? acquired->detail : acquired.error().message();
        refused.failed = !acquired; // an error, not a "no"
        client.record(refused);
        return;
    }
    SemaphorePermit permit = *acquired;
    PlaygroundEvent granted =
        client.event(PlaygroundEvent::Kind::Granted, permit.acquiredAtUs, resource);
    granted.token = QString::fromLatin1(permit.holder);
    granted.detail = QStringLiteral("rank %1").arg(permit.rank);
    client.record(granted);

    bool lost = false;
    const auto refresh = [&] {
        if (lost)
            return false;
        const Result<SemaphorePermit> refreshed = m_semaphore->refresh(permit, profile.ttlMs);
        if (client.hasCrashed())
            return false;
        PlaygroundEvent renewed =
            client.event(refreshed && refreshed->acquired ? PlaygroundEvent::Kind::Renewed
                                                          : PlaygroundEvent::Kind::Lost,
                         refreshed ? refreshed->acquiredAtUs : 0, resource);
        renewed.token = granted.token;
        client.record(renewed);
        lost = !refreshed || !refreshed->acquired;
        return !lost;
    };
    const bool held = profile.watchdog
                          ? client.hold(client.draw(profile.holdMs), refresh, profile.ttlMs / 3)
                          : client.hold(client.draw(profile.holdMs));
    if (!held || lost)
        return; // crashed (the permit is left to expire), aborted, or already reported lost
    const Result<SemaphoreRelease> released = m_semaphore->release(permit);
    if (client.hasCrashed())
        return;
    PlaygroundEvent ended =
        client.event(released && released->released ? PlaygroundEvent::Kind::Released
                                                    : PlaygroundEvent::Kind::Lost,
                     released ? released->releasedAtUs : 0, resource);
    ended.token = granted.token;
    ended.detail = released ? released->detail : released.error().message();
    client.record(ended);
}
