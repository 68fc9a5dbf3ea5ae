-- Reliable queue, ack: the item is done; remove one copy of it from this consumer's processing
-- list (LREM count 1: equal payloads stay distinct items) and move the consumer's deadline to
-- now + its visibility timeout.
-- KEYS[1] this consumer's processing list (LIST); KEYS[2] consumers (ZSET id -> deadline ms).
-- ARGV[1] consumer id; ARGV[2] its visibility timeout (ms); ARGV[3] item.
-- Returns {removed, now_us}: removed 0 when the item was not in flight here (the reaper had
-- requeued it, or it was never taken). A key of another type is a WRONGTYPE error before any
-- write.
redis.call('LLEN', KEYS[1])
redis.call('ZCARD', KEYS[2])
local t = redis.call('TIME')
local now_us = tonumber(t[1]) * 1000000 + tonumber(t[2])
local removed = redis.call('LREM', KEYS[1], 1, ARGV[3])
redis.call('ZADD', KEYS[2], math.floor(now_us / 1000) + tonumber(ARGV[2]), ARGV[1])
return {removed, now_us}
