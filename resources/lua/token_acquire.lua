-- Token lock, acquire: SET key token NX PX ttl, with the server's clock.
-- KEYS[1] lock key; ARGV[1] token; ARGV[2] ttl (ms).
-- Returns {1, now_us} when granted, {0, now_us, pttl_ms, holder} when not.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
    return {1, now}
end
return {0, now, redis.call('PTTL', KEYS[1]), redis.call('GET', KEYS[1])}
