#pragma once

#include "keyidentification.h"
#include "layoutcatalog.h"
#include "operatorplanner.h"
#include "redisconnection.h"

// An operator action as the CLI runs it: the request's key identified (KeyIdentification), the
// plan made, its commands sent, the replies read. The tests of core/operate share it.
struct OperatorRun
{
    QString error; // empty when the action ran
    OperatorPlan plan;
    OperatorOutcome outcome;

    static OperatorRun act(RedisConnection &connection, OperatorRequest request)
    {
        OperatorRun out;
        const LayoutCatalog catalog;
        KeyIdentification id(catalog, request.key);
        if (auto read = id.runBlocking(connection); !read) {
            out.error = read.error().toString();
            return out;
        }
        if (!id.primitive()) {
            out.error =
                QStringLiteral("not identified: %1 (%2)")
                    .arg(QString::fromUtf8(request.key), QString::fromUtf8(id.sample().type));
            return out;
        }
        request.primitive = *id.primitive();
        const auto plan = OperatorPlanner::plan(request);
        if (!plan) {
            out.error = plan.error().message();
            return out;
        }
        out.plan = *plan;
        QList<Result<RedisReply>> replies;
        for (const RedisCommand &c : plan->commands)
            replies << connection.command(c);
        const auto outcome = OperatorOutcome::fromReplies(*plan, replies);
        if (!outcome) {
            out.error = outcome.error().toString();
            return out;
        }
        out.outcome = *outcome;
        return out;
    }
};
