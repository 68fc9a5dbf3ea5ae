-- GCRA rate limiter, state: the stored theoretical arrival time, read without writing.
-- KEYS[1] the subject's TAT key; ARGV[1] now (µs; '' = the server's TIME).
-- Returns {now_us, tat_us} (tat_us -1: no key, the allowance is full).
local now
if ARGV[1] == '' then
    local t = redis.call('TIME')
    now = tonumber(t[1]) * 1000000 + tonumber(t[2])
else
    now = tonumber(ARGV[1])
end
local stored = redis.call('GET', KEYS[1])
if not stored then
    return {now, -1}
end
local tat = tonumber(stored)
if not tat then
    return redis.error_reply('ERR the GCRA key does not hold a number')
end
return {now, tat}
