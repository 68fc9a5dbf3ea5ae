-- Funnel (leaky bucket) rate limiter, one hit: leak what ran out since the last leak, then
-- admit if the cost fits. Levels are kept as fractions; the first hit fills the funnel too.
-- KEYS[1] the subject's hash {capacity, rate, level, last}; ARGV[1] capacity; ARGV[2] leak
-- rate (per second); ARGV[3] cost; ARGV[4] now (µs; '' = the server's TIME); ARGV[5] extra
-- TTL (ms) for an injected clock.
-- Returns {1, now_us, level, -1, reset_us} when admitted, {0, now_us, level, retry_us,
-- reset_us} when refused (retry_us -1: the cost exceeds the capacity). level is a string
-- (%.17g), reset_us the time until the funnel is empty. A refused hit writes nothing.
local now
if ARGV[4] == '' then
    local t = redis.call('TIME')
    now = tonumber(t[1]) * 1000000 + tonumber(t[2])
else
    now = tonumber(ARGV[4])
end
local capacity = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local h = redis.call('HMGET', KEYS[1], 'level', 'last')
local level = tonumber(h[1]) or 0
local last = tonumber(h[2]) or now
if now > last then
    -- elapsed * rate before the division keeps whole leaks exact (500000 µs at 2/s is 1).
    level = math.max(0, level - (now - last) * rate / 1000000)
    last = now
end
-- Absorbs the rounding of fractional leaks (1/3 per ms...), nothing a request could use.
local slack = 1e-9 * math.max(1, capacity)
-- µs until amount has leaked; the rounding of 0.6 * 1e6 must not make it 600001.
local function leakUs(amount)
    return math.ceil(amount * 1000000 / rate - 0.001)
end
if level + cost <= capacity + slack then
    level = level + cost
    local text = string.format('%.17g', level)
    redis.call('HSET', KEYS[1], 'capacity', ARGV[1], 'rate', ARGV[2], 'level', text,
        'last', last)
    redis.call('PEXPIRE', KEYS[1], math.ceil(leakUs(level) / 1000) + tonumber(ARGV[5]))
    return {1, now, text, -1, leakUs(level)}
end
local retry = -1
if cost <= capacity then
    retry = leakUs(level + cost - capacity)
end
return {0, now, string.format('%.17g', level), retry, leakUs(level)}
