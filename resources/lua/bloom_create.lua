-- Bloom filter, create: store m and k once, so every client probes the same bits.
-- KEYS[1] parameters (HASH), KEYS[2] bits (STRING, the bitmap; created lazily by BITFIELD).
-- ARGV[1] m (bits), ARGV[2] k (hashes), ARGV[3] capacity, ARGV[4] error rate, ARGV[5] hash scheme.
-- Returns {1, m, k, capacity, error_rate, scheme} when created, {0, <the stored ones>} when a
-- filter of that name already exists; an error when the bits key exists without parameters or
-- holds another type (nothing is written then).
if redis.call('EXISTS', KEYS[1]) == 1 then
    local v = redis.call('HMGET', KEYS[1], 'm', 'k', 'capacity', 'error_rate', 'hash')
    return {0, v[1], v[2], v[3], v[4], v[5]}
end
local bitsType = redis.call('TYPE', KEYS[2]).ok
if bitsType ~= 'none' then
    return redis.error_reply('WRONGTYPE ' .. KEYS[2] .. ' exists (' .. bitsType ..
                             ') but no Bloom filter parameters do')
end
redis.call('HSET', KEYS[1], 'm', ARGV[1], 'k', ARGV[2], 'capacity', ARGV[3], 'error_rate', ARGV[4],
           'hash', ARGV[5])
return {1, ARGV[1], ARGV[2], ARGV[3], ARGV[4], ARGV[5]}
