#pragma once

#include "result.h"

#include <QDeadlineTimer>
#include <QRandomGenerator>
#include <QThread>

// The retry loop every lock and semaphore shares: attempt, and while not granted and the wait
// has not run out, pause retryDelayMs plus a random 0..retryJitterMs (so contending clients do
// not retry in step), then attempt again. Grant is a value type with `bool acquired` and
// `int attempts`; an error ends the loop at once.
class AcquireRetry
{
public:
    template <typename Grant, typename Attempt>
    static Result<Grant> run(qint64 waitMs, int retryDelayMs, int retryJitterMs, Attempt attempt)
    {
        if (waitMs < 0)
            return RedisError(RedisError::Kind::InvalidArgument,
                              QStringLiteral("the wait must not be negative"));
        const QDeadlineTimer deadline(waitMs);
        int attempts = 0;
        for (;;) {
            Result<Grant> grant = attempt();
            ++attempts;
            if (!grant || grant->acquired || deadline.hasExpired()) {
                if (grant)
                    grant.value().attempts = attempts;
                return grant;
            }
            const qint64 jitter =
                retryJitterMs > 0 ? QRandomGenerator::global()->bounded(retryJitterMs + 1) : 0;
            const qint64 pause = qMin<qint64>(retryDelayMs + jitter, deadline.remainingTime());
            QThread::msleep(quint64(qMax<qint64>(0, pause)));
        }
    }
};
