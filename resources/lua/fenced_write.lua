-- Fenced resource, write: compare-and-set on the fencing number. The write is accepted only
-- when its fencing number is not lower than the highest one the resource has seen, so a
-- holder whose lease ran out (a paused process, a slow network) cannot overwrite the work of
-- the holder that came after it.
-- KEYS[1] value key; KEYS[2] highest fencing number seen; ARGV[1] fencing; ARGV[2] value.
-- Returns {1, fencing} when written, {0, highest} when rejected.
-- Fencing numbers are compared as Lua numbers: exact up to 2^53.
local fencing = tonumber(ARGV[1])
local highest = tonumber(redis.call('GET', KEYS[2]) or '-1')
if fencing < highest then
    return {0, highest}
end
redis.call('SET', KEYS[1], ARGV[2])
redis.call('SET', KEYS[2], ARGV[1])
return {1, fencing}
