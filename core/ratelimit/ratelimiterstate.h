#pragma once

#include <QString>

// A limiter's state for one subject as the inspector shows it, read without changing it.
// Fields that do not apply to the kind are -1.
struct RateLimiterState
{
    QString kind;
    qint64 nowUs = 0;          // the clock it was read by
    qint64 limit = 0;          // as in RateLimitDecision
    qint64 remaining = 0;      // cost-1 hits that would be admitted now
    qint64 retryAfterUs = 0;   // until one more cost-1 hit would be admitted (0: now)
    qint64 resetAfterUs = 0;   // until the allowance is full again
    qint64 count = -1;         // fixed, sliding: requests counted in the current window
    qint64 windowStartUs = -1; // fixed: start of the current window
    double level = -1;         // funnel: water level now (leaked, not written)
    qint64 tatUs = -1;         // gcra: stored theoretical arrival time (-1: no key)
};
