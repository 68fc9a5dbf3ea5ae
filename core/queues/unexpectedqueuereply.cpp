#include "unexpectedqueuereply.h"

#include "redisreply.h"

RedisError unexpectedQueueReply(const QString &source, const RedisReply &reply)
{
    return RedisError(RedisError::Kind::UnexpectedReply,
                      QStringLiteral("%1: unexpected reply %2").arg(source, reply.summary(60)));
}
