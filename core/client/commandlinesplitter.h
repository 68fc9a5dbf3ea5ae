#pragma once

#include "rediscommand.h"
#include "result.h"

// A typed command line split into arguments the way redis-cli splits it (its sdssplitargs):
// spaces separate; "double quotes" take \n \r \t \b \a \\ \" and \xHH escapes (any byte: binary
// safe); 'single quotes' take only \'; a closing quote must be followed by a space or the end.
// Unbalanced quotes are an error that says where. For the Console dock.
namespace CommandLineSplitter {
Result<RedisCommand> split(const QString &line);
} // namespace CommandLineSplitter
