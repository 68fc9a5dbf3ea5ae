-- GCRA rate limiter (redis-cell's CL.THROTTLE), one hit. The key holds the theoretical
-- arrival time (TAT, µs): when the subject's allowance would be fully restored.
-- KEYS[1] the subject's TAT key; ARGV[1] delay variation tolerance (µs: emission interval *
-- burst); ARGV[2] increment (µs: emission interval * cost); ARGV[3] now (µs; '' = the
-- server's TIME); ARGV[4] extra TTL (ms) for an injected clock.
-- Returns {1, now_us, ttl_us, -1} when admitted, {0, now_us, ttl_us, retry_us} when limited
-- (retry_us -1: the cost exceeds the burst). ttl_us: TAT - now, after the hit.
local now
if ARGV[3] == '' then
    local t = redis.call('TIME')
    now = tonumber(t[1]) * 1000000 + tonumber(t[2])
else
    now = tonumber(ARGV[3])
end
local tolerance = tonumber(ARGV[1])
local increment = tonumber(ARGV[2])
local stored = redis.call('GET', KEYS[1])
local tat = now
if stored then
    tat = tonumber(stored)
    if not tat then
        return redis.error_reply('ERR the GCRA key does not hold a number')
    end
    tat = math.max(tat, now)
end
local allowAt = tat + increment - tolerance
if now < allowAt then
    local retry = -1
    if increment <= tolerance then
        retry = allowAt - now
    end
    return {0, now, tat - now, retry}
end
local newTat = tat + increment
-- Redis 7 writes a Lua number exactly (1700000000000123, not 1.7e+15), so no format().
redis.call('SET', KEYS[1], newTat, 'PX',
    math.ceil((newTat - now) / 1000) + tonumber(ARGV[4]))
return {1, now, newTat - now, -1}
