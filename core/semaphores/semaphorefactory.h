#pragma once

#include "countingsemaphore.h"

#include <QStringList>
#include <memory>

// Makes a semaphore of a kind named on the command line or in the GUI.
class SemaphoreFactory
{
public:
    // "basic", "fair", "locked", "atomic", "ttl-keys".
    static QStringList kinds();
    // Checks the kind and the name (non-empty, no braces) before anything is sent.
    static Result<std::unique_ptr<CountingSemaphore>> create(const QString &kind,
                                                             RedisConnection &connection,
                                                             const KeySpace &keys,
                                                             const QByteArray &name);
};
