#include "seenkeyfilter.h"

#include <QTest>

class TestSeenKeyFilter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void emptyFilterHasSeenNothing();
    void everyAddedKeyIsSeen();
    void fewKeysNeverAddedLookSeen();
    void memoryGrowsInStagesNotWithKeyLength();
};

void TestSeenKeyFilter::emptyFilterHasSeenNothing()
{
    const SeenKeyFilter filter;
    QVERIFY(!filter.mayContain("k"));
    QVERIFY(!filter.mayContain(QByteArray()));
    QCOMPARE(filter.size(), 0);
    QCOMPARE(filter.bytesUsed(), 0);
}

// Across three stages (65,536, then 262,144 keys, then more), binary and empty keys included.
void TestSeenKeyFilter::everyAddedKeyIsSeen()
{
    SeenKeyFilter filter;
    constexpr int Keys = 400000;
    filter.add(QByteArray());
    filter.add(QByteArray("\x00\xff\x01", 3));
    for (int i = 0; i < Keys; ++i)
        filter.add("cache:" + QByteArray::number(i));
    QCOMPARE(filter.size(), Keys + 2);
    QVERIFY(filter.mayContain(QByteArray()));
    QVERIFY(filter.mayContain(QByteArray("\x00\xff\x01", 3)));
    int missed = 0;
    for (int i = 0; i < Keys; ++i)
        missed += filter.mayContain("cache:" + QByteArray::number(i)) ? 0 : 1;
    QCOMPARE(missed, 0);
}

void TestSeenKeyFilter::fewKeysNeverAddedLookSeen()
{
    SeenKeyFilter filter;
    constexpr int Keys = 300000; // the last stage part full, the first two full
    for (int i = 0; i < Keys; ++i)
        filter.add("seen:" + QByteArray::number(i));
    int falsePositives = 0;
    constexpr int Probes = 200000;
    for (int i = 0; i < Probes; ++i)
        falsePositives += filter.mayContain("other:" + QByteArray::number(i)) ? 1 : 0;
    qInfo("%d false positives in %d keys never added (%.3f %%)", falsePositives, Probes,
          100.0 * falsePositives / Probes);
    QVERIFY2(falsePositives < Probes / 50, qPrintable(QString::number(falsePositives)));
}

void TestSeenKeyFilter::memoryGrowsInStagesNotWithKeyLength()
{
    SeenKeyFilter shortKeys;
    SeenKeyFilter longKeys;
    const QByteArray padding(1000, 'x');
    for (int i = 0; i < 70000; ++i) {
        shortKeys.add(QByteArray::number(i));
        longKeys.add(padding + QByteArray::number(i));
    }
    QCOMPARE(shortKeys.bytesUsed(), longKeys.bytesUsed());
    // Two stages: 65,536 keys and 262,144 keys at 10 bits each.
    QCOMPARE(shortKeys.bytesUsed(), (65536 + 262144) * 10 / 8);
}

QTEST_APPLESS_MAIN(TestSeenKeyFilter)
#include "tst_seenkeyfilter.moc"
