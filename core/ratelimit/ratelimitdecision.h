#pragma once

#include <QtGlobal>

// The outcome of one hit. Refused is a value, not an error. Times are µs; the ms views round
// up, so a caller that waits retryAfterMs is never early.
struct RateLimitDecision
{
    bool allowed = false;
    qint64 limit = 0;         // what a full allowance admits at once (gcra: max_burst + 1)
    qint64 remaining = 0;     // cost-1 hits that would be admitted right after this one
    qint64 retryAfterUs = -1; // refused: until this hit's cost would be admitted; -1: allowed,
                              // or never (the cost exceeds the limit)
    qint64 resetAfterUs = 0;  // until the subject's allowance is full again
    qint64 nowUs = 0;         // the clock the decision used: the server's TIME or the injected one
    qint64 cost = 1;
    double level = -1; // funnel: the water level after the hit; -1 for the other kinds

    static qint64 ceilMs(qint64 us) { return us < 0 ? -1 : (us + 999) / 1000; }
    qint64 retryAfterMs() const { return ceilMs(retryAfterUs); }
    qint64 resetAfterMs() const { return ceilMs(resetAfterUs); }
};
