#include "primitivestate.h"

QString stateEntryFlagName(StateEntry::Flag flag)
{
    switch (flag) {
    case StateEntry::Flag::None:
        return QString();
    case StateEntry::Flag::BeyondLimit:
        return QStringLiteral("beyond-limit");
    case StateEntry::Flag::Expired:
        return QStringLiteral("expired");
    case StateEntry::Flag::Overdue:
        return QStringLiteral("overdue");
    case StateEntry::Flag::Stale:
        return QStringLiteral("stale");
    }
    return QString();
}
