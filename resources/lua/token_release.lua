-- Token lock, release: delete the key only if it still holds our token (compare-and-delete),
-- so a client whose lock expired can never delete the next holder's lock.
-- KEYS[1] lock key; ARGV[1] token. Returns {1, now_us} when released, {0, now_us} when lost.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
if redis.call('GET', KEYS[1]) == ARGV[1] then
    redis.call('DEL', KEYS[1])
    return {1, now}
end
return {0, now}
