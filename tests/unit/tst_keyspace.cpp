#include "hashslot.h"
#include "keyspace.h"

#include <QTest>

class TestKeySpace : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void namesKeysInsideOneHashTag();
    void keysOfOneStructureShareASlot();
    void validatesNames_data();
    void validatesNames();
    void computesClusterSlots_data();
    void computesClusterSlots();
};

void TestKeySpace::namesKeysInsideOneHashTag()
{
    const KeySpace ks;
    QCOMPARE(ks.key("orders"), QByteArray("cs:{orders}"));
    QCOMPARE(ks.key("orders", "owners"), QByteArray("cs:{orders}:owners"));
    const KeySpace custom("app:");
    QCOMPARE(custom.key("x", "y"), QByteArray("app:{x}:y"));
}

void TestKeySpace::keysOfOneStructureShareASlot()
{
    const KeySpace ks;
    const int slot = HashSlot::of(ks.key("sem"));
    for (const char *part : {"owners", "timeouts", "counter", "lock"})
        QCOMPARE(HashSlot::of(ks.key("sem", part)), slot);
}

void TestKeySpace::validatesNames_data()
{
    QTest::addColumn<QByteArray>("name");
    QTest::addColumn<bool>("valid");
    QTest::newRow("plain") << QByteArray("jobs") << true;
    QTest::newRow("utf-8") << QByteArray("订单") << true;
    QTest::newRow("empty") << QByteArray() << false;
    QTest::newRow("open brace") << QByteArray("a{b") << false;
    QTest::newRow("close brace") << QByteArray("a}b") << false;
}

void TestKeySpace::validatesNames()
{
    QFETCH(QByteArray, name);
    QFETCH(bool, valid);
    const auto r = KeySpace::validateName(name);
    QCOMPARE(r.ok(), valid);
    if (!valid)
        QCOMPARE(r.error().kind(), RedisError::Kind::InvalidArgument);
}

void TestKeySpace::computesClusterSlots_data()
{
    QTest::addColumn<QByteArray>("key");
    QTest::addColumn<int>("slot");
    // Values from CLUSTER KEYSLOT on a real server and the cluster specification.
    QTest::newRow("foo") << QByteArray("foo") << 12182;
    QTest::newRow("123456789") << QByteArray("123456789") << 12739;
    QTest::newRow("tag") << QByteArray("{user1000}.following") << 3443;
    QTest::newRow("same tag") << QByteArray("{user1000}.followers") << 3443;
    QTest::newRow("empty tag hashes whole key") << QByteArray("foo{}{bar}") << 8363;
    QTest::newRow("first tag wins") << QByteArray("foo{{bar}}zap") << 4015;
}

void TestKeySpace::computesClusterSlots()
{
    QFETCH(QByteArray, key);
    QFETCH(int, slot);
    QCOMPARE(HashSlot::of(key), slot);
}

QTEST_APPLESS_MAIN(TestKeySpace)
#include "tst_keyspace.moc"
