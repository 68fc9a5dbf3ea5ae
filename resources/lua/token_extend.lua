-- Token lock, extend: reset the TTL only if the key still holds our token (compare-and-pexpire).
-- KEYS[1] lock key; ARGV[1] token; ARGV[2] ttl (ms). Returns {1, now_us} or {0, now_us} (lost).
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
if redis.call('GET', KEYS[1]) == ARGV[1] then
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return {1, now}
end
return {0, now}
