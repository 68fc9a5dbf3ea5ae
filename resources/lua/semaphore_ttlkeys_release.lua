-- TTL-key semaphore, release: ZREM our member and DEL our lease key. Released only when the
-- lease key still existed; otherwise the permit had expired. A member removed wakes the waiters.
-- KEYS[1] holders (ZSET); KEYS[2] our lease key; ARGV[1] holder id; ARGV[2] wake channel.
-- Returns {1, now_us} when released, {0, now_us} when it had expired (or was never held).
local t = redis.call('TIME')
local now_us = tonumber(t[1]) * 1000000 + tonumber(t[2])
local removed = redis.call('ZREM', KEYS[1], ARGV[1])
local live = redis.call('DEL', KEYS[2])
if removed == 1 and ARGV[2] then
    redis.call('PUBLISH', ARGV[2], 'released')
end
if removed == 1 and live == 1 then
    return {1, now_us}
end
return {0, now_us}
