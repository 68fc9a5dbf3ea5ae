#pragma once

#include "operatorplan.h"

// What the planners of each library share (operatorplanner.cpp, bullmqoperations.cpp): the
// refusals and the one-script plan.
namespace OperatorPlannerSteps {
RedisError refused(const QString &why);
RedisError notOffered(const DiscoveredPrimitive &p, OperatorAction action, const QString &why);
// One EVAL of the embedded script on these keys; on a cluster, refused when they span two slots.
Result<OperatorPlan> evalPlan(const OperatorRequest &request, const QString &script,
                              const QList<QByteArray> &keys, const QList<QByteArray> &args,
                              const QString &summary);
QString shown(const QByteArray &bytes);
} // namespace OperatorPlannerSteps

// BullMQ's jobs (bullmqoperations.cpp): run a delayed job now, postpone or delete it, requeue a
// stalled active job, as BullMQ's own scripts do; Bull 3 refused with the reason.
namespace BullMqOperations {
Result<OperatorPlan> plan(const OperatorRequest &request);
QString bull3Refusal(); // why a Bull 3 queue is not operated on
} // namespace BullMqOperations
