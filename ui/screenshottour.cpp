#include "screenshottour.h"

#include "consoleview.h"
#include "inspectorview.h"
#include "locksview.h"
#include "mainwindow.h"
#include "operatoractionmenu.h"
#include "operatorconfirmdialog.h"
#include "playgroundconfigform.h"
#include "playgroundscenario.h"
#include "playgroundview.h"
#include "primitivelistmodel.h"
#include "serversession.h"
#include "simulationengine.h"

#include <QDir>
#include <QDockWidget>
#include <QPainter>
#include <QPixmap>
#include <QRegularExpression>
#include <QTabWidget>

namespace {
constexpr int DemoSettleMs = 4000;   // demo data written, discovered and read twice
constexpr int TabSettleMs = 1500;    // a tab's charts drawn with a few ticks of data
constexpr int VerdictSettleMs = 300; // the verdict's label laid out again, the Gantt repainted
constexpr int ConnectTimeoutMs = 30000;
} // namespace

ScreenshotTour::ScreenshotTour(MainWindow *window, const QString &directory, QObject *parent)
    : ScreenshotTour(window, directory, Options(), parent)
{}

ScreenshotTour::ScreenshotTour(MainWindow *window, const QString &directory, const Options &options,
                               QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_directory(directory)
    , m_options(options)
{
    m_scenarioTimeout.setSingleShot(true);
    m_scenarioTimeout.setInterval(m_options.scenarioTimeoutMs);
    connect(&m_scenarioTimeout, &QTimer::timeout, this, [this] {
        const PlaygroundScenario *s = m_scenarios.value(m_scenario);
        if (m_playground)
            m_playground->stop();
        fail(m_waiting == Waiting::Run
                 ? tr("playground scenario %1: the run did not finish within %2 s")
                       .arg(s ? s->name : QString())
                       .arg(double(m_options.scenarioTimeoutMs) / 1000)
                 : tr("playground scenario %1: no final verdict within %2 s")
                       .arg(s ? s->name : QString())
                       .arg(double(m_options.scenarioTimeoutMs) / 1000));
    });
}

QString ScreenshotTour::slug(const QString &title)
{
    QString s = title.toLower();
    s.remove(QLatin1Char('&'));
    s.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    while (s.endsWith(QLatin1Char('-')))
        s.chop(1);
    while (s.startsWith(QLatin1Char('-')))
        s.remove(0, 1);
    return s;
}

void ScreenshotTour::start()
{
    if (!QDir().mkpath(m_directory))
        return fail(tr("cannot create %1").arg(m_directory));
    ServerSession *session = m_window->session();
    if (session->state() == RedisClient::State::Connected) {
        onConnected();
        return;
    }
    connect(session, &ServerSession::connected, this, &ScreenshotTour::onConnected);
    QTimer::singleShot(ConnectTimeoutMs, this, [this] {
        if (!m_started)
            fail(tr("not connected after %1 s").arg(ConnectTimeoutMs / 1000));
    });
}

void ScreenshotTour::onConnected()
{
    if (m_started || m_done)
        return;
    m_started = true;
    if (!m_options.tabs) {
        startScenarios();
        return;
    }
    m_window->loadDemoData();
    QTimer::singleShot(DemoSettleMs, this, &ScreenshotTour::shootNext);
}

void ScreenshotTour::shootNext()
{
    if (m_done)
        return;
    QTabWidget *tabs = m_window->tabs();
    // A title with no Latin letters (a translated interface, issue 23) names by the view's class.
    const auto name = [tabs](int index) {
        const QString fromTitle = slug(tabs->tabText(index));
        return fromTitle.isEmpty()
                   ? slug(QString::fromLatin1(tabs->widget(index)->metaObject()->className()))
                   : fromTitle;
    };
    if (m_shownTab >= 0 && !save(QStringLiteral("%1-%2.png")
                                     .arg(++m_tabShots, 2, 10, QLatin1Char('0'))
                                     .arg(name(m_shownTab)))) {
        return;
    }
    // The Playground has a picture per scenario instead (startScenarios()); a hidden tab (the
    // Sentinel tab of a connection that is not through Sentinel) has none.
    while (m_tab < tabs->count() &&
           (qobject_cast<PlaygroundView *>(tabs->widget(m_tab)) || !tabs->isTabVisible(m_tab)))
        ++m_tab;
    if (m_tab >= tabs->count()) {
        shootOperatorDialog();
        return;
    }
    QWidget *view = tabs->widget(m_tab);
    m_shownTab = m_tab++;
    tabs->setCurrentIndex(m_shownTab);
    // A view may set itself up for its picture (type a prefix, send a few requests).
    if (view->metaObject()->indexOfMethod("prepareScreenshot()") >= 0)
        QMetaObject::invokeMethod(view, "prepareScreenshot", Qt::DirectConnection);
    QTimer::singleShot(TabSettleMs, this, &ScreenshotTour::shootNext);
}

void ScreenshotTour::shootOperatorDialog()
{
    InspectorView *inspector = m_window->inspector();
    const PrimitiveListModel *primitives = inspector->primitivesModel();
    int row = 0;
    while (row < primitives->rowCount() &&
           !(primitives->stateAt(row).primitive.family == u"coordscope-token-lock" &&
             primitives->stateAt(row).holder))
        ++row;
    if (row >= primitives->rowCount()) {
        shootConsole(); // no lock held: no picture, the rest of the tour goes on
        return;
    }
    m_window->tabs()->setCurrentWidget(inspector);
    const PrimitiveState &state = primitives->stateAt(row);
    inspector->selectPrimitive(state.primitive.family, state.primitive.name);
    inspector->operations()->ask(OperatorAction::BreakLock, false);
    QTimer::singleShot(TabSettleMs, this, [this, inspector] {
        OperatorConfirmDialog *dialog = inspector->operations()->lastDialog();
        if (dialog) {
            QPixmap picture = m_window->grab();
            const QPixmap over = dialog->grab();
            QPainter painter(&picture);
            // The dialog as a window manager would frame it: a shade around, a border.
            const QRect at((picture.width() - over.width()) / 2,
                           (picture.height() - over.height()) / 3, over.width(), over.height());
            painter.fillRect(picture.rect(), QColor(0, 0, 0, 60));
            painter.fillRect(at.adjusted(-2, -2, 6, 6), QColor(0, 0, 0, 70));
            painter.drawPixmap(at.topLeft(), over);
            painter.setPen(dialog->palette().color(QPalette::Mid));
            painter.drawRect(at.adjusted(-1, -1, 0, 0));
            painter.end();
            const QString file =
                QDir(m_directory).filePath(QStringLiteral("inspector-break-lock.png"));
            if (!picture.save(file, "PNG"))
                return fail(tr("cannot write %1").arg(file));
            m_written << file;
            dialog->reject();
        }
        shootConsole();
    });
}

void ScreenshotTour::shootConsole()
{
    // Redis in Action's lock and semaphore, as a teacher types them (a uuid4 each).
    m_window->consoleDock()->show();
    m_window->consoleDock()->raise();
    m_window->console()->submit(
        QStringLiteral("SET lock:market 5b3e2c1a-8f4d-4e6a-9b7c-2d1e0f3a4b5c NX EX 120"));
    m_window->console()->submit(QStringLiteral("GET lock:market"));
    m_window->console()->submit(QStringLiteral("TTL lock:market"));
    for (int i = 0; i < m_window->tabs()->count(); ++i)
        if (qobject_cast<LocksView *>(m_window->tabs()->widget(i)))
            m_window->tabs()->setCurrentIndex(i);
    m_window->inspector()->monitor()->scanNow();
    QTimer::singleShot(DemoSettleMs, this, [this] {
        const bool saved = save(QStringLiteral("console-locks.png"));
        m_window->consoleDock()->hide();
        if (saved)
            startScenarios();
    });
}

void ScreenshotTour::startScenarios()
{
    if (!m_options.scenarios)
        return finish(true);
    QTabWidget *tabs = m_window->tabs();
    for (int i = 0; i < tabs->count() && !m_playground; ++i)
        m_playground = qobject_cast<PlaygroundView *>(tabs->widget(i));
    if (!m_playground)
        return fail(tr("no Playground tab"));
    if (m_options.onlyScenarios.isEmpty()) {
        for (const PlaygroundScenario &s : PlaygroundScenario::all())
            m_scenarios << &s;
    }
    for (const QString &name : m_options.onlyScenarios) {
        const PlaygroundScenario *s = PlaygroundScenario::find(name);
        if (!s)
            return fail(tr("no playground scenario named %1").arg(name));
        m_scenarios << s;
    }
    connect(m_playground, &PlaygroundView::runFinished, this, &ScreenshotTour::onRunFinished);
    connect(m_playground, &PlaygroundView::verdictUpdated, this, &ScreenshotTour::onVerdictUpdated);
    // The log lists the session's commands, not the run's (its clients have connections of their
    // own): the panel gets its room instead.
    m_hiddenLog = m_window->findChild<QDockWidget *>(QStringLiteral("commandLogDock"));
    if (m_hiddenLog)
        m_hiddenLog->hide();
    tabs->setCurrentWidget(m_playground);
    runNextScenario();
}

void ScreenshotTour::runNextScenario()
{
    if (m_done)
        return;
    if (++m_scenario >= m_scenarios.size())
        return finish(true);
    const PlaygroundScenario *s = m_scenarios.at(m_scenario);
    m_playground->form()->choose(s->number, s->cases.first().label);
    if (const QString blocked = m_playground->startBlockedReason(); !blocked.isEmpty())
        return fail(tr("playground scenario %1: cannot start: %2").arg(s->name, blocked));
    m_waiting = Waiting::Run;
    m_scenarioTimeout.start();
    m_playground->start();
    if (!m_playground->engine())
        fail(tr("playground scenario %1: the run did not start").arg(s->name));
}

void ScreenshotTour::onRunFinished()
{
    if (m_done || m_waiting != Waiting::Run)
        return;
    const SimulationEngine *engine = m_playground->engine();
    if (engine && engine->state() == SimulationEngine::State::Failed) {
        return fail(tr("playground scenario %1: the run failed: %2")
                        .arg(m_scenarios.at(m_scenario)->name, engine->error().message()));
    }
    // The panel checks the complete history once more: that check's verdict is the final one.
    m_waiting = Waiting::Verdict;
}

void ScreenshotTour::onVerdictUpdated()
{
    if (m_done || m_waiting != Waiting::Verdict)
        return;
    m_waiting = Waiting::Nothing;
    m_scenarioTimeout.stop();
    QTimer::singleShot(VerdictSettleMs, this, &ScreenshotTour::shootScenario);
}

void ScreenshotTour::shootScenario()
{
    if (m_done)
        return;
    const PlaygroundScenario *s = m_scenarios.at(m_scenario);
    if (save(QStringLiteral("playground-%1-%2.png")
                 .arg(s->number, 2, 10, QLatin1Char('0'))
                 .arg(s->name)))
        runNextScenario();
}

bool ScreenshotTour::save(const QString &fileName)
{
    const QString file = QDir(m_directory).filePath(fileName);
    if (!m_window->grab().save(file, "PNG")) {
        fail(tr("cannot write %1").arg(file));
        return false;
    }
    m_written << file;
    return true;
}

void ScreenshotTour::finish(bool ok)
{
    if (m_done)
        return;
    m_done = true;
    m_waiting = Waiting::Nothing;
    m_scenarioTimeout.stop();
    if (m_hiddenLog)
        m_hiddenLog->show();
    Q_EMIT finished(ok);
}

void ScreenshotTour::fail(const QString &message)
{
    if (m_done)
        return;
    m_error = message;
    finish(false);
}
