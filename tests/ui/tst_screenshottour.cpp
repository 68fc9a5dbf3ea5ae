// The screenshot tour (`coordscope --tour DIR`, scripts/screenshot.sh): one picture per tab,
// then one per playground scenario once its final verdict shows, and clear failures.
#include "mainwindow.h"
#include "playgroundconfigform.h"
#include "playgroundscenario.h"
#include "playgroundview.h"
#include "redisserverprocess.h"
#include "screenshottour.h"
#include "serversession.h"

#include <QDir>
#include <QImage>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {
constexpr int ConnectTimeoutMs = 15000;
} // namespace

class TestScreenshotTour : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void tourWritesOnePngPerTab();
    void tourShootsAScenarioOnceItsFinalVerdictShows();
    void tourFailsWithAClearMessage_data();
    void tourFailsWithAClearMessage();
};

void TestScreenshotTour::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoordScopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_screenshottour"));
    QVERIFY2(!RedisServerProcess::findExecutable().isEmpty(),
             "redis-server is needed for the UI tests (install redis-server or set "
             "COORDSCOPE_REDIS_SERVER)");
}

void TestScreenshotTour::tourWritesOnePngPerTab()
{
    QCOMPARE(ScreenshotTour::slug(QStringLiteral("&Delayed queues")),
             QStringLiteral("delayed-queues"));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    // The scenarios take a run each: tourShootsAScenarioOnceItsFinalVerdictShows has one.
    ScreenshotTour::Options options;
    options.scenarios = false;
    ScreenshotTour tour(&window, dir.path(), options);
    QSignalSpy finished(&tour, &ScreenshotTour::finished);
    window.session()->startSandbox();
    tour.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QVERIFY2(finished.first().at(0).toBool(), qPrintable(tour.error()));
    // Every tab shown but the Playground, which has a picture per scenario instead (the sandbox
    // is not reached through Sentinel: no Sentinel tab).
    int shown = 0;
    for (int i = 0; i < window.tabs()->count(); ++i)
        shown += window.tabs()->isTabVisible(i) ? 1 : 0;
    QVERIFY(shown < window.tabs()->count());
    // And the Inspector's Break lock confirmation over the window (the demo data holds locks),
    // and the Console with the book's lock typed in it over the Locks tab.
    QCOMPARE(tour.written().size(), shown + 1);
    QVERIFY(tour.written().at(shown - 1).endsWith(QStringLiteral("inspector-break-lock.png")));
    QVERIFY(tour.written().last().endsWith(QStringLiteral("console-locks.png")));
    for (const QString &file : tour.written()) {
        const QImage image(file);
        QVERIFY2(!image.isNull(), qPrintable(file));
        QVERIFY(image.width() >= 1200);
        QVERIFY2(!file.contains(QStringLiteral("playground")), qPrintable(file));
    }
    QVERIFY(tour.written().first().endsWith(QStringLiteral("01-overview.png")));
}

void TestScreenshotTour::tourShootsAScenarioOnceItsFinalVerdictShows()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    ScreenshotTour::Options options;
    options.tabs = false;
    options.onlyScenarios = {QStringLiteral("naive-crash")};
    ScreenshotTour tour(&window, dir.path(), options);
    PlaygroundView *playground = nullptr;
    for (int i = 0; i < window.tabs()->count() && !playground; ++i)
        playground = qobject_cast<PlaygroundView *>(window.tabs()->widget(i));
    QVERIFY(playground);
    // What the panel shows when the tour is done is what its last picture shows.
    QString verdictWhenDone;
    bool runningWhenDone = true;
    connect(&tour, &ScreenshotTour::finished, this, [&] {
        verdictWhenDone = playground->verdictText();
        runningWhenDone = playground->isRunning();
    });
    QSignalSpy finished(&tour, &ScreenshotTour::finished);
    window.session()->startSandbox();
    tour.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, ConnectTimeoutMs + options.scenarioTimeoutMs);
    QVERIFY2(finished.first().at(0).toBool(), qPrintable(tour.error()));
    QCOMPARE(
        tour.written(),
        QStringList{QDir(dir.path()).filePath(QStringLiteral("playground-01-naive-crash.png"))});
    const QImage image(tour.written().first());
    QVERIFY(!image.isNull());
    QVERIFY(image.width() >= 1200);
    QCOMPARE(window.tabs()->currentWidget(), static_cast<QWidget *>(playground));
    QCOMPARE(playground->form()->scenario()->name, QStringLiteral("naive-crash"));
    QCOMPARE(playground->form()->caseLabel(), QStringLiteral("naive"));
    QVERIFY(!runningWhenDone);
    QVERIFY2(verdictWhenDone.startsWith(QStringLiteral("Final: ")), qPrintable(verdictWhenDone));
}

void TestScreenshotTour::tourFailsWithAClearMessage_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<int>("timeoutMs");
    QTest::addColumn<QString>("error");
    QTest::newRow("unknown scenario") << QStringLiteral("no-such") << 20000
                                      << QStringLiteral("no playground scenario named no-such");
    // naive-crash runs for 2 s.
    QTest::newRow("run outlasts the timeout")
        << QStringLiteral("naive-crash") << 300
        << QStringLiteral("playground scenario naive-crash: the run did not finish within 0.3 s");
}

void TestScreenshotTour::tourFailsWithAClearMessage()
{
    QFETCH(QString, scenario);
    QFETCH(int, timeoutMs);
    QFETCH(QString, error);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow window;
    window.show();
    ScreenshotTour::Options options;
    options.tabs = false;
    options.onlyScenarios = {scenario};
    options.scenarioTimeoutMs = timeoutMs;
    ScreenshotTour tour(&window, dir.path(), options);
    QSignalSpy finished(&tour, &ScreenshotTour::finished);
    window.session()->startSandbox();
    tour.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, ConnectTimeoutMs);
    QVERIFY(!finished.first().at(0).toBool());
    QCOMPARE(tour.error(), error);
    QVERIFY(tour.written().isEmpty());
}

QTEST_MAIN(TestScreenshotTour)
#include "tst_screenshottour.moc"
