-- Operator action on one scheduled item (docs/inspector.md, "Operating"): run it now (moved to
-- the ready list the way the owning library's poller moves a due item), postpone it, or delete it.
-- KEYS[1] the schedule zset; KEYS[2] the ready list (run); KEYS[3] the mode's side key.
-- ARGV[1] 'run', 'postpone' or 'delete'; ARGV[2] the item (the member, or CoordScope's id);
-- ARGV[3] postpone: ms from now; ARGV[4] the score unit: 's' or 'ms'; ARGV[5] the mode:
--   'coordscope' KEYS[3] payloads (hash id -> payload); run pushes
--                "cs-delayed:<id>:<due>:<payload>" (RPUSH, as delayed_claim.lua does);
--   'sidekiq'    the member is a job's JSON; run stamps "enqueued_at" with now (ARGV[6] 'ms' for
--                Sidekiq 8's integer ms, else seconds with a fraction), LPUSHes it onto KEYS[2]
--                (queue:<q>) and SADDs ARGV[7] (the queue's name) to KEYS[3] (queues), as
--                Sidekiq::Client's push does;
--   'ria'        Redis in Action's delayed: run RPUSHes the member onto KEYS[2] ('queue:' .. the
--                JSON array's second element) as its poll_queue() does;
--   'redisson'   Redisson's delayed queue: KEYS[3] its insertion-order list; run unpacks the
--                element (struct 'Bc0Lc0': random id, value; 'dLc0' before Redisson 3.12) and
--                RPUSHes the value onto the destination queue, removing the element from both,
--                as its transfer task does;
--   'plain'      a schedule of unknown make: postpone and delete only.
-- Returns {1} when done; {-1} when the item is no longer scheduled; {-2, type} when a key holds
-- another type.
local function expect(key, wanted)
    local t = redis.call('TYPE', key).ok
    if t ~= 'none' and t ~= wanted then
        return {-2, key .. ' is a ' .. t}
    end
    return nil
end
local action, item, mode = ARGV[1], ARGV[2], ARGV[5]
local bad = expect(KEYS[1], 'zset')
if not bad and action == 'run' then
    bad = expect(KEYS[2], 'list')
end
if bad then
    return bad
end
local due = redis.call('ZSCORE', KEYS[1], item)
if not due then
    return {-1}
end
local value
if action == 'run' and mode == 'redisson' then
    for _, format in ipairs({'Bc0Lc0', 'dLc0'}) do
        local ok, _, v, next = pcall(struct.unpack, format, item)
        if ok and next == #item + 1 then
            value = v
            break
        end
    end
    if not value then
        return {-2, 'not a packed Redisson element'}
    end
end
local tm = redis.call('TIME')
local nowMs = tonumber(tm[1]) * 1000 + math.floor(tonumber(tm[2]) / 1000)
if action == 'postpone' then
    local at = nowMs + tonumber(ARGV[3])
    local score
    if ARGV[4] == 's' then
        score = string.format('%.3f', at / 1000)
    else
        score = string.format('%.0f', at)
    end
    redis.call('ZADD', KEYS[1], 'XX', score, item)
    return {1}
end
redis.call('ZREM', KEYS[1], item)
if mode == 'coordscope' then
    local payload = redis.call('HGET', KEYS[3], item)
    redis.call('HDEL', KEYS[3], item)
    if action == 'run' then
        redis.call('RPUSH', KEYS[2], 'cs-delayed:' .. item .. ':' .. due .. ':' .. (payload or ''))
    end
elseif mode == 'redisson' then
    redis.call('LREM', KEYS[3], 1, item)
    if action == 'run' then
        redis.call('RPUSH', KEYS[2], value)
    end
elseif action == 'run' and mode == 'sidekiq' then
    local stamp
    if ARGV[6] == 'ms' then
        stamp = string.format('%.0f', nowMs)
    else
        stamp = string.format('%d.%06d', tonumber(tm[1]), tonumber(tm[2]))
    end
    -- The last "enqueued_at" is the job's own (args come before it); none: one added at the end.
    local last
    local from = 1
    while true do
        local s, e = string.find(item, '"enqueued_at":%s*[-0-9.eE+]+', from)
        if not s then
            break
        end
        last = {s, e}
        from = e + 1
    end
    local job
    if last then
        job = string.sub(item, 1, last[1] - 1) .. '"enqueued_at":' .. stamp ..
                  string.sub(item, last[2] + 1)
    else
        job = string.gsub(item, '}%s*$', ',"enqueued_at":' .. stamp .. '}', 1)
    end
    redis.call('SADD', KEYS[3], ARGV[7])
    redis.call('LPUSH', KEYS[2], job)
elseif action == 'run' and mode == 'ria' then
    redis.call('RPUSH', KEYS[2], item)
end
return {1}
