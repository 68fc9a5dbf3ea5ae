#include "rediserror.h"

RedisError::RedisError(Kind kind, QString message)
    : m_kind(kind)
    , m_message(std::move(message))
{}

RedisError RedisError::afterSending(Kind kind, QString message)
{
    RedisError error(kind, std::move(message));
    error.m_mayHaveRun = true;
    return error;
}

RedisError RedisError::fromServerReply(const QByteArray &message)
{
    const QByteArray prefix = message.left(message.indexOf(' '));
    Kind kind = Kind::Server;
    if (prefix == "NOSCRIPT")
        kind = Kind::NoScript;
    else if (prefix == "WRONGTYPE")
        kind = Kind::WrongType;
    else if (prefix == "CROSSSLOT")
        kind = Kind::CrossSlot;
    else if (prefix == "NOPERM")
        kind = Kind::NoPermission;
    else if (prefix == "NOAUTH" || prefix == "WRONGPASS")
        kind = Kind::Auth;
    else if (message.startsWith("ERR AUTH") || message.contains("invalid password"))
        kind = Kind::Auth; // "ERR AUTH <password> called without any password configured..."
    return RedisError(kind, QString::fromUtf8(message));
}

bool RedisError::isConnectionError() const
{
    switch (m_kind) {
    case Kind::Io:
    case Kind::Timeout:
    case Kind::Closed:
    case Kind::Protocol:
    case Kind::Ssh:
        return true;
    default:
        return false;
    }
}

QString RedisError::kindName(Kind kind)
{
    switch (kind) {
    case Kind::None:
        return QStringLiteral("none");
    case Kind::InvalidArgument:
        return QStringLiteral("invalid_argument");
    case Kind::Io:
        return QStringLiteral("io");
    case Kind::Timeout:
        return QStringLiteral("timeout");
    case Kind::Closed:
        return QStringLiteral("closed");
    case Kind::Protocol:
        return QStringLiteral("protocol");
    case Kind::Server:
        return QStringLiteral("server");
    case Kind::Auth:
        return QStringLiteral("auth");
    case Kind::NoPermission:
        return QStringLiteral("noperm");
    case Kind::NoScript:
        return QStringLiteral("noscript");
    case Kind::WrongType:
        return QStringLiteral("wrongtype");
    case Kind::UnexpectedReply:
        return QStringLiteral("unexpected_reply");
    case Kind::Lost:
        return QStringLiteral("lost");
    case Kind::Conflict:
        return QStringLiteral("conflict");
    case Kind::ReadOnly:
        return QStringLiteral("read_only");
    case Kind::Cancelled:
        return QStringLiteral("cancelled");
    case Kind::CrossSlot:
        return QStringLiteral("cross_slot");
    case Kind::Cluster:
        return QStringLiteral("cluster");
    case Kind::Failover:
        return QStringLiteral("failover");
    case Kind::Ssh:
        return QStringLiteral("ssh");
    case Kind::SshHostKey:
        return QStringLiteral("ssh-host-key");
    }
    return QStringLiteral("unknown");
}

QString RedisError::toString() const
{
    if (!isError())
        return QString();
    return kindName() + QStringLiteral(": ") + m_message;
}
