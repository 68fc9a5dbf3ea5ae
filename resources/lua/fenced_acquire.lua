-- Fenced lock, acquire: the token lock's SET key token NX PX ttl, plus INCR of the fencing
-- counter in the same script, so every grant gets a number strictly greater than all before.
-- Both keys share the hash tag {name}: the script is Cluster-safe.
-- KEYS[1] lock key; KEYS[2] fencing counter; ARGV[1] token; ARGV[2] ttl (ms).
-- Returns {1, now_us, fencing} when granted, {0, now_us, pttl_ms, holder} when not.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
    return {1, now, redis.call('INCR', KEYS[2])}
end
return {0, now, redis.call('PTTL', KEYS[1]), redis.call('GET', KEYS[1])}
