#pragma once

#include "keyspace.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <QString>

class RedisConnection;

// Demo data for the Semaphores view, written with the core semaphores where they can produce
// the state: a basic semaphore (limit 5, 3 holders), a fair one that is full with one holder
// beyond its limit (hand-written with INCR and ZADD, as a client that ignored its rank would
// leave it), a ttl-keys one and an atomic one each with live holders and members whose lease has
// run out but that no acquire has cleaned up yet. Names start with "sem-demo-"; populating again
// first removes what an earlier run left.
class SemaphoreDemo
{
public:
    struct Semaphore
    {
        QString kind; // SemaphoreFactory's kind
        QByteArray name;
        int limit = 0;
    };

    // The semaphores it writes (names and limits are known before anything is sent).
    static QList<Semaphore> semaphores();
    // Writes them; blocks for about ShortLeaseMs + a little while the short leases run out.
    static Result<QList<Semaphore>> populate(RedisConnection &connection,
                                             const KeySpace &keys = KeySpace());

    static constexpr qint64 LongLeaseMs = 30 * 60 * 1000;
    static constexpr qint64 ShortLeaseMs = 150;
};
