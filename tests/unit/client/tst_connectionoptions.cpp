#include "connectionoptions.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TestConnectionOptions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesValidUrls_data();
    void parsesValidUrls();
    void rejectsBadUrlsWithTheirMessage_data();
    void rejectsBadUrlsWithTheirMessage();
    void errorsSpeakNoUrlParserJargon_data();
    void errorsSpeakNoUrlParserJargon();
    void errorsNeverQuoteThePassword_data();
    void errorsNeverQuoteThePassword();
    void anAtInAnOptionIsNotACutPassword();
    void roundTripsThroughToUrl_data();
    void roundTripsThroughToUrl();
    void parsesClusterSeedsAndHostMap();
    void parsesSentinelForms();
    void leavesPasswordOutOfUrlUnlessAsked();
    void endpointNamesTheServer();
};

using Transport = ConnectionOptions::Transport;
Q_DECLARE_METATYPE(Transport)

void TestConnectionOptions::parsesValidUrls_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<Transport>("transport");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("socketPath");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("password");
    QTest::addColumn<int>("db");

    QTest::newRow("plain") << "redis://localhost:6380" << Transport::Tcp << "localhost" << 6380
                           << ""
                           << ""
                           << "" << 0;
    QTest::newRow("default port") << "redis://10.1.2.3" << Transport::Tcp << "10.1.2.3" << 6379
                                  << ""
                                  << ""
                                  << "" << 0;
    QTest::newRow("empty port keeps the default")
        << "redis://h:" << Transport::Tcp << "h" << 6379 << ""
        << ""
        << "" << 0;
    QTest::newRow("slash without db") << "redis://h:1/" << Transport::Tcp << "h" << 1 << ""
                                      << ""
                                      << "" << 0;
    QTest::newRow("ipv6 with db and password")
        << "redis://:pw@[::1]:7000/4" << Transport::Tcp << "::1" << 7000 << ""
        << ""
        << "pw" << 4;
    QTest::newRow("ipv6 without port") << "redis://[::1]" << Transport::Tcp << "::1" << 6379 << ""
                                       << ""
                                       << "" << 0;
    QTest::newRow("unencoded @ in password")
        << "redis://u:p@ss@h" << Transport::Tcp << "h" << 6379 << ""
        << "u"
        << "p@ss" << 0;
    QTest::newRow("host with underscore (container name)")
        << "redis://redis_1:6379" << Transport::Tcp << "redis_1" << 6379 << ""
        << ""
        << "" << 0;
    QTest::newRow("host is lower-cased")
        << "redis://Cache.Example" << Transport::Tcp << "cache.example" << 6379 << ""
        << ""
        << "" << 0;
    QTest::newRow("db option") << "redis://h?db=5" << Transport::Tcp << "h" << 6379 << ""
                               << ""
                               << "" << 5;
    QTest::newRow("user and password options")
        << "redis://h?user=al&password=p%26w" << Transport::Tcp << "h" << 6379 << ""
        << "al"
        << "p&w" << 0;
    QTest::newRow("surrounding spaces") << "  redis://h:2  " << Transport::Tcp << "h" << 2 << ""
                                        << ""
                                        << "" << 0;
    QTest::newRow("unix with one slash")
        << "unix:/tmp/r.sock" << Transport::Unix << "127.0.0.1" << 6379 << "/tmp/r.sock"
        << ""
        << "" << 0;
    QTest::newRow("unix with localhost")
        << "unix://localhost/tmp/r.sock" << Transport::Unix << "127.0.0.1" << 6379 << "/tmp/r.sock"
        << ""
        << "" << 0;
    QTest::newRow("unix with an encoded space")
        << "unix:///tmp/my%20r.sock" << Transport::Unix << "127.0.0.1" << 6379 << "/tmp/my r.sock"
        << ""
        << "" << 0;
    QTest::newRow("db in path") << "redis://h:1/7" << Transport::Tcp << "h" << 1 << ""
                                << ""
                                << "" << 7;
    QTest::newRow("password only") << "redis://:s3cret@h" << Transport::Tcp << "h" << 6379 << ""
                                   << ""
                                   << "s3cret" << 0;
    QTest::newRow("acl user") << "redis://alice:pw@h:2/3" << Transport::Tcp << "h" << 2 << ""
                              << "alice"
                              << "pw" << 3;
    QTest::newRow("percent-encoded password")
        << "redis://:p%40ss%3Aw%2Fd@h" << Transport::Tcp << "h" << 6379 << ""
        << ""
        << "p@ss:w/d" << 0;
    QTest::newRow("ipv6") << "redis://[::1]:7000" << Transport::Tcp << "::1" << 7000 << ""
                          << ""
                          << "" << 0;
    QTest::newRow("tls") << "rediss://cache.example:6380" << Transport::Tls << "cache.example"
                         << 6380 << ""
                         << ""
                         << "" << 0;
    QTest::newRow("unix") << "unix:///run/redis/redis.sock" << Transport::Unix << "127.0.0.1"
                          << 6379 << "/run/redis/redis.sock"
                          << ""
                          << "" << 0;
    QTest::newRow("unix with db and password")
        << "unix:///tmp/r.sock?db=2&password=x" << Transport::Unix << "127.0.0.1" << 6379
        << "/tmp/r.sock"
        << ""
        << "x" << 2;
    QTest::newRow("user without password (nopass ACL user)")
        << "redis://alice@h" << Transport::Tcp << "h" << 6379 << ""
        << "alice"
        << "" << 0;
    QTest::newRow("scheme is case-insensitive") << "REDIS://h:5" << Transport::Tcp << "h" << 5 << ""
                                                << ""
                                                << "" << 0;
}

void TestConnectionOptions::parsesValidUrls()
{
    QFETCH(QString, url);
    QFETCH(Transport, transport);
    QFETCH(QString, host);
    QFETCH(int, port);
    QFETCH(QString, socketPath);
    QFETCH(QString, user);
    QFETCH(QString, password);
    QFETCH(int, db);

    const auto o = ConnectionOptions::fromUrl(url);
    QVERIFY2(o.ok(), qPrintable(o.error().toString()));
    QCOMPARE(o->transport, transport);
    QCOMPARE(o->host, host);
    QCOMPARE(int(o->port), port);
    QCOMPARE(o->socketPath, socketPath);
    QCOMPARE(o->user, user);
    QCOMPARE(o->password, password);
    QCOMPARE(o->db, db);
}

void TestConnectionOptions::rejectsBadUrlsWithTheirMessage_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("message");

    const QString forms =
        QStringLiteral("write redis://HOST[:PORT], rediss://HOST[:PORT] or unix:///PATH");
    const QString options =
        QStringLiteral("db, connect_timeout, timeout, name, read_only, replica, user, password, "
                       "cluster, cluster_host_map, cluster_keep_host, sentinel_user, "
                       "sentinel_password, ssh, ssh_key, ssh_known_hosts, "
                       "ssh_config, ssh_jump, ssh_accept_new");
    QTest::newRow("empty") << "" << (u"the URL is empty: " + forms);
    QTest::newRow("blank") << "   " << (u"the URL is empty: " + forms);
    QTest::newRow("host and port without scheme")
        << "localhost:6379" << (u"the URL has no scheme: " + forms);
    QTest::newRow("bare host") << "localhost" << (u"the URL has no scheme: " + forms);
    QTest::newRow("password without scheme")
        << "u:s3cret@h:1" << (u"the URL has no scheme: " + forms);
    QTest::newRow("one slash")
        << "redis:/h"
        << "\"redis:\" must be followed by \"//\": write redis://HOST[:PORT]";
    QTest::newRow("no slash") << "rediss:h:1"
                              << "\"rediss:\" must be followed by \"//\": write "
                                 "rediss://HOST[:PORT]";
    QTest::newRow("unknown scheme")
        << "http://localhost"
        << "unknown scheme \"http\": use redis://, rediss://, unix:// or redis+sentinel://";
    QTest::newRow("empty host") << "redis://"
                                << "the URL has no host: write redis://HOST[:PORT]";
    QTest::newRow("empty host, empty user info")
        << "redis://:@"
        << "the URL has no host: write redis://HOST[:PORT]";
    QTest::newRow("port without host") << "redis://:6379"
                                       << "the URL has no host: write redis://HOST[:PORT]";
    QTest::newRow("empty tls host") << "rediss://"
                                    << "the URL has no host: write rediss://HOST[:PORT]";
    QTest::newRow("password without host") << "redis://:pw@/2"
                                           << "the URL has no host: write redis://HOST[:PORT]";
    QTest::newRow("empty host, options") << "redis://?db=1"
                                         << "the URL has no host: write redis://HOST[:PORT]";
    QTest::newRow("port not a number") << "redis://127.0.0.1:abc"
                                       << "port \"abc\" is not a number from 1 to 65535";
    QTest::newRow("port too large") << "redis://h:99999"
                                    << "port \"99999\" is not a number from 1 to 65535";
    QTest::newRow("port zero") << "redis://h:0"
                               << "port \"0\" is not a number from 1 to 65535";
    QTest::newRow("port negative") << "redis://h:-1"
                                   << "port \"-1\" is not a number from 1 to 65535";
    QTest::newRow("port with a sign") << "redis://h:+80"
                                      << "port \"+80\" is not a number from 1 to 65535";
    QTest::newRow("ipv6 without brackets")
        << "redis://::1:6379"
        << "the host has more than one \":\": write an IPv6 address in brackets, as "
           "redis://[::1]:6379";
    QTest::newRow("ipv6 unclosed") << "redis://[::1"
                                   << "\"[\" in the host has no \"]\": write an IPv6 address as "
                                      "redis://[::1]:6379";
    QTest::newRow("not ipv6 in brackets") << "redis://[h]:1"
                                          << "\"h\" is not an IPv6 address";
    QTest::newRow("junk after brackets") << "redis://[::1]x"
                                         << "\"x\" after the IPv6 address is not \":PORT\"";
    QTest::newRow("bad ipv6 port") << "redis://[::1]:x"
                                   << "port \"x\" is not a number from 1 to 65535";
    QTest::newRow("host with a space") << "redis://h h:1"
                                       << "host \"h h\" is not a host name or an IP address";
    QTest::newRow("db not a number") << "redis://h/x"
                                     << "database \"x\" is not a number from 0 to 1048576";
    QTest::newRow("db negative") << "redis://h/-1"
                                 << "database \"-1\" is not a number from 0 to 1048576";
    QTest::newRow("db too large") << "redis://h/1048577"
                                  << "database \"1048577\" is not a number from 0 to 1048576";
    QTest::newRow("two path parts") << "redis://h:1/2/3"
                                    << "database \"2/3\" is not a number from 0 to 1048576";
    QTest::newRow("db option not a number") << "redis://h?db=x"
                                            << "database \"x\" is not a number from 0 to 1048576";
    QTest::newRow("hash") << "redis://:pa#ss@h"
                          << "the URL has a \"#\": write a \"#\" in a password or an option as "
                             "%23";
    QTest::newRow("unix without path")
        << "unix://"
        << "the URL has no socket path: write unix:///PATH (e.g. unix:///run/redis/redis.sock)";
    QTest::newRow("unix, nothing") << "unix:"
                                   << "the URL has no socket path: write unix:///PATH (e.g. "
                                      "unix:///run/redis/redis.sock)";
    QTest::newRow("unix with a host")
        << "unix://tmp/r.sock"
        << "the socket path must start with \"/\": write unix:///PATH (e.g. "
           "unix:///run/redis/redis.sock)";
    QTest::newRow("unknown option")
        << "redis://h?colour=blue"
        << (u"unknown option \"colour\" in the URL (known: " + options + u")");
    QTest::newRow("unknown tls option") << "rediss://h?colour=blue"
                                        << (u"unknown option \"colour\" in the URL (known: " +
                                            options + u", ca, cert, key, sni, verify, insecure)");
    QTest::newRow("tls option on plain") << "redis://h?ca=/x"
                                         << "option \"ca\" is for TLS: use rediss://";
    QTest::newRow("bad timeout")
        << "redis://h?timeout=soon"
        << "timeout \"soon\" is not a number from 0 to 86400000 milliseconds";
    QTest::newRow("negative timeout")
        << "redis://h?connect_timeout=-5"
        << "connect_timeout \"-5\" is not a number from 0 to 86400000 milliseconds";
    QTest::newRow("bad verify flag") << "rediss://h?verify=maybe"
                                     << "verify must be yes or no, not \"maybe\"";
    QTest::newRow("read_only without value") << "redis://h?read_only"
                                             << "read_only must be yes or no, not \"\"";
    QTest::newRow("cert without key") << "rediss://h?cert=/c.pem"
                                      << "a client certificate needs both cert and key";
    QTest::newRow("name with space") << "redis://h?name=a%20b"
                                     << "client name must not contain spaces";
    QTest::newRow("cluster flag") << "redis://h?cluster=maybe"
                                  << "cluster must be yes, no or auto, not \"maybe\"";
    QTest::newRow("seeds without cluster=yes")
        << "redis://a:1,b:2"
        << "several hosts are the seeds of a cluster: add ?cluster=yes";
    QTest::newRow("replica without read-only")
        << "redis://h?cluster=yes&replica=yes"
        << "replica=yes reads from replicas, which take no writes: it needs read-only mode (add "
           "read_only=yes)";
    QTest::newRow("replica with cluster=no")
        << "redis://h?cluster=no&replica=yes&read_only=yes"
        << "replica=yes reads from a cluster's replicas: it does not go with cluster=no";
    QTest::newRow("replica flag") << "redis://h?replica=often&read_only=yes"
                                  << "replica must be yes or no, not \"often\"";
    QTest::newRow("keep host with several seeds")
        << "redis://a:1,b:2?cluster=yes&cluster_keep_host=yes"
        << "cluster_keep_host=yes reaches every node at the seed's host: give one seed, not "
           "several";
    QTest::newRow("cluster with a database")
        << "redis://h/2?cluster=yes"
        << "a Redis Cluster has only database 0: drop the /2 or db=2";
    QTest::newRow("host map without =")
        << "redis://h?cluster_host_map=10.0.0.5:6379"
        << "cluster_host_map: \"10.0.0.5:6379\" is not ANNOUNCED=REACHABLE, as in "
           "10.0.0.5:6379=127.0.0.1:7001";
    QTest::newRow("host map without a port")
        << "redis://h?cluster_host_map=10.0.0.5=127.0.0.1:7001"
        << "cluster_host_map: \"10.0.0.5\" needs a port, as in 10.0.0.5:6379";
    QTest::newRow("host map with a bad port")
        << "redis://h?cluster_host_map=10.0.0.5:6379=127.0.0.1:99999"
        << "cluster_host_map: port \"99999\" is not a number from 1 to 65535";
    QTest::newRow("a seed without a host") << "redis://a:1,:2?cluster=yes"
                                           << "the URL has no host: write redis://HOST[:PORT]";
    // Sentinel URLs.
    QTest::newRow("no master name")
        << "redis+sentinel://s1:26379"
        << "a Sentinel URL names the master the sentinels monitor: write "
           "redis+sentinel://HOST:26379[,HOST:PORT]/MASTER_NAME[/DB]";
    QTest::newRow("lettuce without a name")
        << "redis-sentinel://s1:26379/0"
        << "a Sentinel URL names the master the sentinels monitor: write "
           "redis-sentinel://HOST:26379[/DB]#MASTER_NAME";
    QTest::newRow("sentinel password on a plain URL")
        << "redis://h?sentinel_password=x"
        << "option \"sentinel_password\" is for the sentinels of a Sentinel URL: "
           "redis+sentinel://HOST:26379/MASTER_NAME?sentinel_password=...";
    QTest::newRow("sentinelMasterId on a plain URL")
        << "redis://h?sentinelMasterId=x"
        << "option \"sentinelMasterId\" is for Lettuce's Sentinel URLs: "
           "redis-sentinel://HOST:26379?sentinelMasterId=...";
    QTest::newRow("a # in a Lettuce URL's password")
        << "redis-sentinel://admin:12345#abc@10.0.0.5:26379?sentinelMasterId=m"
        << "the URL has a \"#\": write a \"#\" in a password or an option as %23";
    QTest::newRow("cluster") << "redis+sentinel://s1/cs?cluster=yes"
                             << "a master found through Sentinel is not a Redis Cluster: drop "
                                "cluster=yes";
    QTest::newRow("tls") << "rediss+sentinel://s1/cs"
                         << "TLS to Sentinel-managed servers is not supported yet: use "
                            "redis+sentinel:// on a trusted network, or an SSH tunnel";
    QTest::newRow("bad database") << "redis+sentinel://s1/cs/x"
                                  << "database \"x\" is not a number from 0 to 1048576";
    QTest::newRow("bad sentinel port") << "redis+sentinel://s1:0/cs"
                                       << "port \"0\" is not a number from 1 to 65535";
}

void TestConnectionOptions::rejectsBadUrlsWithTheirMessage()
{
    QFETCH(QString, url);
    QFETCH(QString, message);

    const auto o = ConnectionOptions::fromUrl(url);
    QVERIFY2(!o.ok(), qPrintable(url));
    QCOMPARE(o.error().kind(), RedisError::Kind::InvalidArgument);
    QCOMPARE(o.error().message(), message);
}

void TestConnectionOptions::errorsSpeakNoUrlParserJargon_data()
{
    rejectsBadUrlsWithTheirMessage_data();
    // Inputs that made QUrl speak of its own parser.
    QTest::newRow("colon before slash") << "redis:foo:bar" << QString();
    QTest::newRow("bad percent sequence") << "redis://%zz" << QString();
    QTest::newRow("two ports") << "redis://h:1:2" << QString();
    QTest::newRow("only a scheme separator") << "://" << QString();
    QTest::newRow("empty scheme") << "://h:1" << QString();
    QTest::newRow("non-ascii scheme") << "rédis://h" << QString();
    QTest::newRow("backslashes") << "redis:\\\\h" << QString();
}

void TestConnectionOptions::errorsSpeakNoUrlParserJargon()
{
    QFETCH(QString, url);
    const auto o = ConnectionOptions::fromUrl(url);
    QVERIFY2(!o.ok(), qPrintable(url));
    const QString message = o.error().message();
    for (const char *jargon : {"Relative URL", "path component", "host = ", "scheme = ",
                               "source was", "Invalid port", "Invalid hostname", "Invalid IPv6",
                               "Expected", "percent-encoded", "authority", "QUrl", "invalid URL"})
        QVERIFY2(!message.contains(QLatin1String(jargon), Qt::CaseInsensitive),
                 qPrintable(url + u" → " + message));
}

void TestConnectionOptions::errorsNeverQuoteThePassword_data()
{
    QTest::addColumn<QString>("url");
    for (const char *form :
         {"redis://u:MyS3cretPw@127.0.0.1:99999", "redis://u:MyS3cretPw@127.0.0.1:abc",
          "redis://:MyS3cretPw@", "redis://:MyS3cretPw@/1", "redis://u:MyS3cretPw@h/x",
          "redis://u:MyS3cretPw@h h", "redis://u:MyS3cretPw@[::1", "redis://u:MyS3cretPw@::1:1",
          "u:MyS3cretPw@h:1", "http://u:MyS3cretPw@h", "redis:/u:MyS3cretPw@h",
          "redis://u:MyS3cretPw@h?colour=1", "redis://u:MyS3cretPw@h?timeout=x",
          "redis://h?password=MyS3cretPw&db=x", "unix:///s?password=MyS3cretPw&bad=1",
          "redis://u:MyS3cretPw#@h", "rediss://u:MyS3cretPw@h?cert=/c",
          // A "/" or "?" in the password, unencoded: the URL is cut there, and no piece of the
          // password may appear (before: 'port "MyS3" is not a number').
          "redis://u:MyS3/cretPw@h", "redis://u:MyS3?cretPw@h", "redis://default:MyS3/cretPw@h:1/0",
          "rediss://u:MyS3?cretPw@h:6380", "redis://:MyS3/cretPw@h"})
        QTest::newRow(form) << QString::fromLatin1(form);
}

void TestConnectionOptions::errorsNeverQuoteThePassword()
{
    QFETCH(QString, url);
    const auto o = ConnectionOptions::fromUrl(url);
    QVERIFY2(!o.ok(), qPrintable(url));
    for (const QString &piece : {u"MyS3"_s, u"cretPw"_s})
        QVERIFY2(!o.error().toString().contains(piece), qPrintable(o.error().toString()));
    if (url.contains(u"MyS3/") || url.contains(u"MyS3?"))
        QVERIFY2(o.error().message().contains(u"%2F, %3F or %40"), qPrintable(o.error().message()));
}

void TestConnectionOptions::anAtInAnOptionIsNotACutPassword()
{
    const auto o = ConnectionOptions::fromUrl(u"redis://h:7000/2?password=p@ss&name=a@b"_s);
    QVERIFY2(o.ok(), qPrintable(o.error().toString()));
    QCOMPARE(o->password, u"p@ss"_s);
    QCOMPARE(o->port, 7000);
    QCOMPARE(o->db, 2);
}

// Both forms people use: the Python ecosystem's redis+sentinel://.../MASTER[/db] and Lettuce's
// redis-sentinel://...[/db]#MASTER; sentinels default to port 26379; each side's credentials.
void TestConnectionOptions::parsesSentinelForms()
{
    const auto py = ConnectionOptions::fromUrl(
        QStringLiteral("redis+sentinel://user:data%40pw@s1,s2:26380/mymaster/2?"
                       "sentinel_password=spw&sentinel_user=sen&timeout=900"));
    QVERIFY2(py.ok(), qPrintable(py.error().message()));
    QVERIFY(py->isSentinel());
    QCOMPARE(py->sentinelMaster, QStringLiteral("mymaster"));
    QCOMPARE(py->host, QStringLiteral("s1"));
    QCOMPARE(py->port, quint16(26379));
    QCOMPARE(py->moreSeeds.size(), 1);
    QCOMPARE(py->moreSeeds.first().host, QStringLiteral("s2"));
    QCOMPARE(py->moreSeeds.first().port, quint16(26380));
    QCOMPARE(py->db, 2);
    QCOMPARE(py->user, QStringLiteral("user"));
    QCOMPARE(py->password, QStringLiteral("data@pw"));
    QCOMPARE(py->sentinelUser, QStringLiteral("sen"));
    QCOMPARE(py->sentinelPassword, QStringLiteral("spw"));
    QCOMPARE(py->commandTimeoutMs, 900);
    QCOMPARE(py->cluster, ConnectionOptions::Cluster::No);
    QCOMPARE(py->endpoint(), QStringLiteral("mymaster via sentinel s1:26379/2"));

    const auto lettuce = ConnectionOptions::fromUrl(
        QStringLiteral("redis-sentinel://:pw@127.0.0.1:26379,127.0.0.1:26380/1#my%20master"));
    QVERIFY2(lettuce.ok(), qPrintable(lettuce.error().message()));
    QCOMPARE(lettuce->sentinelMaster, QStringLiteral("my master"));
    QCOMPARE(lettuce->db, 1);
    QCOMPARE(lettuce->password, QStringLiteral("pw"));
    QCOMPARE(lettuce->moreSeeds.size(), 1);
    const auto byQuery = ConnectionOptions::fromUrl(
        QStringLiteral("redis-sentinel://127.0.0.1?sentinelMasterId=cs"));
    QVERIFY2(byQuery.ok(), qPrintable(byQuery.error().message()));
    QCOMPARE(byQuery->sentinelMaster, QStringLiteral("cs"));
    // The password never shows unless asked for, the sentinels' neither.
    QVERIFY(!py->toUrl().contains(u"spw"));
    QVERIFY(!py->toUrl().contains(u"data"));
    QVERIFY(py->toUrl(true).contains(u"sentinel_password=spw"));
}

void TestConnectionOptions::roundTripsThroughToUrl_data()
{
    QTest::addColumn<QString>("url");
    QTest::newRow("tcp") << "redis://h:6380/2";
    QTest::newRow("acl") << "redis://u:p%40w@h:1/0";
    QTest::newRow("tls options")
        << "rediss://h:6380?ca=/etc/ca.pem&cert=/c.pem&key=/k.pem&verify=no&sni=x";
    QTest::newRow("timeouts and name")
        << "redis://h?connect_timeout=250&timeout=1000&name=worker-1";
    QTest::newRow("unix") << "unix:///tmp/redis.sock?db=3";
    QTest::newRow("ipv6") << "redis://[::1]:7000";
    QTest::newRow("percent signs in values") << "unix:///tmp/r.sock?password=a%2541b&name=x%2525";
    QTest::newRow("spaces and ampersands in paths") << "rediss://h?ca=/my%20certs/ca%26b.pem";
    QTest::newRow("cluster seeds and host map")
        << "redis://u:p@h1:7000,h2:7001,[::1]:7002?cluster=yes&"
           "cluster_host_map=10.0.0.5:6379%3D127.0.0.1:7001";
    QTest::newRow("cluster off") << "redis://h:1?cluster=no";
    QTest::newRow("replica reads") << "redis://h:1?read_only=yes&replica=yes&cluster=yes";
    QTest::newRow("keep the seed's host") << "redis://h:1?cluster=yes&cluster_keep_host=yes";
    QTest::newRow("sentinel") << "redis+sentinel://u:p@s1:26380,s2:26379/my%2Fmaster/3?"
                                 "sentinel_user=su&sentinel_password=sp&read_only=yes&replica=yes";
}

void TestConnectionOptions::parsesClusterSeedsAndHostMap()
{
    const auto o = ConnectionOptions::fromUrl(
        u"redis://u:p@h1:7000,h2,[::1]:7002?cluster=yes&"
        "cluster_host_map=10.0.0.5:6379=127.0.0.1:7001,[fd00::1]:6379=localhost:7002"_s);
    QVERIFY2(o.ok(), qPrintable(o.error().toString()));
    QCOMPARE(o->cluster, ConnectionOptions::Cluster::Yes);
    QCOMPARE(o->host, u"h1"_s);
    QCOMPARE(int(o->port), 7000);
    QCOMPARE(o->password, u"p"_s);
    QCOMPARE(o->moreSeeds.size(), 2);
    QCOMPARE(o->moreSeeds.at(0).host, u"h2"_s);
    QCOMPARE(int(o->moreSeeds.at(0).port), 6379);
    QCOMPARE(o->moreSeeds.at(1).host, u"::1"_s);
    QCOMPARE(int(o->moreSeeds.at(1).port), 7002);
    QCOMPARE(o->clusterHostMap.value(u"10.0.0.5:6379"_s), u"127.0.0.1:7001"_s);
    QCOMPARE(o->clusterHostMap.value(u"[fd00::1]:6379"_s), u"localhost:7002"_s);
    QCOMPARE(ConnectionOptions::fromUrl(u"redis://h"_s)->cluster, ConnectionOptions::Cluster::Auto);
}

void TestConnectionOptions::roundTripsThroughToUrl()
{
    QFETCH(QString, url);
    const auto first = ConnectionOptions::fromUrl(url);
    QVERIFY2(first.ok(), qPrintable(first.error().toString()));
    const auto second = ConnectionOptions::fromUrl(first->toUrl(true));
    QVERIFY2(second.ok(), qPrintable(first->toUrl(true) + u" " + second.error().toString()));
    QVERIFY(*first == *second);
}

void TestConnectionOptions::leavesPasswordOutOfUrlUnlessAsked()
{
    const auto o = ConnectionOptions::fromUrl(QStringLiteral("redis://bob:hunter2@h:1"));
    QVERIFY(o.ok());
    QVERIFY(!o->toUrl().contains(u"hunter2"));
    QVERIFY(o->toUrl().contains(u"bob"));
    const auto withoutPassword = ConnectionOptions::fromUrl(o->toUrl());
    QVERIFY2(withoutPassword.ok(), qPrintable(withoutPassword.error().toString()));
    QCOMPARE(withoutPassword->user, QStringLiteral("bob"));
    QVERIFY(withoutPassword->password.isEmpty());
    QVERIFY(o->toUrl(true).contains(u"hunter2"));
}

void TestConnectionOptions::endpointNamesTheServer()
{
    QCOMPARE(ConnectionOptions::fromUrl(QStringLiteral("redis://h:1/2"))->endpoint(),
             QStringLiteral("h:1/2"));
    QCOMPARE(ConnectionOptions::fromUrl(QStringLiteral("redis://[::1]:1"))->endpoint(),
             QStringLiteral("[::1]:1/0"));
    QCOMPARE(ConnectionOptions::fromUrl(QStringLiteral("unix:///tmp/r.sock"))->endpoint(),
             QStringLiteral("unix:/tmp/r.sock"));
}

QTEST_APPLESS_MAIN(TestConnectionOptions)
#include "tst_connectionoptions.moc"
