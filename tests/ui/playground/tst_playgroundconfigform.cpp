#include "playgroundclientparams.h"
#include "playgroundconfigform.h"
#include "playgroundfaultlist.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

using Kind = FaultSpec::Kind;

namespace {

FaultSpec timed(Kind kind, qint64 atMs, int target)
{
    FaultSpec f;
    f.kind = kind;
    f.atMs = atMs;
    if (f.isServerFault())
        f.node = target;
    else
        f.client = target;
    if (kind == Kind::Pause || kind == Kind::ClientPause || kind == Kind::DebugSleep)
        f.durationMs = 1500;
    if (kind == Kind::ClockSkew)
        f.amountMs = -400;
    if (kind == Kind::SlowNetwork)
        f.amountMs = 30;
    return f;
}

FaultSpec likely(Kind kind, double probability, int client)
{
    FaultSpec f = timed(kind, -1, client);
    f.probability = probability;
    return f;
}

void setCell(PlaygroundFaultList *list, int row, int column, const QString &text)
{
    list->table()->item(row, column)->setText(text);
}

void chooseCustom(PlaygroundConfigForm &form, const QString &primitive, const QString &variant)
{
    form.choose(0);
    form.primitiveBox()->setCurrentIndex(form.primitiveBox()->findText(primitive));
    form.variantBox()->setCurrentIndex(form.variantBox()->findText(variant));
    QCOMPARE(form.variantBox()->currentText(), variant);
}

} // namespace

class TestPlaygroundConfigForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void limitAndWindowOnlyWhereThePrimitiveUsesThem();
    void faultRoundTrips_data();
    void faultRoundTrips();
    void whenCellShowsAProbability();
    void whenCellTakesPercentAndTimeTogether();
    void badCellIsNamed_data();
    void badCellIsNamed();
    void probabilityOnServerFaultIsRefused();
    void crashStepsFollowTheVariant();
    void scenarioOffersItsCrashSteps();
    void faultOutsideTheRunNamesTheRow();
    void badInputBlocksAndKeepsTheText();
    void clientParamsLandInConfig();
    void clientParamsErrorNamesTheRow_data();
    void clientParamsErrorNamesTheRow();
    void scenarioTakesClientParams();
    void customRunWithClientParamsAndProbabilityFaultValidates();
    void clusterRunTakesTheClusterFaults();
    void sentinelRunIsALayoutOfItsOwn();
};

void TestPlaygroundConfigForm::faultRoundTrips_data()
{
    QTest::addColumn<FaultSpec>("fault");
    for (int k = 0; k <= int(Kind::SlotMigrationEnd); ++k) {
        const Kind kind = Kind(k);
        const QByteArray tag = FaultSpec::kindName(kind).toUtf8();
        FaultSpec at = timed(kind, 700, 2);
        if (kind == Kind::SlotMigration)
            at.slot = 866; // its third cell
        QTest::newRow(QByteArray(tag + " at a time").constData()) << at;
        if (kind == Kind::Crash || kind == Kind::Pause || kind == Kind::ClockSkew ||
            kind == Kind::SlowNetwork) {
            QTest::newRow(QByteArray(tag + " p, every client").constData())
                << likely(kind, 0.01, -1);
            QTest::newRow(QByteArray(tag + " p, client 3").constData()) << likely(kind, 0.25, 3);
            QTest::newRow(QByteArray(tag + " at a time and p").constData()) << [&] {
                FaultSpec f = likely(kind, 0.1, 1);
                f.atMs = 40;
                return f;
            }();
        }
    }
    FaultSpec stepAtTime = timed(Kind::Crash, 1000, 0);
    stepAtTime.step = QStringLiteral("after-setnx");
    QTest::newRow("crash at a time at a step") << stepAtTime;
    FaultSpec stepLikely = likely(Kind::Crash, 0.05, -1);
    stepLikely.step = QStringLiteral("release-after-get");
    QTest::newRow("crash p at a step") << stepLikely;
}

void TestPlaygroundConfigForm::faultRoundTrips()
{
    QFETCH(FaultSpec, fault);
    QVERIFY2(fault.validate().ok(), qPrintable(fault.validate().error().message()));
    PlaygroundFaultList list;
    list.setCrashSteps({QStringLiteral("after-setnx"), QStringLiteral("release-after-get")});
    list.addFault(timed(Kind::Pause, 10, 0)); // the fault is row 2
    list.addFault(fault);
    const auto faults = list.faults();
    QVERIFY2(faults.ok(), qPrintable(faults.error().message()));
    QCOMPARE(faults->size(), 2);
    QCOMPARE(faults->at(1), fault);
}

void TestPlaygroundConfigForm::whenCellShowsAProbability()
{
    PlaygroundFaultList list;
    list.addFault(likely(Kind::Crash, 0.01, -1));
    QCOMPARE(list.table()->item(0, PlaygroundFaultList::WhenColumn)->text(),
             QStringLiteral("p=0.01"));
    QCOMPARE(list.table()->item(0, PlaygroundFaultList::TargetColumn)->text(),
             QStringLiteral("all"));
}

void TestPlaygroundConfigForm::whenCellTakesPercentAndTimeTogether()
{
    PlaygroundFaultList list;
    list.addFault(timed(Kind::Crash, 500, 1));
    setCell(&list, 0, PlaygroundFaultList::WhenColumn, QStringLiteral("1%"));
    setCell(&list, 0, PlaygroundFaultList::TargetColumn, QStringLiteral("*"));
    auto faults = list.faults();
    QVERIFY2(faults.ok(), qPrintable(faults.error().message()));
    QCOMPARE(faults->first(), likely(Kind::Crash, 0.01, -1));
    setCell(&list, 0, PlaygroundFaultList::WhenColumn, QStringLiteral("250ms p=0.5"));
    setCell(&list, 0, PlaygroundFaultList::TargetColumn, QStringLiteral("2"));
    faults = list.faults();
    QVERIFY2(faults.ok(), qPrintable(faults.error().message()));
    QCOMPARE(faults->first().atMs, 250);
    QCOMPARE(faults->first().probability, 0.5);
    QCOMPARE(faults->first().client, 2);
    setCell(&list, 0, PlaygroundFaultList::WhenColumn, QStringLiteral("2s"));
    faults = list.faults();
    QVERIFY2(faults.ok(), qPrintable(faults.error().message()));
    QCOMPARE(faults->first(), timed(Kind::Crash, 2000, 2));
}

void TestPlaygroundConfigForm::badCellIsNamed_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("when");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("amount");
    QTest::addColumn<QString>("message");
    const auto row = [](const char *tag, Kind kind, const char *when, const char *target,
                        const char *amount, const char *message) {
        QTest::newRow(tag) << int(kind) << QString::fromUtf8(when) << QString::fromUtf8(target)
                           << QString::fromUtf8(amount) << QString::fromUtf8(message);
    };
    row("when not a time", Kind::Crash, "abc", "0", "",
        "fault 2: when \"abc\": a time in ms, p=0.01 or 1%");
    row("when empty", Kind::Crash, "", "0", "", "fault 2: when \"\": a time in ms, p=0.01 or 1%");
    row("when negative", Kind::Crash, "-5", "0", "",
        "fault 2: when \"-5\": a time in ms, p=0.01 or 1%");
    row("when seconds and ms", Kind::Crash, "2sms", "0", "",
        "fault 2: when \"2sms\": a time in ms, p=0.01 or 1%");
    row("when two times", Kind::Crash, "5 6", "0", "",
        "fault 2: when \"5 6\": a time in ms, p=0.01 or 1%");
    row("probability zero", Kind::Crash, "p=0", "0", "",
        "fault 2: when \"p=0\": a time in ms, p=0.01 or 1%");
    row("probability above 1", Kind::Crash, "p=2", "0", "",
        "fault 2: when \"p=2\": a probability is from 0 to 1");
    row("percent above 100", Kind::Pause, "150%", "0", "100",
        "fault 2: when \"150%\": a probability is from 0 to 1");
    row("timed on every client", Kind::Crash, "500", "all", "",
        "fault 2: client \"all\": a fault at a time names its client");
    row("client not a number", Kind::Crash, "500", "x", "",
        "fault 2: client \"x\": a client's number, or all");
    row("node all", Kind::ServerStop, "500", "all", "", "fault 2: node \"all\": a node's number");
    row("node 9", Kind::ServerStop, "500", "9", "",
        "fault 2: node \"9\": nodes are numbered 0 to 8");
    row("pause of 0", Kind::Pause, "500", "0", "0", "fault 2: for \"0\": lasts 1 ms to 1 hour");
    row("pause of x", Kind::Pause, "500", "0", "x", "fault 2: for \"x\": a whole number of ms");
    row("slow of 0", Kind::SlowNetwork, "500", "0", "0",
        "fault 2: by \"0\": the extra delay is 1 to 10000 ms");
    row("skew of 0", Kind::ClockSkew, "p=0.1", "all", "0",
        "fault 2: by \"0\": the skew is non-zero and within a day");
}

void TestPlaygroundConfigForm::badCellIsNamed()
{
    QFETCH(int, kind);
    QFETCH(QString, when);
    QFETCH(QString, target);
    QFETCH(QString, amount);
    QFETCH(QString, message);
    PlaygroundFaultList list;
    list.addFault(timed(Kind::Crash, 100, 0));
    list.addFault(timed(Kind(kind), 100, 0));
    QVERIFY(list.faults().ok());
    setCell(&list, 1, PlaygroundFaultList::WhenColumn, when);
    setCell(&list, 1, PlaygroundFaultList::TargetColumn, target);
    setCell(&list, 1, PlaygroundFaultList::AmountColumn, amount);
    const auto faults = list.faults();
    QVERIFY(!faults.ok());
    QCOMPARE(faults.error().message(), message);
}

void TestPlaygroundConfigForm::probabilityOnServerFaultIsRefused()
{
    PlaygroundFaultList list;
    FaultSpec stop = timed(Kind::ServerStop, -1, 0);
    stop.probability = 0.1;
    QVERIFY(!stop.validate().ok());
    list.addFault(stop);
    const auto faults = list.faults();
    QVERIFY(!faults.ok());
    QCOMPARE(faults.error().message(),
             QStringLiteral("fault 1: when \"p=0.1\": server faults happen at a time, not with a "
                            "probability"));
    // In a run on servers the playground starts (Redlock), the form refuses it too.
    PlaygroundConfigForm form;
    chooseCustom(form, QStringLiteral("lock"), QStringLiteral("redlock"));
    QVERIFY2(form.errorText().isEmpty(), qPrintable(form.errorText()));
    form.faultList()->addFault(stop);
    QCOMPARE(form.errorText(), faults.error().message());
    setCell(form.faultList(), 0, PlaygroundFaultList::WhenColumn, QStringLiteral("100"));
    QVERIFY2(form.errorText().isEmpty(), qPrintable(form.errorText()));
}

void TestPlaygroundConfigForm::crashStepsFollowTheVariant()
{
    PlaygroundConfigForm form;
    chooseCustom(form, QStringLiteral("lock"), QStringLiteral("setnx-expire"));
    QCOMPARE(form.faultList()->crashSteps(),
             QStringList({QStringLiteral("after-setnx"), QStringLiteral("release-after-get")}));
    form.faultList()->addFault(timed(Kind::Crash, 500, 0));
    QComboBox *box = form.faultList()->kindBox(0);
    QVERIFY(box);
    const int atStep = box->findText(QStringLiteral("crash after-setnx"));
    QVERIFY(atStep >= 0);
    box->setCurrentIndex(atStep);
    auto config = form.config(ConnectionOptions());
    QVERIFY2(config.ok(), qPrintable(config.error().message()));
    QCOMPARE(config->faults.first().step, QStringLiteral("after-setnx"));
    // The token lock has no steps: the row keeps what was chosen, and the form refuses it.
    form.variantBox()->setCurrentIndex(form.variantBox()->findText(QStringLiteral("token")));
    QVERIFY(form.faultList()->crashSteps().isEmpty());
    QCOMPARE(form.faultList()->kindBox(0)->currentText(), QStringLiteral("crash after-setnx"));
    QCOMPARE(form.errorText(),
             QStringLiteral("fault 1: step \"after-setnx\": the run's variant has no such step (it "
                            "has none: crash between operations)"));
    form.variantBox()->setCurrentIndex(form.variantBox()->findText(QStringLiteral("setnx-expire")));
    QVERIFY2(form.errorText().isEmpty(), qPrintable(form.errorText()));
    // Semaphores and delayed queues have theirs.
    chooseCustom(form, QStringLiteral("semaphore"), QStringLiteral("fair"));
    QCOMPARE(form.faultList()->crashSteps(), QStringList({QStringLiteral("after-incr")}));
    chooseCustom(form, QStringLiteral("delayed-queue"), QStringLiteral("zrem-checked"));
    QCOMPARE(form.faultList()->crashSteps(),
             QStringList({QStringLiteral("after-read"), QStringLiteral("after-zrem")}));
}

void TestPlaygroundConfigForm::scenarioOffersItsCrashSteps()
{
    PlaygroundConfigForm form;
    form.choose(2); // SETNX then EXPIRE
    QVERIFY(form.faultList()->crashSteps().contains(QStringLiteral("after-setnx")));
    form.choose(1); // the naive lock has none
    QVERIFY(form.faultList()->crashSteps().isEmpty());
}

void TestPlaygroundConfigForm::faultOutsideTheRunNamesTheRow()
{
    PlaygroundConfigForm form;
    chooseCustom(form, QStringLiteral("lock"), QStringLiteral("token"));
    form.faultList()->addFault(timed(Kind::Crash, 100, 1));
    form.faultList()->addFault(timed(Kind::Crash, 100, 9));
    QCOMPARE(form.errorText(),
             QStringLiteral("fault 2: client \"9\": there are only 4 clients (0 to 3)"));
    form.clientsBox()->setValue(10);
    QVERIFY2(form.errorText().isEmpty(), qPrintable(form.errorText()));
    setCell(form.faultList(), 0, PlaygroundFaultList::WhenColumn, QStringLiteral("4s"));
    QCOMPARE(form.errorText(),
             QStringLiteral("fault 1: when \"4s\": after the run's end (3000 ms)"));
    form.secondsEdit()->setText(QStringLiteral("4"));
    QVERIFY2(form.errorText().isEmpty(), qPrintable(form.errorText()));
}

void TestPlaygroundConfigForm::badInputBlocksAndKeepsTheText()
{
    PlaygroundConfigForm form;
    chooseCustom(form, QStringLiteral("lock"), QStringLiteral("token"));
    form.faultList()->addFault(likely(Kind::Crash, 0.01, -1));
    QVERIFY2(form.errorText().isEmpty(), qPrintable(form.errorText()));
    setCell(form.faultList(), 0, PlaygroundFaultList::WhenColumn, QStringLiteral("p=o.o1"));
    QCOMPARE(form.errorText(),
             QStringLiteral("fault 1: when \"p=o.o1\": a time in ms, p=0.01 or 1%"));
    QVERIFY(!form.config(ConnectionOptions()).ok());
    // Nothing the user typed is lost, in the cell or in the other fields.
    form.variantBox()->setCurrentIndex(form.variantBox()->findText(QStringLiteral("fenced")));
    QCOMPARE(form.faultList()->table()->item(0, PlaygroundFaultList::WhenColumn)->text(),
             QStringLiteral("p=o.o1"));
    form.clientParams()->addClient(1, QStringLiteral("ttl=x"));
    QCOMPARE(
        form.clientParams()->table()->item(0, PlaygroundClientParams::ParametersColumn)->text(),
        QStringLiteral("ttl=x"));
}

void TestPlaygroundConfigForm::clientParamsLandInConfig()
{
    PlaygroundConfigForm form;
    chooseCustom(form, QStringLiteral("lock"), QStringLiteral("token"));
    form.ttlEdit()->setText(QStringLiteral("800"));
    form.clientParams()->addClient(2, QStringLiteral("hold=100-200,ttl=500"));
    form.clientParams()->addClient(0, QStringLiteral("watchdog"));
    const auto config = form.config(ConnectionOptions());
    QVERIFY2(config.ok(), qPrintable(config.error().message()));
    QCOMPARE(config->clientProfiles.keys(), QList<int>({0, 2}));
    ClientProfile two = config->profile;
    two.holdMs = {100, 200};
    two.ttlMs = 500;
    QCOMPARE(config->clientProfiles.value(2), two);
    QCOMPARE(config->clientProfiles.value(2).thinkMs, (MsRange{0, 10})); // from the form
    ClientProfile zero = config->profile;
    zero.watchdog = true;
    QCOMPARE(config->clientProfiles.value(0), zero);
    QCOMPARE(config->profile.ttlMs, 800); // the others keep the form's
    QCOMPARE(config->profileOf(1), config->profile);
}

void TestPlaygroundConfigForm::clientParamsErrorNamesTheRow_data()
{
    QTest::addColumn<QStringList>("rows"); // client, parameters, client, parameters, ...
    QTest::addColumn<QString>("message");
    QTest::newRow("bad ttl") << QStringList{QStringLiteral("1"), QString(), QStringLiteral("2"),
                                            QStringLiteral("hold=5,ttl=x")}
                             << QStringLiteral("client 2: ttl wants a time in ms, not \"x\"");
    QTest::newRow("unknown key")
        << QStringList{QStringLiteral("3"), QStringLiteral("lease=5")}
        << QStringLiteral("client 3: unknown key \"lease\" (known: hold, think, ttl, wait, retry, "
                          "watchdog, fenced)");
    QTest::newRow("bad hold") << QStringList{QStringLiteral("0"), QStringLiteral("hold=9-1")}
                              << QStringLiteral("client 0: hold wants a time range in ms (50 or "
                                                "20-80), not \"9-1\"");
    QTest::newRow("client outside")
        << QStringList{QStringLiteral("4"), QStringLiteral("ttl=5")}
        << QStringLiteral("client 4: there are only 4 clients (0 to 3)");
    QTest::newRow("client not a number")
        << QStringList{QStringLiteral("0"), QString(), QStringLiteral("two"), QString()}
        << QStringLiteral("per-client row 2: client \"two\" is not a client number (0 to 3)");
    QTest::newRow("duplicate") << QStringList{QStringLiteral("1"), QStringLiteral("ttl=5"),
                                              QStringLiteral("2"), QString(),
                                              QStringLiteral("1"), QStringLiteral("ttl=6")}
                               << QStringLiteral("client 1: given twice (per-client rows 1 and 3)");
}

void TestPlaygroundConfigForm::clientParamsErrorNamesTheRow()
{
    QFETCH(QStringList, rows);
    QFETCH(QString, message);
    PlaygroundConfigForm form;
    chooseCustom(form, QStringLiteral("lock"), QStringLiteral("token"));
    for (qsizetype i = 0; i + 1 < rows.size(); i += 2) {
        form.clientParams()->addClient(0, rows.at(i + 1));
        form.clientParams()
            ->table()
            ->item(int(i / 2), PlaygroundClientParams::ClientColumn)
            ->setText(rows.at(i));
    }
    const auto config = form.config(ConnectionOptions());
    QVERIFY(!config.ok());
    QCOMPARE(config.error().message(), message);
    QCOMPARE(form.errorText(), message);
}

void TestPlaygroundConfigForm::scenarioTakesClientParams()
{
    PlaygroundConfigForm form;
    form.choose(4); // token lock, holder paused past its TTL
    const auto plain = form.config(ConnectionOptions());
    QVERIFY2(plain.ok(), qPrintable(plain.error().message()));
    QVERIFY(plain->clientProfiles.isEmpty());
    form.clientParams()->addClient(1, QStringLiteral("hold=500"));
    const auto config = form.config(ConnectionOptions());
    QVERIFY2(config.ok(), qPrintable(config.error().message()));
    ClientProfile one = plain->profile; // on top of the scenario's profile, not the form's
    one.holdMs = {500, 500};
    QCOMPARE(config->clientProfiles.value(1), one);
    QCOMPARE(config->profile, plain->profile);
    form.clientParams()
        ->table()
        ->item(0, PlaygroundClientParams::ClientColumn)
        ->setText(QString::number(plain->clients));
    QCOMPARE(form.errorText(), QStringLiteral("client %1: there are only %1 clients (0 to %2)")
                                   .arg(plain->clients)
                                   .arg(plain->clients - 1));
}

void TestPlaygroundConfigForm::customRunWithClientParamsAndProbabilityFaultValidates()
{
    PlaygroundConfigForm form;
    chooseCustom(form, QStringLiteral("lock"), QStringLiteral("setnx-expire"));
    form.clientParams()->addClient(3, QStringLiteral("hold=100-200,think=5,retry=10,fenced"));
    form.faultList()->addFault(likely(Kind::Crash, 0.01, -1));
    FaultSpec atStep = timed(Kind::Crash, 1000, 0);
    atStep.step = QStringLiteral("after-setnx");
    form.faultList()->addFault(atStep);
    form.faultList()->addFault(likely(Kind::SlowNetwork, 0.2, 2));
    QVERIFY2(form.errorText().isEmpty(), qPrintable(form.errorText()));
    const auto config = form.config(ConnectionOptions());
    QVERIFY2(config.ok(), qPrintable(config.error().message()));
    QVERIFY2(config->validate().ok(), qPrintable(config->validate().error().message()));
    QCOMPARE(config->faults, QList<FaultSpec>({likely(Kind::Crash, 0.01, -1), atStep,
                                               likely(Kind::SlowNetwork, 0.2, 2)}));
    QCOMPARE(config->clientProfiles.size(), 1);
    QVERIFY(config->clientProfiles.value(3).fenced);
    QCOMPARE(config->clientProfiles.value(3).retryDelayMs, 10);
}

// The cluster box: a custom run on a 3 + 3 cluster the playground starts, with the cluster's
// faults (a slot migration names its slot in the third cell); Redlock is refused on it, and a
// cluster fault without the box is refused by the run's validation.
void TestPlaygroundConfigForm::clusterRunTakesTheClusterFaults()
{
    PlaygroundConfigForm form;
    chooseCustom(form, QStringLiteral("semaphore"), QStringLiteral("atomic"));
    FaultSpec migration = timed(Kind::SlotMigration, 500, 1);
    migration.slot = 866;
    form.faultList()->addFault(migration);
    form.faultList()->addFault(timed(Kind::SlotMigrationEnd, 1500, 1));
    QVERIFY(!form.config(ConnectionOptions()).ok()); // not a cluster yet
    QVERIFY(!form.errorText().isEmpty());
    form.clusterBox()->setChecked(true);
    QVERIFY2(form.errorText().isEmpty(), qPrintable(form.errorText()));
    const auto config = form.config(ConnectionOptions());
    QVERIFY2(config.ok(), qPrintable(config.error().message()));
    QCOMPARE(config->layout, SimulationConfig::Layout::Cluster);
    QCOMPARE(config->faults.first().slot, 866);
    QVERIFY2(config->validate().ok(), qPrintable(config->validate().error().message()));

    // A slot that is not one: the cell is named.
    setCell(form.faultList(), 0, 3, QStringLiteral("16384"));
    QVERIFY2(form.errorText().contains(u"slot \"16384\""), qPrintable(form.errorText()));
    setCell(form.faultList(), 0, 3, QStringLiteral("x"));
    QVERIFY2(form.errorText().contains(u"a slot from 0 to 16383"), qPrintable(form.errorText()));

    chooseCustom(form, QStringLiteral("lock"), QStringLiteral("redlock"));
    form.faultList()->table()->setRowCount(0);
    const auto redlock = form.config(ConnectionOptions());
    QVERIFY(!redlock.ok());
    QVERIFY2(redlock.error().message().contains(u"Redlock runs on independent masters"),
             qPrintable(redlock.error().message()));
}

// The Sentinel box: a custom run on a master, 2 replicas and 3 sentinels; one layout at a time
// (ticking it unticks the cluster, and back); the synced lock and a replication cut run there,
// a manual failover does not (the sentinels fail over by themselves), Redlock neither.
void TestPlaygroundConfigForm::sentinelRunIsALayoutOfItsOwn()
{
    PlaygroundConfigForm form;
    chooseCustom(form, QStringLiteral("lock"), QStringLiteral("synced"));
    form.faultList()->addFault(timed(Kind::ReplicationPause, 0, 0));
    form.faultList()->addFault(timed(Kind::ServerStop, 300, 0));
    form.clusterBox()->setChecked(true);
    form.sentinelBox()->setChecked(true);
    QVERIFY(!form.clusterBox()->isChecked());
    QVERIFY2(form.errorText().isEmpty(), qPrintable(form.errorText()));
    const auto config = form.config(ConnectionOptions());
    QVERIFY2(config.ok(), qPrintable(config.error().message()));
    QCOMPARE(config->layout, SimulationConfig::Layout::Sentinel);
    QVERIFY2(config->validate().ok(), qPrintable(config->validate().error().message()));

    form.faultList()->addFault(timed(Kind::Failover, 1000, 0));
    QVERIFY2(form.errorText().contains(u"the sentinels when the master is stopped or paused"),
             qPrintable(form.errorText()));

    chooseCustom(form, QStringLiteral("lock"), QStringLiteral("redlock"));
    form.faultList()->table()->setRowCount(0);
    const auto redlock = form.config(ConnectionOptions());
    QVERIFY(!redlock.ok());
    QVERIFY2(redlock.error().message().contains(u"not on a Sentinel deployment"),
             qPrintable(redlock.error().message()));
    form.clusterBox()->setChecked(true);
    QVERIFY(!form.sentinelBox()->isChecked());
}

QTEST_MAIN(TestPlaygroundConfigForm)
void TestPlaygroundConfigForm::limitAndWindowOnlyWhereThePrimitiveUsesThem()
{
    PlaygroundConfigForm form;
    form.choose(0); // Custom
    const auto choosePrimitive = [&](PlaygroundPrimitive p) {
        form.primitiveBox()->setCurrentIndex(form.primitiveBox()->findData(int(p)));
    };
    choosePrimitive(PlaygroundPrimitive::Lock);
    form.limitEdit()->setText(QStringLiteral("lots"));
    form.windowEdit()->setText(QStringLiteral("soon"));
    // A lock reads neither: closed, and their text blocks nothing.
    QVERIFY(!form.limitEdit()->isEnabled());
    QVERIFY(!form.windowEdit()->isEnabled());
    QVERIFY2(form.config(ConnectionOptions()).ok(), qPrintable(form.errorText()));
    choosePrimitive(PlaygroundPrimitive::Semaphore);
    QVERIFY(form.limitEdit()->isEnabled());
    QVERIFY(!form.windowEdit()->isEnabled());
    QVERIFY(form.errorText().startsWith(QStringLiteral("Limit")));
    form.limitEdit()->setText(QStringLiteral("5"));
    QCOMPARE(form.config(ConnectionOptions())->limit, 5);
    choosePrimitive(PlaygroundPrimitive::RateLimiter);
    QVERIFY(form.windowEdit()->isEnabled());
    QVERIFY(form.errorText().startsWith(QStringLiteral("Window")));
    QCOMPARE(form.windowEdit()->text(), QStringLiteral("soon")); // kept as typed
}

#include "tst_playgroundconfigform.moc"
