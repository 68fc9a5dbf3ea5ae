#include "serverinfo.h"

#include <QTest>

class TestServerInfo : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parsesFieldsAndKeyspace();
    void missingFieldsReadAsEmptyOrMinusOne();
    void formatsUptime_data();
    void formatsUptime();
};

void TestServerInfo::parsesFieldsAndKeyspace()
{
    const QByteArray info = "# Server\r\nredis_version:7.0.15\r\nredis_mode:standalone\r\n"
                            "uptime_in_seconds:93\r\n\r\n# Clients\r\nconnected_clients:3\r\n"
                            "\r\n# Keyspace\r\ndb0:keys=5,expires=2,avg_ttl=100\r\n"
                            "db3:keys=1,expires=0,avg_ttl=0\r\n";
    const ServerInfo s = ServerInfo::fromInfo(info);
    QCOMPARE(s.version(), QStringLiteral("7.0.15"));
    QCOMPARE(s.value("redis_mode"), QStringLiteral("standalone"));
    QCOMPARE(s.number("uptime_in_seconds"), 93);
    QCOMPARE(s.number("connected_clients"), 3);
    QCOMPARE(s.databases.size(), 2);
    QCOMPARE(s.databases.at(0).index, 0);
    QCOMPARE(s.databases.at(0).keys, 5);
    QCOMPARE(s.databases.at(0).expires, 2);
    QCOMPARE(s.databases.at(1).index, 3);
    QCOMPARE(s.totalKeys(), 6);
    QVERIFY(!s.fields.contains("db0"));
}

void TestServerInfo::missingFieldsReadAsEmptyOrMinusOne()
{
    const ServerInfo s = ServerInfo::fromInfo("# Server\r\nredis_version:7.0.15\r\n");
    QVERIFY(s.value("role").isEmpty());
    QCOMPARE(s.number("connected_clients"), -1);
    QCOMPARE(s.number("redis_version"), -1); // not a number
    QCOMPARE(s.totalKeys(), 0);
}

void TestServerInfo::formatsUptime_data()
{
    QTest::addColumn<qint64>("seconds");
    QTest::addColumn<QString>("text");
    QTest::newRow("seconds") << qint64(42) << QStringLiteral("42 s");
    QTest::newRow("minutes") << qint64(303) << QStringLiteral("5 min 3 s");
    QTest::newRow("hours") << qint64(3 * 3600 + 12 * 60 + 5) << QStringLiteral("3 h 12 min");
    QTest::newRow("days") << qint64(2 * 86400 + 4 * 3600) << QStringLiteral("2 d 4 h");
    QTest::newRow("unknown") << qint64(-1) << QString();
}

void TestServerInfo::formatsUptime()
{
    QFETCH(qint64, seconds);
    QFETCH(QString, text);
    QCOMPARE(ServerInfo::formatUptime(seconds), text);
}

QTEST_APPLESS_MAIN(TestServerInfo)
#include "tst_serverinfo.moc"
