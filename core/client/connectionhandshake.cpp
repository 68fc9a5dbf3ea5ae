#include "connectionhandshake.h"

QList<RedisCommand> ConnectionHandshake::commands(const ConnectionOptions &o)
{
    QList<RedisCommand> out;
    // A user without a password still authenticates (ACL users may be "nopass").
    if (!o.user.isEmpty())
        out.append(RedisCommand{"AUTH", o.user.toUtf8(), o.password.toUtf8()});
    else if (!o.password.isEmpty())
        out.append(RedisCommand{"AUTH", o.password.toUtf8()});
    if (o.db != 0)
        out.append(RedisCommand{"SELECT", QByteArray::number(o.db)});
    if (!o.clientName.isEmpty())
        out.append(RedisCommand{"CLIENT", "SETNAME", o.clientName.toUtf8()});
    if (o.clusterReadOnlyLink) // a cluster's replica serves reads of its master's slots
        out.append(RedisCommand{"READONLY"});
    return out;
}

Result<void> ConnectionHandshake::check(const QList<RedisCommand> &commands,
                                        const QList<Result<RedisReply>> &replies)
{
    for (qsizetype i = 0; i < commands.size(); ++i) {
        if (i >= replies.size())
            return RedisError(RedisError::Kind::Closed,
                              QStringLiteral("connection closed during the handshake"));
        const Result<RedisReply> &r = replies.at(i);
        const QByteArray verb = commands.at(i).first();
        if (!r.ok()) {
            const RedisError &e = r.error();
            // The name is a courtesy to whoever reads CLIENT LIST: a least-privilege ACL user
            // (or a proxy) that refuses CLIENT SETNAME still has a usable connection.
            if (verb == "CLIENT" && !e.isConnectionError() && e.kind() != RedisError::Kind::Auth)
                continue;
            if (verb == "AUTH" && e.kind() != RedisError::Kind::Auth && !e.isConnectionError())
                return RedisError(RedisError::Kind::Auth, e.message());
            if (verb == "SELECT")
                return RedisError(e.kind(),
                                  QStringLiteral("cannot select database %1: %2")
                                      .arg(QString::fromUtf8(commands.at(i).at(1)), e.message()));
            return e;
        }
    }
    return {};
}
