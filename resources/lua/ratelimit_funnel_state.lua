-- Funnel (leaky bucket) rate limiter, state: the water level now, leaked but not written.
-- KEYS[1] the subject's hash; ARGV[1] leak rate (per second); ARGV[2] now (µs; '' = TIME).
-- Returns {now_us, level, reset_us}: level a string (%.17g), reset_us until empty.
local now
if ARGV[2] == '' then
    local t = redis.call('TIME')
    now = tonumber(t[1]) * 1000000 + tonumber(t[2])
else
    now = tonumber(ARGV[2])
end
local rate = tonumber(ARGV[1])
local h = redis.call('HMGET', KEYS[1], 'level', 'last')
local level = tonumber(h[1]) or 0
local last = tonumber(h[2]) or now
if now > last then
    level = math.max(0, level - (now - last) * rate / 1000000)
end
-- As the hit script: the rounding of 0.6 * 1e6 must not make it 600001.
return {now, string.format('%.17g', level), math.ceil(level * 1000000 / rate - 0.001)}
