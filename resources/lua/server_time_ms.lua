-- The Redis server's clock in milliseconds since the epoch.
-- Scripts take time from the server so that no client clock is involved.
local t = redis.call('TIME')
return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
