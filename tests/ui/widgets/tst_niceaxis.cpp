// Chart axes people read (issue 23, defect 4): 1-2-2.5-5 steps, labels with the decimals the step
// needs (0.25 was shown as "0.3"), as many ticks as fit, a sensible empty axis.
#include "limitertrafficchart.h"
#include "niceaxis.h"

#include <QChart>
#include <QTest>
#include <QValueAxis>

class TestNiceAxis : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void stepsAreNiceAndLabelsExact_data();
    void stepsAreNiceAndLabelsExact();
    void moreRoomMoreTicksNeverMoreThanFit();
    void aSliverBelowZeroStaysASliver();
    void anEmptyChartCountsZeroToOne();
    void aRangeThatJumpsAsksForFewTicks();
};

void TestNiceAxis::stepsAreNiceAndLabelsExact_data()
{
    QTest::addColumn<double>("min");
    QTest::addColumn<double>("max");
    QTest::addColumn<bool>("integer");
    QTest::addColumn<double>("step");
    QTest::addColumn<double>("top");
    QTest::newRow("quarters") << 0.0 << 0.75 << false << 0.25 << 0.75;
    QTest::newRow("two thousand") << 0.0 << 1898.0 << false << 500.0 << 2000.0;
    QTest::newRow("counts") << 0.0 << 3.0 << true << 1.0 << 3.0;
    QTest::newRow("empty") << 5.0 << 5.0 << false << 0.2 << 6.0;
    QTest::newRow("seconds") << 0.0 << 1.9 << false << 0.5 << 2.0;
}

void TestNiceAxis::stepsAreNiceAndLabelsExact()
{
    QFETCH(double, min);
    QFETCH(double, max);
    QFETCH(bool, integer);
    QFETCH(double, step);
    QFETCH(double, top);
    const NiceAxis::Ticks t = NiceAxis::ticks(min, max, 300, 60, integer);
    QCOMPARE(t.step, step);
    QCOMPARE(t.max, top);
    QVERIFY(t.min <= min);
    const double mantissa = t.step / std::pow(10.0, std::floor(std::log10(t.step)));
    QVERIFY2(qFuzzyCompare(mantissa, 1.0) || qFuzzyCompare(mantissa, 2.0) ||
                 qFuzzyCompare(mantissa, 2.5) || qFuzzyCompare(mantissa, 5.0),
             qPrintable(QString::number(t.step)));
    if (integer)
        QCOMPARE(t.decimals, 0);
    if (step == 0.25) // 0, 0.25, 0.5, 0.75: not 0.3 and 0.8
        QCOMPARE(t.label(0.25), QStringLiteral("0.25"));
    for (int k = 0; k < t.count(); ++k) {
        const double v = t.min + k * t.step;
        QVERIFY2(std::abs(t.label(v).toDouble() - v) < 1e-9, qPrintable(t.label(v)));
    }
}

void TestNiceAxis::moreRoomMoreTicksNeverMoreThanFit()
{
    int last = 0;
    for (double length : {60.0, 150.0, 300.0, 600.0, 1200.0}) {
        const NiceAxis::Ticks t = NiceAxis::ticks(0, 1898, length, 50);
        QVERIFY(t.count() >= 2);
        QVERIFY2(t.count() <= std::max(2, int(length / 50) + 1),
                 qPrintable(QString::number(length)));
        QVERIFY(t.count() >= last);
        last = t.count();
    }
    QVERIFY(last >= 10);
}

void TestNiceAxis::aSliverBelowZeroStaysASliver()
{
    const NiceAxis::Ticks t = NiceAxis::ticks(-36, 1898, 300, 60, false, false);
    QCOMPARE(t.min, -36.0);
    QCOMPARE(t.max, 2000.0);
}

void TestNiceAxis::anEmptyChartCountsZeroToOne()
{
    LimiterTrafficChart chart;
    chart.resize(300, 160);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    for (QAbstractAxis *a : chart.chart()->axes()) {
        auto *axis = qobject_cast<QValueAxis *>(a);
        QVERIFY(axis);
        QCOMPARE(axis->min(), 0.0);
        QCOMPARE(axis->max(), 1.0);
        QCOMPARE(axis->tickType(), QValueAxis::TicksDynamic);
        // requests: 0 and 1, not 1,0,0,0,0; seconds: steps whose labels are exact.
        if (axis->orientation() == Qt::Vertical) {
            QCOMPARE(axis->tickInterval(), 1.0);
            QCOMPARE(axis->labelFormat(), QStringLiteral("%.0f"));
        } else {
            const double step = axis->tickInterval();
            const int decimals = axis->labelFormat().mid(2, 1).toInt();
            QCOMPARE(QString::number(step, 'f', decimals).toDouble(), step);
        }
    }
}

// From 0..1 to 0..2,000,000 and back: at no moment does the axis hold a range with the other
// range's interval (Qt Charts would lay out millions of ticks: out of memory under ASan).
void TestNiceAxis::aRangeThatJumpsAsksForFewTicks()
{
    QChart chart;
    auto *axis = new QValueAxis;
    chart.addAxis(axis, Qt::AlignLeft);
    NiceAxis::follow(&chart, axis);
    qsizetype most = 0;
    connect(axis, &QValueAxis::rangeChanged, this, [&](qreal min, qreal max) {
        most = std::max(most, qsizetype((max - min) / axis->tickInterval()));
    });
    connect(axis, &QValueAxis::tickIntervalChanged, this, [&](qreal interval) {
        most = std::max(most, qsizetype((axis->max() - axis->min()) / interval));
    });
    NiceAxis::setRange(axis, 0, 1);
    NiceAxis::setRange(axis, 0, 2'000'000);
    NiceAxis::setRange(axis, 0, 1);
    QVERIFY2(most <= 20, qPrintable(QString::number(most)));
    QCOMPARE(axis->max(), 1.0);
}

QTEST_MAIN(TestNiceAxis)
#include "tst_niceaxis.moc"
