#pragma once

#include "operatorplan.h"

// Builds the plan of an operator action for the primitive's library, or says why that library's
// structure is not operated on (docs/inspector.md lists which actions exist for which library,
// and why the others do not): only where its layout is understood well enough to keep its
// invariants, and every step compare-and-act.
namespace OperatorPlanner {
Result<OperatorPlan> plan(const OperatorRequest &request);
// The actions offered for a primitive's key of this role (the inspector's menu), whether or not
// the row's state allows them now.
QList<OperatorAction> actionsFor(const DiscoveredPrimitive &primitive, const QByteArray &role);
} // namespace OperatorPlanner
