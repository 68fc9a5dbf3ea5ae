#pragma once

#include "delayedqueueclaimer.h"

#include <QStringList>
#include <memory>

// Makes a claimer of a kind named on the command line, in the GUI or in a poller's options.
class DelayedClaimerFactory
{
public:
    // "atomic", "zrem-checked", "unchecked".
    static QStringList kinds();
    // Checks the kind and the name (non-empty, no braces) before anything is sent.
    static Result<std::unique_ptr<DelayedQueueClaimer>> create(const QString &kind,
                                                               RedisConnection &connection,
                                                               const KeySpace &keys,
                                                               const QByteArray &name);
};
