#include "cacheandlockskeyspace.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

// coordscope-cli inspect on a keyspace of 1,000,000 keys (issue 21): 990,000 plain strings made
// by DEBUG POPULATE and 10,000 CoordScope token locks. Names first: value shapes Auto turns off
// above 100,000 keys, every lock is still found (by name), the coverage says the whole keyspace
// and how many keys were looked at by name only, and --json-lines streams progress, one line per
// primitive and the coverage last. No time is asserted (docs/PERFORMANCE.md measures it).
class TestCliInspectScale : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void millionKeysFindEveryLockWithValueShapesOff();

private:
    TestRedis::Server m_server;
};

namespace {
constexpr qint64 Plain = 990'000;
constexpr qint64 Locks = 10'000;
constexpr int CliTimeoutMs = 180'000; // a slow, shared CI machine; the run takes seconds
} // namespace

void TestCliInspectScale::initTestCase()
{
    auto server = TestRedis::startWithArgs({u"--enable-debug-command"_s, u"local"_s});
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    RedisConnection redis(m_server->connectionOptions());
    VERIFY_OK(CacheAndLocksKeyspace::write(redis, Plain, Locks));
    const auto size = redis.command({"DBSIZE"});
    VERIFY_OK(size);
    QCOMPARE(size->integerValue(), Plain + Locks);
}

void TestCliInspectScale::millionKeysFindEveryLockWithValueShapesOff()
{
    QProcess process;
    process.start(QStringLiteral(CLI_PATH),
                  {u"--url"_s, u"redis://127.0.0.1:%1"_s.arg(m_server->port()), u"inspect"_s,
                   u"--json-lines"_s, u"--entries"_s, u"1"_s});
    QVERIFY(process.waitForStarted());
    QVERIFY2(process.waitForFinished(CliTimeoutMs), "inspect did not finish in time");
    QCOMPARE(process.exitCode(), 0);
    const QList<QByteArray> lines = process.readAllStandardOutput().trimmed().split('\n');
    QSet<QString> locks;
    qint64 progressLines = 0;
    qint64 lastProgress = 0;
    QJsonObject coverage;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(lines.at(i), &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, lines.at(i).left(200).constData());
        if (o.contains(u"progress")) {
            ++progressLines;
            const qint64 scanned = o[u"progress"][u"keys_scanned"].toInteger();
            QVERIFY(scanned >= lastProgress);
            lastProgress = scanned;
            QCOMPARE(o[u"progress"][u"dbsize"].toInteger(), Plain + Locks);
        } else if (o.contains(u"primitive")) {
            const QJsonObject p = o.value(u"primitive").toObject();
            if (p.value(u"family").toString() == u"coordscope-token-lock"_s &&
                p[u"state"][u"holder"].toString() == u"token-"_s + p[u"name"].toString().mid(5))
                locks.insert(p.value(u"name").toString());
        } else {
            QVERIFY2(o.contains(u"coverage"), lines.at(i).left(200).constData());
            QCOMPARE(i, lines.size() - 1);
            coverage = o.value(u"coverage").toObject();
        }
    }
    QCOMPARE(locks.size(), Locks);
    QVERIFY2(progressLines >= 9, qPrintable(QString::number(progressLines)));
    QCOMPARE(coverage.value(u"keys_scanned").toInteger(), Plain + Locks);
    QCOMPARE(coverage.value(u"dbsize").toInteger(), Plain + Locks);
    QCOMPARE(coverage.value(u"complete").toBool(), true);
    QCOMPARE(coverage.value(u"value_shapes").toString(), u"off"_s);
    QVERIFY2(coverage.value(u"value_shapes_reason").toString().contains(u"more than 100,000"_s),
             qPrintable(coverage.value(u"value_shapes_reason").toString()));
    QCOMPARE(coverage.value(u"keys_not_typed").toInteger(), Plain);
    QCOMPARE(coverage.value(u"unknown_key_count").toInteger(), Plain);
    QCOMPARE(coverage.value(u"primitives").toInteger(), Locks);
}

QTEST_GUILESS_MAIN(TestCliInspectScale)
#include "tst_cliinspectscale.moc"
