-- Fixed-window rate limiter, one hit (or, with cost 0, the peek state() uses): count it in
-- the current aligned window, admit or refuse. Windows are [k * period, (k + 1) * period) on
-- the clock; the hash holds one field per window index (at rest only the newest) with the
-- units admitted in it.
-- A hit whose clock is behind the newest stored window (another client's clock, or TIME
-- stepping back) is counted against that newest window, never in a window of its own: one
-- clock that lags cannot reopen a window that another has already moved past.
-- KEYS[1] the subject's window hash; ARGV[1] limit; ARGV[2] period (ms); ARGV[3] cost (0:
-- peek, nothing written); ARGV[4] now (µs; '' = the server's TIME); ARGV[5] extra TTL (ms)
-- for an injected clock.
-- Returns {allowed (1/0), now_us, count, retry_us, reset_us}: count the units in the window
-- the hit was counted in (after it when admitted), retry_us -1 when admitted or never (the
-- cost exceeds the limit; peek: 0 when a cost-1 hit fits), reset_us until that window ends.
-- A refused hit is not counted.
local now
if ARGV[4] == '' then
    local t = redis.call('TIME')
    now = tonumber(t[1]) * 1000000 + tonumber(t[2])
else
    now = tonumber(ARGV[4])
end
local limit = tonumber(ARGV[1])
local period = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local window = math.floor(math.floor(now / 1000) / period)
local function resetOf(w)
    return (w + 1) * period * 1000 - now
end

-- The newest window stored, and the fields (at most two: the newest and this hit's).
local function newestWindow()
    local newest = nil
    local fields = redis.call('HKEYS', KEYS[1])
    for _, f in ipairs(fields) do
        local w = tonumber(f)
        if not w then
            error({err = 'ERR the fixed window hash holds a field that is not a window index'})
        end
        if not newest or w > newest then
            newest = w
        end
    end
    return newest, fields
end

if cost == 0 or cost > limit then
    local newest = newestWindow()
    if newest and newest > window then
        window = newest
    end
    local count = tonumber(redis.call('HGET', KEYS[1], window) or '0')
    if cost == 0 then
        return {count < limit and 1 or 0, now, count, count < limit and 0 or resetOf(window),
            resetOf(window)}
    end
    return {0, now, count, -1, resetOf(window)}
end

-- Redis 7 writes a Lua number exactly, so the window index needs no format().
local count = redis.call('HINCRBY', KEYS[1], window, cost)
if count == cost then
    -- The first hit of this window here: drop older windows, or, when a newer one is stored,
    -- take this field back and count the hit there.
    local newest, fields = newestWindow()
    if newest > window then
        redis.call('HDEL', KEYS[1], window)
        window = newest
        count = redis.call('HINCRBY', KEYS[1], window, cost)
    else
        for _, f in ipairs(fields) do
            if tonumber(f) < window then
                redis.call('HDEL', KEYS[1], f)
            end
        end
        redis.call('PEXPIRE', KEYS[1], math.ceil(resetOf(window) / 1000) + tonumber(ARGV[5]))
        return {1, now, count, -1, resetOf(window)}
    end
end
if count > limit then
    redis.call('HINCRBY', KEYS[1], window, -cost)
    return {0, now, count - cost, resetOf(window), resetOf(window)}
end
return {1, now, count, -1, resetOf(window)}
