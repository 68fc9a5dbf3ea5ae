#include "clirun.h"
#include "playgroundhistory.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <unistd.h>

using namespace Qt::StringLiterals;

// coordscope-cli simulate and check, the real binary: scenarios listed and run on the private
// server the command starts, judged as expected; a custom run with a fault saved and re-checked
// alike; check without a server, naming a corrupt line, judging a known scenario's case and
// saying when the case cannot be known; bad options refused with exit 2 before anything runs;
// --read-only refused; an unreachable --url fails; an explicit --url runs there on keys of its
// own name; a history that cannot be written still leaves the report and the data.
class TestCliSimulate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void interruptedRunStopsEarlyAndReleasesWhatItHolds();
    void ctrlCInATerminalLeavesTheRunsOwnServerRunning();
    void listNamesEveryScenarioWithItsCases();
    void scenarioRunIsJudgedAsExpected();
    void clusterFailoverScenarioRunsOnAClusterItStarts();
    void sentinelRunFindsTheMasterThroughTheSentinelsItStarts();
    void customRunWithAFaultIsRecheckedAlikeFromItsHistory();
    void historyEndingInCsvIsSavedAsCsv();
    void checkOfACorruptHistoryNamesTheLine();
    void checkJudgesTheScenariosCaseWithoutAServer();
    void checkSaysTheVerdictIsUnknownWhenTheCaseIsAmbiguous();
    void checkJudgesASavedScenarioRunByTheCaseItNames();
    void checkRefusesAHistoryThatIsNotWhole_data();
    void checkRefusesAHistoryThatIsNotWhole();
    void checkAllowPartialChecksWhatIsThereAndSaysSo();
    void clientParametersApplyToThatClient();
    void runWhoseOperationsMostlyFailIsInconclusive();
    void badOptionsAreUsageErrorsAndNothingRuns_data();
    void badOptionsAreUsageErrorsAndNothingRuns();
    void readOnlyIsRefused();
    void unreachableUrlFailsTheRun();
    void explicitUrlRunsThereOnKeysOfItsOwnName();
    void unwritableHistoryStillPrintsTheReportAndKeepsTheData();

private:
    static CliRun cli(const QStringList &args);
    static QString closedPortUrl();
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString writeFile(const QString &name, const QByteArray &contents) const;
    // Writes lines written by hand as a whole history: with the trailer that saving adds.
    QString writeHistory(const QString &name, const QByteArray &lines) const;

    QTemporaryDir m_dir;
};

void TestCliSimulate::interruptedRunStopsEarlyAndReleasesWhatItHolds()
{
    // Ctrl-C during a 60 s run: it stops as its time would (clients release what they hold),
    // reports, and exits 130. Before, the process died and its clients' locks stayed held.
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    RedisConnection admin(server.value()->connectionOptions());
    QProcess process;
    QElapsedTimer clock;
    clock.start();
    process.start(QStringLiteral(CLI_PATH),
                  {u"--url"_s, u"redis://127.0.0.1:%1"_s.arg(server.value()->port()), u"--json"_s,
                   u"simulate"_s, u"--primitive"_s, u"lock"_s, u"--kind"_s, u"token"_s,
                   u"--clients"_s, u"3"_s, u"--seconds"_s, u"60"_s, u"--hold"_s, u"300"_s,
                   u"--ttl"_s, u"30000"_s, u"--name"_s, u"intr"_s});
    // Interrupt while a client holds the lock.
    QTRY_VERIFY_WITH_TIMEOUT(admin.command({"EXISTS", "cs:{intr}:lock"})->integerValue() == 1,
                             20000);
    QCOMPARE(::kill(pid_t(process.processId()), SIGINT), 0);
    const CliRun run = CliRun::finish(process);
    QCOMPARE(run.exitCode, 130);
    QVERIFY(clock.elapsed() < 50000); // not the 60 s the run was given
    QVERIFY2(run.err.contains("SIGINT: the run was stopped early"), run.err.constData());
    QVERIFY2(run.json.contains(u"violations"), run.out.constData());
    QCOMPARE(admin.command({"EXISTS", "cs:{intr}:lock"})->integerValue(), 0);
}

void TestCliSimulate::ctrlCInATerminalLeavesTheRunsOwnServerRunning()
{
    // A terminal's Ctrl-C goes to the whole foreground process group. The CLI leads its own
    // group here, as a shell makes it; the private redis-server it starts must not be in it
    // (before: it died with the same Ctrl-C and the clients' releases all failed).
    QProcess process;
    process.setChildProcessModifier([] { ::setpgid(0, 0); });
    process.start(QStringLiteral(CLI_PATH),
                  {u"--json"_s, u"simulate"_s, u"--primitive"_s, u"lock"_s, u"--kind"_s, u"token"_s,
                   u"--clients"_s, u"3"_s, u"--seconds"_s, u"60"_s, u"--hold"_s, u"100"_s,
                   u"--think"_s, u"20"_s});
    QVERIFY(process.waitForStarted(10000));
    QTest::qWait(2500); // the server is up and the clients are working
    QCOMPARE(::kill(-pid_t(process.processId()), SIGINT), 0);
    const CliRun run = CliRun::finish(process);
    QCOMPARE(run.exitCode, 130);
    QVERIFY2(run.err.contains("SIGINT: the run was stopped early"), run.err.constData());
    QCOMPARE(run.json.value(u"inconclusive").toBool(true), false);
    QVERIFY2(run.json.value(u"failed_by_kind").toObject().isEmpty(), run.out.constData());
}

CliRun TestCliSimulate::cli(const QStringList &args)
{
    return CliRun::run(QStringLiteral(CLI_PATH), args);
}

QString TestCliSimulate::closedPortUrl()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return u"redis://127.0.0.1:%1"_s.arg(probe.serverPort());
}

QString TestCliSimulate::writeFile(const QString &name, const QByteArray &contents) const
{
    QFile file(path(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(contents) != contents.size())
        return {};
    return file.fileName();
}

QString TestCliSimulate::writeHistory(const QString &name, const QByteArray &lines) const
{
    QBuffer in;
    in.setData(lines);
    in.open(QIODevice::ReadOnly);
    QString notWhole;
    const Result<PlaygroundHistory> history = PlaygroundHistory::loadJsonLines(in, &notWhole);
    QBuffer out;
    out.open(QIODevice::WriteOnly);
    if (!history || !history->saveJsonLines(out))
        return {};
    return writeFile(name, out.data());
}

namespace {
// A lock run of 78 events as saved: 80 lines with the run and the trailer.
QByteArray eightyLines()
{
    PlaygroundHistory::Run run;
    run.primitive = PlaygroundPrimitive::Lock;
    run.variant = u"token"_s;
    run.clients = 2;
    PlaygroundHistory history(run);
    for (int i = 0; i < 78; ++i) {
        PlaygroundEvent event;
        event.timeUs = 1'000'000 + i * 1000;
        event.client = i % 2;
        event.kind = PlaygroundEvent::Kind::Attempt;
        event.resource = u"r"_s;
        history.append(event);
    }
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    return history.saveJsonLines(buffer) ? buffer.data() : QByteArray();
}

QByteArray firstLines(const QByteArray &bytes, int count)
{
    return bytes.split('\n').mid(0, count).join('\n') + '\n';
}
} // namespace

void TestCliSimulate::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // The runs below must use the private server the command starts, whatever the caller's
    // environment says.
    qunsetenv("COORDSCOPE_URL");
}

void TestCliSimulate::listNamesEveryScenarioWithItsCases()
{
    const CliRun text = cli({u"simulate"_s, u"--list"_s});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("1. naive-crash: Naive lock, holder crashes"));
    QVERIFY(text.out.contains("9. window-edge: "));
    QVERIFY(text.out.contains("10. reliable-crash: "));
    QVERIFY(text.out.contains("11. cluster-failover: "));
    QVERIFY(text.out.contains("12. slot-migration: "));
    QVERIFY(text.out.contains("13. sentinel-failover: "));
    QVERIFY(text.out.contains("--kind fixed (unsafe, the default)"));
    QVERIFY(text.out.contains("--kind sliding (safe)"));

    const CliRun json = cli({u"--json"_s, u"simulate"_s, u"--list"_s});
    QCOMPARE(json.exitCode, 0);
    const QJsonArray scenarios = json.json.value(u"scenarios").toArray();
    QCOMPARE(scenarios.size(), 13);
    for (qsizetype i = 0; i < scenarios.size(); ++i) {
        const QJsonObject s = scenarios.at(i).toObject();
        QCOMPARE(s.value(u"number").toInt(), i + 1);
        QVERIFY(!s.value(u"name").toString().isEmpty());
        QVERIFY(!s.value(u"shows").toString().isEmpty());
        const QJsonArray cases = s.value(u"cases").toArray();
        QVERIFY(!cases.isEmpty());
        QVERIFY(!cases.first().toObject().value(u"expected").toString().isEmpty());
    }
    QCOMPARE(
        scenarios.at(8).toObject().value(u"cases").toArray().first().toObject().value(u"label"),
        u"fixed"_s);
}

void TestCliSimulate::scenarioRunIsJudgedAsExpected()
{
    const CliRun run = cli({u"--json"_s, u"simulate"_s, u"--scenario"_s, u"window-edge"_s});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.json.value(u"scenario"), u"window-edge"_s);
    QCOMPARE(run.json.value(u"scenario_case"), u"fixed"_s);
    QCOMPARE(run.json.value(u"variant"), u"fixed"_s);
    QCOMPARE(run.json.value(u"as_expected").toBool(), true);
    QVERIFY(run.json.value(u"violation_count").toInteger() >= 1);
    QVERIFY(run.json.value(u"violation_counts").toObject().value(u"over-admission").toInteger() >=
            1);
    QVERIFY(!run.json.value(u"expected").toString().isEmpty());
    QVERIFY(!run.json.value(u"verdict_reason").toString().isEmpty());
    QCOMPARE(run.json.value(u"clients").toInt(), 4);
    QCOMPARE(run.json.value(u"seconds").toDouble(), 2.6);
    QVERIFY(run.json.value(u"where").toString().startsWith(u"a private redis-server"));
    QVERIFY(run.json.value(u"metrics").toObject().value(u"admitted").toInt() > 0);
    // A clean run is judged, not inconclusive.
    QCOMPARE(run.json.value(u"inconclusive").toBool(true), false);
    QCOMPARE(run.json.value(u"metrics").toObject().value(u"failed").toInt(-1), 0);
}

void TestCliSimulate::clusterFailoverScenarioRunsOnAClusterItStarts()
{
    const CliRun run = cli({u"--json"_s, u"simulate"_s, u"--scenario"_s, u"cluster-failover"_s});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.json.value(u"scenario"), u"cluster-failover"_s);
    QCOMPARE(run.json.value(u"scenario_case"), u"token"_s);
    QCOMPARE(run.json.value(u"as_expected").toBool(), true);
    QVERIFY(
        run.json.value(u"violation_counts").toObject().value(u"overlapping-holds").toInteger() >=
        1);
    QVERIFY2(run.json.value(u"where").toString().contains(u"Redis Cluster"),
             qPrintable(run.json.value(u"where").toString()));
}

// --sentinel: the clients reach the master through 3 sentinels, which promote a replica once the
// master is killed; the clients follow them and are granted there again. They try once a second,
// so that the tries that fail while there is no master (about 2.3 s) stay within what the two
// server faults excuse and the run is judged.
void TestCliSimulate::sentinelRunFindsTheMasterThroughTheSentinelsItStarts()
{
    const QString history = path(u"sentinel.jsonl"_s);
    const CliRun run = cli({u"--json"_s,
                            u"simulate"_s,
                            u"--primitive"_s,
                            u"lock"_s,
                            u"--kind"_s,
                            u"token"_s,
                            u"--sentinel"_s,
                            u"--clients"_s,
                            u"2"_s,
                            u"--seconds"_s,
                            u"4.5"_s,
                            u"--think"_s,
                            u"1000"_s,
                            u"--hold"_s,
                            u"50"_s,
                            u"--fault"_s,
                            u"replication-pause@0"_s,
                            u"--fault"_s,
                            u"server-stop@300ms,node=0"_s,
                            u"--history"_s,
                            history});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.json.value(u"where").toString().contains(u"3 sentinels"),
             qPrintable(run.json.value(u"where").toString()));
    QCOMPARE(run.json.value(u"inconclusive").toBool(true), false);
    QFile file(history);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const Result<PlaygroundHistory> loaded = PlaygroundHistory::loadJsonLines(file);
    QVERIFY2(loaded.ok(), qPrintable(loaded.error().toString()));
    std::optional<qint64> promotedUs;
    int grantsAfter = 0;
    for (const PlaygroundEvent &e : loaded->events()) {
        if (e.kind == PlaygroundEvent::Kind::Fault && e.fault == u"failover" && !promotedUs) {
            QVERIFY2(e.detail.startsWith(u"the sentinels promoted node "), qPrintable(e.detail));
            promotedUs = e.timeUs;
        }
        grantsAfter += promotedUs && e.kind == PlaygroundEvent::Kind::Granted;
    }
    QVERIFY2(promotedUs, "the sentinels' promotion is not on the timeline");
    QVERIFY(grantsAfter >= 1);
}

void TestCliSimulate::customRunWithAFaultIsRecheckedAlikeFromItsHistory()
{
    // Client 0 is paused for 500 ms while it holds a 200 ms lease: the others take the lock.
    const QString history = path(u"custom.jsonl"_s);
    const CliRun run =
        cli({u"--json"_s, u"simulate"_s, u"--primitive"_s, u"lock"_s, u"--kind"_s, u"token"_s,
             u"--clients"_s, u"3"_s, u"--seconds"_s, u"0.8"_s, u"--ttl"_s, u"200"_s, u"--fault"_s,
             u"pause@100ms,client=0,for=500ms"_s, u"--history"_s, history});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.json.value(u"history_file"), history);
    QCOMPARE(run.json.value(u"scenario_case"), QJsonValue());
    QCOMPARE(run.json.value(u"as_expected"), QJsonValue());
    QCOMPARE(run.json.value(u"seconds").toDouble(), 0.8);
    const qint64 violations = run.json.value(u"violation_count").toInteger();
    QVERIFY(violations >= 1);
    const QJsonArray faults = run.json.value(u"faults").toArray();
    QCOMPARE(faults.size(), 1);
    QCOMPARE(faults.first().toObject().value(u"fault"), u"pause"_s);
    QCOMPARE(faults.first().toObject().value(u"client").toInt(-1), 0);

    const CliRun check = cli({u"--json"_s, u"check"_s, history});
    QVERIFY2(check.exitCode == 0, check.err.constData());
    QCOMPARE(check.json.value(u"violation_count").toInteger(), violations);
    QCOMPARE(check.json.value(u"violation_counts"), run.json.value(u"violation_counts"));
    QCOMPARE(check.json.value(u"violations"), run.json.value(u"violations"));
    QCOMPARE(check.json.value(u"clients").toInt(), 3);

    const CliRun text = cli({u"check"_s, history});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("custom run: lock token"));
    QVERIFY(text.out.contains("\nfaults: 1\n  +0."));
    QVERIFY(text.out.contains(" s pause of client 0"));
    QVERIFY(text.out.contains(u"violations: %1 (overlapping-holds %1)"_s.arg(violations).toUtf8()));
}

void TestCliSimulate::historyEndingInCsvIsSavedAsCsv()
{
    const QString history = path(u"run.csv"_s);
    const CliRun run = cli({u"simulate"_s, u"--primitive"_s, u"semaphore"_s, u"--kind"_s,
                            u"atomic"_s, u"--seconds"_s, u"0.3"_s, u"--history"_s, history});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(run.out.contains(u"history saved to %1"_s.arg(history).toUtf8()));
    QFile file(history);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readLine().trimmed(), "time_us,client,kind,resource,item,token,fencing,fault,"
                                        "detail,failed");
}

void TestCliSimulate::checkOfACorruptHistoryNamesTheLine()
{
    const QString file = writeFile(
        u"corrupt.jsonl"_s,
        R"({"format":"coordscope-playground-history","version":1,"primitive":"lock","variant":"token","clients":2}
{"t":1000,"client":0,"kind":"attempt","resource":"r"}
{"t":1100,"client":0,"kind":"grantd","resource":"r"}
)");
    const CliRun run = cli({u"check"_s, file});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("line 3: unknown kind \"grantd\""), run.err.constData());
    QVERIFY(run.out.isEmpty());
}

void TestCliSimulate::checkJudgesTheScenariosCaseWithoutAServer()
{
    // Twenty admissions within 200 ms under a limit of 10 per second: scenario 9's fixed case.
    QByteArray history =
        R"({"format":"coordscope-playground-history","version":1,"scenario":"window-edge","primitive":"rate-limiter","variant":"fixed","seed":1,"clients":2,"limit":10,"window_us":1000000})"
        "\n";
    for (int i = 0; i < 20; ++i)
        history += u"{\"t\":%1,\"client\":%2,\"kind\":\"admitted\",\"resource\":\"s0\"}\n"_s
                       .arg(1'000'000 + i * 10'000)
                       .arg(i % 2)
                       .toUtf8();
    const QString file = writeHistory(u"edge.jsonl"_s, history);
    // A --url nobody listens on: check must not connect.
    const CliRun run = cli({u"--json"_s, u"--url"_s, closedPortUrl(), u"check"_s, file});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.json.value(u"scenario_case"), u"fixed"_s);
    QCOMPARE(run.json.value(u"as_expected").toBool(), true);
    QCOMPARE(run.json.value(u"violation_counts").toObject().value(u"over-admission").toInt(), 1);
    QCOMPARE(run.json.value(u"clients").toInt(), 2);

    const CliRun text = cli({u"check"_s, file});
    QCOMPARE(text.exitCode, 0);
    QVERIFY(text.out.contains("scenario 9 window-edge: "));
    QVERIFY(text.out.contains("\nas expected: "));
}

void TestCliSimulate::checkSaysTheVerdictIsUnknownWhenTheCaseIsAmbiguous()
{
    // Scenario 4 runs the token variant in two cases (with and without a watchdog).
    const QString file = writeHistory(
        u"pause.jsonl"_s,
        R"({"format":"coordscope-playground-history","version":1,"scenario":"token-pause","primitive":"lock","variant":"token","clients":2}
{"t":1000,"client":0,"kind":"attempt","resource":"r"}
{"t":1100,"client":0,"kind":"granted","resource":"r","token":"a"}
{"t":1200,"client":0,"kind":"released","resource":"r","token":"a"}
)");
    const CliRun run = cli({u"--json"_s, u"check"_s, file});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.json.value(u"as_expected"), QJsonValue());
    QCOMPARE(run.json.value(u"scenario_case"), QJsonValue());
    QVERIFY2(run.json.value(u"verdict_reason").toString().contains(u"token and token+watchdog"),
             qPrintable(run.json.value(u"verdict_reason").toString()));

    const CliRun text = cli({u"check"_s, file});
    QVERIFY(text.out.contains("\nverdict unknown: "));
    QVERIFY(!text.out.contains("as expected"));
}

void TestCliSimulate::checkJudgesASavedScenarioRunByTheCaseItNames()
{
    // token+watchdog runs the token variant, like the token case: only the saved case tells them
    // apart.
    const QString history = path(u"token-watchdog.jsonl"_s);
    const CliRun run = cli({u"--json"_s, u"simulate"_s, u"--scenario"_s, u"token-pause"_s,
                            u"--kind"_s, u"token+watchdog"_s, u"--history"_s, history});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(run.json.value(u"as_expected").toBool(), true);
    const CliRun check = cli({u"--json"_s, u"check"_s, history});
    QVERIFY2(check.exitCode == 0, check.err.constData());
    QCOMPARE(check.json.value(u"scenario_case"), u"token+watchdog"_s);
    QCOMPARE(check.json.value(u"as_expected").toBool(), true);
    QCOMPARE(check.json.value(u"violation_count").toInteger(), 0);
}

void TestCliSimulate::checkRefusesAHistoryThatIsNotWhole_data()
{
    QTest::addColumn<QByteArray>("contents");
    QTest::addColumn<QString>("message");
    const QByteArray whole = eightyLines();
    QTest::newRow("40 of 80 lines")
        << firstLines(whole, 40) << u"history ends at line 40 without its trailer: cut short?"_s;
    QTest::newRow("the run line only")
        << firstLines(whole, 1) << u"history ends at line 1 without its trailer: cut short?"_s;
    // "resource":"r" becomes "resource":"s": a valid event that only the checksum tells apart.
    QByteArray flipped = whole;
    const qsizetype at = flipped.indexOf("\"r\"", flipped.indexOf('\n', 2000)) + 1;
    flipped[at] = char(flipped[at] ^ 0x01);
    QTest::newRow("a bit flipped in an event line")
        << flipped << u"line 80: the trailer's checksum does not match lines 1 to 79"_s;
}

void TestCliSimulate::checkRefusesAHistoryThatIsNotWhole()
{
    QFETCH(QByteArray, contents);
    QFETCH(QString, message);
    QVERIFY(!eightyLines().isEmpty());
    const QString file = writeFile(u"not-whole.jsonl"_s, contents);
    const CliRun run = cli({u"check"_s, file});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(message.toUtf8()), run.err.constData());
    QVERIFY2(run.err.contains("--allow-partial"), run.err.constData());
    QVERIFY(run.out.isEmpty());
    const CliRun json = cli({u"--json"_s, u"check"_s, file});
    QCOMPARE(json.exitCode, 1);
    QCOMPARE(json.json.value(u"ok").toBool(true), false);
    // The whole history passes.
    const CliRun whole = cli({u"check"_s, writeFile(u"whole.jsonl"_s, eightyLines())});
    QVERIFY2(whole.exitCode == 0, whole.err.constData());
    QVERIFY(!whole.out.contains("PARTIAL"));
}

void TestCliSimulate::checkAllowPartialChecksWhatIsThereAndSaysSo()
{
    const QString file = writeFile(u"half.jsonl"_s, firstLines(eightyLines(), 40));
    const CliRun json = cli({u"--json"_s, u"check"_s, u"--allow-partial"_s, file});
    QVERIFY2(json.exitCode == 0, json.err.constData());
    QCOMPARE(json.json.value(u"partial").toBool(), true);
    QCOMPARE(json.json.value(u"partial_reason"),
             u"history ends at line 40 without its trailer: cut short?"_s);
    QCOMPARE(json.json.value(u"metrics").toObject().value(u"events").toInteger(), 39);
    const CliRun text = cli({u"check"_s, u"--allow-partial"_s, file});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("PARTIAL history (history ends at line 40 without its trailer: cut "
                               "short?): checked only what is there"),
             text.out.constData());
    // A whole history checked so is not partial.
    const CliRun whole = cli({u"--json"_s, u"check"_s, u"--allow-partial"_s,
                              writeFile(u"whole.jsonl"_s, eightyLines())});
    QVERIFY2(whole.exitCode == 0, whole.err.constData());
    QCOMPARE(whole.json.value(u"partial").toBool(true), false);
}

void TestCliSimulate::runWhoseOperationsMostlyFailIsInconclusive()
{
    // The run's only server is killed at 0.3 s and never comes back: from then on every
    // operation fails, far more than the one per client the fault excuses.
    const QString history = path(u"outage.jsonl"_s);
    const CliRun run = cli({u"--json"_s, u"simulate"_s, u"--primitive"_s, u"lock"_s, u"--kind"_s,
                            u"token"_s, u"--nodes"_s, u"1"_s, u"--seconds"_s, u"1"_s, u"--fault"_s,
                            u"server-stop@300ms,node=0"_s, u"--history"_s, history});
    QVERIFY2(run.exitCode == 4, run.err.constData());
    QCOMPARE(run.json.value(u"inconclusive").toBool(), true);
    const QJsonObject m = run.json.value(u"metrics").toObject();
    const qint64 failed = m.value(u"failed").toInteger();
    QVERIFY2(failed > m.value(u"excused_failures").toInteger(),
             qPrintable(QString::number(failed)));
    QVERIFY(m.value(u"failed_share").toDouble() > 0.05);
    QCOMPARE(m.value(u"failed_by_kind").toObject().value(u"refused").toInteger(), failed);
    const qint64 first = m.value(u"first_failure_us").toInteger();
    QVERIFY(first - m.value(u"start_us").toInteger() >= 250'000); // not before the fault
    QVERIFY(m.value(u"last_failure_us").toInteger() >= first);
    // Its history, checked again, is inconclusive too; the text says why and how many.
    const CliRun check = cli({u"check"_s, history});
    QCOMPARE(check.exitCode, 4);
    QVERIFY2(check.out.contains(u"failed operations: %1 of "_s.arg(failed).toUtf8()),
             check.out.constData());
    QVERIFY(check.out.contains("): refused "));
    QVERIFY(check.out.contains("\nINCONCLUSIVE: more than 5 % of the operations failed"));
}

void TestCliSimulate::clientParametersApplyToThatClient()
{
    // Client 1 holds 400 ms with a 100 ms lease: it outlives its lease, the others take over.
    const CliRun run = cli({u"--json"_s, u"simulate"_s, u"--primitive"_s, u"lock"_s, u"--kind"_s,
                            u"token"_s, u"--clients"_s, u"3"_s, u"--seconds"_s, u"1"_s, u"--ttl"_s,
                            u"1000"_s, u"--client"_s, u"1:hold=400,ttl=100"_s});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonArray violations = run.json.value(u"violations").toArray();
    QVERIFY(!violations.isEmpty());
    for (const QJsonValue &violation : violations) {
        const QJsonArray clients = violation.toObject().value(u"clients").toArray();
        QVERIFY(clients.contains(1)); // only client 1 outlives its lease
    }
}

void TestCliSimulate::badOptionsAreUsageErrorsAndNothingRuns_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList lock{u"--primitive"_s, u"lock"_s, u"--kind"_s, u"token"_s};
    QTest::newRow("no clients") << (lock + QStringList{u"--clients"_s, u"0"_s})
                                << u"--clients must be a whole number from 1 to 256, not \"0\""_s;
    QTest::newRow("too many clients") << (lock + QStringList{u"--clients"_s, u"257"_s})
                                      << u"--clients must be a whole number from 1 to 256"_s;
    QTest::newRow("seconds not a number") << (lock + QStringList{u"--seconds"_s, u"abc"_s})
                                          << u"--seconds must be a number of seconds"_s;
    QTest::newRow("unknown scenario") << QStringList{u"--scenario"_s, u"nope"_s}
                                      << u"unknown scenario \"nope\" (known: 1 naive-crash"_s;
    QTest::newRow("unknown case") << QStringList{u"--scenario"_s, u"9"_s, u"--kind"_s, u"nope"_s}
                                  << u"scenario window-edge has no case \"nope\" (cases: fixed, "
                                     "sliding)"_s;
    QTest::newRow("unknown variant")
        << QStringList{u"--primitive"_s, u"lock"_s, u"--kind"_s, u"nope"_s}
        << u"--kind must be a variant of lock: naive,"_s;
    QTest::newRow("bad fault") << (lock + QStringList{u"--fault"_s, u"explode@1s"_s})
                               << u"--fault: unknown fault \"explode\""_s;
    QTest::newRow("server fault without nodes")
        << (lock + QStringList{u"--fault"_s, u"server-stop@500ms"_s})
        << u"server faults need servers the playground starts itself (--nodes N"_s;
    QTest::newRow("redlock without nodes")
        << QStringList{u"--primitive"_s, u"lock"_s, u"--kind"_s, u"redlock"_s}
        << u"--kind redlock runs on servers the playground starts: add --nodes N"_s;
    QTest::newRow("hold range backwards") << (lock + QStringList{u"--hold"_s, u"80-20"_s})
                                          << u"--hold: \"80-20\" is not a time range"_s;
    QTest::newRow("watchdog with a scenario")
        << QStringList{u"--scenario"_s, u"4"_s, u"--watchdog"_s}
        << u"--watchdog is for custom runs (--primitive)"_s;
    QTest::newRow("limit for a lock") << (lock + QStringList{u"--limit"_s, u"3"_s})
                                      << u"--limit is for semaphores and rate limiters"_s;
    QTest::newRow("client without a number")
        << (lock + QStringList{u"--client"_s, u"hold=5"_s}) << u"starts with a client number"_s;
    QTest::newRow("client out of range")
        << (lock + QStringList{u"--client"_s, u"9:hold=5"_s}) << u"from 0 to 3"_s;
    QTest::newRow("client parameter unknown")
        << (lock + QStringList{u"--client"_s, u"1:hodl=5"_s}) << u"unknown key \"hodl\""_s;
    QTest::newRow("two layouts") << (lock + QStringList{u"--sentinel"_s, u"--cluster"_s})
                                 << u"are different layouts: give one"_s;
    QTest::newRow("failover with sentinels")
        << (lock + QStringList{u"--sentinel"_s, u"--fault"_s, u"failover@1s"_s})
        << u"--fault \"failover@1s\": needs a replica the playground starts (--replicated)"_s;
    QTest::newRow("neither scenario nor primitive")
        << QStringList{u"--clients"_s, u"2"_s} << u"give --scenario NAME|NUMBER"_s;
}

void TestCliSimulate::badOptionsAreUsageErrorsAndNothingRuns()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const QString history = path(u"never.jsonl"_s);
    const CliRun run =
        cli(QStringList{u"simulate"_s} + args + QStringList{u"--history"_s, history});
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    QVERIFY(run.out.isEmpty());
    QVERIFY(!QFile::exists(history));
}

void TestCliSimulate::readOnlyIsRefused()
{
    const QString history = path(u"readonly.jsonl"_s);
    const CliRun run =
        cli({u"--read-only"_s, u"simulate"_s, u"--scenario"_s, u"9"_s, u"--history"_s, history});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("read_only: the playground writes"), run.err.constData());
    QVERIFY(!QFile::exists(history));
}

void TestCliSimulate::unreachableUrlFailsTheRun()
{
    const CliRun run = cli({u"--json"_s, u"--url"_s, closedPortUrl(), u"simulate"_s,
                            u"--primitive"_s, u"lock"_s, u"--kind"_s, u"token"_s});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains("the simulation could not run: "), run.err.constData());
    QCOMPARE(run.json.value(u"ok").toBool(true), false);
}

void TestCliSimulate::explicitUrlRunsThereOnKeysOfItsOwnName()
{
    Result<TestRedis::Server> server = TestRedis::start();
    VERIFY_OK(server);
    RedisConnection admin((*server)->connectionOptions());
    VERIFY_OK(admin.command({"SET", "cs:{mine}:stale", "left by an earlier run"}));
    VERIFY_OK(admin.command({"SET", "cs:{other}:lock", "someone else's"}));
    VERIFY_OK(admin.command({"SET", "unrelated", "x"}));

    const QString url = u"redis://127.0.0.1:%1"_s.arg((*server)->port());
    const CliRun run =
        cli({u"--json"_s, u"--url"_s, url, u"simulate"_s, u"--primitive"_s, u"semaphore"_s,
             u"--kind"_s, u"atomic"_s, u"--seconds"_s, u"0.3"_s, u"--name"_s, u"mine"_s});
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY(run.json.value(u"where").toString().startsWith(url));
    QVERIFY(run.json.value(u"metrics").toObject().value(u"grants").toInt() > 0);

    const auto stale = admin.command({"EXISTS", "cs:{mine}:stale"});
    VERIFY_OK(stale);
    QCOMPARE(stale->integerValue(), 0);
    const auto kept = admin.command({"EXISTS", "cs:{other}:lock", "unrelated"});
    VERIFY_OK(kept);
    QCOMPARE(kept->integerValue(), 2);
}

void TestCliSimulate::unwritableHistoryStillPrintsTheReportAndKeepsTheData()
{
    const QString history = path(u"no-such-dir/h.jsonl"_s);
    const CliRun run = cli({u"simulate"_s, u"--primitive"_s, u"lock"_s, u"--kind"_s, u"token"_s,
                            u"--seconds"_s, u"0.3"_s, u"--history"_s, history});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.out.contains("custom run: lock token"), run.out.constData());
    QVERIFY(run.out.contains("\nviolations: "));
    static const QRegularExpression saved(u"the history was saved to (\\S+) instead"_s);
    const QRegularExpressionMatch match = saved.match(QString::fromUtf8(run.err));
    QVERIFY2(match.hasMatch(), run.err.constData());
    QVERIFY(run.err.contains(u"cannot write %1"_s.arg(history).toUtf8()));
    const QString fallback = match.captured(1);
    const CliRun check = cli({u"check"_s, fallback});
    QFile::remove(fallback);
    QVERIFY2(check.exitCode == 0, check.err.constData());
    QVERIFY(check.out.contains("custom run: lock token"));
}

QTEST_GUILESS_MAIN(TestCliSimulate)
#include "tst_clisimulate.moc"
