#pragma once

#include <QString>
#include <QStringList>

#include <optional>

// What an operator can do to the coordination state the inspector finds (docs/inspector.md,
// "Operating"): each action is one atomic step that acts only if the state is still what the
// operator saw.
enum class OperatorAction {
    BreakLock,   // delete a lock still held by the token or owner seen
    SetTtl,      // change a lock's lease, same condition
    EvictHolder, // remove one semaphore holder (or every expired one) the way its library does
    RunNow,      // move a scheduled item to its ready list the way its library's poller does
    Postpone,    // schedule it later
    DeleteItem,  // remove a scheduled item, or an item in flight in a dead consumer's list
    Requeue,     // put a dead consumer's item in flight back on its queue
    ResetLimit,  // forget a rate limiter's count for one subject (or all of them)
};

namespace OperatorActions {
// The CLI's names: "break-lock", "set-ttl", "evict-holder", "run-now", "postpone",
// "delete-item", "requeue", "reset-limit".
QString name(OperatorAction action);
std::optional<OperatorAction> fromName(const QString &name);
QStringList names();
// The menu's words ("Break lock…"), translated.
QString title(OperatorAction action);
} // namespace OperatorActions
