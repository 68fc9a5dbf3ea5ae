-- Reentrant lock, acquire: take a free lock, or take ours once more; the lease restarts either way.
-- KEYS[1] lock hash (field: owner id, value: hold count); ARGV[1] owner id; ARGV[2] ttl (ms).
-- Returns {1, now_us, hold_count} when granted, {0, now_us, pttl_ms, holder} when not.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
if redis.call('EXISTS', KEYS[1]) == 0 then
    redis.call('HSET', KEYS[1], ARGV[1], 1)
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return {1, now, 1}
end
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then
    local count = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return {1, now, count}
end
return {0, now, redis.call('PTTL', KEYS[1]), redis.call('HKEYS', KEYS[1])[1]}
