#include "loadbudget.h"

#include <QTest>

using namespace Qt::StringLiterals;

// LoadBudget with a clock the test drives: the limits parsed and printed, requests paced by the
// server-time and the command buckets, a burst of at most one second, and the charge per request.
class TestLoadBudget : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parseReadsShareAndRate_data();
    void parseReadsShareAndRate();
    void parseRefusesWithAClearMessage_data();
    void parseRefusesWithAClearMessage();
    void toStringRoundTrips();
    void firstRequestGoesAtOnce();
    void serverShareSpacesRequestsByTheirCharge();
    void commandRateSpacesRequestsByTheirCommands();
    void burstIsAtMostOneSecondOfBudget();
    void averageLoadOverManyRequestsMatchesTheShare();
    void chargedIsTheRoundTripLessTheFloorBoundedPerCommand_data();
    void chargedIsTheRoundTripLessTheFloorBoundedPerCommand();
};

void TestLoadBudget::parseReadsShareAndRate_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("share");
    QTest::addColumn<double>("rate");
    QTest::newRow("2%") << u"2%"_s << 0.02 << 0.0;
    QTest::newRow("0.5%") << u"0.5%"_s << 0.005 << 0.0;
    QTest::newRow("100%") << u"100%"_s << 1.0 << 0.0;
    QTest::newRow("500/s") << u"500/s"_s << 0.0 << 500.0;
    QTest::newRow("both") << u"2%,500/s"_s << 0.02 << 500.0;
    QTest::newRow("spaces") << u" 1 % , 20 /s "_s << 0.01 << 20.0;
}

void TestLoadBudget::parseReadsShareAndRate()
{
    QFETCH(QString, text);
    QFETCH(double, share);
    QFETCH(double, rate);
    const auto limits = LoadBudgetLimits::parse(text);
    QVERIFY2(limits.ok(), qPrintable(limits.error().message()));
    QCOMPARE(limits->serverShare, share);
    QCOMPARE(limits->commandsPerSecond, rate);
}

void TestLoadBudget::parseRefusesWithAClearMessage_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("says");
    QTest::newRow("empty") << QString() << u"empty"_s;
    QTest::newRow("no unit") << u"2"_s << u"ends neither in % nor in /s"_s;
    QTest::newRow("zero share") << u"0%"_s << u"above 0 %"_s;
    QTest::newRow("over 100") << u"150%"_s << u"at most 100 %"_s;
    QTest::newRow("negative") << u"-1%"_s << u"above 0 %"_s;
    QTest::newRow("word") << u"lots%"_s << u"not a percentage"_s;
    QTest::newRow("zero rate") << u"0/s"_s << u"at least 1 command per second"_s;
    QTest::newRow("rate word") << u"x/s"_s << u"not a number of commands per second"_s;
    QTest::newRow("two shares") << u"1%,2%"_s << u"two shares"_s;
}

void TestLoadBudget::parseRefusesWithAClearMessage()
{
    QFETCH(QString, text);
    QFETCH(QString, says);
    const auto limits = LoadBudgetLimits::parse(text);
    QVERIFY(!limits.ok());
    QCOMPARE(limits.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(limits.error().message().contains(says), qPrintable(limits.error().message()));
    QVERIFY2(limits.error().message().contains(u"\"500/s\""_s),
             qPrintable(limits.error().message()));
}

void TestLoadBudget::toStringRoundTrips()
{
    for (const QString &text : {u"2%"_s, u"0.5%"_s, u"500/s"_s, u"2%,500/s"_s}) {
        const auto limits = LoadBudgetLimits::parse(text);
        QVERIFY(limits.ok());
        QCOMPARE(limits->toString(), text);
    }
    QCOMPARE((LoadBudgetLimits{0, 0}.toString()), u"unlimited"_s);
}

void TestLoadBudget::firstRequestGoesAtOnce()
{
    const LoadBudget budget;
    QCOMPARE(budget.delayUs(123456), 0);
    QCOMPARE(budget.limits().serverShare, 0.02);
}

// 1 %: a request charged 5 ms of server time, once the burst is used, is followed by 500 ms of
// rest.
void TestLoadBudget::serverShareSpacesRequestsByTheirCharge()
{
    LoadBudget budget(LoadBudgetLimits{0.01, 0});
    qint64 now = 0;
    budget.spend(1, 10'000, now); // the whole second's 10 ms of server time
    QCOMPARE(budget.delayUs(now), 0);
    budget.spend(1, 5'000, now); // 5 ms in debt
    QCOMPARE(budget.delayUs(now), 500'000);
    QCOMPARE(budget.delayUs(now + 200'000), 300'000);
    QCOMPARE(budget.delayUs(now + 500'000), 0);
}

void TestLoadBudget::commandRateSpacesRequestsByTheirCommands()
{
    LoadBudget budget(LoadBudgetLimits{0, 100});
    budget.spend(100, 1'000'000, 0); // server time is not limited
    QCOMPARE(budget.delayUs(0), 0);
    budget.spend(50, 0, 0);
    QCOMPARE(budget.delayUs(0), 500'000);
    QCOMPARE(budget.delayUs(250'000), 250'000);
}

// After a long idle the buckets hold one second's worth, not more.
void TestLoadBudget::burstIsAtMostOneSecondOfBudget()
{
    LoadBudget budget(LoadBudgetLimits{0.01, 10});
    budget.spend(1, 1, 0);
    const qint64 later = 3600LL * 1'000'000; // an hour idle
    budget.spend(10, 0, later);              // one second of commands
    QCOMPARE(budget.delayUs(later), 0);
    budget.spend(1, 0, later);
    QCOMPARE(budget.delayUs(later), 100'000);
    budget.spend(0, 10'000 + 1'000, later + 100'000); // one second of server time, and 1 ms more
    QCOMPARE(budget.delayUs(later + 100'000), 100'000);
}

// Requests paced by delayUs() over a simulated minute use the share, within the one-second burst.
void TestLoadBudget::averageLoadOverManyRequestsMatchesTheShare()
{
    LoadBudget budget(LoadBudgetLimits{0.02, 0});
    qint64 now = 0;
    qint64 busy = 0;
    const qint64 end = 60LL * 1'000'000;
    while (now < end) {
        now += budget.delayUs(now);
        budget.spend(500, 3'000, now); // 3 ms of server time per request
        busy += 3'000;
        now += 4'000; // the round trip
    }
    const double share = double(busy) / double(now);
    QVERIFY2(share > 0.019 && share < 0.0205, qPrintable(QString::number(share)));
}

void TestLoadBudget::chargedIsTheRoundTripLessTheFloorBoundedPerCommand_data()
{
    QTest::addColumn<qint64>("roundTrip");
    QTest::addColumn<qint64>("floor");
    QTest::addColumn<qint64>("commands");
    QTest::addColumn<qint64>("charged");
    QTest::newRow("network removed") << 1'500LL << 200LL << 10LL << 1'300LL;
    QTest::newRow("the floor itself") << 200LL << 200LL << 10LL << 10LL;
    QTest::newRow("below the floor") << 150LL << 200LL << 1LL << 1LL;
    QTest::newRow("many cheap commands") << 700LL << 200LL << 2'000LL << 2'000LL;
    QTest::newRow("no command") << 100LL << 100LL << 0LL << 1LL;
    // The client's thread was busy for 5 s while 4 PINGs were in flight (a sanitized build
    // drawing a big table): the server is charged 1 ms a command at most.
    QTest::newRow("a stalled client") << 5'000'000LL << 200LL << 4LL << 4'000LL;
    QTest::newRow("slow but within the bound") << 3'200LL << 200LL << 4LL << 3'000LL;
}

void TestLoadBudget::chargedIsTheRoundTripLessTheFloorBoundedPerCommand()
{
    QFETCH(qint64, roundTrip);
    QFETCH(qint64, floor);
    QFETCH(qint64, commands);
    QFETCH(qint64, charged);
    QCOMPARE(LoadBudget::chargedUs(roundTrip, floor, commands), charged);
}

QTEST_APPLESS_MAIN(TestLoadBudget)
#include "tst_loadbudget.moc"
