// Runs the playground's scenarios headless (docs/playground.md, "Scenarios") and asserts what
// each says it shows: the unsafe variant's failure happens, the safe variants' does not. ctest
// runs it three times, each on a range of scenario numbers ($COORDSCOPE_SCENARIOS, "5-7"; all
// when unset), so that no run lasts long.
#include "playgroundchecker.h"
#include "playgroundscenario.h"
#include "redisserverprocess.h"
#include "simulationengine.h"
#include "testredis.h"
#include "verifyok.h"

#include <QTest>

class TestPlaygroundScenarios : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void scenarioShowsWhatItSays_data();
    void scenarioShowsWhatItSays();

private:
    TestRedis::Server m_server;
};

void TestPlaygroundScenarios::initTestCase()
{
    Result<TestRedis::Server> server = TestRedis::start();
    VERIFY_OK(server);
    m_server = std::move(server).value();
}

namespace {
// $COORDSCOPE_SCENARIOS: "first-last"; every scenario when unset.
std::pair<int, int> scenarioRange()
{
    const QString range = qEnvironmentVariable("COORDSCOPE_SCENARIOS");
    const qsizetype dash = range.indexOf(u'-');
    if (dash < 0)
        return {1, 1000};
    return {range.left(dash).toInt(), range.mid(dash + 1).toInt()};
}
} // namespace

void TestPlaygroundScenarios::scenarioShowsWhatItSays_data()
{
    const auto [first, last] = scenarioRange();
    QVERIFY2(first >= 1 && last >= first, "COORDSCOPE_SCENARIOS is first-last, e.g. 5-7");
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("label");
    for (const PlaygroundScenario &scenario : PlaygroundScenario::all()) {
        if (scenario.number < first || scenario.number > last)
            continue;
        for (const PlaygroundScenario::Case &c : scenario.cases)
            QTest::addRow("%d %s / %s", scenario.number, qPrintable(scenario.name),
                          qPrintable(c.label))
                << scenario.name << c.label;
    }
}

void TestPlaygroundScenarios::scenarioShowsWhatItSays()
{
    QFETCH(QString, scenario);
    QFETCH(QString, label);
    const PlaygroundScenario *preset = PlaygroundScenario::find(scenario);
    QVERIFY(preset);
    const SimulationConfig config = preset->config(label, 7, m_server->connectionOptions());
    VERIFY_OK(config.validate());
    const Result<PlaygroundHistory> history = SimulationEngine::run(config);
    VERIFY_OK(history);
    QCOMPARE(history->run().scenario, scenario);
    QCOMPARE(history->run().scenarioCase, label);
    QVERIFY(history->size() > 0);
    const CheckReport report = PlaygroundChecker::check(*history);
    const PlaygroundScenario::Verdict verdict = preset->judge(label, *history, report);
    const QString message =
        u"expected: " % preset->findCase(label)->expected % u"; found: " % verdict.reason;
    qInfo("%s", qPrintable(message));
    for (const CheckReport::Violation &violation :
         report.violations.first(std::min<qsizetype>(report.violations.size(), 3)))
        qInfo("violation: %s", qPrintable(violation.text));
    if (!verdict.asExpected && qEnvironmentVariableIsSet("CS_DUMP")) {
        const qint64 t0 = history->events().first().timeUs;
        for (const PlaygroundEvent &e : history->events())
            qInfo("%9.3f c%d %s %s %s %s", double(e.timeUs - t0) / 1000, e.client,
                  qPrintable(PlaygroundEvent::kindName(e.kind)), qPrintable(e.token.left(8)),
                  qPrintable(e.fault), qPrintable(e.detail));
    }
    QVERIFY2(verdict.asExpected, qPrintable(message));
    // Whatever the variant, the history is in server-time order.
    for (qsizetype i = 1; i < history->size(); ++i)
        QVERIFY(history->events().at(i - 1).timeUs <= history->events().at(i).timeUs);
}

QTEST_GUILESS_MAIN(TestPlaygroundScenarios)
#include "tst_playgroundscenarios.moc"
