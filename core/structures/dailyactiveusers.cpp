#include "dailyactiveusers.h"

#include "bitmap.h"
#include "locktoken.h"
#include "redisconnection.h"

DailyActiveUsers::DailyActiveUsers(RedisConnection &connection, KeySpace keys, QByteArray name)
    : m_connection(connection)
    , m_keys(std::move(keys))
    , m_name(std::move(name))
{}

QByteArray DailyActiveUsers::dayKey(QDate day) const
{
    return m_keys.key(m_name, "dau:" + day.toString(Qt::ISODate).toLatin1());
}

Result<void> DailyActiveUsers::validateDays(const QList<QDate> &days) const
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    if (days.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("no days given"));
    for (const QDate &d : days)
        if (!d.isValid())
            return RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("invalid date"));
    return {};
}

Result<bool> DailyActiveUsers::markActive(qint64 userId, QDate day)
{
    if (auto valid = validateDays({day}); !valid)
        return valid.error();
    if (auto valid = Bitmap::validateOffset(userId); !valid)
        return valid.error();
    const auto reply =
        m_connection.command({"SETBIT", dayKey(day), QByteArray::number(userId), "1"});
    if (!reply)
        return reply.error();
    return reply->integerValue() == 1;
}

Result<bool> DailyActiveUsers::wasActive(qint64 userId, QDate day)
{
    if (auto valid = validateDays({day}); !valid)
        return valid.error();
    if (auto valid = Bitmap::validateOffset(userId); !valid)
        return valid.error();
    const auto reply = m_connection.command({"GETBIT", dayKey(day), QByteArray::number(userId)});
    if (!reply)
        return reply.error();
    return reply->integerValue() == 1;
}

Result<qint64> DailyActiveUsers::activeCount(QDate day)
{
    if (auto valid = validateDays({day}); !valid)
        return valid.error();
    const auto reply = m_connection.command({"BITCOUNT", dayKey(day)});
    if (!reply)
        return reply.error();
    return reply->toInteger();
}

Result<qint64> DailyActiveUsers::combined(const QByteArray &operation, const QList<QDate> &days)
{
    if (auto valid = validateDays(days); !valid)
        return valid.error();
    // A scratch key of our own: concurrent callers never share one.
    const QByteArray scratch = m_keys.key(m_name, "dau:scratch:" + LockToken::generate());
    RedisCommand bitop{"BITOP", operation, scratch};
    for (const QDate &d : days)
        bitop << dayKey(d);
    const auto reply = m_connection.transaction({bitop, {"BITCOUNT", scratch}, {"DEL", scratch}});
    if (!reply)
        return reply.error();
    const auto results = reply->toArray();
    if (!results || results->size() != 3)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("EXEC: expected 3 replies"));
    if (const auto r = results->at(0).toResult(); !r)
        return r.error();
    return results->at(1).toInteger();
}

Result<qint64> DailyActiveUsers::activeOnAnyDay(const QList<QDate> &days)
{
    return combined("OR", days);
}

Result<qint64> DailyActiveUsers::activeOnEveryDay(const QList<QDate> &days)
{
    return combined("AND", days);
}
