#pragma once

#include "contactmatcher.h"
#include "keyspace.h"

#include <QByteArray>
#include <QList>

class RedisConnection;

// "Redis in Action" 6.1.1: a user's recently contacted names in one LIST, most recent first,
// capped ("cs:{user}:recent"). Adding is one MULTI { LREM; LPUSH; LTRIM }, so a contact appears
// once and the list never grows past the cap, whatever runs concurrently. Matching happens on
// the client over the fetched list (ContactMatcher): at 100 entries that is cheaper than any
// server-side index.
class RecentContacts
{
public:
    static constexpr int DefaultCap = 100;
    static constexpr int MaxCap = 100'000;

    RecentContacts(RedisConnection &connection, KeySpace keys, QByteArray user,
                   int cap = DefaultCap);

    QByteArray key() const;
    int cap() const { return m_cap; }

    // Moves (or adds) the contact to the front and trims to the cap.
    Result<void> add(const QByteArray &contact);
    // Whether it was there.
    Result<bool> remove(const QByteArray &contact);
    // The whole list, most recent first.
    Result<QList<QByteArray>> list();
    Result<QList<QByteArray>> query(const QString &text, ContactMatchMode mode, int limit = -1,
                                    Qt::CaseSensitivity cs = Qt::CaseInsensitive);

private:
    Result<void> validate() const;

    RedisConnection &m_connection;
    KeySpace m_keys;
    QByteArray m_user;
    int m_cap;
};
