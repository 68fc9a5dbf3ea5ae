#include "clustertopology.h"
#include "hashslot.h"

#include <QTest>

// The slot map read from CLUSTER SHARDS (Redis 7) and CLUSTER SLOTS (before), and patched by
// MOVED.
class TestClusterTopology : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsClusterSlots();
    void readsClusterShards();
    void movePatchesOneSlot();
    void refusesRepliesRedisDoesNotSend_data();
    void refusesRepliesRedisDoesNotSend();
};

namespace {
using R = RedisReply;
R str(const char *s)
{
    return R::string(QByteArray(s));
}
R num(qint64 n)
{
    return R::integer(n);
}
R arr(QList<R> e)
{
    return R::array(std::move(e));
}
R slotsNode(const char *ip, qint64 port, const char *id)
{
    return arr({str(ip), num(port), str(id), arr({})});
}
R shardNode(const char *id, const char *ip, qint64 port, const char *role, const char *health)
{
    return arr({str("id"), str(id), str("port"), num(port), str("ip"), str(ip), str("endpoint"),
                str(ip), str("role"), str(role), str("replication-offset"), num(0), str("health"),
                str(health)});
}

// Three masters of 5461/5462 slots, one replica each, as Redis 7.0 answers.
R threeShards()
{
    return arr({
        arr({str("slots"), arr({num(0), num(5460)}), str("nodes"),
             arr({shardNode("a", "127.0.0.1", 7000, "master", "online"),
                  shardNode("d", "127.0.0.1", 7003, "replica", "online")})}),
        arr({str("slots"), arr({num(5461), num(10922)}), str("nodes"),
             arr({shardNode("b", "127.0.0.1", 7001, "master", "online"),
                  shardNode("e", "127.0.0.1", 7004, "replica", "fail")})}),
        arr({str("slots"), arr({num(10923), num(12000), num(12001), num(16383)}), str("nodes"),
             arr({shardNode("c", "", 7002, "master", "online")})}),
    });
}
} // namespace

void TestClusterTopology::readsClusterSlots()
{
    const R reply = arr({
        arr({num(0), num(8191), slotsNode("127.0.0.1", 7000, "a"),
             slotsNode("127.0.0.1", 7002, "c")}),
        arr({num(8192), num(16383), slotsNode("", 7001, "b")}),
    });
    const auto t = ClusterTopology::fromSlots(reply, QStringLiteral("10.1.1.1"));
    QVERIFY2(t.ok(), qPrintable(t.error().toString()));
    QCOMPARE(t->servedSlots(), HashSlot::SlotCount);
    QCOMPARE(t->nodes().size(), 3);
    QCOMPARE(t->masters().size(), 2);
    QCOMPARE(t->nodes().at(t->masterOf(0)).port, quint16(7000));
    QCOMPARE(t->nodes().at(t->masterOf(8191)).id, QByteArray("a"));
    QCOMPARE(t->nodes().at(t->masterOf(8192)).port, quint16(7001));
    // A node that does not know its own address is where it was asked.
    QCOMPARE(t->nodes().at(t->masterOf(16383)).host, QStringLiteral("10.1.1.1"));
    QCOMPARE(t->ranges().first().replicas.size(), 1);
    QCOMPARE(t->nodes().at(t->ranges().first().replicas.first()).port, quint16(7002));
    QCOMPARE(t->masterOf(-1), -1);
    QCOMPARE(t->masterOf(HashSlot::SlotCount), -1);
}

void TestClusterTopology::readsClusterShards()
{
    const auto t = ClusterTopology::fromShards(threeShards(), QStringLiteral("127.0.0.1"));
    QVERIFY2(t.ok(), qPrintable(t.error().toString()));
    QCOMPARE(t->servedSlots(), HashSlot::SlotCount);
    QCOMPARE(t->nodes().size(), 5);
    QCOMPARE(t->masters().size(), 3);
    QCOMPARE(t->ranges().size(), 4); // the third shard has two ranges
    QCOMPARE(t->nodes().at(t->masterOf(5461)).id, QByteArray("b"));
    QCOMPARE(t->nodes().at(t->masterOf(12001)).host, QStringLiteral("127.0.0.1"));
    const int failedReplica = t->ranges().at(1).replicas.first();
    QVERIFY(t->nodes().at(failedReplica).failed);
    QVERIFY(!t->nodes().at(failedReplica).master);
}

void TestClusterTopology::movePatchesOneSlot()
{
    auto read = ClusterTopology::fromShards(threeShards(), QStringLiteral("127.0.0.1"));
    QVERIFY(read.ok());
    ClusterTopology topology = std::move(read).value();
    ClusterTopology *t = &topology;
    const int before = t->masterOf(100);
    const int moved = t->move(100, QStringLiteral("127.0.0.1"), 7001);
    QCOMPARE(t->nodes().at(moved).id, QByteArray("b"));
    QCOMPARE(t->masterOf(100), moved);
    QCOMPARE(t->masterOf(101), before);
    // To a node the map did not know yet: added.
    const int added = t->move(101, QStringLiteral("127.0.0.1"), 7009);
    QCOMPARE(t->nodes().size(), 6);
    QCOMPARE(t->masterOf(101), added);
    QCOMPARE(t->move(-1, QStringLiteral("h"), 1), -1);
}

void TestClusterTopology::refusesRepliesRedisDoesNotSend_data()
{
    QTest::addColumn<bool>("shards");
    QTest::addColumn<RedisReply>("reply");
    QTest::newRow("slots: not an array") << false << str("x");
    QTest::newRow("slots: slot out of range")
        << false << arr({arr({num(0), num(16384), slotsNode("h", 1, "a")})});
    QTest::newRow("slots: range backwards")
        << false << arr({arr({num(10), num(5), slotsNode("h", 1, "a")})});
    QTest::newRow("slots: bad port")
        << false << arr({arr({num(0), num(5), slotsNode("h", 70000, "a")})});
    QTest::newRow("slots: no node") << false << arr({arr({num(0), num(5)})});
    QTest::newRow("shards: odd slot list")
        << true
        << arr({arr({str("slots"), arr({num(0)}), str("nodes"),
                     arr({shardNode("a", "h", 1, "master", "online")})})});
    QTest::newRow("shards: slots and no master")
        << true
        << arr({arr({str("slots"), arr({num(0), num(5)}), str("nodes"),
                     arr({shardNode("a", "h", 1, "replica", "online")})})});
    QTest::newRow("shards: node without port")
        << true
        << arr({arr({str("slots"), arr({}), str("nodes"), arr({arr({str("id"), str("a")})})})});
}

void TestClusterTopology::refusesRepliesRedisDoesNotSend()
{
    QFETCH(bool, shards);
    QFETCH(RedisReply, reply);
    const auto t = shards ? ClusterTopology::fromShards(reply, QStringLiteral("h"))
                          : ClusterTopology::fromSlots(reply, QStringLiteral("h"));
    QVERIFY(!t.ok());
    QCOMPARE(t.error().kind(), RedisError::Kind::UnexpectedReply);
}

QTEST_APPLESS_MAIN(TestClusterTopology)
#include "tst_clustertopology.moc"
