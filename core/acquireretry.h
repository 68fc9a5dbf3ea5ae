#pragma once

#include "result.h"

#include <QDeadlineTimer>
#include <QRandomGenerator>
#include <QThread>

#include <functional>

// The retry loop every lock and semaphore shares: attempt, and while not granted and the wait
// has not run out, pause retryDelayMs plus a random 0..retryJitterMs (so contending clients do
// not retry in step), then attempt again. Grant is a value type with `bool acquired` and
// `int attempts`; an error ends the loop at once. stop (when set) is asked after each attempt
// that was not granted and during the pauses: true ends the wait early with that ungranted
// attempt (a Ctrl-C while waiting), so nothing is held that the caller does not know of.
// pause (when set) replaces the sleep: a waiter that listens for releases (WakeUpChannel) ends
// the pause at the first one.
class AcquireRetry
{
public:
    template <typename Grant, typename Attempt>
    static Result<Grant> run(qint64 waitMs, int retryDelayMs, int retryJitterMs, Attempt attempt,
                             const std::function<bool()> &stop = {},
                             const std::function<void(qint64 pauseMs)> &pause = {})
    {
        if (waitMs < 0)
            return RedisError(RedisError::Kind::InvalidArgument,
                              QStringLiteral("the wait must not be negative"));
        const QDeadlineTimer deadline(waitMs);
        int attempts = 0;
        for (;;) {
            Result<Grant> grant = attempt();
            ++attempts;
            if (!grant || grant->acquired || deadline.hasExpired() || (stop && stop())) {
                if (grant)
                    grant.value().attempts = attempts;
                return grant;
            }
            const qint64 jitter =
                retryJitterMs > 0 ? QRandomGenerator::global()->bounded(retryJitterMs + 1) : 0;
            const qint64 pauseMs = qMin<qint64>(retryDelayMs + jitter, deadline.remainingTime());
            if (pause) {
                pause(pauseMs);
                continue;
            }
            const QDeadlineTimer pauseEnd(pauseMs);
            // In slices, so a stop during a long pause is seen within StopSliceMs.
            while (!pauseEnd.hasExpired() && !(stop && stop()))
                QThread::msleep(quint64(qBound<qint64>(0, pauseEnd.remainingTime(), StopSliceMs)));
        }
    }

    static constexpr qint64 StopSliceMs = 50;
};
