-- Operator action on a reliable queue's item in flight (docs/inspector.md, "Operating"): put it
-- back at the head of the queue (taken next, as the reaper and a nack do) or delete it, only from
-- a consumer that is dead: its deadline (ZSET consumers) passed, or it is not registered.
-- KEYS[1] the consumer's processing list; KEYS[2] consumers (ZSET id -> deadline ms); KEYS[3] the
-- queue. ARGV[1] 'requeue' or 'delete'; ARGV[2] the consumer's id; ARGV[3] the item, '' for every
-- item of that consumer (at most 1000; the consumer leaves the registry once its list is empty).
-- Returns {1, moved} when done; {0, deadline} when the consumer is alive (its deadline in ms is
-- after now); {-1} when the item is no longer in flight there; {-2, type} for another type.
for i = 1, 3 do
    local t = redis.call('TYPE', KEYS[i]).ok
    local wanted = (i == 2) and 'zset' or 'list'
    if t ~= 'none' and t ~= wanted then
        return {-2, KEYS[i] .. ' is a ' .. t}
    end
end
local tm = redis.call('TIME')
local nowMs = tonumber(tm[1]) * 1000 + math.floor(tonumber(tm[2]) / 1000)
local deadline = redis.call('ZSCORE', KEYS[2], ARGV[2])
if deadline and tonumber(deadline) >= nowMs then
    return {0, deadline}
end
local moved = 0
if ARGV[3] ~= '' then
    moved = redis.call('LREM', KEYS[1], 1, ARGV[3])
    if moved == 0 then
        return {-1}
    end
    if ARGV[1] == 'requeue' then
        redis.call('LPUSH', KEYS[3], ARGV[3])
    end
else
    while moved < 1000 do
        local v
        if ARGV[1] == 'requeue' then
            v = redis.call('LMOVE', KEYS[1], KEYS[3], 'RIGHT', 'LEFT')
        else
            v = redis.call('RPOP', KEYS[1])
        end
        if not v then
            break
        end
        moved = moved + 1
    end
    if moved == 0 then
        return {-1}
    end
end
if redis.call('LLEN', KEYS[1]) == 0 then
    redis.call('ZREM', KEYS[2], ARGV[2])
end
return {1, moved}
