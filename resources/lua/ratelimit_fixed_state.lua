-- Fixed-window rate limiter, state: the current window's count, read without writing.
-- KEYS[1] the subject's window hash; ARGV[1] period (ms); ARGV[2] now (µs; '' = TIME).
-- Returns {now_us, count, reset_us} (reset_us: until the window ends).
local now
if ARGV[2] == '' then
    local t = redis.call('TIME')
    now = tonumber(t[1]) * 1000000 + tonumber(t[2])
else
    now = tonumber(ARGV[2])
end
local period = tonumber(ARGV[1])
local window = math.floor(math.floor(now / 1000) / period)
local count = tonumber(redis.call('HGET', KEYS[1], string.format('%.0f', window)) or '0')
return {now, count, (window + 1) * period * 1000 - now}
