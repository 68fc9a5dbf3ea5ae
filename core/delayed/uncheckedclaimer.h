#pragma once

#include "zremcheckedclaimer.h"

// Broken on purpose, to show why the ZREM check matters: the ZREM-checked claim without the
// check. It removes each due item it read and pushes it whatever ZREM answered, so claimers that
// read the same due items all push them: one item runs once per claimer that saw it.
// Same commands as ZremCheckedClaimer.
class UncheckedClaimer : public ZremCheckedClaimer
{
public:
    UncheckedClaimer(RedisConnection &connection, const KeySpace &keys, QByteArray name);

    QString kind() const override { return QStringLiteral("unchecked"); }

protected:
    bool pushesItemsTakenByOthers() const override { return true; }
};
