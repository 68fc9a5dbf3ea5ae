-- Atomic semaphore, release: remove our member. A member past its expiry is removed too but
-- reported as already expired: from that moment another client could have taken its place.
-- KEYS[1] holders (ZSET); ARGV[1] holder id.
-- Returns {1, now_us} when released, {0, now_us} when it had expired (or was never held).
local t = redis.call('TIME')
local now_us = tonumber(t[1]) * 1000000 + tonumber(t[2])
local now_ms = math.floor(now_us / 1000)
local expiry = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not expiry then
    return {0, now_us}
end
redis.call('ZREM', KEYS[1], ARGV[1])
if tonumber(expiry) > now_ms then
    return {1, now_us}
end
return {0, now_us}
