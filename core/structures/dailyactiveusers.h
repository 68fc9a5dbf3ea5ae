#pragma once

#include "keyspace.h"

#include <QDate>
#include <QList>

class RedisConnection;

// Daily active users, one bitmap per day ("cs:{name}:dau:2026-11-21"), bit = user id. A day of
// a million users is 122 KiB; "active on any / every one of these days" is one BITOP OR / AND
// into a scratch key of the same hash tag, counted and deleted in one MULTI.
class DailyActiveUsers
{
public:
    DailyActiveUsers(RedisConnection &connection, KeySpace keys, QByteArray name);

    QByteArray dayKey(QDate day) const;

    // Marks the user active that day; returns whether they already were.
    Result<bool> markActive(qint64 userId, QDate day);
    Result<bool> wasActive(qint64 userId, QDate day);
    Result<qint64> activeCount(QDate day);
    // Users active on at least one of the days, and on every one of them.
    Result<qint64> activeOnAnyDay(const QList<QDate> &days);
    Result<qint64> activeOnEveryDay(const QList<QDate> &days);

private:
    Result<void> validateDays(const QList<QDate> &days) const;
    Result<qint64> combined(const QByteArray &operation, const QList<QDate> &days);

    RedisConnection &m_connection;
    KeySpace m_keys;
    QByteArray m_name;
};
