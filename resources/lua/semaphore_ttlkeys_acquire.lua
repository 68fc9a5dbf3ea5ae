-- TTL-key semaphore, acquire: no timestamps. Holders are ordered by a counter; each one's lease
-- is a key of its own with PX. Members whose lease key is gone are removed first. The loop
-- walks this semaphore's holders ZSET only (at most limit live members plus the expired ones
-- not yet cleaned), never the keyspace.
-- KEYS[1] holders (ZSET); KEYS[2] counter; KEYS[3] the new holder's lease key.
-- ARGV[1] holder id; ARGV[2] limit; ARGV[3] lease (ms); ARGV[4] lease key prefix (same hash
-- tag as the KEYS, so every lease key lives in their slot).
-- Returns {1, now_us, rank, counter} when admitted, {0, now_us, live_holders} when not.
local t = redis.call('TIME')
local now_us = tonumber(t[1]) * 1000000 + tonumber(t[2])
local members = redis.call('ZRANGE', KEYS[1], 0, -1)
local count = #members
for _, member in ipairs(members) do
    if redis.call('EXISTS', ARGV[4] .. member) == 0 then
        redis.call('ZREM', KEYS[1], member)
        count = count - 1
    end
end
if count < tonumber(ARGV[2]) then
    local n = redis.call('INCR', KEYS[2])
    redis.call('ZADD', KEYS[1], n, ARGV[1])
    redis.call('SET', KEYS[3], ARGV[1], 'PX', ARGV[3])
    return {1, now_us, count, n}
end
return {0, now_us, count}
