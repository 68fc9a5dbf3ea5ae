-- Reliable queue, reaper: consumers whose deadline (their last take, ack, nack or heartbeat plus
-- their own visibility timeout) is before now are taken for dead; their items in flight go back
-- to the head of the queue, in the order they were taken (so they are delivered again first),
-- and once a consumer's processing list is empty it leaves the registry. A deadline equal to
-- now is not passed yet.
-- The registry names the processing lists ("<prefix>{NAME}:processing:" .. id): no SCAN, no
-- KEYS. Those lists share the queue's hash tag, so they live in the queue's Cluster slot.
-- Bounded work per call: at most ARGV[3] consumers and ARGV[4] moved items in all.
-- KEYS[1] queue (LIST); KEYS[2] consumers (ZSET id -> deadline ms).
-- ARGV[1] processing key prefix; ARGV[2] now in ms, or "" for the server's TIME (tests inject
-- it); ARGV[3] at most this many consumers per call; ARGV[4] at most this many items per call.
-- Returns {now_ms, more, id1, requeued1, deregistered1, id2, ...}, consumers soonest deadline
-- first; more is 1 when a limit cut the run short (call again); deregistered is 1 when the
-- consumer's list is empty and it left the registry, 0 when the item budget ran out first.
-- A key of another type is a WRONGTYPE error before anything is moved.
redis.call('LLEN', KEYS[1])
local now_ms
if ARGV[2] ~= '' then
    now_ms = tonumber(ARGV[2])
else
    local t = redis.call('TIME')
    now_ms = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local limit = tonumber(ARGV[3])
local budget = tonumber(ARGV[4])
-- '%.0f': Lua's own number-to-string conversion (%.14g) would round a large time.
local stale = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', string.format('(%.0f', now_ms),
                         'LIMIT', 0, limit + 1)
local more = 0
if #stale > limit then
    more = 1
    stale[#stale] = nil
end
for _, id in ipairs(stale) do
    redis.call('LLEN', ARGV[1] .. id)
end
local out = {now_ms, more}
for _, id in ipairs(stale) do
    local key = ARGV[1] .. id
    local n = 0
    -- From the tail (the newest) onto the head: the oldest ends up first, order kept, also when
    -- the budget splits one list over several calls.
    while budget > 0 and redis.call('LMOVE', key, KEYS[1], 'RIGHT', 'LEFT') do
        n = n + 1
        budget = budget - 1
    end
    local drained = redis.call('LLEN', key) == 0
    if drained then
        redis.call('ZREM', KEYS[2], id)
    end
    if drained or n > 0 then
        out[#out + 1] = id
        out[#out + 1] = n
        out[#out + 1] = drained and 1 or 0
    end
    if not drained then
        more = 1
        break
    end
end
out[2] = more
return out
