#pragma once

#include "distributedlock.h"
#include "result.h"

// Acquire+release pairs on one lock, each checked: a grant that does not come, or a release
// that finds the lock no longer ours, is an error, since the benchmark's locks have no other
// holder than the loop itself (contended, no other than its fellow clients).
class LockPairLoop
{
public:
    static constexpr qint64 TtlMs = 10000;

    // Without a wait in acquireOptions, one tryAcquire() per pair; with one, acquire().
    explicit LockPairLoop(DistributedLock &lock, LockAcquireOptions acquireOptions = {});

    // One pair; the time from calling acquire to being granted, in µs.
    Result<qint64> pair();
    // pairs pairs in a row; pairs per second.
    Result<double> run(int pairs);

private:
    DistributedLock &m_lock;
    LockAcquireOptions m_options;
};
