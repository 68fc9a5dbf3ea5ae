-- Delayed queue, status: the counts and one page of scheduled items, read in one step.
-- KEYS[1] delayed (ZSET id -> due ms); KEYS[2] payloads (HASH id -> payload);
-- KEYS[3] the ready queue (LIST).
-- ARGV[1] now (ms) injected by a test, '' for TIME; ARGV[2] page offset; ARGV[3] page size.
-- Returns {now_ms, scheduled, due_now, ready, payloads, earliest_due_ms (-1: none),
--          id1, due1, payload1, id2, ...} with the page in due order.
local now
if ARGV[1] ~= '' then
    now = tonumber(ARGV[1])
else
    local t = redis.call('TIME')
    now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local scheduled = redis.call('ZCARD', KEYS[1])
local dueNow = redis.call('ZCOUNT', KEYS[1], '-inf', string.format('%.0f', now))
local ready = redis.call('LLEN', KEYS[3])
local stored = redis.call('HLEN', KEYS[2])
local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
local earliest = -1
if #first == 2 then
    earliest = tonumber(first[2])
end
local out = {now, scheduled, dueNow, ready, stored, earliest}
local offset = tonumber(ARGV[2])
local page = redis.call('ZRANGE', KEYS[1], offset, offset + tonumber(ARGV[3]) - 1, 'WITHSCORES')
if #page == 0 then
    return out
end
local ids = {}
for i = 1, #page, 2 do
    ids[#ids + 1] = page[i]
end
local payloads = redis.call('HMGET', KEYS[2], unpack(ids))
for i, id in ipairs(ids) do
    out[#out + 1] = id
    out[#out + 1] = string.format('%.0f', tonumber(page[2 * i]))
    out[#out + 1] = payloads[i] or false
end
return out
