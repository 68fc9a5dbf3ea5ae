#include "queuekeys.h"

QueueKeys::QueueKeys(KeySpace keys, QByteArray name)
    : m_keys(std::move(keys))
    , m_name(std::move(name))
{}

Result<void> QueueKeys::validate() const
{
    return KeySpace::validateName(m_name);
}

Result<void> QueueKeys::validateConsumer(const QByteArray &id)
{
    constexpr qsizetype MaxLength = 128;
    if (id.isEmpty() || id.size() > MaxLength)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("a consumer id must be 1 to %1 bytes long, not %2")
                              .arg(MaxLength)
                              .arg(id.size()));
    for (const char c : id)
        if (c <= ' ' || c > '~' || c == '{' || c == '}')
            return RedisError(RedisError::Kind::InvalidArgument,
                              QStringLiteral("a consumer id may hold printable ASCII without "
                                             "spaces or braces only: \"%1\"")
                                  .arg(QString::fromUtf8(id)));
    return {};
}

QByteArray QueueKeys::queue() const
{
    return m_keys.key(m_name, "queue");
}

QByteArray QueueKeys::high() const
{
    return m_keys.key(m_name, "queue:high");
}

QByteArray QueueKeys::low() const
{
    return m_keys.key(m_name, "queue:low");
}

QByteArray QueueKeys::consumers() const
{
    return m_keys.key(m_name, "consumers");
}

QByteArray QueueKeys::processingPrefix() const
{
    return m_keys.key(m_name, "processing:");
}

QByteArray QueueKeys::processing(const QByteArray &consumer) const
{
    return processingPrefix() + consumer;
}
