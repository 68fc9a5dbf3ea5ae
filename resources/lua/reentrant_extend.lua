-- Reentrant lock, extend: reset the lease only if the owner still holds the lock.
-- KEYS[1] lock hash; ARGV[1] owner id; ARGV[2] ttl (ms).
-- Returns {1, now_us, hold_count} when extended, {0, now_us} when lost.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local count = redis.call('HGET', KEYS[1], ARGV[1])
if count then
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return {1, now, tonumber(count)}
end
return {0, now}
