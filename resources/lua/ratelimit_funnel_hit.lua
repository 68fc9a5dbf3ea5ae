-- Funnel (leaky bucket) rate limiter, one hit (or, with cost 0, the peek state() uses): leak
-- what ran out since the last leak, then admit if the cost fits. Levels are fractions; the
-- first hit fills the funnel too. All of the funnel's arithmetic is here (the C++ side only
-- reads the reply), so the hit and the state cannot drift apart.
-- KEYS[1] the subject's hash {capacity, rate, level, last}; ARGV[1] capacity; ARGV[2] leak
-- rate (per second); ARGV[3] cost (0: peek, as for a cost-1 hit, nothing written); ARGV[4]
-- now (µs; '' = the server's TIME); ARGV[5] extra TTL (ms) for an injected clock.
-- Returns {allowed (1/0), now_us, level, retry_us, reset_us, remaining}: level (a string,
-- %.17g) after the hit when admitted, retry_us -1 when admitted or never (cost > capacity;
-- peek: 0 when a cost-1 hit fits), reset_us until the funnel is empty, remaining the whole
-- cost-1 hits that fit after this one. Only an admitted hit writes (HSET, PEXPIRE).
local now
if ARGV[4] == '' then
    local t = redis.call('TIME')
    now = tonumber(t[1]) * 1000000 + tonumber(t[2])
else
    now = tonumber(ARGV[4])
end
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local peek = ARGV[3] == '0'
local cost = peek and 1 or tonumber(ARGV[3])
local h = redis.call('HMGET', KEYS[1], 'level', 'last')
if (h[1] and not tonumber(h[1])) or (h[2] and not tonumber(h[2])) then
    return redis.error_reply('ERR the funnel hash holds a level or time that is not a number')
end
local level = tonumber(h[1]) or 0
local last = tonumber(h[2]) or now
if now > last then
    -- elapsed * rate before the division keeps whole leaks exact (500000 µs at 2/s is 1).
    level = math.max(0, level - (now - last) * rate / 1000000)
    last = now
end
-- Rounding allowance: a leak like 1/3 per ms is not exact in binary. A hit's arithmetic errs
-- by a few units in the last place of the capacity (2^-53 of it each); 2^-48 of it (3.6e-6 of
-- a unit at the largest capacity, 1e9) absorbs that and is never a usable part of a request.
local slack = math.max(1, capacity) * 2 ^ -48
-- µs until amount has leaked, with half the slack off: a caller that waits that long gets the
-- admission (0.6 at 1 per second is 600000, not 600001), even after this rounding.
local function leakUs(amount)
    return math.max(0, math.ceil((amount - slack / 2) * 1000000 / rate))
end
local function remaining(after)
    return math.max(0, math.floor(capacity - after + slack))
end
if level + cost <= capacity + slack then
    if peek then
        return {1, now, string.format('%.17g', level), 0, leakUs(level), remaining(level)}
    end
    -- What the slack let in is rounding, not water: the level never exceeds the capacity.
    level = math.min(capacity, level + cost)
    local text = string.format('%.17g', level)
    redis.call('HSET', KEYS[1], 'capacity', ARGV[1], 'rate', ARGV[2], 'level', text,
        'last', last)
    -- At least 1 ms: PEXPIRE 0 would delete the key just written (a level of 1 at 1e9 per
    -- second leaks in 1 ns).
    redis.call('PEXPIRE', KEYS[1], math.max(1, math.ceil(leakUs(level) / 1000)) +
        tonumber(ARGV[5]))
    return {1, now, text, -1, leakUs(level), remaining(level)}
end
local retry = -1
if cost <= capacity then
    retry = leakUs(level + cost - capacity)
end
return {0, now, string.format('%.17g', level), retry, leakUs(level), remaining(level)}
