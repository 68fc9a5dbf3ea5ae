-- Operator action on one BullMQ job (docs/inspector.md, "Operating"), the way BullMQ's own
-- scripts do it (bullmq 6.7.0, dist/cjs/commands/): run a delayed job now (promote-9.lua),
-- postpone it (changeDelay-4.lua), delete it (removeJob-2.lua for a job without parent or
-- children), or requeue an active job whose worker lost its lock (moveStalledJobsToWait-9.lua for
-- that one job). Only if the job is still where the operator saw it (compare-and-act).
-- ARGV[1] 'run', 'postpone', 'delete' or 'requeue'; ARGV[2] the queue's prefix ('bull:<q>:');
-- ARGV[3] the job id; ARGV[4] postpone: ms from now. The keys, by action:
--   run      delayed, wait, meta, prioritized, active, pc, events, marker, job
--   postpone delayed, meta, marker, events, job
--   delete   delayed, meta, events, job, job:logs, job:dependencies, job:processed, job:failed,
--            job:unsuccessful
--   requeue  active, stalled, wait, meta, marker, events, job, job:lock
-- Returns {1} when done; {0, lock} (requeue) when the job's lock is held: its worker is alive;
-- {-1} when the job is no longer delayed (active); {-2, type} when a key holds another type;
-- {-3, why} when BullMQ would refuse it too (a parent, children, a lock, a job scheduler's job).
local rcall = redis.call
local action, prefix, jobId = ARGV[1], ARGV[2], ARGV[3]
local listed = {
    run = {'zset', 'list', 'hash', 'zset', 'list', 'string', 'stream', 'zset', 'hash'},
    postpone = {'zset', 'hash', 'zset', 'stream', 'hash'},
    delete = {'zset', 'hash', 'stream', 'hash'},
    requeue = {'list', 'set', 'list', 'hash', 'zset', 'stream', 'hash'},
}
for i, wanted in ipairs(listed[action]) do
    local t = rcall('TYPE', KEYS[i]).ok
    if t ~= 'none' and t ~= wanted then
        return {-2, KEYS[i] .. ' is a ' .. t}
    end
end

-- isQueuePausedOrMaxed.lua: paused, or as many active jobs as the global concurrency.
local function pausedOrMaxed(meta, active)
    local attributes = rcall('HMGET', meta, 'paused', 'concurrency')
    if attributes[1] then
        return true
    end
    if attributes[2] then
        return rcall('LLEN', active) >= tonumber(attributes[2])
    end
    return false
end
-- getOrSetMaxEvents.lua
local function maxEvents(meta)
    local n = rcall('HGET', meta, 'opts.maxLenEvents')
    if not n then
        n = 10000
        rcall('HSET', meta, 'opts.maxLenEvents', n)
    end
    return n
end
local function nowMs()
    local tm = rcall('TIME')
    return tonumber(tm[1]) * 1000 + math.floor(tonumber(tm[2]) / 1000)
end

if action == 'run' then
    local delayed, wait, meta, prioritized, active, pc, events, marker, job =
        KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[7], KEYS[8], KEYS[9]
    if rcall('ZREM', delayed, jobId) == 0 then
        return {-1}
    end
    local priority = tonumber(rcall('HGET', job, 'priority')) or 0
    local paused = pausedOrMaxed(meta, active)
    -- A delay marker left in wait by BullMQ 4 ("0:<ts>") is no longer needed.
    local first = rcall('LINDEX', wait, 0)
    if first and string.sub(first, 1, 2) == '0:' then
        rcall('LPOP', wait)
    end
    if priority == 0 then
        rcall('LPUSH', wait, jobId)
    else
        -- getPriorityScore.lua: priority * 2^32 + the queue's priority counter.
        local counter = rcall('INCR', pc)
        rcall('ZADD', prioritized, priority * 0x100000000 + counter % 0x100000000, jobId)
    end
    if not paused then
        rcall('ZADD', marker, 0, '0')
    end
    rcall('XADD', events, '*', 'event', 'waiting', 'jobId', jobId, 'prev', 'delayed')
    rcall('HSET', job, 'delay', 0)
    return {1}
end

if action == 'postpone' then
    local delayed, meta, marker, events, job = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
    if rcall('EXISTS', job) == 0 or not rcall('ZSCORE', delayed, jobId) then
        return {-1}
    end
    local delay = tonumber(ARGV[4])
    -- getDelayedScore.lua: due ms * 4096, one more than the last job due in the same ms.
    local due = nowMs() + delay
    local minScore = due * 0x1000
    local maxScore = (due + 1) * 0x1000 - 1
    local score = minScore
    local last = rcall('ZREVRANGEBYSCORE', delayed, maxScore, minScore, 'WITHSCORES', 'LIMIT', 0, 1)
    if last[2] then
        score = math.min(tonumber(last[2]) + 1, maxScore)
    end
    rcall('ZREM', delayed, jobId)
    rcall('HSET', job, 'delay', delay)
    rcall('ZADD', delayed, string.format('%.0f', score), jobId)
    rcall('XADD', events, 'MAXLEN', '~', maxEvents(meta), '*', 'event', 'delayed', 'jobId', jobId,
          'delay', string.format('%.0f', due))
    -- addDelayMarkerIfNeeded.lua: the marker's "1" carries the next due time.
    local next = rcall('ZRANGE', delayed, 0, 0, 'WITHSCORES')
    if next[2] then
        rcall('ZADD', marker, string.format('%.0f', tonumber(next[2]) / 0x1000), '1')
    end
    return {1}
end

if action == 'delete' then
    local delayed, meta, events, job = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
    if not rcall('ZSCORE', delayed, jobId) then
        return {-1}
    end
    local fields = rcall('HMGET', job, 'parentKey', 'rjk', 'deid')
    if fields[1] and fields[1] ~= '' then
        return {-3, 'the job has a parent (' .. fields[1] .. '): remove it with BullMQ'}
    end
    if rcall('SCARD', job .. ':dependencies') > 0 then
        return {-3, 'the job has children: remove it with BullMQ'}
    end
    if fields[2] then
        return {-3, 'the job belongs to the job scheduler ' .. fields[2] .. ': remove the scheduler'}
    end
    if rcall('EXISTS', job .. ':lock') == 1 then
        return {-3, 'the job is locked by a worker'}
    end
    rcall('ZREM', delayed, jobId)
    -- removeDeduplicationKeyIfNeededOnRemoval.lua
    if fields[3] then
        local dedup = prefix .. 'de:' .. fields[3]
        if rcall('GET', dedup) == jobId then
            rcall('DEL', dedup, prefix .. 'dn:' .. fields[3])
        end
    end
    -- removeJobKeys.lua
    if rcall('DEL', job, KEYS[5], KEYS[6], KEYS[7], KEYS[8], KEYS[9]) > 0 then
        rcall('XADD', events, 'MAXLEN', '~', maxEvents(meta), '*', 'event', 'removed', 'jobId',
              jobId, 'prev', 'delayed')
    end
    return {1}
end

if action == 'requeue' then
    local active, stalled, wait, meta, marker, events, job, lock =
        KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[7], KEYS[8]
    local holder = rcall('GET', lock)
    if holder then
        return {0, holder}
    end
    if rcall('LREM', active, 1, jobId) == 0 then
        return {-1}
    end
    rcall('SREM', stalled, jobId)
    rcall('HINCRBY', job, 'stc', 1)
    -- moveJobToWait.lua: at the head (RPUSH: taken next), the marker unless paused or maxed.
    rcall('RPUSH', wait, jobId)
    if not pausedOrMaxed(meta, active) then
        rcall('ZADD', marker, 0, '0')
    end
    rcall('XADD', events, '*', 'event', 'waiting', 'jobId', jobId, 'prev', 'active')
    rcall('XADD', events, '*', 'event', 'stalled', 'jobId', jobId)
    return {1}
end
return {-2, 'unknown action ' .. tostring(action)}
