-- Reentrant lock, release: one hold fewer, only for the owner. The last release deletes the hash
-- and publishes on the unlock channel, which wakes the waiters at once.
-- KEYS[1] lock hash; ARGV[1] owner id; ARGV[2] ttl (ms) for the holds left, 0: keep the TTL;
-- ARGV[3] unlock channel (the message is the owner id).
-- Returns {0, now_us} when the owner does not hold it (nothing changed), else
-- {1, now_us, holds_left}: 0 means released.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then
    return {0, now}
end
local left = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if left > 0 then
    if tonumber(ARGV[2]) > 0 then
        redis.call('PEXPIRE', KEYS[1], ARGV[2])
    end
    return {1, now, left}
end
redis.call('DEL', KEYS[1])
redis.call('PUBLISH', ARGV[3], ARGV[1])
return {1, now, 0}
