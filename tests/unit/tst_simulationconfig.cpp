// The playground's run configuration: the CLI's and the panel's fault and parameter syntax, and
// the checks that refuse a bad run before anything starts.
#include "playgroundscenario.h"
#include "simulationconfig.h"

#include <QTest>

Q_DECLARE_METATYPE(FaultSpec)

using namespace Qt::StringLiterals;

using FaultKind = FaultSpec::Kind;

class TestSimulationConfig : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void faultParses_data();
    void faultParses();
    void badFaultIsRefusedWithItsReason_data();
    void badFaultIsRefusedWithItsReason();
    void msRangeParses_data();
    void msRangeParses();
    void clientProfileOverridesOnlyWhatItNames();
    void badClientProfileNamesTheKey_data();
    void badClientProfileNamesTheKey();
    void validateRefusesClientProfilesOutOfRange();
    void historyRunCarriesLimitsOnlyForLimitedPrimitives();
    void clusterFaultsNeedTheClusterLayout_data();
    void clusterFaultsNeedTheClusterLayout();
    void slotMigrationNamesItsSlot();
    void everyFaultKindHasAName();
    void everyScenarioIsComplete();
    void faultsBuiltInCodeAreCheckedToo_data();
    void faultsBuiltInCodeAreCheckedToo();
};

void TestSimulationConfig::faultParses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("kind");
    QTest::addColumn<qint64>("atMs");
    QTest::addColumn<int>("client");
    QTest::addColumn<int>("node");
    QTest::addColumn<qint64>("durationMs");
    QTest::addColumn<qint64>("amountMs");
    QTest::addColumn<double>("probability");
    QTest::addColumn<QString>("step");
    QTest::newRow("crash in seconds") << "crash@2s,client=3" << int(FaultKind::Crash) << 2000LL << 3
                                      << 0 << 0LL << 0LL << 0.0 << "";
    QTest::newRow("timed client fault defaults to client 0")
        << "crash@1500ms" << int(FaultKind::Crash) << 1500LL << 0 << 0 << 0LL << 0LL << 0.0 << "";
    QTest::newRow("crash at a step") << "crash@0,client=1,step=after-setnx" << int(FaultKind::Crash)
                                     << 0LL << 1 << 0 << 0LL << 0LL << 0.0 << "after-setnx";
    QTest::newRow("pause") << "pause@500ms,client=1,for=1500ms" << int(FaultKind::Pause) << 500LL
                           << 1 << 0 << 1500LL << 0LL << 0.0 << "";
    QTest::newRow("pause without a length lasts a second")
        << "pause@1s" << int(FaultKind::Pause) << 1000LL << 0 << 0 << 1000LL << 0LL << 0.0 << "";
    QTest::newRow("negative skew") << "clock-skew@0,client=2,by=-400ms" << int(FaultKind::ClockSkew)
                                   << 0LL << 2 << 0 << 0LL << -400LL << 0.0 << "";
    QTest::newRow("probability, every client")
        << "crash,p=0.01" << int(FaultKind::Crash) << -1LL << -1 << 0 << 0LL << 0LL << 0.01 << "";
    QTest::newRow("slow network") << "slow-network@0,client=1,by=20" << int(FaultKind::SlowNetwork)
                                  << 0LL << 1 << 0 << 0LL << 20LL << 0.0 << "";
    QTest::newRow("server stop") << "server-stop@2s,node=2" << int(FaultKind::ServerStop) << 2000LL
                                 << -1 << 2 << 0LL << 0LL << 0.0 << "";
    QTest::newRow("debug sleep") << "debug-sleep@1s,node=1,for=300ms" << int(FaultKind::DebugSleep)
                                 << 1000LL << -1 << 1 << 300LL << 0LL << 0.0 << "";
    QTest::newRow("failover") << "failover@1200ms" << int(FaultKind::Failover) << 1200LL << -1 << 0
                              << 0LL << 0LL << 0.0 << "";
}

void TestSimulationConfig::faultParses()
{
    QFETCH(QString, text);
    const Result<FaultSpec> fault = FaultSpec::parse(text);
    QVERIFY2(fault.ok(), qPrintable(fault.error().message()));
    QTEST(int(fault->kind), "kind");
    QTEST(fault->atMs, "atMs");
    QTEST(fault->client, "client");
    QTEST(fault->node, "node");
    QTEST(fault->durationMs, "durationMs");
    QTEST(fault->amountMs, "amountMs");
    QTEST(fault->probability, "probability");
    QTEST(fault->step, "step");
    QVERIFY(fault->describe().startsWith(FaultSpec::kindName(fault->kind)));
}

void TestSimulationConfig::badFaultIsRefusedWithItsReason_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown kind") << "crsh@1s"
                                  << "unknown fault \"crsh\"";
    QTest::newRow("bad time") << "crash@soon"
                              << "is not a time";
    QTest::newRow("negative time") << "crash@-1s"
                                   << "is not a time";
    QTest::newRow("bad client") << "crash@1s,client=x"
                                << "bad value \"x\" for client";
    QTest::newRow("client out of range") << "crash@1s,client=999"
                                         << "bad value \"999\" for client";
    QTest::newRow("probability above 1") << "crash,p=2"
                                         << "bad value \"2\" for p";
    QTest::newRow("unknown key") << "crash@1s,who=1"
                                 << "unknown key \"who\"";
    QTest::newRow("server fault with a probability") << "server-stop,p=0.1"
                                                     << "server faults happen at a time";
    QTest::newRow("slow network without amount") << "slow-network@0"
                                                 << "needs by=MS";
    QTest::newRow("skew without amount") << "clock-skew@0"
                                         << "needs by=MS";
    QTest::newRow("zero pause") << "pause@1s,for=0"
                                << "bad value \"0\" for for";
    // A typo would be a crash that never fires.
    QTest::newRow("unknown step") << "crash@1s,client=0,step=after-setx"
                                  << "no primitive has a step \"after-setx\" (known: after-setnx, ";
    QTest::newRow("step of a pause") << "pause@1s,client=0,for=5,step=after-setnx"
                                     << "only a crash happens at a step";
}

void TestSimulationConfig::badFaultIsRefusedWithItsReason()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    const Result<FaultSpec> fault = FaultSpec::parse(text);
    QVERIFY(!fault);
    QCOMPARE(fault.error().kind(), RedisError::Kind::InvalidArgument);
    QVERIFY2(fault.error().message().contains(message), qPrintable(fault.error().message()));
}

void TestSimulationConfig::msRangeParses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<qint64>("min");
    QTest::addColumn<qint64>("max");
    QTest::newRow("one value") << "50" << true << 50LL << 50LL;
    QTest::newRow("range") << "20-80" << true << 20LL << 80LL;
    QTest::newRow("with units") << "1s-2s" << true << 1000LL << 2000LL;
    QTest::newRow("reversed") << "80-20" << false << 0LL << 0LL;
    QTest::newRow("negative") << "-5" << false << 0LL << 0LL;
    QTest::newRow("text") << "abc" << false << 0LL << 0LL;
    QTest::newRow("empty") << "" << false << 0LL << 0LL;
}

void TestSimulationConfig::msRangeParses()
{
    QFETCH(QString, text);
    QFETCH(bool, valid);
    const Result<MsRange> range = MsRange::parse(text);
    QCOMPARE(range.ok(), valid);
    if (!valid) {
        QVERIFY(range.error().message().contains(text));
        return;
    }
    QTEST(range->minMs, "min");
    QTEST(range->maxMs, "max");
}

void TestSimulationConfig::clientProfileOverridesOnlyWhatItNames()
{
    ClientProfile base;
    base.holdMs = {20, 40};
    base.ttlMs = 1000;
    const Result<ClientProfile> profile =
        ClientProfile::parse(u"hold=100-200,ttl=500,watchdog", base);
    QVERIFY2(profile.ok(), qPrintable(profile.error().message()));
    QCOMPARE(profile->holdMs, (MsRange{100, 200}));
    QCOMPARE(profile->ttlMs, 500);
    QVERIFY(profile->watchdog);
    QCOMPARE(profile->thinkMs, base.thinkMs);
    QCOMPARE(profile->waitMs, base.waitMs);
    QVERIFY(!profile->fenced);
}

void TestSimulationConfig::badClientProfileNamesTheKey_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown key") << "hodl=5"
                                 << "unknown key \"hodl\"";
    QTest::newRow("bad range") << "hold=9-1"
                               << "hold wants a time range";
    QTest::newRow("zero ttl") << "ttl=0"
                              << "ttl wants a time in ms";
    QTest::newRow("flag with a value") << "watchdog=yes"
                                       << "watchdog takes no value";
}

void TestSimulationConfig::badClientProfileNamesTheKey()
{
    QFETCH(QString, text);
    QFETCH(QString, message);
    const Result<ClientProfile> profile = ClientProfile::parse(text, ClientProfile());
    QVERIFY(!profile);
    QVERIFY2(profile.error().message().contains(message), qPrintable(profile.error().message()));
}

void TestSimulationConfig::validateRefusesClientProfilesOutOfRange()
{
    SimulationConfig config;
    config.clients = 2;
    QVERIFY(config.validate().ok());
    config.clientProfiles.insert(1, ClientProfile());
    QVERIFY(config.validate().ok());
    QCOMPARE(&config.profileOf(0), &config.profile);
    config.clientProfiles.insert(2, ClientProfile());
    const Result<void> valid = config.validate();
    QVERIFY(!valid);
    QVERIFY(valid.error().message().contains(u"only 2 clients"));
}

void TestSimulationConfig::historyRunCarriesLimitsOnlyForLimitedPrimitives()
{
    SimulationConfig config;
    config.limit = 7;
    config.windowMs = 250;
    QCOMPARE(config.historyRun().limit, 0);
    QCOMPARE(config.historyRun().windowUs, 0);
    config.primitive = PlaygroundPrimitive::RateLimiter;
    config.variant = QStringLiteral("sliding");
    QCOMPARE(config.historyRun().limit, 7);
    QCOMPARE(config.historyRun().windowUs, 250000);
    config.primitive = PlaygroundPrimitive::Semaphore;
    QCOMPARE(config.historyRun().limit, 7);
    QCOMPARE(config.historyRun().windowUs, 0);
}

void TestSimulationConfig::clusterFaultsNeedTheClusterLayout_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<SimulationConfig::Layout>("layout");
    QTest::addColumn<bool>("valid");
    using L = SimulationConfig::Layout;
    QTest::newRow("cluster-failover, replicated")
        << u"cluster-failover@1s,node=3"_s << L::Replicated << false;
    QTest::newRow("cluster-failover, cluster")
        << u"cluster-failover@1s,node=3"_s << L::Cluster << true;
    QTest::newRow("slot-migration, independent")
        << u"slot-migration@1s,slot=866,node=2"_s << L::Independent << false;
    QTest::newRow("slot-migration, cluster")
        << u"slot-migration@1s,slot=866,node=2"_s << L::Cluster << true;
    QTest::newRow("slot-migration-end, cluster")
        << u"slot-migration-end@2s"_s << L::Cluster << true;
    QTest::newRow("replication-pause, cluster")
        << u"replication-pause@1s,node=1"_s << L::Cluster << true;
    QTest::newRow("failover, cluster") << u"failover@1s"_s << L::Cluster << false;
    QTest::newRow("server-stop of node 5, cluster")
        << u"server-stop@1s,node=5"_s << L::Cluster << true;
    QTest::newRow("server-stop of node 6, cluster")
        << u"server-stop@1s,node=6"_s << L::Cluster << false;
    // The Sentinel layout: its sentinels fail over by themselves, nodes 0 to 2.
    QTest::newRow("replication-pause, sentinel")
        << u"replication-pause@1s"_s << L::Sentinel << true;
    QTest::newRow("failover, sentinel") << u"failover@1s"_s << L::Sentinel << false;
    QTest::newRow("cluster-failover, sentinel")
        << u"cluster-failover@1s,node=1"_s << L::Sentinel << false;
    QTest::newRow("debug-sleep of node 0, sentinel")
        << u"debug-sleep@1s,node=0,for=3s"_s << L::Sentinel << true;
    QTest::newRow("server-stop of node 2, sentinel")
        << u"server-stop@1s,node=2"_s << L::Sentinel << true;
    QTest::newRow("server-stop of node 3, sentinel")
        << u"server-stop@1s,node=3"_s << L::Sentinel << false;
    QTest::newRow("replication-pause, given") << u"replication-pause@1s"_s << L::Given << false;
}

void TestSimulationConfig::clusterFaultsNeedTheClusterLayout()
{
    QFETCH(QString, fault);
    QFETCH(SimulationConfig::Layout, layout);
    QFETCH(bool, valid);
    const Result<FaultSpec> parsed = FaultSpec::parse(fault);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error().toString()));
    SimulationConfig config;
    config.layout = layout;
    config.nodes = 3;
    config.faults = {*parsed};
    const Result<void> checked = config.validate();
    QCOMPARE(checked.ok(), valid);
    if (!valid)
        QCOMPARE(checked.error().kind(), RedisError::Kind::InvalidArgument);
}

void TestSimulationConfig::slotMigrationNamesItsSlot()
{
    QCOMPARE(FaultSpec::parse(u"slot-migration@1s,node=1").error().kind(),
             RedisError::Kind::InvalidArgument);
    QCOMPARE(FaultSpec::parse(u"slot-migration@1s,slot=16384,node=1").error().kind(),
             RedisError::Kind::InvalidArgument);
    const Result<FaultSpec> fault = FaultSpec::parse(u"slot-migration@1s,slot=16383,node=1");
    QVERIFY(fault.ok());
    QCOMPARE(fault->slot, 16383);
    QCOMPARE(fault->describe(), u"slot-migration of slot 16383 to node 1"_s);
}

void TestSimulationConfig::everyFaultKindHasAName()
{
    const QStringList names = FaultSpec::kindNames();
    QCOMPARE(names.size(), 13);
    for (const QString &name : names) {
        const QString text = name + u"@0,by=5,node=0,slot=0";
        const Result<FaultSpec> fault = FaultSpec::parse(text);
        QVERIFY2(fault.ok(), qPrintable(name));
        QCOMPARE(FaultSpec::kindName(fault->kind), name);
    }
}

void TestSimulationConfig::everyScenarioIsComplete()
{
    const QList<PlaygroundScenario> &all = PlaygroundScenario::all();
    QCOMPARE(all.size(), 13);
    QSet<QString> names;
    for (qsizetype i = 0; i < all.size(); ++i) {
        const PlaygroundScenario &scenario = all.at(i);
        QCOMPARE(scenario.number, int(i + 1));
        QVERIFY(!names.contains(scenario.name));
        names.insert(scenario.name);
        QCOMPARE(PlaygroundScenario::find(scenario.name), &scenario);
        QCOMPARE(PlaygroundScenario::find(QString::number(scenario.number)), &scenario);
        // What it shows, in two sentences.
        const QString shows = scenario.shows;
        QVERIFY2(shows.endsWith(u'.'), qPrintable(scenario.name));
        QCOMPARE(shows.count(QStringLiteral(". ")) + 1, 2);
        QVERIFY(!scenario.cases.isEmpty());
        for (const PlaygroundScenario::Case &c : scenario.cases) {
            QVERIFY(!c.expected.isEmpty());
            const SimulationConfig config = scenario.config(c.label, 1, ConnectionOptions());
            const Result<void> valid = config.validate();
            QVERIFY2(valid.ok(),
                     qPrintable(scenario.name % u'/' % c.label % u": " % valid.error().message()));
            QCOMPARE(config.scenario, scenario.name);
        }
    }
    QCOMPARE(PlaygroundScenario::find(QStringLiteral("no-such")), nullptr);
}

void TestSimulationConfig::faultsBuiltInCodeAreCheckedToo_data()
{
    // The panel builds FaultSpecs without parse(): validate() must refuse what parse() would.
    QTest::addColumn<FaultSpec>("fault");
    QTest::addColumn<QString>("message");
    FaultSpec noClient;
    noClient.kind = FaultKind::Crash;
    noClient.atMs = 100;
    noClient.client = -1;
    QTest::newRow("timed client fault of no client") << noClient << "names its client";
    FaultSpec zeroPause;
    zeroPause.kind = FaultKind::Pause;
    zeroPause.atMs = 0;
    zeroPause.client = 0;
    QTest::newRow("pause of no length") << zeroPause << "lasts 1 ms to 1 hour";
    FaultSpec noDelay;
    noDelay.kind = FaultKind::SlowNetwork;
    noDelay.atMs = 0;
    noDelay.client = 0;
    noDelay.amountMs = -5;
    QTest::newRow("negative slow network") << noDelay << "extra delay is 1 to 10000 ms";
    FaultSpec chance;
    chance.kind = FaultKind::Crash;
    chance.probability = 2;
    QTest::newRow("probability above 1") << chance << "from 0 to 1";
    FaultSpec serverChance;
    serverChance.kind = FaultKind::ServerStop;
    serverChance.probability = 0.5;
    QTest::newRow("server fault with a probability") << serverChance << "at a time";
    FaultSpec never;
    never.kind = FaultKind::Crash;
    QTest::newRow("neither time nor probability") << never << "needs a time or a probability";
    FaultSpec badNode;
    badNode.kind = FaultKind::ServerStop;
    badNode.atMs = 0;
    badNode.node = -1;
    QTest::newRow("negative node") << badNode << "numbered 0 to 8";
}

void TestSimulationConfig::faultsBuiltInCodeAreCheckedToo()
{
    QFETCH(FaultSpec, fault);
    QFETCH(QString, message);
    const Result<void> alone = fault.validate();
    QVERIFY(!alone);
    QVERIFY2(alone.error().message().contains(message), qPrintable(alone.error().message()));
    SimulationConfig config;
    config.layout = SimulationConfig::Layout::Independent;
    config.nodes = 3;
    config.faults << fault;
    const Result<void> inRun = config.validate();
    QVERIFY(!inRun);
    QCOMPARE(inRun.error().kind(), RedisError::Kind::InvalidArgument);
    // And the profile: an abort waits out a retry's pause, so it is bounded.
    config.faults.clear();
    config.profile.retryDelayMs = ClientProfile::MaxRetryDelayMs + 1;
    QVERIFY(!config.validate());
}

QTEST_GUILESS_MAIN(TestSimulationConfig)
#include "tst_simulationconfig.moc"
