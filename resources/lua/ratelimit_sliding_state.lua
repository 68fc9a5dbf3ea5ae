-- Sliding-window rate limiter, state: the requests in the window, read without writing
-- (entries that left the window are counted out, not removed).
-- KEYS[1] the subject's ZSET; ARGV[1] limit; ARGV[2] period (µs); ARGV[3] now (µs; '' = TIME).
-- Returns {now_us, count, retry_us, reset_us}: retry_us until one more request would be
-- admitted (0: now), reset_us until the window is empty.
local now
if ARGV[3] == '' then
    local t = redis.call('TIME')
    now = tonumber(t[1]) * 1000000 + tonumber(t[2])
else
    now = tonumber(ARGV[3])
end
local limit = tonumber(ARGV[1])
local period = tonumber(ARGV[2])
local inWindow = '(' .. string.format('%.0f', now - period) -- a string: '(' makes it exclusive
local count = redis.call('ZCOUNT', KEYS[1], inWindow, '+inf')
local retry = 0
if count >= limit then
    local e = redis.call('ZRANGEBYSCORE', KEYS[1], inWindow, '+inf', 'WITHSCORES', 'LIMIT',
        count - limit, 1)
    retry = tonumber(e[2]) + period - now
end
local reset = 0
if count > 0 then
    local newest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
    reset = tonumber(newest[2]) + period - now
end
return {now, count, retry, reset}
