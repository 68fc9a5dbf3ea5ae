#pragma once

#include "distributedlock.h"

#include <QStringList>
#include <memory>

class RedisConnection;

// Makes a lock of a kind named on the command line or in the GUI. Redlock needs one connection
// per node and is made directly (class Redlock).
class LockFactory
{
public:
    // "naive", "setnx-expire", "getset", "token", "reentrant", "fenced", "synced".
    static QStringList kinds();
    // Checks the kind and the name (non-empty, no braces) before anything is sent.
    static Result<std::unique_ptr<DistributedLock>> create(const QString &kind,
                                                           RedisConnection &connection,
                                                           const KeySpace &keys,
                                                           const QByteArray &name);
};
