#include "connectionoptions.h"

#include <QUrlQuery>

namespace {
RedisError invalid(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}

Result<int> parseNonNegative(const QString &name, const QString &text, int max)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < 0 || value > max)
        return invalid(QStringLiteral("%1 must be a whole number from 0 to %2, not \"%3\"")
                           .arg(name)
                           .arg(max)
                           .arg(text));
    return value;
}

Result<bool> parseBool(const QString &name, const QString &text)
{
    const QString t = text.toLower();
    if (t == u"1" || t == u"yes" || t == u"true" || t == u"on")
        return true;
    if (t == u"0" || t == u"no" || t == u"false" || t == u"off")
        return false;
    return invalid(QStringLiteral("%1 must be yes or no, not \"%2\"").arg(name, text));
}

Result<void> applyQuery(ConnectionOptions &o, const QUrl &url)
{
    const QUrlQuery query(url);
    const bool tls = o.transport == ConnectionOptions::Transport::Tls;
    for (const auto &[name, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (name == u"db") {
            const auto db = parseNonNegative(name, value, 1 << 20);
            if (!db)
                return db.error();
            o.db = *db;
        } else if (name == u"connect_timeout" || name == u"timeout") {
            const auto ms = parseNonNegative(name, value, 24 * 3600 * 1000);
            if (!ms)
                return ms.error();
            (name == u"timeout" ? o.commandTimeoutMs : o.connectTimeoutMs) = *ms;
        } else if (name == u"name") {
            if (value.contains(QLatin1Char(' ')))
                return invalid(QStringLiteral("client name must not contain spaces"));
            o.clientName = value;
        } else if (name == u"read_only") {
            const auto flag = parseBool(name, value);
            if (!flag)
                return flag.error();
            o.readOnly = *flag;
        } else if (name == u"user") {
            o.user = value;
        } else if (name == u"password") {
            o.password = value;
        } else if (tls && name == u"ca") {
            o.tls.caFile = value;
        } else if (tls && name == u"cert") {
            o.tls.certFile = value;
        } else if (tls && name == u"key") {
            o.tls.keyFile = value;
        } else if (tls && name == u"sni") {
            o.tls.serverName = value;
        } else if (tls && (name == u"verify" || name == u"insecure")) {
            const auto flag = parseBool(name, value);
            if (!flag)
                return flag.error();
            o.tls.verifyPeer = (name == u"verify") ? *flag : !*flag;
        } else {
            return invalid(
                QStringLiteral("unknown option \"%1\" in the URL%2")
                    .arg(name, tls ? QString() : QStringLiteral(" (TLS options need rediss://)")));
        }
    }
    if (!o.tls.certFile.isEmpty() != !o.tls.keyFile.isEmpty())
        return invalid(QStringLiteral("a client certificate needs both cert and key"));
    return {};
}
} // namespace

Result<ConnectionOptions> ConnectionOptions::fromUrl(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return invalid(QStringLiteral("the URL is empty"));
    const QUrl url(trimmed, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid()) {
        if (scheme == u"redis" || scheme == u"rediss")
            return invalid(QStringLiteral("invalid URL \"%1\": %2 (expected "
                                          "redis://[user:password@]host:port/db)")
                               .arg(trimmed, url.errorString()));
        return invalid(QStringLiteral("invalid URL \"%1\": %2").arg(trimmed, url.errorString()));
    }

    ConnectionOptions o;
    if (scheme == u"redis" || scheme == u"rediss") {
        o.transport = scheme == u"rediss" ? Transport::Tls : Transport::Tcp;
        if (!url.host().isEmpty())
            o.host = url.host(QUrl::FullyDecoded);
        if (url.port() == 0)
            return invalid(QStringLiteral("port 0 is not a port one can connect to"));
        o.port = quint16(url.port(6379));
        const QString path = url.path(QUrl::FullyDecoded);
        if (!path.isEmpty() && path != u"/") {
            const auto db =
                parseNonNegative(QStringLiteral("the database number"), path.mid(1), 1 << 20);
            if (!db)
                return db.error();
            o.db = *db;
        }
    } else if (scheme == u"unix") {
        o.transport = Transport::Unix;
        o.socketPath = url.path(QUrl::FullyDecoded);
        if (o.socketPath.isEmpty())
            return invalid(QStringLiteral("unix:// URL without a socket path (e.g. "
                                          "unix:///run/redis/redis.sock)"));
    } else if (scheme.isEmpty()) {
        return invalid(QStringLiteral("\"%1\" has no scheme: use redis://host:port, "
                                      "rediss://host:port or unix:///path")
                           .arg(trimmed));
    } else {
        return invalid(QStringLiteral("unknown scheme \"%1\": use redis://, rediss:// or unix://")
                           .arg(scheme));
    }

    o.user = url.userName(QUrl::FullyDecoded);
    o.password = url.password(QUrl::FullyDecoded);
    if (const auto applied = applyQuery(o, url); !applied)
        return applied.error();
    return o;
}

QString ConnectionOptions::toUrl(bool withPassword) const
{
    QUrl url;
    struct EncodingQuery : QUrlQuery
    {
        // QUrlQuery takes values as already encoded: "%41" would come back as "A".
        void addQueryItem(const QString &key, const QString &value)
        {
            QUrlQuery::addQueryItem(key, QString::fromLatin1(QUrl::toPercentEncoding(value)));
        }
    } query;
    switch (transport) {
    case Transport::Tcp:
    case Transport::Tls:
        url.setScheme(transport == Transport::Tls ? QStringLiteral("rediss")
                                                  : QStringLiteral("redis"));
        url.setHost(host);
        url.setPort(port);
        if (db != 0)
            url.setPath(QLatin1Char('/') + QString::number(db));
        if (!user.isEmpty())
            url.setUserName(user);
        if (withPassword && !password.isEmpty())
            url.setPassword(password);
        break;
    case Transport::Unix:
        url.setScheme(QStringLiteral("unix"));
        url.setPath(socketPath);
        if (db != 0)
            query.addQueryItem(QStringLiteral("db"), QString::number(db));
        if (!user.isEmpty())
            query.addQueryItem(QStringLiteral("user"), user);
        if (withPassword && !password.isEmpty())
            query.addQueryItem(QStringLiteral("password"), password);
        break;
    }
    const ConnectionOptions defaults;
    if (connectTimeoutMs != defaults.connectTimeoutMs)
        query.addQueryItem(QStringLiteral("connect_timeout"), QString::number(connectTimeoutMs));
    if (commandTimeoutMs != defaults.commandTimeoutMs)
        query.addQueryItem(QStringLiteral("timeout"), QString::number(commandTimeoutMs));
    if (readOnly)
        query.addQueryItem(QStringLiteral("read_only"), QStringLiteral("yes"));
    if (!clientName.isEmpty())
        query.addQueryItem(QStringLiteral("name"), clientName);
    if (transport == Transport::Tls) {
        if (!tls.caFile.isEmpty())
            query.addQueryItem(QStringLiteral("ca"), tls.caFile);
        if (!tls.certFile.isEmpty())
            query.addQueryItem(QStringLiteral("cert"), tls.certFile);
        if (!tls.keyFile.isEmpty())
            query.addQueryItem(QStringLiteral("key"), tls.keyFile);
        if (!tls.serverName.isEmpty())
            query.addQueryItem(QStringLiteral("sni"), tls.serverName);
        if (!tls.verifyPeer)
            query.addQueryItem(QStringLiteral("verify"), QStringLiteral("no"));
    }
    if (!query.isEmpty())
        url.setQuery(query);
    return url.toString(QUrl::FullyEncoded);
}

QString ConnectionOptions::endpoint() const
{
    if (transport == Transport::Unix)
        return QStringLiteral("unix:") + socketPath +
               (db ? QStringLiteral("/%1").arg(db) : QString());
    const QString h =
        host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    return QStringLiteral("%1:%2/%3").arg(h).arg(port).arg(db);
}

bool ConnectionOptions::operator==(const ConnectionOptions &o) const
{
    return transport == o.transport && host == o.host && port == o.port &&
           socketPath == o.socketPath && user == o.user && password == o.password && db == o.db &&
           clientName == o.clientName && connectTimeoutMs == o.connectTimeoutMs &&
           commandTimeoutMs == o.commandTimeoutMs && readOnly == o.readOnly &&
           tls.caFile == o.tls.caFile && tls.certFile == o.tls.certFile &&
           tls.keyFile == o.tls.keyFile && tls.verifyPeer == o.tls.verifyPeer &&
           tls.serverName == o.tls.serverName;
}
