#include "keyspace.h"

KeySpace::KeySpace(QByteArray prefix)
    : m_prefix(std::move(prefix))
{}

Result<void> KeySpace::validateName(const QByteArray &name)
{
    if (name.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("name is empty"));
    if (name.contains('{') || name.contains('}'))
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("name must not contain '{' or '}': ") +
                              QString::fromUtf8(name));
    return {};
}

QByteArray KeySpace::key(const QByteArray &name) const
{
    return m_prefix + '{' + name + '}';
}

QByteArray KeySpace::key(const QByteArray &name, const QByteArray &part) const
{
    return key(name) + ':' + part;
}
