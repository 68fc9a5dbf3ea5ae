#include "recentcontacts.h"

#include "autocompletename.h"
#include "redisconnection.h"

RecentContacts::RecentContacts(RedisConnection &connection, KeySpace keys, QByteArray user, int cap)
    : m_connection(connection)
    , m_keys(std::move(keys))
    , m_user(std::move(user))
    , m_cap(cap)
{}

QByteArray RecentContacts::key() const
{
    return m_keys.key(m_user, "recent");
}

Result<void> RecentContacts::validate() const
{
    if (auto valid = KeySpace::validateName(m_user); !valid)
        return valid.error();
    if (m_cap < 1 || m_cap > MaxCap)
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QStringLiteral("the cap must be within [1, %1], not %2").arg(MaxCap).arg(m_cap));
    return {};
}

Result<void> RecentContacts::add(const QByteArray &contact)
{
    if (auto valid = validate(); !valid)
        return valid.error();
    if (auto valid = AutocompleteName::validate(contact, "contact"); !valid)
        return valid.error();
    const QByteArray k = key();
    const auto exec = m_connection.transaction({{"LREM", k, "0", contact},
                                                {"LPUSH", k, contact},
                                                {"LTRIM", k, "0", QByteArray::number(m_cap - 1)}});
    if (!exec)
        return exec.error();
    const auto elements = exec->toArray();
    if (!elements)
        return elements.error();
    for (const RedisReply &e : *elements)
        if (e.isError())
            return RedisError::fromServerReply(e.bytes());
    return {};
}

Result<bool> RecentContacts::remove(const QByteArray &contact)
{
    if (auto valid = validate(); !valid)
        return valid.error();
    if (auto valid = AutocompleteName::validate(contact, "contact"); !valid)
        return valid.error();
    const auto reply = m_connection.command({"LREM", key(), "0", contact});
    if (!reply)
        return reply.error();
    const auto n = reply->toInteger();
    if (!n)
        return n.error();
    return *n > 0;
}

Result<QList<QByteArray>> RecentContacts::list()
{
    if (auto valid = validate(); !valid)
        return valid.error();
    const auto reply = m_connection.command({"LRANGE", key(), "0", "-1"});
    if (!reply)
        return reply.error();
    return reply->toBytesList();
}

Result<QList<QByteArray>> RecentContacts::query(const QString &text, ContactMatchMode mode,
                                                int limit, Qt::CaseSensitivity cs)
{
    const auto all = list();
    if (!all)
        return all.error();
    return ContactMatcher::match(*all, text, mode, limit, cs);
}
