#pragma once

#include "rediscommand.h"

#include <QString>

// A Lua script: its source and the SHA-1 the server knows it by. Callers send EVALSHA and fall
// back to EVAL when the server answers NOSCRIPT (RedisConnection::eval, RedisClient::eval).
class LuaScript
{
public:
    LuaScript() = default;
    LuaScript(QString name, QByteArray source);
    // Loads an embedded script, e.g. fromResource(":/lua/token_release.lua"); the name is the
    // file's base name. A missing resource is a programming error (asserts, then empty source).
    static LuaScript fromResource(const QString &path);
    // The embedded script ":/lua/<name>.lua", loaded once per process and kept (thread-safe).
    static const LuaScript &embedded(const QString &name);

    const QString &name() const { return m_name; }
    const QByteArray &source() const { return m_source; }
    const QByteArray &sha1() const { return m_sha1; } // lower-case hex
    bool isNull() const { return m_source.isEmpty(); }

    RedisCommand evalShaCommand(const QList<QByteArray> &keys, const QList<QByteArray> &args) const;
    RedisCommand evalCommand(const QList<QByteArray> &keys, const QList<QByteArray> &args) const;

private:
    QString m_name;
    QByteArray m_source;
    QByteArray m_sha1;
};
