#pragma once

#include "rediserror.h"
#include "redisreply.h"

#include <QString>

// A reply as redis-cli shows it in a terminal: bulk strings quoted with escapes ("\x00",
// "\n"), `(integer) 5`, `(nil)`, `(error) ERR …`, status replies bare (OK), arrays numbered
// `1) …` with nested arrays indented under their number, `(empty array)`. One difference: valid
// UTF-8 text shows as text ("李娜"), not as \xNN escapes (quoteBytes). Bounded: past
// maxElements elements of one array, or maxChars characters in all, the rest is counted, not
// shown ("… 12,345 more elements not shown"). For the Console dock.
struct ReplyFormatLimits
{
    int maxElements = 1000;
    int maxChars = 64 * 1024;
};

class ReplyFormatter
{
public:
    using Limits = ReplyFormatLimits;

    static QString format(const RedisReply &reply, Limits limits = Limits());
    static QString formatError(const RedisError &error);
};
