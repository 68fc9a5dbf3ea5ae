-- Atomic semaphore, acquire: clean, count and admit in one step, by the server's clock.
-- Each member's score is its expiry (ms, server time), so holders may use different leases.
-- KEYS[1] holders (ZSET); ARGV[1] holder id; ARGV[2] limit; ARGV[3] lease (ms).
-- Returns {1, now_us, rank} when admitted, {0, now_us, live_holders} when not.
local t = redis.call('TIME')
local now_us = tonumber(t[1]) * 1000000 + tonumber(t[2])
local now_ms = math.floor(now_us / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now_ms)
local count = redis.call('ZCARD', KEYS[1])
if count < tonumber(ARGV[2]) then
    redis.call('ZADD', KEYS[1], now_ms + tonumber(ARGV[3]), ARGV[1])
    return {1, now_us, count}
end
return {0, now_us, count}
