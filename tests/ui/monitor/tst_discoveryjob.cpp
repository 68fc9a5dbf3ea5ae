#include "discoveryjob.h"

#include <QTest>

namespace {
DiscoveredPrimitive primitive(PrimitiveKind kind, const char *family, const QByteArray &name,
                              const QList<QByteArray> &keys)
{
    DiscoveredPrimitive p;
    p.kind = kind;
    p.family = QString::fromLatin1(family);
    p.name = name;
    for (const QByteArray &key : keys)
        p.keys << DiscoveredKey{key};
    return p;
}

QList<QByteArray> identities(const QList<DiscoveredPrimitive> &list)
{
    QList<QByteArray> out;
    for (const DiscoveredPrimitive &p : list)
        out << p.family.toLatin1() + '/' + p.name;
    return out;
}
} // namespace

// DiscoveryJob::mergeProbe: what a probe of new keys finds joins the known list.
class TestDiscoveryJob : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void probedPrimitiveJoinsInDiscoveryOrder();
    void knownPrimitiveGetsTheNewKeysOnly();
    void nothingNewIsNoChange();
    void primitiveSeenPartlyIsLeftOut();
    void knownPrimitiveSubsumedByAProbedOneIsDropped();
};

void TestDiscoveryJob::probedPrimitiveJoinsInDiscoveryOrder()
{
    const QList<DiscoveredPrimitive> known = {
        primitive(PrimitiveKind::Lock, "coordscope-token-lock", "a", {"cs:{a}:lock"}),
        primitive(PrimitiveKind::Lock, "coordscope-token-lock", "c", {"cs:{c}:lock"}),
        primitive(PrimitiveKind::Semaphore, "coordscope-semaphore", "s", {"cs:{s}:holders"})};
    const auto merged = DiscoveryJob::mergeProbe(
        known, {primitive(PrimitiveKind::Lock, "coordscope-token-lock", "b", {"cs:{b}:lock"})});
    QVERIFY(merged);
    QCOMPARE(identities(*merged),
             (QList<QByteArray>{"coordscope-token-lock/a", "coordscope-token-lock/b",
                                "coordscope-token-lock/c", "coordscope-semaphore/s"}));
}

void TestDiscoveryJob::knownPrimitiveGetsTheNewKeysOnly()
{
    const QList<DiscoveredPrimitive> known = {primitive(
        PrimitiveKind::Semaphore, "coordscope-semaphore", "s", {"cs:{s}:holders", "cs:{s}:lease"})};
    const auto merged =
        DiscoveryJob::mergeProbe(known, {primitive(PrimitiveKind::Semaphore, "coordscope-semaphore",
                                                   "s", {"cs:{s}:holders", "cs:{s}:counter"})});
    QVERIFY(merged);
    QCOMPARE(merged->size(), 1);
    QList<QByteArray> keys;
    for (const DiscoveredKey &k : merged->first().keys)
        keys << k.key;
    QCOMPARE(keys, (QList<QByteArray>{"cs:{s}:holders", "cs:{s}:lease", "cs:{s}:counter"}));
}

void TestDiscoveryJob::nothingNewIsNoChange()
{
    const QList<DiscoveredPrimitive> known = {
        primitive(PrimitiveKind::Lock, "coordscope-token-lock", "a", {"cs:{a}:lock"})};
    QVERIFY(!DiscoveryJob::mergeProbe(known, known));
    QVERIFY(!DiscoveryJob::mergeProbe(known, {}));
}

// A Redisson fair lock is known; a probe of its lock hash alone finds an RLock of that name.
void TestDiscoveryJob::primitiveSeenPartlyIsLeftOut()
{
    const QList<DiscoveredPrimitive> known = {
        primitive(PrimitiveKind::FairLock, "redisson-fairlock", "fair",
                  {"fair", "redisson_lock_queue:{fair}", "redisson_lock_timeout:{fair}"})};
    QVERIFY(!DiscoveryJob::mergeProbe(
        known, {primitive(PrimitiveKind::ReentrantLock, "redisson-rlock", "fair", {"fair"})}));
}

// The other way round: the RLock was known, then its fair lock's queue was probed.
void TestDiscoveryJob::knownPrimitiveSubsumedByAProbedOneIsDropped()
{
    const QList<DiscoveredPrimitive> known = {
        primitive(PrimitiveKind::ReentrantLock, "redisson-rlock", "fair", {"fair"}),
        primitive(PrimitiveKind::Lock, "coordscope-token-lock", "a", {"cs:{a}:lock"})};
    const auto merged = DiscoveryJob::mergeProbe(
        known, {primitive(PrimitiveKind::FairLock, "redisson-fairlock", "fair",
                          {"fair", "redisson_lock_queue:{fair}", "redisson_lock_timeout:{fair}"})});
    QVERIFY(merged);
    QCOMPARE(identities(*merged),
             (QList<QByteArray>{"coordscope-token-lock/a", "redisson-fairlock/fair"}));
}

QTEST_GUILESS_MAIN(TestDiscoveryJob)
#include "tst_discoveryjob.moc"
