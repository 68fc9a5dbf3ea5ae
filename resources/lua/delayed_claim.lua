-- Delayed queue, atomic claim: move up to ARGV[1] due items onto the ready queue in one step,
-- earliest first. Nothing can come between reading the due items, removing them and pushing
-- them, so no item is delivered twice and none is lost. Key types are checked first, so a key
-- of another type fails the call with nothing written.
-- KEYS[1] delayed (ZSET id -> due ms); KEYS[2] payloads (HASH id -> payload);
-- KEYS[3] the ready queue (LIST).
-- ARGV[1] at most this many items (1..1000); ARGV[2] now (ms) injected by a test, '' for TIME.
-- Pushes "cs-delayed:<id>:<due_ms>:<payload>" per item (RPUSH; an id without a payload gets an
-- empty one). Returns {now_ms, id1, due1, id2, due2, ...} in push order.
local function expect(key, wanted)
    local t = redis.call('TYPE', key).ok
    if t ~= 'none' and t ~= wanted then
        return redis.error_reply('WRONGTYPE ' .. key .. ' holds a ' .. t .. ', not a ' .. wanted)
    end
    return nil
end
local bad = expect(KEYS[1], 'zset') or expect(KEYS[2], 'hash') or expect(KEYS[3], 'list')
if bad then
    return bad
end
local now
if ARGV[2] ~= '' then
    now = tonumber(ARGV[2])
else
    local t = redis.call('TIME')
    now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local due = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', string.format('%.0f', now),
                       'WITHSCORES', 'LIMIT', 0, tonumber(ARGV[1]))
local out = {now}
if #due == 0 then
    return out
end
local ids = {}
for i = 1, #due, 2 do
    ids[#ids + 1] = due[i]
end
local payloads = redis.call('HMGET', KEYS[2], unpack(ids))
local envelopes = {}
for i, id in ipairs(ids) do
    -- The score as Redis prints it: whole numbers up to 2^50 come back as plain digits.
    local dueText = due[2 * i]
    envelopes[i] = 'cs-delayed:' .. id .. ':' .. dueText .. ':' .. (payloads[i] or '')
    out[#out + 1] = id
    out[#out + 1] = dueText
end
redis.call('RPUSH', KEYS[3], unpack(envelopes))
redis.call('ZREM', KEYS[1], unpack(ids))
redis.call('HDEL', KEYS[2], unpack(ids))
return out
