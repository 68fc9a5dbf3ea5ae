#pragma once

#include "ratelimitpolicy.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <QString>

class RedisConnection;

// Demo data for the Rate limiters view: one limiter of each kind RateLimiterFactory offers,
// each with subjects at different fill levels (idle, half, full), written by the real limiters.
class LimiterDemo
{
public:
    struct Limiter
    {
        QString kind;
        QByteArray name;
        RateLimitPolicy policy;
    };
    struct Subject
    {
        QByteArray subject;
        int hits; // requests sent for it
    };

    static QList<Limiter> limiters();
    static QList<Subject> subjects();
    // Writes them; returns a one-line summary.
    static Result<QString> populate(RedisConnection &connection);
};
