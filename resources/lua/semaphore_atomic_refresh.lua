-- Atomic semaphore, refresh: move our expiry to now + lease while the permit is live.
-- A member already past its expiry is lost (and removed), never revived.
-- KEYS[1] holders (ZSET); ARGV[1] holder id; ARGV[2] lease (ms).
-- Returns {1, now_us, new_expiry_ms} when refreshed, {0, now_us} when lost.
local t = redis.call('TIME')
local now_us = tonumber(t[1]) * 1000000 + tonumber(t[2])
local now_ms = math.floor(now_us / 1000)
local expiry = redis.call('ZSCORE', KEYS[1], ARGV[1])
if expiry and tonumber(expiry) > now_ms then
    local new_expiry = now_ms + tonumber(ARGV[2])
    redis.call('ZADD', KEYS[1], 'XX', new_expiry, ARGV[1])
    return {1, now_us, new_expiry}
end
if expiry then
    redis.call('ZREM', KEYS[1], ARGV[1])
end
return {0, now_us}
