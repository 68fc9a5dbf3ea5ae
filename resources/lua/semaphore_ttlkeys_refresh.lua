-- TTL-key semaphore, refresh: PEXPIRE our lease key while it exists; when it is gone the
-- permit is lost and its member is removed.
-- KEYS[1] holders (ZSET); KEYS[2] our lease key; ARGV[1] holder id; ARGV[2] lease (ms).
-- Returns {1, now_us, counter} when refreshed, {0, now_us} when lost.
local t = redis.call('TIME')
local now_us = tonumber(t[1]) * 1000000 + tonumber(t[2])
local counter = redis.call('ZSCORE', KEYS[1], ARGV[1])
if counter and redis.call('PEXPIRE', KEYS[2], ARGV[2]) == 1 then
    return {1, now_us, tonumber(counter)}
end
redis.call('ZREM', KEYS[1], ARGV[1])
redis.call('DEL', KEYS[2])
return {0, now_us}
