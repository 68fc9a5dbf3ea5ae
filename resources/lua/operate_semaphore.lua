-- Operator action on a semaphore (docs/inspector.md, "Operating"): evict holders the operator
-- saw (one, or every one the inspector flagged as expired), the way the semaphore's own library
-- releases; the counter that orders a fair semaphore's holders is left alone.
-- KEYS[1] the holders zset; the side keys the mode names follow.
-- ARGV[1] the mode:
--   'coordscope' KEYS[2] owners (the fair kind), KEYS[3] the holder's lease key (the ttl-keys
--                kind, with one holder); ARGV[2] the wake channel ('released' is published);
--   'ria'        Redis in Action: KEYS[2] the ':owner' zset (the fair variant); ARGV[2] unused;
--   'redisson'   Redisson's permit-expirable semaphore: KEYS[1] '{name}:timeout', KEYS[2] the
--                available-permits counter (INCRBY per permit, as its release and its reclaim of
--                expired permits do); ARGV[2] its channel (the new count is published).
-- ARGV[3..] the holders; only those still in KEYS[1] are removed.
-- Returns {1, removed} when done; {-1} when none of them is there any more; {-2, type} when
-- KEYS[1] holds another type.
local mode = ARGV[1]
local t = redis.call('TYPE', KEYS[1]).ok
if t == 'none' then
    return {-1}
end
if t ~= 'zset' then
    return {-2, t}
end
local members = {}
for i = 3, #ARGV do
    if redis.call('ZSCORE', KEYS[1], ARGV[i]) then
        members[#members + 1] = ARGV[i]
    end
end
if #members == 0 then
    return {-1}
end
local removed = redis.call('ZREM', KEYS[1], unpack(members))
if mode == 'coordscope' then
    redis.call('ZREM', KEYS[2], unpack(members))
    if KEYS[3] then
        redis.call('DEL', KEYS[3])
    end
    redis.call('PUBLISH', ARGV[2], 'released')
elseif mode == 'ria' then
    redis.call('ZREM', KEYS[2], unpack(members))
elseif mode == 'redisson' then
    local value = redis.call('INCRBY', KEYS[2], removed)
    redis.call('PUBLISH', ARGV[2], value)
end
return {1, removed}
