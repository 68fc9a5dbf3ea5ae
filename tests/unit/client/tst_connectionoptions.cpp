#include "connectionoptions.h"

#include <QTest>

class TestConnectionOptions : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesValidUrls_data();
    void parsesValidUrls();
    void rejectsBadUrls_data();
    void rejectsBadUrls();
    void roundTripsThroughToUrl_data();
    void roundTripsThroughToUrl();
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
    QTest::newRow("empty host is loopback")
        << "redis://" << Transport::Tcp << "127.0.0.1" << 6379 << ""
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

void TestConnectionOptions::rejectsBadUrls_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("messagePart");

    QTest::newRow("empty") << ""
                           << "empty";
    QTest::newRow("blank") << "   "
                           << "empty";
    QTest::newRow("no scheme") << "localhost:6379"
                               << "scheme";
    QTest::newRow("bare host") << "localhost"
                               << "no scheme";
    QTest::newRow("unknown scheme") << "http://localhost"
                                    << "unknown scheme \"http\"";
    QTest::newRow("port not a number") << "redis://h:abc"
                                       << "invalid URL";
    QTest::newRow("port too large") << "redis://h:70000"
                                    << "invalid URL";
    QTest::newRow("port zero") << "redis://h:0"
                               << "port 0";
    QTest::newRow("db not a number") << "redis://h/abc"
                                     << "database number";
    QTest::newRow("db negative") << "redis://h/-1"
                                 << "database number";
    QTest::newRow("unix without path") << "unix://"
                                       << "socket path";
    QTest::newRow("unknown option") << "redis://h?colour=blue"
                                    << "unknown option \"colour\"";
    QTest::newRow("tls option on plain") << "redis://h?ca=/x"
                                         << "need rediss://";
    QTest::newRow("bad timeout") << "redis://h?timeout=soon"
                                 << "timeout";
    QTest::newRow("negative timeout") << "redis://h?connect_timeout=-5"
                                      << "connect_timeout";
    QTest::newRow("bad verify flag") << "rediss://h?verify=maybe"
                                     << "yes or no";
    QTest::newRow("cert without key") << "rediss://h?cert=/c.pem"
                                      << "both cert and key";
    QTest::newRow("name with space") << "redis://h?name=a%20b"
                                     << "spaces";
}

void TestConnectionOptions::rejectsBadUrls()
{
    QFETCH(QString, url);
    QFETCH(QString, messagePart);

    const auto o = ConnectionOptions::fromUrl(url);
    QVERIFY(!o.ok());
    QCOMPARE(o.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(o.error().message().contains(messagePart), qPrintable(o.error().message()));
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
