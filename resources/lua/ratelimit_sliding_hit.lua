-- Sliding-window rate limiter, one hit: drop the entries that left the window, count, and
-- admit (one entry per unit of cost) or refuse. A request at t counts until t + period.
-- KEYS[1] the subject's ZSET (member -> time µs); ARGV[1] limit; ARGV[2] period (µs);
-- ARGV[3] cost; ARGV[4] now (µs; '' = the server's TIME); ARGV[5] member id (unique per
-- hit); ARGV[6] TTL (ms): the period plus, for an injected clock, a grace.
-- Returns {1, now_us, count} when admitted (count includes this hit), {0, now_us, count,
-- retry_us, reset_us} when refused (retry_us -1: the cost exceeds the limit). A refused hit
-- is not recorded.
local now
if ARGV[4] == '' then
    local t = redis.call('TIME')
    now = tonumber(t[1]) * 1000000 + tonumber(t[2])
else
    now = tonumber(ARGV[4])
end
local limit = tonumber(ARGV[1])
local period = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
-- Numbers go to redis.call() as they are: Redis 7 writes them exactly (no format()).
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - period)
local count = redis.call('ZCARD', KEYS[1])
if count + cost <= limit then
    local score = now
    if cost == 1 then
        redis.call('ZADD', KEYS[1], score, ARGV[5])
    else
        -- In slices: unpack() of a very long list overflows Lua's stack.
        local args = {}
        for i = 1, cost do
            args[#args + 1] = score
            args[#args + 1] = ARGV[5] .. ':' .. i
            if #args >= 2000 or i == cost then
                redis.call('ZADD', KEYS[1], unpack(args))
                args = {}
            end
        end
    end
    redis.call('PEXPIRE', KEYS[1], ARGV[6])
    return {1, now, count + cost}
end
local retry = -1
if cost <= limit then
    -- Admitted once the (count + cost - limit) oldest entries have left the window.
    local e = redis.call('ZRANGE', KEYS[1], count + cost - limit - 1, count + cost - limit - 1,
        'WITHSCORES')
    retry = tonumber(e[2]) + period - now
end
local reset = 0
local newest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
if newest[2] then
    reset = tonumber(newest[2]) + period - now
end
return {0, now, count, retry, reset}
