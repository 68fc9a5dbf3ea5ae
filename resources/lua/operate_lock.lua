-- Operator action on a lock (docs/inspector.md, "Operating"): break it or change its lease, only
-- if it still holds what the operator saw (compare-and-act), the way its own library releases:
-- a new holder's lock is never touched.
-- KEYS[1] the lock key; the side keys the mode names follow.
-- ARGV[1] 'break' or 'ttl'; ARGV[2] the token (string) or owner field (hash) seen; ARGV[3] the
-- new TTL in ms (ttl; ignored by break); ARGV[4] the mode:
--   'string'  a string lock: compare-and-delete / compare-and-pexpire;
--   'line'    CoordScope's token lock with its waiting line: KEYS[2] the line, KEYS[3] the places
--             kept, ARGV[5] the wake channel; the first waiter whose place is kept is woken (as
--             token_release.lua does);
--   'signal'  python-redis-lock: KEYS[2] the signal list, ARGV[5] its expiry in ms; a release
--             pushes one element to wake a BLPOP waiter (its UNLOCK_SCRIPT);
--   'hash'    a reentrant lock hash (CoordScope's, Redisson's RLock): ARGV[2] is the owner field;
--             break deletes the hash whatever its hold count; ARGV[5] the unlock channel and
--             ARGV[6] the message published on it ('' for none).
-- Returns {1} when done; {0, current} when another value or owner holds it now; {-1} when the key
-- is gone; {-2, type} when it holds another type (nothing written in those cases).
local mode = ARGV[4]
local wanted = (mode == 'hash') and 'hash' or 'string'
local t = redis.call('TYPE', KEYS[1]).ok
if t == 'none' then
    return {-1}
end
if t ~= wanted then
    return {-2, t}
end
if mode == 'hash' then
    if redis.call('HEXISTS', KEYS[1], ARGV[2]) == 0 then
        local n = redis.call('HLEN', KEYS[1])
        if n > 64 then
            return {0, n .. ' fields'}
        end
        return {0, redis.call('HKEYS', KEYS[1])[1] or ''}
    end
else
    local current = redis.call('GET', KEYS[1])
    if current ~= ARGV[2] then
        return {0, current}
    end
end
if ARGV[1] == 'ttl' then
    redis.call('PEXPIRE', KEYS[1], ARGV[3])
    return {1}
end
redis.call('DEL', KEYS[1])
if mode == 'line' then
    -- token_release.lua's wake-up, line for line (scripts cannot share code): skip the waiters
    -- whose place has lapsed, wake the first whose place is still kept.
    local tm = redis.call('TIME')
    local nowMs = tonumber(tm[1]) * 1000 + math.floor(tonumber(tm[2]) / 1000)
    local first = redis.call('LINDEX', KEYS[2], 0)
    while first do
        local kept = redis.call('ZSCORE', KEYS[3], first)
        if kept and tonumber(kept) >= nowMs then
            redis.call('PUBLISH', ARGV[5], first)
            break
        end
        redis.call('LPOP', KEYS[2])
        redis.call('ZREM', KEYS[3], first)
        first = redis.call('LINDEX', KEYS[2], 0)
    end
elseif mode == 'signal' then
    redis.call('DEL', KEYS[2])
    redis.call('LPUSH', KEYS[2], 1)
    redis.call('PEXPIRE', KEYS[2], ARGV[5])
elseif mode == 'hash' and ARGV[5] ~= '' then
    redis.call('PUBLISH', ARGV[5], ARGV[6])
end
return {1}
