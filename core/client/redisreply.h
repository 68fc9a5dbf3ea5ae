#pragma once

#include "result.h"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

// One RESP2 reply as a value. Error replies are values too (they occur inside EXEC and pipeline
// results); Result<RedisReply> turns a top-level error reply into a RedisError.
class RedisReply
{
public:
    enum class Type { Nil, Status, String, Integer, Array, Error };

    RedisReply() = default; // nil
    static RedisReply status(QByteArray text);
    static RedisReply string(QByteArray bytes);
    static RedisReply integer(qint64 value);
    static RedisReply array(QList<RedisReply> elements);
    static RedisReply error(QByteArray message);

    Type type() const { return m_type; }
    bool isNil() const { return m_type == Type::Nil; }
    bool isStatus() const { return m_type == Type::Status; }
    bool isString() const { return m_type == Type::String; }
    bool isInteger() const { return m_type == Type::Integer; }
    bool isArray() const { return m_type == Type::Array; }
    bool isError() const { return m_type == Type::Error; }

    // Raw accessors: bytes() holds the payload of a status, string or error reply.
    const QByteArray &bytes() const { return m_bytes; }
    qint64 integerValue() const { return m_integer; }
    const QList<RedisReply> &elements() const { return m_elements; }

    // Typed views that fail with UnexpectedReply when the reply has another type.
    Result<qint64> toInteger() const;                          // integer (or a numeric string)
    Result<QByteArray> toBytes() const;                        // string or status; nil fails
    Result<std::optional<QByteArray>> toOptionalBytes() const; // string, status or nil
    Result<QList<RedisReply>> toArray() const;                 // array; nil fails
    Result<QList<QByteArray>> toBytesList() const; // array of strings (ZRANGE, LRANGE, SCAN's keys)
    // A RESP2 map, a flat array of name, value (SENTINEL MASTER, CONFIG GET): the value of a
    // name as bytes; empty when the name is not there.
    QByteArray fieldValue(const QByteArray &name) const;
    Result<void> expectStatus(const QByteArray &expected = "OK") const;
    Result<qint64> toServerTimeUs() const; // TIME's {seconds, microseconds} as µs since epoch

    // The top-level reply as a result: an error reply becomes its RedisError.
    Result<RedisReply> toResult() const;

    // Short human-readable form, like redis-cli's: "OK", "(integer) 3", "\"v\"", "(nil)".
    QString summary(int maxLength = 120) const;
    static QString typeName(Type type);

    bool operator==(const RedisReply &other) const;

private:
    Type m_type = Type::Nil;
    qint64 m_integer = 0;
    QByteArray m_bytes;
    QList<RedisReply> m_elements;
};

Q_DECLARE_METATYPE(RedisReply)
