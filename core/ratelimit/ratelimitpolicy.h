#pragma once

#include <QtGlobal>

// What a rate limiter allows. Each kind reads the fields it needs and checks them before
// anything is sent (docs/primitives/rate-limiters.md):
//   fixed, sliding: limit requests per periodMs;
//   funnel: capacity, leaking ratePerSecond;
//   gcra: limit requests per periodMs (the rate) with a burst of capacity (0: limit), as
//   CL.THROTTLE key <capacity - 1> <limit> <periodMs / 1000>.
struct RateLimitPolicy
{
    qint64 limit = 0;
    qint64 periodMs = 0;
    double capacity = 0;
    double ratePerSecond = 0;

    // Bounds that keep every time in the scripts an exact integer in a Lua number (a double).
    static constexpr qint64 MaxLimit = 1000000000;
    static constexpr qint64 MaxPeriodMs = 366LL * 24 * 3600 * 1000;
    static constexpr double MaxCapacity = 1e9;
    static constexpr double MaxRatePerSecond = 1e9;
};
