#include "inspectorread.h"

#include "redisconnection.h"

Result<void> InspectorRead::runBlocking(RedisConnection &connection, int maxSteps)
{
    for (int step = 0; step < maxSteps && !finished(); ++step) {
        const QList<RedisCommand> request = nextRequest();
        if (request.isEmpty())
            return {};
        if (auto handled = handleReplies(connection.pipeline(request, requestNodes())); !handled)
            return handled;
    }
    if (!finished())
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("the read did not finish in %1 steps").arg(maxSteps));
    return {};
}
