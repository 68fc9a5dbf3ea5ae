-- Token lock, acquire: SET key token NX PX ttl, with the server's clock, keeping to the waiting
-- line when one is given, and handing out a fencing number when a counter is given.
-- KEYS[1] lock key; KEYS[2] waiting line (a list of waiters' tokens, first come first) and
-- KEYS[3] each waiter's place kept until (a sorted set, ms of the server's clock), both optional
-- (Redlock's nodes have none); KEYS[4] fencing counter, optional (the fenced lock).
-- ARGV[1] token; ARGV[2] ttl (ms); ARGV[3] when not granted, join the line (or keep our place)
-- for this many ms; 0 or absent: do not join.
-- While others wait, a free lock goes to the first of them whose place is still kept: a waiter
-- that stopped coming back (crashed, gave up) loses its place when its time is up.
-- Returns {1, now_us} when granted ({1, now_us, fencing} with a counter), else
-- {0, now_us, pttl_ms, holder, waiting}.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local nowMs = math.floor(now / 1000)
local line = #KEYS >= 3
local first = false
if line then
    first = redis.call('LINDEX', KEYS[2], 0)
    while first do
        local kept = redis.call('ZSCORE', KEYS[3], first)
        if kept and tonumber(kept) >= nowMs then
            break
        end
        redis.call('LPOP', KEYS[2])
        redis.call('ZREM', KEYS[3], first)
        first = redis.call('LINDEX', KEYS[2], 0)
    end
end
if (not first or first == ARGV[1]) and redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then
    if first then
        redis.call('LPOP', KEYS[2])
        redis.call('ZREM', KEYS[3], first)
    end
    if KEYS[4] then
        return {1, now, redis.call('INCR', KEYS[4])}
    end
    return {1, now}
end
local join = tonumber(ARGV[3] or '0')
if line and join > 0 then
    if not redis.call('ZSCORE', KEYS[3], ARGV[1]) then
        redis.call('RPUSH', KEYS[2], ARGV[1])
    end
    redis.call('ZADD', KEYS[3], nowMs + join, ARGV[1])
    -- The line goes away on its own once nobody comes back to it.
    local keep = math.max(join, redis.call('PTTL', KEYS[2]))
    redis.call('PEXPIRE', KEYS[2], keep)
    redis.call('PEXPIRE', KEYS[3], keep)
end
local waiting = line and redis.call('LLEN', KEYS[2]) or 0
return {0, now, redis.call('PTTL', KEYS[1]), redis.call('GET', KEYS[1]), waiting}
