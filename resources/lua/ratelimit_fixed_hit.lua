-- Fixed-window rate limiter, one hit: count it in the current aligned window, admit or refuse.
-- Windows are [k * period, (k + 1) * period) on the clock; the hash holds one field, the
-- current window's index, with the number of admitted requests in it.
-- KEYS[1] the subject's window hash; ARGV[1] limit; ARGV[2] period (ms); ARGV[3] cost;
-- ARGV[4] now (µs; '' = the server's TIME); ARGV[5] extra TTL (ms) for an injected clock.
-- Returns {1, now_us, count, -1, reset_us} when admitted, {0, now_us, count, retry_us,
-- reset_us} when refused (retry_us -1: the cost exceeds the limit, never admitted). A refused
-- hit is not counted.
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
local reset = (window + 1) * period * 1000 - now
local field = window -- Redis 7 writes a Lua number exactly
if cost > limit then
    local held = tonumber(redis.call('HGET', KEYS[1], field) or '0')
    return {0, now, held, -1, reset}
end
local count = redis.call('HINCRBY', KEYS[1], field, cost)
if count > limit then
    redis.call('HINCRBY', KEYS[1], field, -cost)
    return {0, now, count - cost, reset, reset}
end
if count == cost then
    -- The first hit of its window: forget earlier windows, expire with this one.
    redis.call('DEL', KEYS[1])
    redis.call('HSET', KEYS[1], field, count)
    redis.call('PEXPIRE', KEYS[1], math.ceil(reset / 1000) + tonumber(ARGV[5]))
end
return {1, now, count, -1, reset}
