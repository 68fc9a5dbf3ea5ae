#include "redisreply.h"

#include "rediscommand.h"

namespace {
RedisError unexpected(const char *wanted, RedisReply::Type got)
{
    return RedisError(RedisError::Kind::UnexpectedReply,
                      QStringLiteral("expected %1 reply, got %2")
                          .arg(QLatin1String(wanted), RedisReply::typeName(got)));
}
} // namespace

RedisReply RedisReply::status(QByteArray text)
{
    RedisReply r;
    r.m_type = Type::Status;
    r.m_bytes = std::move(text);
    return r;
}

RedisReply RedisReply::string(QByteArray bytes)
{
    RedisReply r;
    r.m_type = Type::String;
    r.m_bytes = std::move(bytes);
    return r;
}

RedisReply RedisReply::integer(qint64 value)
{
    RedisReply r;
    r.m_type = Type::Integer;
    r.m_integer = value;
    return r;
}

RedisReply RedisReply::array(QList<RedisReply> elements)
{
    RedisReply r;
    r.m_type = Type::Array;
    r.m_elements = std::move(elements);
    return r;
}

RedisReply RedisReply::error(QByteArray message)
{
    RedisReply r;
    r.m_type = Type::Error;
    r.m_bytes = std::move(message);
    return r;
}

Result<qint64> RedisReply::toInteger() const
{
    if (m_type == Type::Integer)
        return m_integer;
    if (m_type == Type::String || m_type == Type::Status) {
        bool ok = false;
        const qint64 v = m_bytes.toLongLong(&ok);
        if (ok)
            return v;
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("expected an integer, got \"%1\"")
                              .arg(QString::fromUtf8(m_bytes.left(40))));
    }
    return unexpected("integer", m_type);
}

Result<QByteArray> RedisReply::toBytes() const
{
    if (m_type == Type::String || m_type == Type::Status)
        return m_bytes;
    return unexpected("string", m_type);
}

Result<std::optional<QByteArray>> RedisReply::toOptionalBytes() const
{
    if (m_type == Type::Nil)
        return std::optional<QByteArray>();
    if (m_type == Type::String || m_type == Type::Status)
        return std::optional<QByteArray>(m_bytes);
    return unexpected("string or nil", m_type);
}

Result<QList<RedisReply>> RedisReply::toArray() const
{
    if (m_type == Type::Array)
        return m_elements;
    return unexpected("array", m_type);
}

Result<QList<QByteArray>> RedisReply::toBytesList() const
{
    if (m_type == Type::Error)
        return RedisError::fromServerReply(m_bytes);
    if (m_type != Type::Array)
        return unexpected("array", m_type);
    QList<QByteArray> out;
    out.reserve(m_elements.size());
    for (const RedisReply &e : m_elements) {
        if (e.m_type != Type::String)
            return RedisError(
                RedisError::Kind::UnexpectedReply,
                QStringLiteral("expected an array of strings, got an element %1").arg(e.summary()));
        out << e.m_bytes;
    }
    return out;
}

Result<void> RedisReply::expectStatus(const QByteArray &expected) const
{
    if (m_type == Type::Error)
        return RedisError::fromServerReply(m_bytes);
    if (m_type == Type::Status && m_bytes == expected)
        return {};
    return RedisError(
        RedisError::Kind::UnexpectedReply,
        QStringLiteral("expected %1, got %2").arg(QString::fromUtf8(expected), summary(60)));
}

Result<qint64> RedisReply::toServerTimeUs() const
{
    if (!isArray() || m_elements.size() != 2)
        return RedisError(
            RedisError::Kind::UnexpectedReply,
            QStringLiteral("expected TIME's {seconds, microseconds}, got %1").arg(summary(60)));
    const auto seconds = m_elements.at(0).toInteger();
    const auto micros = m_elements.at(1).toInteger();
    if (!seconds)
        return seconds.error();
    if (!micros)
        return micros.error();
    return *seconds * 1000000 + *micros;
}

Result<RedisReply> RedisReply::toResult() const
{
    if (m_type == Type::Error)
        return RedisError::fromServerReply(m_bytes);
    return *this;
}

QString RedisReply::summary(int maxLength) const
{
    switch (m_type) {
    case Type::Nil:
        return QStringLiteral("(nil)");
    case Type::Status:
        return QString::fromUtf8(m_bytes.left(maxLength));
    case Type::String:
        return quoteBytes(m_bytes, QuoteMode::Always, maxLength);
    case Type::Integer:
        return QStringLiteral("(integer) %1").arg(m_integer);
    case Type::Error:
        return QStringLiteral("(error) ") + QString::fromUtf8(m_bytes.left(maxLength));
    case Type::Array: {
        if (m_elements.isEmpty())
            return QStringLiteral("(empty array)");
        QString out = QStringLiteral("(%1) [").arg(m_elements.size());
        for (qsizetype i = 0; i < m_elements.size(); ++i) {
            if (out.size() >= maxLength) {
                out += QStringLiteral("…");
                break;
            }
            if (i > 0)
                out += QStringLiteral(", ");
            out += m_elements.at(i).summary(qMax(8, maxLength - int(out.size())));
        }
        return out + QLatin1Char(']');
    }
    }
    return QString();
}

QString RedisReply::typeName(Type type)
{
    switch (type) {
    case Type::Nil:
        return QStringLiteral("nil");
    case Type::Status:
        return QStringLiteral("status");
    case Type::String:
        return QStringLiteral("bulk string");
    case Type::Integer:
        return QStringLiteral("integer");
    case Type::Array:
        return QStringLiteral("array");
    case Type::Error:
        return QStringLiteral("error");
    }
    return QString();
}

bool RedisReply::operator==(const RedisReply &other) const
{
    return m_type == other.m_type && m_integer == other.m_integer && m_bytes == other.m_bytes &&
           m_elements == other.m_elements;
}

QByteArray RedisReply::fieldValue(const QByteArray &name) const
{
    for (qsizetype i = 0; i + 1 < m_elements.size(); i += 2)
        if (m_elements.at(i).bytes() == name)
            return m_elements.at(i + 1).bytes();
    return {};
}
