// Quitting the window lets go of what the views hold on the server (issue 18): the Locks and
// Semaphores forms' locks and permits are released, a running playground is stopped as its Stop
// button does, and what cannot be released (the server gone) is printed with its key, token and
// lease, within the quit's budget. SIGINT and SIGTERM take the same way out.

#include "interruptnotifier.h"
#include "keyspace.h"
#include "lockactionform.h"
#include "mainwindow.h"
#include "playgroundconfigform.h"
#include "playgroundview.h"
#include "redisconnection.h"
#include "releaseonquit.h"
#include "semaphoreactionform.h"
#include "semaphorefactory.h"
#include "serversession.h"
#include "simulationengine.h"
#include "testredis.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

#include <csignal>

using namespace Qt::StringLiterals;

namespace {
constexpr int TimeoutMs = 15000;

bool keyExists(RedisConnection &connection, const QByteArray &key)
{
    const auto reply = connection.command({"EXISTS", key});
    return reply.ok() && reply->integerValue() == 1;
}

// Connects the window to server and waits until its forms may write.
void connectWindow(MainWindow &window, const ConnectionOptions &server)
{
    window.show();
    window.session()->connectTo(server);
    QTRY_VERIFY_WITH_TIMEOUT(window.session()->allowsWrites(), TimeoutMs);
}

// Acquires the lock name through the Locks tab's form (a 60 s lease), and waits for it.
void acquireThroughForm(MainWindow &window, const QString &name)
{
    auto *form = window.findChild<LockActionForm *>();
    QVERIFY(form);
    QTRY_VERIFY_WITH_TIMEOUT(form->acquireAction()->isEnabled(), TimeoutMs);
    form->nameEdit()->setText(name);
    form->ttlEdit()->setText(u"60000"_s);
    QSignalSpy finished(form, &LockActionForm::actionFinished);
    form->acquire();
    QVERIFY(finished.wait(TimeoutMs));
    QVERIFY2(form->lastResult().ok, qPrintable(form->lastResult().summary));
}
} // namespace

class TestQuitRelease : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void lockHeldByTheFormIsReleasedOnClose();
    void permitHeldByTheFormIsReleasedOnClose();
    void serverGonePrintsWhatIsStillHeldWithinTheBudget();
    void sigtermQuitsTheSameWay();
    void runningPlaygroundIsStoppedOnClose();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_check; // a connection of the test's own
};

void TestQuitRelease::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    auto started = TestRedis::start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    m_server = std::move(started.value());
    m_check = std::make_unique<RedisConnection>(m_server->connectionOptions());
    QVERIFY(m_check->connect().ok());
}

void TestQuitRelease::lockHeldByTheFormIsReleasedOnClose()
{
    MainWindow window;
    connectWindow(window, m_server->connectionOptions());
    acquireThroughForm(window, u"quit-lock"_s);
    QVERIFY(keyExists(*m_check, "cs:{quit-lock}:lock"));

    window.close();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), TimeoutMs);
    QVERIFY(!keyExists(*m_check, "cs:{quit-lock}:lock")); // was: held for its 60 s lease
}

void TestQuitRelease::permitHeldByTheFormIsReleasedOnClose()
{
    MainWindow window;
    connectWindow(window, m_server->connectionOptions());
    auto *form = window.findChild<SemaphoreActionForm *>();
    QVERIFY(form);
    QTRY_VERIFY_WITH_TIMEOUT(form->acquireAction()->isEnabled(), TimeoutMs);
    form->kindBox()->setCurrentText(u"atomic"_s);
    form->nameEdit()->setText(u"quit-pool"_s);
    form->limitBox()->setValue(3);
    QSignalSpy finished(form, &SemaphoreActionForm::actionFinished);
    form->acquire();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    form->acquire();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, TimeoutMs);
    auto semaphore = SemaphoreFactory::create(u"atomic"_s, *m_check, KeySpace(), "quit-pool");
    QVERIFY(semaphore.ok());
    QCOMPARE(semaphore.value()->status(3)->holders.size(), 2);

    QAction *quit = nullptr; // Connection > Quit (Ctrl+Q) closes the window
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == u"&Quit")
            quit = action;
    }
    QVERIFY(quit);
    quit->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), TimeoutMs);
    QCOMPARE(semaphore.value()->status(3)->holders.size(), 0);
}

void TestQuitRelease::serverGonePrintsWhatIsStillHeldWithinTheBudget()
{
    auto gone = TestRedis::start();
    QVERIFY2(gone.ok(), qPrintable(gone.error().toString()));
    MainWindow window;
    connectWindow(window, gone.value()->connectionOptions());
    acquireThroughForm(window, u"gone"_s);
    gone.value().reset(); // the server is gone: the release cannot be done

    // The CLI's words: the error, the key, the token, the lease left, and how to release it.
    QTest::ignoreMessage(
        QtWarningMsg,
        QRegularExpression(uR"(^coordscope: quitting: the release failed \(.+\): still held: )"
                           uR"(cs:\{gone\}:lock with token \S+, its lease ends in about \d+ ms; )"
                           uR"(release it with: coordscope-cli --url \S+ lock release gone )"
                           uR"(--kind token --token \S+$)"_s));
    QElapsedTimer took;
    took.start();
    window.close();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), TimeoutMs);
    QVERIFY2(took.elapsed() <= ReleaseOnQuit::BudgetMs + 500,
             qPrintable(QString::number(took.elapsed())));
}

void TestQuitRelease::sigtermQuitsTheSameWay()
{
    MainWindow window;
    InterruptNotifier interrupts;
    connect(&interrupts, &InterruptNotifier::interrupted, &window, &QWidget::close);
    connectWindow(window, m_server->connectionOptions());
    acquireThroughForm(window, u"quit-signal"_s);
    QVERIFY(keyExists(*m_check, "cs:{quit-signal}:lock"));

    ::raise(SIGTERM); // caught: the window closes as Quit closes it
    QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), TimeoutMs);
    QVERIFY(!keyExists(*m_check, "cs:{quit-signal}:lock"));
    QCOMPARE(interrupts.exitStatus(0), 128 + SIGTERM);
}

void TestQuitRelease::runningPlaygroundIsStoppedOnClose()
{
    MainWindow window;
    connectWindow(window, m_server->connectionOptions());
    auto *view = window.findChild<PlaygroundView *>();
    QVERIFY(view);
    view->form()->choose(0);
    view->form()->clientsBox()->setValue(3);
    view->form()->secondsEdit()->setText(u"60"_s);
    QTRY_VERIFY_WITH_TIMEOUT(view->startButton()->isEnabled(), TimeoutMs);
    view->start();
    QTRY_VERIFY_WITH_TIMEOUT(view->eventCount() > 10, TimeoutMs);

    window.close();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), TimeoutMs);
    // Stopped as its Stop button does (was: still running behind a closed window).
    QVERIFY(!view->isRunning());
    QCOMPARE(view->engine()->state(), SimulationEngine::State::Finished);
    QVERIFY(view->engine()->elapsedMs() < 60'000);
}

QTEST_MAIN(TestQuitRelease)
#include "tst_quitrelease.moc"
