-- Reliable queue, reaper: consumers whose last heartbeat is older than the visibility timeout
-- are taken for dead; their items in flight go back to the head of the queue, in the order they
-- were taken (so they are delivered again first), and they leave the registry.
-- The registry names the processing lists ("<prefix>{NAME}:processing:" .. id): no SCAN, no
-- KEYS. Those lists share the queue's hash tag, so they live in the queue's Cluster slot.
-- KEYS[1] queue (LIST); KEYS[2] consumers (ZSET id -> heartbeat ms).
-- ARGV[1] visibility timeout (ms); ARGV[2] processing key prefix; ARGV[3] now in ms, or "" for
-- the server's TIME (tests inject it); ARGV[4] at most this many consumers per call.
-- Returns {now_ms, more, id1, requeued1, id2, requeued2, ...}; more is 1 when the limit cut the
-- run short. A key of another type is a WRONGTYPE error before anything is moved.
redis.call('LLEN', KEYS[1])
local now_ms
if ARGV[3] ~= '' then
    now_ms = tonumber(ARGV[3])
else
    local t = redis.call('TIME')
    now_ms = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local limit = tonumber(ARGV[4])
local stale = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', '(' .. (now_ms - tonumber(ARGV[1])),
                         'LIMIT', 0, limit + 1)
local more = 0
if #stale > limit then
    more = 1
    stale[#stale] = nil
end
for _, id in ipairs(stale) do
    redis.call('LLEN', ARGV[2] .. id)
end
local out = {now_ms, more}
for _, id in ipairs(stale) do
    local key = ARGV[2] .. id
    local n = 0
    -- From the tail (the newest) onto the head: the oldest ends up first, order kept.
    while redis.call('LMOVE', key, KEYS[1], 'RIGHT', 'LEFT') do
        n = n + 1
    end
    redis.call('ZREM', KEYS[2], id)
    out[#out + 1] = id
    out[#out + 1] = n
end
return out
