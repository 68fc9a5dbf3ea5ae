#include "connectionoptions.h"

#include <QHostAddress>
#include <QUrlQuery>

// The URL is split by hand rather than by QUrl: QUrl's errors speak of its parser ("Relative URL's
// path component contains ':' before any '/'", 'host = ""'), quote the whole URL with its
// password, and an empty host parses as valid.
namespace {
constexpr int MaxDb = 1 << 20;
constexpr int MaxTimeoutMs = 24 * 3600 * 1000;

RedisError invalid(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}

QString decoded(QStringView text)
{
    return QUrl::fromPercentEncoding(text.toUtf8());
}

// text as a whole number from min to max, in plain decimal digits; the error names it "what".
Result<int> parseNumber(const QString &what, const QString &text, int min, int max,
                        const QString &unit = QString())
{
    bool ok = !text.isEmpty() && text.size() <= 9;
    for (const QChar c : text)
        ok = ok && c >= u'0' && c <= u'9';
    const int value = ok ? text.toInt() : -1;
    if (!ok || value < min || value > max)
        return invalid(QStringLiteral("%1 \"%2\" is not a number from %3 to %4%5")
                           .arg(what, text)
                           .arg(min)
                           .arg(max)
                           .arg(unit.isEmpty() ? QString() : QStringLiteral(" ") + unit));
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

const QStringList CommonOptions = {QStringLiteral("db"),
                                   QStringLiteral("connect_timeout"),
                                   QStringLiteral("timeout"),
                                   QStringLiteral("name"),
                                   QStringLiteral("read_only"),
                                   QStringLiteral("replica"),
                                   QStringLiteral("user"),
                                   QStringLiteral("password"),
                                   QStringLiteral("cluster"),
                                   QStringLiteral("cluster_host_map"),
                                   QStringLiteral("cluster_keep_host"),
                                   QStringLiteral("sentinel_user"),
                                   QStringLiteral("sentinel_password"),
                                   QStringLiteral("ssh"),
                                   QStringLiteral("ssh_key"),
                                   QStringLiteral("ssh_known_hosts"),
                                   QStringLiteral("ssh_config"),
                                   QStringLiteral("ssh_jump"),
                                   QStringLiteral("ssh_accept_new")};
constexpr quint16 DefaultSentinelPort = 26379;

Result<void> applyHostAndPort(ConnectionOptions &o, QStringView hostPort, const QString &scheme);

// "announced=reachable,announced=reachable", each "host:port".
Result<void> applyHostMap(ConnectionOptions &o, const QString &value)
{
    o.clusterHostMap.clear();
    for (const QStringView pair : QStringView(value).split(u',', Qt::SkipEmptyParts)) {
        const qsizetype equals = pair.indexOf(u'=');
        if (equals < 0)
            return invalid(QStringLiteral("cluster_host_map: \"%1\" is not ANNOUNCED=REACHABLE, "
                                          "as in 10.0.0.5:6379=127.0.0.1:7001")
                               .arg(pair.toString()));
        ConnectionOptions from, to;
        for (auto [side, text] :
             {std::pair{&from, pair.left(equals)}, std::pair{&to, pair.mid(equals + 1)}}) {
            if (!text.contains(u':'))
                return invalid(QStringLiteral("cluster_host_map: \"%1\" needs a port, as in "
                                              "10.0.0.5:6379")
                                   .arg(text.toString()));
            if (auto applied = applyHostAndPort(*side, text, QStringLiteral("redis")); !applied)
                return invalid(QStringLiteral("cluster_host_map: ") + applied.error().message());
        }
        const auto address = [](const ConnectionOptions &side) {
            return side.host.contains(u':')
                       ? QStringLiteral("[%1]:%2").arg(side.host).arg(side.port)
                       : QStringLiteral("%1:%2").arg(side.host).arg(side.port);
        };
        o.clusterHostMap.insert(address(from), address(to));
    }
    return {};
}
const QStringList TlsOnlyOptions = {QStringLiteral("ca"),     QStringLiteral("cert"),
                                    QStringLiteral("key"),    QStringLiteral("sni"),
                                    QStringLiteral("verify"), QStringLiteral("insecure")};

// lettuce: the URL is redis-sentinel://, the one scheme that takes sentinelMasterId.
Result<void> applyOption(ConnectionOptions &o, const QString &name, const QString &value,
                         bool lettuce)
{
    const bool tls = o.transport == ConnectionOptions::Transport::Tls;
    if (name == u"db") {
        const auto db = parseNumber(QStringLiteral("database"), value, 0, MaxDb);
        if (!db)
            return db.error();
        o.db = *db;
    } else if (name == u"connect_timeout" || name == u"timeout") {
        const auto ms = parseNumber(name, value, 0, MaxTimeoutMs, QStringLiteral("milliseconds"));
        if (!ms)
            return ms.error();
        (name == u"timeout" ? o.commandTimeoutMs : o.connectTimeoutMs) = *ms;
    } else if (name == u"name") {
        if (value.contains(QLatin1Char(' ')))
            return invalid(QStringLiteral("client name must not contain spaces"));
        o.clientName = value;
        o.clientNameGiven = true;
    } else if (name == u"read_only") {
        const auto flag = parseBool(name, value);
        if (!flag)
            return flag.error();
        o.readOnly = *flag;
    } else if (name == u"replica") {
        const auto flag = parseBool(name, value);
        if (!flag)
            return flag.error();
        o.readFromReplicas = *flag;
    } else if (name == u"cluster") {
        const QString v = value.toLower();
        if (v == u"auto") {
            o.cluster = ConnectionOptions::Cluster::Auto;
        } else {
            const auto flag = parseBool(name, value);
            if (!flag)
                return invalid(
                    QStringLiteral("cluster must be yes, no or auto, not \"%1\"").arg(value));
            o.cluster = *flag ? ConnectionOptions::Cluster::Yes : ConnectionOptions::Cluster::No;
        }
    } else if (name == u"cluster_keep_host") {
        const auto flag = parseBool(name, value);
        if (!flag)
            return flag.error();
        o.clusterKeepSeedHost = *flag;
    } else if (name == u"cluster_host_map") {
        if (auto applied = applyHostMap(o, value); !applied)
            return applied;
    } else if (name == u"sentinelMasterId") {
        if (!lettuce)
            return invalid(
                QStringLiteral("option \"sentinelMasterId\" is for Lettuce's Sentinel "
                               "URLs: redis-sentinel://HOST:26379?sentinelMasterId=..."));
        if (value.isEmpty())
            return invalid(QStringLiteral("sentinelMasterId is empty"));
        o.sentinelMaster = value;
    } else if (name == u"sentinel_user" || name == u"sentinel_password") {
        if (!o.isSentinel() && !lettuce)
            return invalid(QStringLiteral("option \"%1\" is for the sentinels of a Sentinel URL: "
                                          "redis+sentinel://HOST:26379/MASTER_NAME?%1=...")
                               .arg(name));
        (name == u"sentinel_user" ? o.sentinelUser : o.sentinelPassword) = value;
    } else if (name == u"ssh") {
        const auto spec = SshOptions::fromSpec(value);
        if (!spec)
            return invalid(QStringLiteral("ssh: ") + spec.error().message());
        o.ssh.host = spec->host;
        o.ssh.port = spec->port;
        o.ssh.user = spec->user;
    } else if (name == u"ssh_key") {
        o.ssh.keyFile = value;
    } else if (name == u"ssh_known_hosts") {
        o.ssh.knownHostsFile = value;
    } else if (name == u"ssh_config") {
        o.ssh.configFile = value;
    } else if (name == u"ssh_jump") {
        for (const QString &jump : value.split(u',', Qt::SkipEmptyParts))
            if (const auto spec = SshOptions::fromSpec(jump); !spec && value != u"none")
                return invalid(QStringLiteral("ssh_jump: ") + spec.error().message());
        o.ssh.proxyJump = value;
    } else if (name == u"ssh_accept_new") {
        const auto flag = parseBool(name, value);
        if (!flag)
            return flag.error();
        o.ssh.acceptNew = *flag;
    } else if (name == u"ssh_password" || name == u"ssh_passphrase") {
        return invalid(QStringLiteral("%1 is a secret and never goes in a URL: use the agent or a "
                                      "key, or type it when asked (docs/connections.md)")
                           .arg(name));
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
    } else if (TlsOnlyOptions.contains(name)) {
        return invalid(QStringLiteral("option \"%1\" is for TLS: use rediss://").arg(name));
    } else {
        return invalid(QStringLiteral("unknown option \"%1\" in the URL (known: %2)")
                           .arg(name, (tls ? CommonOptions + TlsOnlyOptions : CommonOptions)
                                          .join(QStringLiteral(", "))));
    }
    return {};
}

// "name=value&name=value", each part percent-decoded; empty items are skipped.
Result<void> applyQuery(ConnectionOptions &o, QStringView query, bool lettuce)
{
    for (const QStringView item : query.split(u'&', Qt::SkipEmptyParts)) {
        const qsizetype equals = item.indexOf(u'=');
        const QString name = decoded(equals < 0 ? item : item.left(equals));
        const QString value = equals < 0 ? QString() : decoded(item.mid(equals + 1));
        if (auto applied = applyOption(o, name, value, lettuce); !applied)
            return applied;
    }
    if (o.tls.certFile.isEmpty() != o.tls.keyFile.isEmpty())
        return invalid(QStringLiteral("a client certificate needs both cert and key"));
    if (!o.ssh.enabled() &&
        (!o.ssh.keyFile.isEmpty() || !o.ssh.knownHostsFile.isEmpty() ||
         !o.ssh.configFile.isEmpty() || !o.ssh.proxyJump.isEmpty() || o.ssh.acceptNew))
        return invalid(QStringLiteral("the ssh_* options need the SSH host: ssh=user@host[:port]"));
    if (o.cluster == ConnectionOptions::Cluster::Yes && o.db != 0)
        return invalid(
            QStringLiteral("a Redis Cluster has only database 0: drop the /%1 or db=%1").arg(o.db));
    if (o.readFromReplicas && !o.readOnly)
        return invalid(QStringLiteral("replica=yes reads from replicas, which take no writes: "
                                      "it needs read-only mode (add read_only=yes)"));
    if (o.readFromReplicas && o.cluster == ConnectionOptions::Cluster::No && !o.isSentinel())
        return invalid(QStringLiteral("replica=yes reads from a cluster's replicas: it does not "
                                      "go with cluster=no"));
    if (o.clusterKeepSeedHost && !o.moreSeeds.isEmpty())
        return invalid(QStringLiteral("cluster_keep_host=yes reaches every node at the seed's "
                                      "host: give one seed, not several"));
    if (o.isSentinel()) {
        if (o.cluster == ConnectionOptions::Cluster::Yes)
            return invalid(QStringLiteral("a master found through Sentinel is not a Redis "
                                          "Cluster: drop cluster=yes"));
        if (o.clusterKeepSeedHost || !o.clusterHostMap.isEmpty())
            return invalid(QStringLiteral("cluster_host_map and cluster_keep_host are for a "
                                          "Redis Cluster, not for Sentinel"));
        return {};
    }
    if (!o.moreSeeds.isEmpty() && o.cluster != ConnectionOptions::Cluster::Yes)
        return invalid(QStringLiteral("several hosts are the seeds of a cluster: add "
                                      "?cluster=yes"));
    return {};
}

// HOST, [IPV6] or an empty string; PORT digits.
Result<void> applyHostAndPort(ConnectionOptions &o, QStringView hostPort, const QString &scheme)
{
    QStringView host = hostPort;
    QStringView port;
    bool hasPort = false;
    if (hostPort.startsWith(u'[')) {
        const qsizetype close = hostPort.indexOf(u']');
        if (close < 0)
            return invalid(QStringLiteral("\"[\" in the host has no \"]\": write an IPv6 "
                                          "address as %1://[::1]:6379")
                               .arg(scheme));
        host = hostPort.mid(1, close - 1);
        const QStringView rest = hostPort.mid(close + 1);
        if (!rest.isEmpty() && !rest.startsWith(u':'))
            return invalid(QStringLiteral("\"%1\" after the IPv6 address is not \":PORT\"")
                               .arg(rest.toString()));
        hasPort = !rest.isEmpty();
        port = rest.mid(1);
        if (QHostAddress(host.toString()).protocol() != QAbstractSocket::IPv6Protocol)
            return invalid(QStringLiteral("\"%1\" is not an IPv6 address").arg(host.toString()));
    } else if (const qsizetype colon = hostPort.indexOf(u':'); colon >= 0) {
        host = hostPort.left(colon);
        port = hostPort.mid(colon + 1);
        hasPort = true;
        if (port.contains(u':'))
            return invalid(QStringLiteral("the host has more than one \":\": write an IPv6 "
                                          "address in brackets, as %1://[::1]:6379")
                               .arg(scheme));
    }
    if (host.isEmpty())
        return invalid(QStringLiteral("the URL has no host: write %1://HOST[:PORT]").arg(scheme));

    QUrl checked;
    checked.setHost(decoded(host), QUrl::StrictMode);
    if (!checked.isValid() || checked.host().isEmpty())
        return invalid(
            QStringLiteral("host \"%1\" is not a host name or an IP address").arg(host.toString()));
    o.host = checked.host(QUrl::FullyDecoded);

    // "HOST:" keeps the default port, as an empty port does in any URL.
    if (hasPort && !port.isEmpty()) {
        const auto number = parseNumber(QStringLiteral("port"), port.toString(), 1, 65535);
        if (!number)
            return number.error();
        o.port = quint16(*number);
    }
    return {};
}

// [[USER][:PASSWORD]@]HOST[:PORT][,HOST[:PORT]...]: the first host is the connection's own,
// the others go to moreSeeds (a cluster's seeds, or more sentinels); defaultPort where a host
// gives none.
Result<void> applyAuthority(ConnectionOptions &o, QStringView authority, const QString &scheme,
                            quint16 defaultPort)
{
    // The last "@": an unencoded "@" in a password still belongs to the password.
    const qsizetype at = authority.lastIndexOf(u'@');
    if (at >= 0) {
        const QStringView userInfo = authority.left(at);
        const qsizetype colon = userInfo.indexOf(u':');
        o.user = decoded(colon < 0 ? userInfo : userInfo.left(colon));
        o.password = colon < 0 ? QString() : decoded(userInfo.mid(colon + 1));
    }
    const QList<QStringView> hosts = authority.mid(at + 1).split(u',');
    for (qsizetype i = hosts.size() - 1; i >= 0; --i) {
        o.port = defaultPort;
        if (auto applied = applyHostAndPort(o, hosts.at(i), scheme); !applied)
            return applied;
        if (i > 0)
            o.moreSeeds.prepend({o.host, o.port});
    }
    return {};
}

// redis[s]://[[USER][:PASSWORD]@]HOST[:PORT][/[DB]] (the query already cut off).
Result<void> applyServer(ConnectionOptions &o, QStringView rest, const QString &scheme)
{
    const qsizetype slash = rest.indexOf(u'/');
    const QStringView authority = slash < 0 ? rest : rest.left(slash);
    const QStringView path = slash < 0 ? QStringView() : rest.mid(slash + 1);
    if (auto applied = applyAuthority(o, authority, scheme, ConnectionOptions().port); !applied)
        return applied;

    if (!path.isEmpty()) {
        const auto db = parseNumber(QStringLiteral("database"), decoded(path), 0, MaxDb);
        if (!db)
            return db.error();
        o.db = *db;
    }
    return {};
}

// An "@" after the end of a redis[s]:// URL's authority (its first "/" or "?"): a password
// with an unencoded "/" or "?" was cut short there, so an error about the host, port, database
// or an option would quote a piece of it.
bool cutPassword(const QString &url, qsizetype separator)
{
    const QStringView afterScheme = QStringView(url).mid(separator + 3);
    qsizetype end = afterScheme.size();
    for (const QChar c : {u'/', u'?'})
        if (const qsizetype at = afterScheme.indexOf(c); at >= 0)
            end = std::min(end, at);
    return afterScheme.mid(end).contains(u'@');
}

RedisError cutPasswordError()
{
    return RedisError(RedisError::Kind::InvalidArgument,
                      QStringLiteral("the URL does not parse, and it has an \"@\" after a \"/\" "
                                     "or \"?\": write a \"/\", \"?\" or \"@\" in a user name or "
                                     "password as %2F, %3F or %40"));
}

// unix:PATH, unix://PATH with PATH absolute, or unix://localhost/PATH.
Result<void> applySocketPath(ConnectionOptions &o, QStringView rest)
{
    const QString usage = QStringLiteral("write unix:///PATH (e.g. unix:///run/redis/redis.sock)");
    if (rest.startsWith(u"//")) {
        rest = rest.mid(2);
        if (rest.startsWith(u"localhost/", Qt::CaseInsensitive))
            rest = rest.mid(9);
        if (!rest.isEmpty() && !rest.startsWith(u'/'))
            return invalid(QStringLiteral("the socket path must start with \"/\": %1").arg(usage));
    }
    o.socketPath = decoded(rest);
    // "//run/r.sock" is "/run/r.sock"; kept, it would not survive toUrl() (a URL path may not
    // start with "//" when there is no host).
    while (o.socketPath.startsWith(QLatin1String("//")))
        o.socketPath.remove(0, 1);
    if (o.socketPath.isEmpty())
        return invalid(QStringLiteral("the URL has no socket path: %1").arg(usage));
    return {};
}

// redis+sentinel://[[USER][:PASSWORD]@]SENTINELS/MASTER[/DB], or with fragment (Lettuce's
// redis-sentinel://SENTINELS[/DB]#MASTER) the master from there (the query already cut off).
Result<void> applySentinels(ConnectionOptions &o, QStringView rest, const QString &scheme,
                            const QString &fragment)
{
    const QString usage =
        scheme == u"redis-sentinel"
            ? QStringLiteral("redis-sentinel://HOST:26379[,HOST:PORT][/DB]#MASTER_NAME")
            : QStringLiteral("redis+sentinel://HOST:26379[,HOST:PORT]/MASTER_NAME[/DB]");
    const qsizetype slash = rest.indexOf(u'/');
    const QStringView authority = slash < 0 ? rest : rest.left(slash);
    QStringView path = slash < 0 ? QStringView() : rest.mid(slash + 1);
    if (auto applied = applyAuthority(o, authority, scheme, DefaultSentinelPort); !applied)
        return applied;
    o.cluster = ConnectionOptions::Cluster::No;
    if (scheme == u"redis+sentinel") {
        const qsizetype nameEnd = path.indexOf(u'/');
        o.sentinelMaster = decoded(nameEnd < 0 ? path : path.left(nameEnd));
        path = nameEnd < 0 ? QStringView() : path.mid(nameEnd + 1);
    } else {
        o.sentinelMaster = decoded(fragment);
    }
    if (!path.isEmpty()) {
        const auto db = parseNumber(QStringLiteral("database"), decoded(path), 0, MaxDb);
        if (!db)
            return db.error();
        o.db = *db;
    }
    if (o.sentinelMaster.isEmpty() && scheme == u"redis+sentinel")
        return invalid(QStringLiteral("a Sentinel URL names the master the sentinels monitor: "
                                      "write %1")
                           .arg(usage));
    return {};
}

bool isSchemeName(QStringView text)
{
    if (text.isEmpty() || !text.front().isLetter())
        return false;
    for (const QChar c : text)
        if (!(c.isLetterOrNumber() || c == u'+' || c == u'-' || c == u'.') || c.unicode() > 127)
            return false;
    return true;
}
} // namespace

Result<ConnectionOptions> ConnectionOptions::fromUrl(const QString &text)
{
    QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return invalid(QStringLiteral("the URL is empty: write redis://HOST[:PORT], "
                                      "rediss://HOST[:PORT] or unix:///PATH"));
    // Lettuce's Sentinel form names the master after a "#", the one place a "#" may be.
    QString fragment;
    // A "#" before the last "@" is in a password: the generic error below, which quotes
    // nothing.
    const bool lettuce = trimmed.startsWith(QLatin1String("redis-sentinel:"), Qt::CaseInsensitive);
    if (lettuce) {
        const qsizetype hash = trimmed.lastIndexOf(u'#');
        const QStringView after = hash < 0 ? QStringView() : QStringView(trimmed).mid(hash + 1);
        if (hash > trimmed.lastIndexOf(u'@') && !after.contains(u'@') && !after.contains(u'?') &&
            !after.contains(u'/')) {
            fragment = after.toString();
            trimmed.truncate(hash);
        }
    }
    if (trimmed.contains(u'#'))
        return invalid(QStringLiteral("the URL has a \"#\": write a \"#\" in a password or an "
                                      "option as %23"));

    const qsizetype question = trimmed.indexOf(u'?');
    const QStringView beforeQuery =
        QStringView(trimmed).left(question < 0 ? trimmed.size() : question);
    const QStringView query = question < 0 ? QStringView() : QStringView(trimmed).mid(question + 1);

    ConnectionOptions o;
    const qsizetype separator = beforeQuery.indexOf(u"://");
    const qsizetype colon = beforeQuery.indexOf(u':');
    const QString scheme = colon < 0 ? QString() : beforeQuery.left(colon).toString().toLower();
    if (scheme == u"unix") {
        o.transport = Transport::Unix;
        if (auto applied = applySocketPath(o, beforeQuery.mid(colon + 1)); !applied)
            return applied.error();
    } else if (separator < 0 || separator != colon || !isSchemeName(beforeQuery.left(colon))) {
        if (scheme == u"redis" || scheme == u"rediss")
            return invalid(QStringLiteral("\"%1:\" must be followed by \"//\": write "
                                          "%1://HOST[:PORT]")
                               .arg(scheme));
        return invalid(QStringLiteral("the URL has no scheme: write redis://HOST[:PORT], "
                                      "rediss://HOST[:PORT] or unix:///PATH"));
    } else if (scheme == u"redis" || scheme == u"rediss") {
        o.transport = scheme == u"rediss" ? Transport::Tls : Transport::Tcp;
        if (auto applied = applyServer(o, beforeQuery.mid(separator + 3), scheme); !applied)
            return cutPassword(trimmed, separator) ? cutPasswordError() : applied.error();
    } else if (scheme == u"redis+sentinel" || scheme == u"redis-sentinel") {
        if (auto applied = applySentinels(o, beforeQuery.mid(separator + 3), scheme, fragment);
            !applied)
            return cutPassword(trimmed, separator) ? cutPasswordError() : applied.error();
    } else if (scheme == u"rediss+sentinel" || scheme == u"rediss-sentinel") {
        return invalid(QStringLiteral("TLS to Sentinel-managed servers is not supported yet: "
                                      "use redis+sentinel:// on a trusted network, or an SSH "
                                      "tunnel"));
    } else {
        return invalid(QStringLiteral("unknown scheme \"%1\": use redis://, rediss://, unix:// "
                                      "or redis+sentinel://")
                           .arg(scheme));
    }

    if (auto applied = applyQuery(o, query, lettuce); !applied)
        return o.transport != Transport::Unix && cutPassword(trimmed, separator)
                   ? cutPasswordError()
                   : applied.error();
    if (scheme == u"redis-sentinel" && o.sentinelMaster.isEmpty())
        return invalid(QStringLiteral("a Sentinel URL names the master the sentinels monitor: "
                                      "write redis-sentinel://HOST:26379[/DB]#MASTER_NAME"));
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
        if (isSentinel()) {
            url.setScheme(QStringLiteral("redis+sentinel"));
            url.setPath(QLatin1Char('/') +
                            QString::fromLatin1(QUrl::toPercentEncoding(sentinelMaster)) +
                            (db != 0 ? QLatin1Char('/') + QString::number(db) : QString()),
                        QUrl::TolerantMode);
            if (!sentinelUser.isEmpty())
                query.addQueryItem(QStringLiteral("sentinel_user"), sentinelUser);
            if (withPassword && !sentinelPassword.isEmpty())
                query.addQueryItem(QStringLiteral("sentinel_password"), sentinelPassword);
        } else if (db != 0) {
            url.setPath(QLatin1Char('/') + QString::number(db));
        }
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
    if (readFromReplicas)
        query.addQueryItem(QStringLiteral("replica"), QStringLiteral("yes"));
    if (!clientName.isEmpty() || clientNameGiven)
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
    if (cluster != Cluster::Auto && !isSentinel())
        query.addQueryItem(QStringLiteral("cluster"),
                           cluster == Cluster::Yes ? QStringLiteral("yes") : QStringLiteral("no"));
    if (clusterKeepSeedHost)
        query.addQueryItem(QStringLiteral("cluster_keep_host"), QStringLiteral("yes"));
    if (!clusterHostMap.isEmpty()) {
        QStringList pairs;
        for (auto it = clusterHostMap.constBegin(); it != clusterHostMap.constEnd(); ++it)
            pairs.append(it.key() + u'=' + it.value());
        query.addQueryItem(QStringLiteral("cluster_host_map"), pairs.join(u','));
    }
    if (ssh.enabled()) {
        query.addQueryItem(QStringLiteral("ssh"), ssh.spec());
        if (!ssh.keyFile.isEmpty())
            query.addQueryItem(QStringLiteral("ssh_key"), ssh.keyFile);
        if (!ssh.knownHostsFile.isEmpty())
            query.addQueryItem(QStringLiteral("ssh_known_hosts"), ssh.knownHostsFile);
        if (!ssh.configFile.isEmpty())
            query.addQueryItem(QStringLiteral("ssh_config"), ssh.configFile);
        if (!ssh.proxyJump.isEmpty())
            query.addQueryItem(QStringLiteral("ssh_jump"), ssh.proxyJump);
        if (ssh.acceptNew)
            query.addQueryItem(QStringLiteral("ssh_accept_new"), QStringLiteral("yes"));
    }
    if (!query.isEmpty())
        url.setQuery(query);
    QString text = url.toString(QUrl::FullyEncoded);
    if (!moreSeeds.isEmpty() && transport != Transport::Unix) {
        // QUrl has one host: the other seeds go after the first one's port.
        QStringList seeds;
        for (const Seed &s : moreSeeds)
            seeds.append(s.host.contains(u':') ? QStringLiteral("[%1]:%2").arg(s.host).arg(s.port)
                                               : QStringLiteral("%1:%2").arg(s.host).arg(s.port));
        const QString first = QStringLiteral(":%1").arg(port);
        const qsizetype authorityEnd = text.indexOf(u'/', text.indexOf(u"://") + 3);
        const qsizetype portAt =
            text.lastIndexOf(first, authorityEnd < 0 ? text.size() : authorityEnd);
        if (portAt >= 0)
            text.insert(portAt + first.size(), u',' + seeds.join(u','));
    }
    return text;
}

QString ConnectionOptions::address() const
{
    if (transport == Transport::Unix)
        return QStringLiteral("unix:") + socketPath;
    return host.contains(QLatin1Char(':')) ? QStringLiteral("[%1]:%2").arg(host).arg(port)
                                           : QStringLiteral("%1:%2").arg(host).arg(port);
}

QString ConnectionOptions::endpoint() const
{
    const QString tunnel = ssh.enabled() ? QStringLiteral(" via ssh ") + ssh.spec() : QString();
    if (isSentinel())
        return QStringLiteral("%1 via sentinel %2/%3").arg(sentinelMaster, address()).arg(db) +
               tunnel;
    if (transport == Transport::Unix)
        return QStringLiteral("unix:") + socketPath +
               (db ? QStringLiteral("/%1").arg(db) : QString()) + tunnel;
    const QString h =
        host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    return QStringLiteral("%1:%2/%3").arg(h).arg(port).arg(db) + tunnel;
}

bool ConnectionOptions::operator==(const ConnectionOptions &o) const
{
    return transport == o.transport && host == o.host && port == o.port &&
           socketPath == o.socketPath && user == o.user && password == o.password && db == o.db &&
           clientName == o.clientName && clientNameGiven == o.clientNameGiven &&
           connectTimeoutMs == o.connectTimeoutMs && commandTimeoutMs == o.commandTimeoutMs &&
           readOnly == o.readOnly && tls.caFile == o.tls.caFile && tls.certFile == o.tls.certFile &&
           tls.keyFile == o.tls.keyFile && tls.verifyPeer == o.tls.verifyPeer &&
           tls.serverName == o.tls.serverName && cluster == o.cluster && moreSeeds == o.moreSeeds &&
           clusterHostMap == o.clusterHostMap && readFromReplicas == o.readFromReplicas &&
           clusterReadOnlyLink == o.clusterReadOnlyLink &&
           clusterKeepSeedHost == o.clusterKeepSeedHost && sentinelMaster == o.sentinelMaster &&
           sentinelUser == o.sentinelUser && sentinelPassword == o.sentinelPassword && ssh == o.ssh;
}
