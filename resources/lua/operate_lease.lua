-- Operator action on one semaphore holder's lease (docs/inspector.md, "Operating"): extend or
-- shorten it, only while that holder still holds a live permit.
-- KEYS[1] the holders zset; KEYS[2] the holder's lease key (mode 'lease-key').
-- ARGV[1] the holder; ARGV[2] the new lease in ms from now; ARGV[3] the mode:
--   'lease-key'    CoordScope's ttl-keys semaphore: PEXPIRE the holder's lease key;
--   'expiry-score' the holder's score is its expiry in ms (CoordScope's atomic semaphore,
--                  Redisson's permit-expirable semaphore): ZADD XX now + the lease, only while the
--                  score is still an expiry to come (a score at or before now is an acquire time
--                  or a permit already expired: nothing is done).
-- Returns {1} when done; {-1} when the holder or its lease is gone; {0, score} when its score is
-- not a live expiry; {-2, type} when KEYS[1] holds another type.
local t = redis.call('TYPE', KEYS[1]).ok
if t == 'none' then
    return {-1}
end
if t ~= 'zset' then
    return {-2, t}
end
local score = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not score then
    return {-1}
end
if ARGV[3] == 'lease-key' then
    if redis.call('PEXPIRE', KEYS[2], ARGV[2]) == 0 then
        return {-1}
    end
    return {1}
end
local tm = redis.call('TIME')
local nowMs = tonumber(tm[1]) * 1000 + math.floor(tonumber(tm[2]) / 1000)
if tonumber(score) <= nowMs then
    return {0, score}
end
redis.call('ZADD', KEYS[1], 'XX', string.format('%.0f', nowMs + tonumber(ARGV[2])), ARGV[1])
return {1}
