-- Reliable queue, nack: the item was not done; move one copy of it from this consumer's
-- processing list back to the head of the queue (taken next) and move the consumer's deadline
-- to now + its visibility timeout.
-- KEYS[1] this consumer's processing list (LIST); KEYS[2] consumers (ZSET id -> deadline ms);
-- KEYS[3] queue (LIST). ARGV[1] consumer id; ARGV[2] its visibility timeout (ms); ARGV[3] item.
-- Returns {removed, now_us}: removed 0 (and nothing requeued) when the item was not in flight
-- here. A key of another type is a WRONGTYPE error before any write.
redis.call('LLEN', KEYS[1])
redis.call('ZCARD', KEYS[2])
redis.call('LLEN', KEYS[3])
local t = redis.call('TIME')
local now_us = tonumber(t[1]) * 1000000 + tonumber(t[2])
local removed = redis.call('LREM', KEYS[1], 1, ARGV[3])
if removed == 1 then
    redis.call('LPUSH', KEYS[3], ARGV[3])
end
redis.call('ZADD', KEYS[2], math.floor(now_us / 1000) + tonumber(ARGV[2]), ARGV[1])
return {removed, now_us}
