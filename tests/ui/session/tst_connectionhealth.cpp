#include "connectionhealth.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
// "PING>PONG": PING answered PONG; "INFO!NOPERM ...": INFO refused with that error.
CommandRecord record(const QString &spec)
{
    CommandRecord r;
    const bool failed = spec.contains(QLatin1Char('!'));
    const QStringList parts = spec.split(failed ? QLatin1Char('!') : QLatin1Char('>'));
    for (const QString &word : parts.first().split(QLatin1Char(' ')))
        r.argv.append(word.toUtf8());
    r.failed = failed;
    r.replySummary = failed && !parts.value(1).startsWith(QStringLiteral("io:"))
                         ? QStringLiteral("(error) ") + parts.value(1)
                         : parts.value(1);
    return r;
}
} // namespace

class TestConnectionHealth : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void verdictAndProblemFromRecords_data();
    void verdictAndProblemFromRecords();
    void resetStartsOverAndSaysSo();
};

void TestConnectionHealth::verdictAndProblemFromRecords_data()
{
    QTest::addColumn<QStringList>("records");
    QTest::addColumn<ConnectionHealth::Verdict>("verdict");
    QTest::addColumn<QString>("problem");
    using V = ConnectionHealth::Verdict;
    QTest::newRow("nothing yet") << QStringList() << V::Unknown << QString();
    QTest::newRow("probe answered")
        << QStringList{u"PING>PONG"_s, u"INFO server>\"# Server\""_s} << V::Healthy << QString();
    QTest::newRow("noauth") << QStringList{u"INFO server!NOAUTH Authentication required."_s,
                                           u"PING!NOAUTH Authentication required."_s}
                            << V::Refused
                            << u"every command is refused: NOAUTH Authentication required."_s;
    QTest::newRow("acl user") << QStringList{u"INFO server!NOPERM no INFO"_s,
                                             u"PING!NOPERM no PING"_s,
                                             u"SCAN 0>(2) [\"0\", (empty array)]"_s,
                                             u"PSUBSCRIBE __keyspace@0__:*!NOPERM no PSUBSCRIBE"_s}
                              << V::Degraded
                              << u"this user may not run INFO, PING, PSUBSCRIBE (NOPERM): the "_s
                                 u"server figures, the round-trip time and live events are off"_s;
    QTest::newRow("refuses everything")
        << QStringList{u"INFO server!ERR nope"_s, u"PING!ERR nope"_s} << V::Refused
        << u"every command is refused: ERR nope"_s;
    QTest::newRow("one command unknown")
        << QStringList{u"PING>PONG"_s, u"MEMORY USAGE k!ERR unknown command 'MEMORY'"_s}
        << V::Degraded << u"the server refuses MEMORY (ERR): discovery is off"_s;
    QTest::newRow("a busy script is no refusal")
        << QStringList{u"PING>PONG"_s, u"PING!BUSY Redis is busy running a script."_s,
                       u"INFO server!LOADING Redis is loading the dataset in memory"_s}
        << V::Healthy << QString();
    QTest::newRow("a later success clears it")
        << QStringList{u"PING!NOPERM no"_s, u"PING>PONG"_s} << V::Healthy << QString();
    QTest::newRow("a lost connection is no refusal")
        << QStringList{u"PING>PONG"_s, u"INFO!io: connection reset"_s} << V::Healthy << QString();
    QTest::newRow("an action's refusal is its own business")
        << QStringList{u"PING>PONG"_s, u"CLIENT SETNAME x!NOPERM no"_s, u"SET k v!NOPERM no"_s}
        << V::Healthy << QString();
}

void TestConnectionHealth::verdictAndProblemFromRecords()
{
    QFETCH(QStringList, records);
    QFETCH(ConnectionHealth::Verdict, verdict);
    QFETCH(QString, problem);
    ConnectionHealth health;
    for (const QString &spec : records)
        health.observe(record(spec));
    QCOMPARE(health.verdict(), verdict);
    QCOMPARE(health.problem(), problem);
    QCOMPARE(health.details().isEmpty(), health.refusals().isEmpty());
}

void TestConnectionHealth::resetStartsOverAndSaysSo()
{
    CommandLog log;
    ConnectionHealth health;
    health.watch(&log);
    QSignalSpy changed(&health, &ConnectionHealth::changed);
    log.record(record(QStringLiteral("PING!NOAUTH Authentication required.")));
    QCOMPARE(changed.size(), 1);
    log.record(record(QStringLiteral("PING!NOAUTH Authentication required.")));
    QCOMPARE(changed.size(), 1); // the same refusal again changes nothing
    QVERIFY(health.isRefused("PING"));
    health.reset();
    QCOMPARE(changed.size(), 2);
    QCOMPARE(health.verdict(), ConnectionHealth::Verdict::Unknown);
    QVERIFY(health.refusals().isEmpty());
}

QTEST_GUILESS_MAIN(TestConnectionHealth)
#include "tst_connectionhealth.moc"
