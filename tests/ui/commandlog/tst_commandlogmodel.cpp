#include "commandlog.h"
#include "commandlogmodel.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QFont>
#include <QSignalSpy>
#include <QTest>

namespace {
CommandRecord makeRecord(RedisCommand argv, bool failed = false, qint64 latencyUs = 250)
{
    CommandRecord r;
    r.timeMs = 1700000000000;
    r.connection = QStringLiteral("sandbox");
    r.argv = std::move(argv);
    r.latencyUs = latencyUs;
    r.replySummary = failed ? QStringLiteral("(error) ERR boom") : QStringLiteral("OK");
    r.failed = failed;
    return r;
}

CommandRecord numbered(int i)
{
    return makeRecord({"SET", "key", QByteArray::number(i)});
}

QString commandAt(const CommandLogModel &model, int row)
{
    return model.index(row, CommandLogModel::Command).data().toString();
}
} // namespace

class TestCommandLogModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void insertsRecordsFromTheLogInOneBatch();
    void evictsOldestRowsBeyondCapacity();
    void keepsOnlyTheNewestWhenOneBatchExceedsCapacity();
    void shrinkingCapacityDropsOldestRows();
    void displaysArgvLikeRedisCli_data();
    void displaysArgvLikeRedisCli();
    void shortensLongArgumentsInTheCellButNotInTheToolTip();
    void marksFailedRowsWithAForegroundColour();
    void showsLatencyInMillisecondsWithMicrosecondPrecision();
    void namesTheNodeAndTheRedirectionThatBroughtItThere();
    void showsASampledSummaryAsARowOfItsOwn();
    void clearRemovesRowsAndBufferedRecords();
    void pauseHoldsRecordsBackUntilResumed();
};

void TestCommandLogModel::insertsRecordsFromTheLogInOneBatch()
{
    CommandLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    CommandLog log;
    model.setCommandLog(&log);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);

    for (int i = 0; i < 500; ++i)
        log.record(numbered(i));
    QCOMPARE(model.rowCount(), 0); // nothing is inserted per record

    QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 500, 2000);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.first().at(1).toInt(), 0);
    QCOMPARE(inserted.first().at(2).toInt(), 499);
    QCOMPARE(commandAt(model, 0), QStringLiteral("SET key 0"));
    QCOMPARE(commandAt(model, 499), QStringLiteral("SET key 499"));
}

void TestCommandLogModel::evictsOldestRowsBeyondCapacity()
{
    CommandLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCapacity(10);
    for (int i = 0; i < 6; ++i)
        model.append(numbered(i));
    model.flush();
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    for (int i = 6; i < 13; ++i)
        model.append(numbered(i));
    model.flush();

    QCOMPARE(model.rowCount(), 10);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(removed.first().at(1).toInt(), 0);
    QCOMPARE(removed.first().at(2).toInt(), 2); // rows 0..2: records 0, 1, 2
    QCOMPARE(commandAt(model, 0), QStringLiteral("SET key 3"));
    QCOMPARE(commandAt(model, 9), QStringLiteral("SET key 12"));
}

void TestCommandLogModel::keepsOnlyTheNewestWhenOneBatchExceedsCapacity()
{
    CommandLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCapacity(10);
    model.append(numbered(-1));
    model.flush();
    for (int i = 0; i < 25; ++i)
        model.append(numbered(i));
    model.flush();

    QCOMPARE(model.rowCount(), 10);
    QCOMPARE(commandAt(model, 0), QStringLiteral("SET key 15"));
    QCOMPARE(commandAt(model, 9), QStringLiteral("SET key 24"));
}

void TestCommandLogModel::shrinkingCapacityDropsOldestRows()
{
    CommandLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (int i = 0; i < 8; ++i)
        model.append(numbered(i));
    model.flush();
    model.setCapacity(3);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(commandAt(model, 0), QStringLiteral("SET key 5"));
}

void TestCommandLogModel::displaysArgvLikeRedisCli_data()
{
    QTest::addColumn<RedisCommand>("argv");
    QTest::addColumn<QString>("shown");

    QTest::newRow("plain words") << RedisCommand{"SET", "user:1", "alice"}
                                 << QStringLiteral("SET user:1 alice");
    QTest::newRow("space") << RedisCommand{"SET", "a b", "v"} << QStringLiteral("SET \"a b\" v");
    QTest::newRow("binary bytes") << RedisCommand{"SET", "k", QByteArray("\x00\x01\xff", 3)}
                                  << QStringLiteral("SET k \"\\x00\\x01\\xff\"");
    QTest::newRow("quote and backslash")
        << RedisCommand{"ECHO", "say \"hi\"\\"} << QStringLiteral("ECHO \"say \\\"hi\\\"\\\\\"");
    QTest::newRow("control characters")
        << RedisCommand{"ECHO", "a\r\nb\t"} << QStringLiteral("ECHO \"a\\r\\nb\\t\"");
    QTest::newRow("empty argument") << RedisCommand{"SET", "k", ""} << QStringLiteral("SET k \"\"");
    // Well-formed UTF-8 is text (issue 23: "李 锁" was shown as \xe6\x9d\x8e...); only bytes
    // that are not are escaped.
    QTest::newRow("utf-8 as text")
        << RedisCommand{"SET", "k", "caf\xc3\xa9"} << QStringLiteral("SET k caf\u00e9");
    QTest::newRow("chinese with a space") << RedisCommand{"SET", "\xe6\x9d\x8e \xe9\x94\x81", "v"}
                                          << QStringLiteral("SET \"\u674e \u9501\" v");
    QTest::newRow("emoji") << RedisCommand{"SET", "k", "\xf0\x9f\x94\x92"}
                           << QString::fromUtf8("SET k \xf0\x9f\x94\x92");
    QTest::newRow("lone lead byte")
        << RedisCommand{"SET", "k", "caf\xc3"} << QStringLiteral("SET k \"caf\\xc3\"");
    QTest::newRow("overlong slash")
        << RedisCommand{"SET", "k", "\xc0\xaf"} << QStringLiteral("SET k \"\\xc0\\xaf\"");
    QTest::newRow("surrogate") << RedisCommand{"SET", "k", "\xed\xa0\x80"}
                               << QStringLiteral("SET k \"\\xed\\xa0\\x80\"");
    QTest::newRow("past U+10FFFF") << RedisCommand{"SET", "k", "\xf4\x90\x80\x80"}
                                   << QStringLiteral("SET k \"\\xf4\\x90\\x80\\x80\"");
    QTest::newRow("C1 control") << RedisCommand{"SET", "k", "a\xc2\x85"}
                                << QStringLiteral("SET k \"a\\xc2\\x85\"");
    QTest::newRow("zero-width space") << RedisCommand{"SET",
                                                      "a\xe2\x80\x8b"
                                                      "b",
                                                      "v"}
                                      << QStringLiteral("SET \"a\\xe2\\x80\\x8bb\" v");
    QTest::newRow("text then a bad byte")
        << RedisCommand{"SET", "\xe7\x8e\x8b\xff", "v"} << QStringLiteral("SET \"\u738b\\xff\" v");
}

void TestCommandLogModel::displaysArgvLikeRedisCli()
{
    QFETCH(RedisCommand, argv);
    QFETCH(QString, shown);

    CommandLogModel model;
    model.append(makeRecord(argv));
    model.flush();
    QCOMPARE(commandAt(model, 0), shown);
    QCOMPARE(model.index(0, CommandLogModel::Command).data(Qt::ToolTipRole).toString(), shown);
    QCOMPARE(CommandLogModel::formatArgv(argv), shown);
}

void TestCommandLogModel::shortensLongArgumentsInTheCellButNotInTheToolTip()
{
    CommandLogModel model;
    const QByteArray value(300, 'x');
    model.append(makeRecord({"SET", "k", value}));
    model.flush();
    const QString cell = commandAt(model, 0);
    QVERIFY2(cell.size() < 100, qPrintable(cell));
    QVERIFY(cell.endsWith(QStringLiteral("…")));
    QCOMPARE(model.index(0, CommandLogModel::Command).data(Qt::ToolTipRole).toString(),
             QStringLiteral("SET k ") + QString::fromLatin1(value));
}

void TestCommandLogModel::marksFailedRowsWithAForegroundColour()
{
    CommandLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.append(makeRecord({"GET", "k"}));
    model.append(makeRecord({"INCR", "k"}, true));
    model.flush();

    for (int column = 0; column < CommandLogModel::ColumnCount; ++column) {
        QVERIFY(!model.index(0, column).data(Qt::ForegroundRole).isValid());
        const QVariant failed = model.index(1, column).data(Qt::ForegroundRole);
        QVERIFY(failed.isValid());
        QVERIFY(failed.value<QBrush>().color().red() > 150);
    }
    QCOMPARE(model.index(0, 0).data(CommandLogModel::FailedRole).toBool(), false);
    QCOMPARE(model.index(1, 0).data(CommandLogModel::FailedRole).toBool(), true);
    QCOMPARE(model.index(1, CommandLogModel::Reply).data().toString(),
             QStringLiteral("(error) ERR boom"));
}

void TestCommandLogModel::showsLatencyInMillisecondsWithMicrosecondPrecision()
{
    CommandLogModel model;
    model.append(makeRecord({"PING"}, false, 1234));
    model.append(makeRecord({"PING"}, false, 7));
    model.flush();
    QCOMPARE(model.index(0, CommandLogModel::Latency).data().toString(),
             QStringLiteral("1.234 ms"));
    QCOMPARE(model.index(1, CommandLogModel::Latency).data().toString(),
             QStringLiteral("0.007 ms"));
    QCOMPARE(
        model.index(0, CommandLogModel::Latency).data(CommandLogModel::LatencyUsRole).toLongLong(),
        1234);
}

void TestCommandLogModel::namesTheNodeAndTheRedirectionThatBroughtItThere()
{
    CommandLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    CommandRecord direct = makeRecord({"GET", "k"});
    direct.node = QStringLiteral("127.0.0.1:7000");
    CommandRecord moved = makeRecord({"SET", "k", "v"});
    moved.node = QStringLiteral("127.0.0.1:7001");
    moved.redirect = QStringLiteral("MOVED from 127.0.0.1:7000");
    model.append(direct);
    model.append(moved);
    model.flush();
    QCOMPARE(model.headerData(CommandLogModel::Node, Qt::Horizontal).toString(),
             QStringLiteral("Node"));
    QCOMPARE(model.index(0, CommandLogModel::Node).data().toString(),
             QStringLiteral("127.0.0.1:7000"));
    QCOMPARE(model.index(0, CommandLogModel::Node).data(Qt::ToolTipRole).toString(),
             QStringLiteral("127.0.0.1:7000"));
    QCOMPARE(model.index(1, CommandLogModel::Node).data().toString(),
             QStringLiteral("127.0.0.1:7001 ← MOVED from 127.0.0.1:7000"));
    QCOMPARE(model.index(1, CommandLogModel::Node).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Answered by 127.0.0.1:7001, sent there after MOVED from "
                            "127.0.0.1:7000"));
    QVERIFY(model.index(1, 0).data(CommandLogModel::FilterRole).toString().contains(u"MOVED"));
}

void TestCommandLogModel::clearRemovesRowsAndBufferedRecords()
{
    CommandLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (int i = 0; i < 5; ++i)
        model.append(numbered(i));
    model.flush();
    model.append(numbered(5)); // still buffered
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

    model.clear();
    QCOMPARE(reset.count(), 1);
    QCOMPARE(model.rowCount(), 0);
    QTest::qWait(3 * CommandLogModel::DefaultBatchIntervalMs);
    QCOMPARE(model.rowCount(), 0); // the buffered record went too

    model.append(numbered(6));
    QTRY_COMPARE(model.rowCount(), 1);
}

void TestCommandLogModel::pauseHoldsRecordsBackUntilResumed()
{
    CommandLogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPaused(true);
    for (int i = 0; i < 4; ++i)
        model.append(numbered(i));
    QTest::qWait(3 * CommandLogModel::DefaultBatchIntervalMs);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.bufferedCount(), 4);

    model.setPaused(false);
    QTRY_COMPARE(model.rowCount(), 4);
    QCOMPARE(model.bufferedCount(), 0);
}

QTEST_GUILESS_MAIN(TestCommandLogModel)
void TestCommandLogModel::showsASampledSummaryAsARowOfItsOwn()
{
    CommandLogModel model;
    CommandRecord summary;
    summary.timeMs = 1700000000000;
    summary.connection = QStringLiteral("playground client 2");
    summary.notShown = 1234;
    summary.sampledPerWindow = 10;
    summary.sampleWindowMs = 1000;
    model.append(summary);
    model.flush();
    QCOMPARE(model.rowCount(), 1);
    const QString command = model.index(0, CommandLogModel::Command).data().toString();
    QVERIFY2(command.contains(QStringLiteral("1234")) &&
                 command.contains(QStringLiteral("not shown")),
             qPrintable(command));
    const QString reply = model.index(0, CommandLogModel::Reply).data().toString();
    QVERIFY2(reply.contains(QStringLiteral("sampled")) && reply.contains(QStringLiteral("10")),
             qPrintable(reply));
    QVERIFY(model.index(0, CommandLogModel::Latency).data().toString().isEmpty());
    QVERIFY(model.index(0, CommandLogModel::Command).data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(model.index(0, CommandLogModel::Command)
                .data(CommandLogModel::FilterRole)
                .toString()
                .contains(QStringLiteral("playground client 2")));
}

#include "tst_commandlogmodel.moc"
