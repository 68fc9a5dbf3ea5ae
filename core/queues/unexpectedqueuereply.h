#pragma once

#include "rediserror.h"

#include <QString>

class RedisReply;

// The error of a queue command or script whose reply has a shape the caller cannot use:
// UnexpectedReply, naming the source and summarising the reply.
RedisError unexpectedQueueReply(const QString &source, const RedisReply &reply);
