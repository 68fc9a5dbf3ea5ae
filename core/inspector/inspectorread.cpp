#include "inspectorread.h"

#include "redisconnection.h"

#include <QCoreApplication>

Result<void> InspectorRead::runBlocking(RedisConnection &connection, int maxSteps)
{
    if (maxSteps < 1 && !finished())
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QCoreApplication::translate("RedisConnection", "maxSteps must be at least 1, not %1")
                .arg(maxSteps));
    QList<RedisCommand> request = finished() ? QList<RedisCommand>() : nextRequest();
    if (request.isEmpty())
        return {};
    RedisConnection::PendingReplies replies = connection.startPipeline(request, requestNodes());
    for (int step = 0; step < maxSteps; ++step) {
        if (auto handled = handleReplies(replies()); !handled)
            return handled;
        request = finished() ? QList<RedisCommand>() : nextRequest();
        if (request.isEmpty()) {
            catchUp();
            return {};
        }
        if (step + 1 == maxSteps)
            break;
        replies = connection.startPipeline(request, requestNodes());
        catchUp();
    }
    if (!finished())
        return RedisError(
            RedisError::Kind::UnexpectedReply,
            QCoreApplication::translate("RedisConnection", "the read did not finish in %1 steps")
                .arg(maxSteps));
    return {};
}
