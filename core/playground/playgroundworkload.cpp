#include "playgroundworkload.h"

#include "delayedqueueworkload.h"
#include "limiterworkload.h"
#include "lockworkload.h"
#include "queueworkload.h"
#include "semaphoreworkload.h"
#include "simulationconfig.h"

PlaygroundWorkload::~PlaygroundWorkload() = default;

std::unique_ptr<PlaygroundWorkload> PlaygroundWorkload::create(const SimulationConfig &config,
                                                               int client)
{
    const bool producer = client < config.producers;
    switch (config.primitive) {
    case PlaygroundPrimitive::Lock:
        return std::make_unique<LockWorkload>(
            config.distinctNames ? config.name + '-' + QByteArray::number(client) : config.name);
    case PlaygroundPrimitive::Semaphore:
        return std::make_unique<SemaphoreWorkload>(config.name);
    case PlaygroundPrimitive::Queue:
        return std::make_unique<QueueWorkload>(config.name, producer);
    case PlaygroundPrimitive::DelayedQueue:
        return std::make_unique<DelayedQueueWorkload>(config.name, producer);
    case PlaygroundPrimitive::RateLimiter:
        return std::make_unique<LimiterWorkload>(config.name);
    }
    return nullptr;
}
