-- Sliding-window rate limiter, one hit (or, with cost 0, the peek state() uses): admit the
-- cost when the units in the window (now - period, now] plus the cost fit in the limit.
-- One ZSET entry per admitted hit whatever its cost: score = its time (µs), member =
-- "<cumulative>:<cost>", cumulative = the units admitted on this key up to and including it
-- (modulo 1e15, zero-padded to 15 digits). The units in the window are then the newest
-- entry's cumulative minus the one just before the oldest live entry: two O(log n) lookups,
-- however many entries or units the window holds. Every step is O(log n), the trim removes at
-- most MaxTrim entries, so the script's time is bounded whatever the cost or the limit.
-- KEYS[1] the subject's ZSET; ARGV[1] limit; ARGV[2] period (µs); ARGV[3] cost (0: peek, as
-- for a cost-1 hit, nothing written); ARGV[4] now (µs; '' = the server's TIME); ARGV[5]
-- extra TTL (ms) for an injected clock.
-- Returns {allowed (1/0), now_us, count, retry_us, reset_us}: count the units in the window
-- (after the hit when admitted); retry_us -1 when admitted or never (cost > limit), else until
-- the cost fits (peek: 0 when a cost-1 hit fits now); reset_us until the window is empty.
-- Only an admitted hit writes (ZADD, the trim, PEXPIRE).
local now
if ARGV[4] == '' then
    local t = redis.call('TIME')
    now = tonumber(t[1]) * 1000000 + tonumber(t[2])
else
    now = tonumber(ARGV[4])
end
local limit = tonumber(ARGV[1])
local period = tonumber(ARGV[2])
local peek = ARGV[3] == '0'
local cost = peek and 1 or tonumber(ARGV[3])
local Modulus = 1e15 -- above any window's units (limit + cost <= 2e9), exact in a double
local MaxTrim = 1000 -- expired entries removed per admitted hit; the rest go with later hits

-- An entry's cumulative count and cost, checked: a foreign ZSET is an error, not a count.
local function entry(member)
    local cum, c = string.match(member, '^(%d+):(%d+)$')
    if not cum then
        error({err = 'ERR the sliding window holds a member that is not <cumulative>:<cost>'})
    end
    return tonumber(cum), tonumber(c)
end
-- Units admitted after base, up to cum (both cumulatives, modulo Modulus).
local function since(cum, base)
    return (cum - base) % Modulus
end

-- Entries are in time order (scores never go back, below), so the expired ones come first.
local expired = redis.call('ZCOUNT', KEYS[1], '-inf', now - period)
local newest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
local count, base, newestCum, newestAt = 0, 0, 0, nil
if newest[1] then
    newestCum = entry(newest[1])
    newestAt = tonumber(newest[2])
    if newestAt > now - period then
        local oldest = redis.call('ZRANGE', KEYS[1], expired, expired)
        local oldestCum, oldestCost = entry(oldest[1])
        base = (oldestCum - oldestCost) % Modulus
        count = since(newestCum, base)
    end
end
local reset = 0
if count > 0 then
    reset = newestAt + period - now
end

if count + cost <= limit then
    if peek then
        return {1, now, count, 0, reset}
    end
    -- A clock that went back (another client's, or TIME stepping back) records the hit at the
    -- newest time: it counts a little longer, never shorter, and the entries stay in order.
    local at = now
    local cum = (newestCum + cost) % Modulus
    if newestAt then
        at = math.max(at, newestAt)
        -- Equal scores sort by member: keep the order where the cumulative wraps around.
        if cum < newestCum and at == newestAt then
            at = at + 1
        end
    end
    redis.call('ZADD', KEYS[1], at, string.format('%015.0f:%.0f', cum, cost))
    if expired > 0 then
        redis.call('ZREMRANGEBYRANK', KEYS[1], 0, math.min(expired, MaxTrim) - 1)
    end
    redis.call('PEXPIRE', KEYS[1], math.ceil((at + period - now) / 1000) + tonumber(ARGV[5]))
    return {1, now, count + cost, -1, at + period - now}
end

local retry = -1
if cost <= limit then
    -- Admitted once the oldest entries holding (count + cost - limit) units have left: the
    -- first live entry whose cumulative reaches it, by binary search over ranks (the
    -- cumulatives grow with the rank).
    local need = count + cost - limit
    local lo = expired
    local hi = redis.call('ZCARD', KEYS[1]) - 1
    while lo < hi do
        local mid = math.floor((lo + hi) / 2)
        local e = redis.call('ZRANGE', KEYS[1], mid, mid)
        if since(entry(e[1]), base) >= need then
            hi = mid
        else
            lo = mid + 1
        end
    end
    local e = redis.call('ZRANGE', KEYS[1], lo, lo, 'WITHSCORES')
    retry = tonumber(e[2]) + period - now
end
return {0, now, count, retry, reset}
