#pragma once

#include "distributedlock.h"
#include "result.h"

#include <functional>
#include <memory>
#include <vector>

class CountingSemaphore;
struct SemaphoreAcquireOptions;

// Acquire+release pairs on one primitive, each checked: a grant that does not come, or a
// release that finds the hold no longer ours, is an error, since the benchmark's primitives have
// no other holders than the loop itself (contended, no other than its fellow clients).
class PairLoop
{
public:
    // Acquires, failing when not granted; the hold stays with the step functions' owner.
    using Step = std::function<Result<void>()>;

    static constexpr qint64 LeaseMs = 10000;

    PairLoop(Step acquire, Step release);

    // Without a wait in options, one tryAcquire() per pair; with one, acquire().
    static PairLoop forLock(std::shared_ptr<DistributedLock> lock, LockAcquireOptions options = {});
    static PairLoop forSemaphore(std::shared_ptr<CountingSemaphore> semaphore,
                                 const SemaphoreAcquireOptions &options);
    // pairsPerTurn pairs on each of loops in turn (lock names spread over a cluster's masters).
    static PairLoop alternating(std::vector<PairLoop> loops, int pairsPerTurn = 1);

    // One pair; the time from calling acquire to being granted, in µs.
    Result<qint64> pair();
    // pairs pairs in a row; pairs per second.
    Result<double> run(int pairs);

private:
    Step m_acquire;
    Step m_release;
};
