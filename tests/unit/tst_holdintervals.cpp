#include "holdintervals.h"

#include <QTest>

class TestHoldIntervals : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findsOverlaps_data();
    void findsOverlaps();
};

using Spans = QList<std::tuple<qint64, qint64, QByteArray>>;
Q_DECLARE_METATYPE(Spans)

void TestHoldIntervals::findsOverlaps_data()
{
    QTest::addColumn<Spans>("spans");
    QTest::addColumn<int>("overlaps");
    QTest::addColumn<int>("maxConcurrent");
    QTest::newRow("none") << Spans{} << 0 << 0;
    QTest::newRow("disjoint") << Spans{{0, 10, "a"}, {20, 30, "b"}} << 0 << 1;
    QTest::newRow("touching ends") << Spans{{0, 10, "a"}, {10, 20, "b"}} << 0 << 1;
    QTest::newRow("overlap") << Spans{{0, 10, "a"}, {5, 15, "b"}} << 1 << 2;
    QTest::newRow("nested") << Spans{{0, 100, "a"}, {10, 20, "b"}, {30, 40, "c"}} << 2 << 2;
    QTest::newRow("three at once") << Spans{{0, 10, "a"}, {1, 10, "b"}, {2, 10, "c"}} << 3 << 3;
    QTest::newRow("unsorted input") << Spans{{50, 60, "b"}, {0, 55, "a"}} << 1 << 2;
    QTest::newRow("same holder again is no violation")
        << Spans{{0, 10, "a"}, {5, 15, "a"}} << 0 << 2;
}

void TestHoldIntervals::findsOverlaps()
{
    QFETCH(Spans, spans);
    QFETCH(int, overlaps);
    QFETCH(int, maxConcurrent);
    HoldIntervals h;
    for (const auto &[start, end, holder] : spans)
        h.add({start, end, holder, -1});
    QCOMPARE(h.overlaps().size(), overlaps);
    QCOMPARE(h.maxConcurrent(), maxConcurrent);
}

QTEST_APPLESS_MAIN(TestHoldIntervals)
#include "tst_holdintervals.moc"
