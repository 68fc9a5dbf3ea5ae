-- Reliable queue, heartbeat: this consumer is alive, by the server's clock; its deadline moves
-- to now + its visibility timeout.
-- KEYS[1] consumers (ZSET id -> deadline ms). ARGV[1] consumer id; ARGV[2] its visibility
-- timeout (ms).
-- Returns {now_us, registered}: registered 1 when the consumer was not in the registry (never
-- seen, or reaped: its items in flight went back to the queue), 0 when it was.
redis.call('ZCARD', KEYS[1])
local t = redis.call('TIME')
local now_us = tonumber(t[1]) * 1000000 + tonumber(t[2])
local added = redis.call('ZADD', KEYS[1], math.floor(now_us / 1000) + tonumber(ARGV[2]), ARGV[1])
return {now_us, added}
