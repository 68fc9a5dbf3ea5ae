-- Delayed queue, enqueue: keep the payload under the item's id and schedule the id at its due
-- time (server ms). Both key types are checked first, so a key of another type fails the call
-- with nothing written.
-- KEYS[1] delayed (ZSET id -> due ms); KEYS[2] payloads (HASH id -> payload).
-- ARGV[1] id; ARGV[2] payload; ARGV[3] 'delay' or 'at'; ARGV[4] the delay or the due time (ms);
-- ARGV[5] now (ms) injected by a test, '' for the server's TIME; ARGV[6] the wake channel.
-- Returns {due_ms, now_ms, earliest}. earliest is 1 when the item is now the first to come due;
-- then due_ms is also published on the wake channel, so a poller sleeping until a later item
-- wakes in time for this one.
local function expect(key, wanted)
    local t = redis.call('TYPE', key).ok
    if t ~= 'none' and t ~= wanted then
        return redis.error_reply('WRONGTYPE ' .. key .. ' holds a ' .. t .. ', not a ' .. wanted)
    end
    return nil
end
local bad = expect(KEYS[1], 'zset') or expect(KEYS[2], 'hash')
if bad then
    return bad
end
local now
if ARGV[5] ~= '' then
    now = tonumber(ARGV[5])
else
    local t = redis.call('TIME')
    now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local due = tonumber(ARGV[4])
if ARGV[3] == 'delay' then
    due = now + due
end
-- '%.0f': Lua would print a large number in exponent form and lose digits.
local dueText = string.format('%.0f', due)
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('ZADD', KEYS[1], dueText, ARGV[1])
local first = redis.call('ZRANGE', KEYS[1], 0, 0)
local earliest = 0
if first[1] == ARGV[1] then
    earliest = 1
    redis.call('PUBLISH', ARGV[6], dueText)
end
return {due, now, earliest}
