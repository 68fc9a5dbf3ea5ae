-- Reliable queue, take without waiting: move the queue's head to the tail of this consumer's
-- processing list and set the consumer's deadline, in one step. The deadline is written even
-- when the queue is empty: a consumer registers (by the server's clock) before it blocks.
-- KEYS[1] queue (LIST); KEYS[2] this consumer's processing list (LIST); KEYS[3] consumers
-- (ZSET id -> deadline ms). ARGV[1] consumer id; ARGV[2] its visibility timeout (ms);
-- ARGV[3] "1" to also return the processing list as it was before the move, "" not to.
-- Returns {now_us, item, before}: item nil (false) when the queue was empty; before, when asked,
-- the processing list's items before the move (what a previous process of this id left), else
-- an empty array. The deadline is now (ms) + ARGV[2]. A key of another type is a WRONGTYPE
-- error before anything is written.
redis.call('LLEN', KEYS[1])
redis.call('LLEN', KEYS[2])
redis.call('ZCARD', KEYS[3])
local t = redis.call('TIME')
local now_us = tonumber(t[1]) * 1000000 + tonumber(t[2])
local before = {}
if ARGV[3] == '1' then
    before = redis.call('LRANGE', KEYS[2], 0, -1)
end
local item = redis.call('LMOVE', KEYS[1], KEYS[2], 'LEFT', 'RIGHT')
redis.call('ZADD', KEYS[3], math.floor(now_us / 1000) + tonumber(ARGV[2]), ARGV[1])
return {now_us, item, before}
