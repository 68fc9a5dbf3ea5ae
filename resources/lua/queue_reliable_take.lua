-- Reliable queue, take without waiting: move the queue's head to the tail of this consumer's
-- processing list and stamp the consumer's heartbeat, in one step. The heartbeat is written
-- even when the queue is empty: a consumer registers (by the server's clock) before it blocks.
-- KEYS[1] queue (LIST); KEYS[2] this consumer's processing list (LIST); KEYS[3] consumers
-- (ZSET id -> heartbeat ms). ARGV[1] consumer id.
-- Returns {now_us, item}, item nil when the queue was empty. A key of another type is a
-- WRONGTYPE error before anything is written.
redis.call('LLEN', KEYS[1])
redis.call('LLEN', KEYS[2])
redis.call('ZCARD', KEYS[3])
local t = redis.call('TIME')
local now_us = tonumber(t[1]) * 1000000 + tonumber(t[2])
local item = redis.call('LMOVE', KEYS[1], KEYS[2], 'LEFT', 'RIGHT')
redis.call('ZADD', KEYS[3], math.floor(now_us / 1000), ARGV[1])
return {now_us, item}
