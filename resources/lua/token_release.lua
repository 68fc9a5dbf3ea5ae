-- Token lock, release: delete the key only if it still holds our token (compare-and-delete),
-- so a client whose lock expired can never delete the next holder's lock; then wake the first
-- waiter whose place is still kept (a message on the wake channel naming its token).
-- KEYS[1] lock key; KEYS[2], KEYS[3] the waiting line and the places kept (token_acquire.lua),
-- optional; ARGV[1] token; ARGV[2] wake channel (with the line).
-- Returns {1, now_us} when released, {0, now_us} when lost.
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
if redis.call('GET', KEYS[1]) ~= ARGV[1] then
    return {0, now}
end
redis.call('DEL', KEYS[1])
if #KEYS >= 3 then
    local nowMs = math.floor(now / 1000)
    local first = redis.call('LINDEX', KEYS[2], 0)
    while first do
        local kept = redis.call('ZSCORE', KEYS[3], first)
        if kept and tonumber(kept) >= nowMs then
            redis.call('PUBLISH', ARGV[2], first)
            break
        end
        redis.call('LPOP', KEYS[2])
        redis.call('ZREM', KEYS[3], first)
        first = redis.call('LINDEX', KEYS[2], 0)
    end
end
return {1, now}
