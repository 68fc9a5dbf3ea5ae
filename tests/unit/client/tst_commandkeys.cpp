#include "commandkeys.h"

#include <QTest>

// Where a command's keys are, for routing it in a cluster.
class TestCommandKeys : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findsTheKeys_data();
    void findsTheKeys();
    void unknownCommandsAreLeftToTheServer_data();
    void unknownCommandsAreLeftToTheServer();
};

using Keys = QList<QByteArray>;

void TestCommandKeys::findsTheKeys_data()
{
    QTest::addColumn<RedisCommand>("argv");
    QTest::addColumn<Keys>("keys");
    QTest::newRow("one key") << RedisCommand{"SET", "k", "v", "PX", "10"} << Keys{"k"};
    QTest::newRow("lower case") << RedisCommand{"get", "k"} << Keys{"k"};
    QTest::newRow("two keys") << RedisCommand{"LMOVE", "a", "b", "LEFT", "RIGHT"} << Keys{"a", "b"};
    QTest::newRow("every argument") << RedisCommand{"DEL", "a", "b", "c"} << Keys{"a", "b", "c"};
    QTest::newRow("every other") << RedisCommand{"MSET", "a", "1", "b", "2"} << Keys{"a", "b"};
    QTest::newRow("all but the timeout") << RedisCommand{"BLPOP", "a", "b", "5"} << Keys{"a", "b"};
    QTest::newRow("bitop after the operation")
        << RedisCommand{"BITOP", "AND", "dest", "a", "b"} << Keys{"dest", "a", "b"};
    QTest::newRow("script keys") << RedisCommand{"EVALSHA", "abc", "2", "k1", "k2", "arg"}
                                 << Keys{"k1", "k2"};
    QTest::newRow("script without keys") << RedisCommand{"EVAL", "return 1", "0"} << Keys{};
    QTest::newRow("destination and numkeys")
        << RedisCommand{"ZUNIONSTORE", "d", "2", "a", "b", "WEIGHTS", "1", "2"}
        << Keys{"d", "a", "b"};
    QTest::newRow("numkeys first")
        << RedisCommand{"ZINTERCARD", "2", "a", "b", "LIMIT", "1"} << Keys{"a", "b"};
    QTest::newRow("blocking numkeys")
        << RedisCommand{"BLMPOP", "0", "2", "a", "b", "LEFT"} << Keys{"a", "b"};
    QTest::newRow("streams") << RedisCommand{"XREAD", "COUNT", "2", "STREAMS", "s1", "s2", "0", "0"}
                             << Keys{"s1", "s2"};
    QTest::newRow("group streams")
        << RedisCommand{"XREADGROUP", "GROUP", "g", "c", "STREAMS", "s", ">"} << Keys{"s"};
    QTest::newRow("subcommand key") << RedisCommand{"MEMORY", "USAGE", "k"} << Keys{"k"};
    QTest::newRow("subcommand without key") << RedisCommand{"MEMORY", "STATS"} << Keys{};
    QTest::newRow("object encoding") << RedisCommand{"OBJECT", "encoding", "k"} << Keys{"k"};
    QTest::newRow("keyless") << RedisCommand{"SCAN", "0", "MATCH", "cs:*"} << Keys{};
    QTest::newRow("publish is cluster-wide") << RedisCommand{"PUBLISH", "ch", "m"} << Keys{};
    QTest::newRow("shard channel") << RedisCommand{"SPUBLISH", "ch", "m"} << Keys{"ch"};
    QTest::newRow("watch") << RedisCommand{"WATCH", "a", "b"} << Keys{"a", "b"};
    QTest::newRow("empty") << RedisCommand{} << Keys{};
}

void TestCommandKeys::findsTheKeys()
{
    QFETCH(RedisCommand, argv);
    QFETCH(Keys, keys);
    const auto found = CommandKeys::of(argv);
    QVERIFY(found.has_value());
    QCOMPARE(*found, keys);
}

void TestCommandKeys::unknownCommandsAreLeftToTheServer_data()
{
    QTest::addColumn<RedisCommand>("argv");
    QTest::newRow("not in the table") << RedisCommand{"SORT", "k", "STORE", "d"};
    QTest::newRow("module command") << RedisCommand{"JSON.GET", "k"};
    QTest::newRow("numkeys not a number") << RedisCommand{"EVAL", "s", "x", "k"};
    QTest::newRow("streams without STREAMS") << RedisCommand{"XREAD", "COUNT", "1"};
}

void TestCommandKeys::unknownCommandsAreLeftToTheServer()
{
    QFETCH(RedisCommand, argv);
    QVERIFY(!CommandKeys::of(argv).has_value());
}

QTEST_APPLESS_MAIN(TestCommandKeys)
#include "tst_commandkeys.moc"
