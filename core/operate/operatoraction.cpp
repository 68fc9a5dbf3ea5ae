#include "operatoraction.h"

#include <QCoreApplication>

#include <array>

namespace {
struct Names
{
    OperatorAction action;
    const char *name;
};
constexpr std::array AllNames{
    Names{OperatorAction::BreakLock, "break-lock"},
    Names{OperatorAction::SetTtl, "set-ttl"},
    Names{OperatorAction::EvictHolder, "evict-holder"},
    Names{OperatorAction::RunNow, "run-now"},
    Names{OperatorAction::Postpone, "postpone"},
    Names{OperatorAction::DeleteItem, "delete-item"},
    Names{OperatorAction::Requeue, "requeue"},
    Names{OperatorAction::ResetLimit, "reset-limit"},
};
} // namespace

namespace OperatorActions {

QString name(OperatorAction action)
{
    for (const Names &n : AllNames)
        if (n.action == action)
            return QString::fromLatin1(n.name);
    return {};
}

std::optional<OperatorAction> fromName(const QString &name)
{
    for (const Names &n : AllNames)
        if (name == QLatin1String(n.name))
            return n.action;
    return std::nullopt;
}

QStringList names()
{
    QStringList out;
    for (const Names &n : AllNames)
        out << QString::fromLatin1(n.name);
    return out;
}

QString title(OperatorAction action)
{
    switch (action) {
    case OperatorAction::BreakLock:
        return QCoreApplication::translate("OperatorAction", "Break lock");
    case OperatorAction::SetTtl:
        return QCoreApplication::translate("OperatorAction", "Change lease");
    case OperatorAction::EvictHolder:
        return QCoreApplication::translate("OperatorAction", "Evict holder");
    case OperatorAction::RunNow:
        return QCoreApplication::translate("OperatorAction", "Run now");
    case OperatorAction::Postpone:
        return QCoreApplication::translate("OperatorAction", "Postpone");
    case OperatorAction::DeleteItem:
        return QCoreApplication::translate("OperatorAction", "Delete item");
    case OperatorAction::Requeue:
        return QCoreApplication::translate("OperatorAction", "Requeue");
    case OperatorAction::ResetLimit:
        return QCoreApplication::translate("OperatorAction", "Reset limit");
    }
    return {};
}

} // namespace OperatorActions
