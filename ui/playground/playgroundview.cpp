#include "playgroundview.h"

#include "formmessageline.h"

#include "playgroundcharts.h"
#include "playgroundcheckrunner.h"
#include "playgroundconfigform.h"
#include "playgroundgantt.h"
#include "playgroundredlockmodel.h"
#include "playgroundredlockpanel.h"
#include "playgroundscenario.h"
#include "releaseonquit.h"
#include "serversession.h"
#include "simulationengine.h"
#include "viewwidgets.h"

#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QVBoxLayout>

PlaygroundView::PlaygroundView(ServerSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_form(new PlaygroundConfigForm(this))
    , m_charts(new PlaygroundCharts(this))
    , m_gantt(new PlaygroundGantt(&m_timeline, this))
    , m_redlockModel(new PlaygroundRedlockModel(this))
    , m_redlockPanel(new PlaygroundRedlockPanel(m_redlockModel, this))
    , m_checker(new PlaygroundCheckRunner(this))
    , m_loader(new PlaygroundHistoryLoader(this))
    , m_start(new QPushButton(tr("Start"), this))
    , m_pause(new QPushButton(tr("Pause"), this))
    , m_step(new QPushButton(tr("Step"), this))
    , m_stop(new QPushButton(tr("Stop"), this))
    , m_save(new QPushButton(tr("Save history…"), this))
    , m_load(new QPushButton(tr("Load history…"), this))
    , m_export(new QPushButton(tr("Export PNG…"), this))
    , m_description(new QLabel(this))
    , m_verdict(new QLabel(this))
    , m_status(new FormMessageLine(this))
    , m_message(new FormMessageLine(this))
{
    setObjectName(QStringLiteral("playgroundView"));
    m_start->setObjectName(QStringLiteral("playgroundStart"));
    m_verdict->setObjectName(QStringLiteral("playgroundVerdict"));
    m_status->setObjectName(QStringLiteral("playgroundStatus"));
    m_message->setObjectName(QStringLiteral("playgroundMessage"));
    m_status->setMaxLines(2);
    m_message->setMaxLines(2);
    for (QLabel *label : {m_description, m_verdict}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    m_step->setToolTip(tr("While paused: every client does one more operation"));
    m_stop->setToolTip(tr("End the run as its time would: operations finish, queues drain"));
    buildLayout();

    connect(m_start, &QPushButton::clicked, this, &PlaygroundView::start);
    connect(m_pause, &QPushButton::clicked, this, &PlaygroundView::togglePause);
    connect(m_step, &QPushButton::clicked, this, &PlaygroundView::step);
    connect(m_stop, &QPushButton::clicked, this, &PlaygroundView::stop);
    connect(m_save, &QPushButton::clicked, this, &PlaygroundView::saveWithDialog);
    connect(m_load, &QPushButton::clicked, this, &PlaygroundView::loadWithDialog);
    connect(m_export, &QPushButton::clicked, this, [this] {
        if (const QString saved =
                ViewWidgets::exportPng(this, m_results, QStringLiteral("playground"));
            !saved.isEmpty())
            showMessage(saved, false);
    });
    connect(m_form, &PlaygroundConfigForm::changed, this, [this] {
        updateDescription();
        updateControls();
        updateFormWidth();
    });
    connect(m_checker, &PlaygroundCheckRunner::checked, this, &PlaygroundView::onChecked);
    connect(m_loader, &PlaygroundHistoryLoader::loaded, this, &PlaygroundView::onLoaded);
    connect(m_session, &ServerSession::clientChanged, this, &PlaygroundView::updateControls);
    connect(m_session, &ServerSession::readOnlyChanged, this, &PlaygroundView::onReadOnlyChanged);
    // The clients log to the session's command log: a run still going ends (its threads joined)
    // before the log goes, whichever of the two the window destroys first.
    connect(m_session, &QObject::destroyed, this, [this] { m_engine.reset(); });
    m_frame.setInterval(FrameMs);
    connect(&m_frame, &QTimer::timeout, this, &PlaygroundView::frame);
    updateDescription();
    updateControls();

    // A run's clients hold locks and permits on the server: quitting stops it as Stop does, so
    // they release what they hold.
    ReleaseOnQuit::Holder quit;
    quit.holdsSomething = [this] { return isRunning(); };
    quit.release = [this](QDeadlineTimer, ReleaseOnQuit::Done done) {
        m_quitDone = std::move(done);
        stop();
    };
    quit.stillHeld = [this] { return stillHeldLines(); };
    m_session->releaseOnQuit()->add(this, std::move(quit));
}

QStringList PlaygroundView::stillHeldLines() const
{
    QStringList lines;
    for (const PlaygroundTimeline::Bar &bar : m_timeline.bars()) {
        if (bar.kind == PlaygroundTimeline::Bar::Kind::Hold && bar.endUs < 0)
            lines << tr("the playground run did not end in time: client %1 may still hold %2 "
                        "until its lease ends")
                         .arg(bar.client)
                         .arg(bar.resource);
    }
    if (lines.isEmpty())
        lines << tr("the playground run did not end in time: its clients' holds stay until "
                    "their leases end");
    return lines;
}

// The engine aborts a run still going; a check or load under way finishes on its own thread.
PlaygroundView::~PlaygroundView() = default;

void PlaygroundView::buildLayout()
{
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_start, m_pause, m_step, m_stop})
        buttons->addWidget(b);
    auto *files = new QHBoxLayout;
    for (QPushButton *b : {m_save, m_load, m_export})
        files->addWidget(b);
    m_controls = new QWidget(this);
    auto *controls = new QVBoxLayout(m_controls);
    controls->addWidget(m_form);
    controls->addStretch();
    m_formScroll = new QScrollArea(this);
    m_formScroll->setWidget(m_controls);
    m_formScroll->setWidgetResizable(true);
    // Wide enough for the form (updateFormWidth): it scrolls down, never sideways.
    m_formScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_formScroll->setFrameShape(QFrame::NoFrame);
    updateFormWidth();
    // The buttons and what they say stay in sight under the form, however small the window.
    auto *leftColumn = new QWidget(this);
    auto *left = new QVBoxLayout(leftColumn);
    left->setContentsMargins(0, 0, 0, 0);
    left->addWidget(m_formScroll, 1);
    left->addLayout(buttons);
    left->addWidget(m_status);
    left->addLayout(files);
    left->addWidget(m_message);

    auto *ganttScroll = new QScrollArea(this);
    ganttScroll->setWidget(m_gantt);
    ganttScroll->setWidgetResizable(true);
    ganttScroll->setMinimumHeight(PlaygroundGantt::MinViewHeight); // less once rows are known
    ganttScroll->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_results = new QWidget(this);
    auto *results = new QVBoxLayout(m_results);
    results->setContentsMargins(0, 0, 0, 0);
    results->addWidget(m_charts, 2);
    results->addWidget(ganttScroll, 3);
    m_legend = new QLabel(this);
    m_legend->setObjectName(QStringLiteral("playgroundLegend"));
    m_legend->setTextFormat(Qt::RichText);
    m_legend->setWordWrap(true);
    m_legend->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed); // right under the rows
    m_legend->setText(PlaygroundGantt::legendHtml(palette()));
    results->addWidget(m_legend);
    auto *right = new QWidget(this);
    auto *column = new QVBoxLayout(right);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(m_description);
    column->addWidget(m_verdict);
    column->addWidget(m_results, 3);
    column->addWidget(m_redlockPanel, 1);

    auto *split = new QSplitter(this);
    split->addWidget(leftColumn);
    split->addWidget(right);
    split->setStretchFactor(1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
}

void PlaygroundView::updateFormWidth()
{
    // Custom shows more fields than a scenario: the width follows what is shown.
    if (!m_formScroll)
        return;
    m_formScroll->setMinimumWidth(m_controls->minimumSizeHint().width() +
                                  m_formScroll->verticalScrollBar()->sizeHint().width() + 4);
}

bool PlaygroundView::isLoading() const
{
    return m_loader->isLoading();
}

bool PlaygroundView::isRunning() const
{
    if (!m_engine)
        return false;
    const SimulationEngine::State s = m_engine->state();
    return s != SimulationEngine::State::Idle && s != SimulationEngine::State::Finished &&
           s != SimulationEngine::State::Failed;
}

QString PlaygroundView::startBlockedReason() const
{
    if (isRunning())
        return tr("A run is under way: stop it first.");
    const Result<SimulationConfig> config = m_form->config(ConnectionOptions());
    if (!config)
        return config.error().message();
    if (m_session->client() && m_session->isReadOnly())
        return tr("Read-only mode: the playground writes to the server. Turn Read-only off "
                  "(Connection menu) to run it.");
    if (config->layout == SimulationConfig::Layout::Given && !m_session->allowsWrites())
        return tr("Not connected: start the sandbox or connect to a server to run it.");
    return {};
}

QString PlaygroundView::verdictText() const
{
    return m_verdict->text();
}

void PlaygroundView::updateDescription()
{
    m_description->setText(m_form->description());
    const Result<SimulationConfig> config = m_form->config(ConnectionOptions());
    const bool redlock = config && config->variant == u"redlock";
    m_redlockPanel->setVisible(redlock);
    // The TTL slider starts from the chosen run's TTL, so it changes nothing until moved.
    if (redlock && config->profile.ttlMs != m_syncedTtlMs) {
        m_syncedTtlMs = config->profile.ttlMs;
        m_redlockPanel->showFormTtlMs(m_syncedTtlMs);
    }
}

void PlaygroundView::updateControls()
{
    const bool running = isRunning();
    const bool paused = running && m_engine->state() == SimulationEngine::State::Paused;
    const QString blocked = startBlockedReason();
    m_start->setEnabled(blocked.isEmpty());
    m_start->setToolTip(blocked.isEmpty() ? tr("Start the run") : blocked);
    m_pause->setEnabled(running);
    m_pause->setText(paused ? tr("Resume") : tr("Pause"));
    m_step->setEnabled(paused);
    m_stop->setEnabled(running);
    m_save->setEnabled(!running && m_eventCount > 0 && !isLoading());
    m_load->setEnabled(!running);
    m_form->setEnabled(!running);
    if (running) {
        QString status = tr("%1 · %2 s · %3 events · %4 operations")
                             .arg(QVariant::fromValue(m_engine->state()).toString())
                             .arg(double(m_engine->elapsedMs()) / 1000, 0, 'f', 1)
                             .arg(m_eventCount)
                             .arg(m_engine->operations());
        if (m_bins.failures() > 0)
            status += u" · " % tr("%n operation(s) failed", nullptr, int(m_bins.failures()));
        m_status->showStatus(status);
    } else if (isLoading()) {
        m_status->showStatus(tr("Loading…"));
    } else if (!m_form->errorText().isEmpty()) {
        m_status->clearMessage(); // the form shows its error in place: once is enough
    } else {
        m_status->showStatus(blocked);
    }
}

void PlaygroundView::showMessage(const QString &text, bool error)
{
    if (error)
        m_message->showError(text);
    else
        m_message->showStatus(text);
}

void PlaygroundView::start()
{
    if (!startBlockedReason().isEmpty())
        return;
    const std::optional<ConnectionOptions> server = m_session->connectionOptions();
    Result<SimulationConfig> config = m_form->config(server.value_or(ConnectionOptions()));
    // The TTL slider's value under the per-client rows too (those without a ttl= of their own).
    if (config && config->variant == u"redlock" && m_redlockPanel->ttlChosen())
        config = m_form->config(server.value_or(ConnectionOptions()), m_redlockPanel->ttlMs());
    if (!config) { // the form shows why, in place
        showMessage({}, false);
        return;
    }
    SimulationConfig c = *config;
    if (c.variant == u"redlock")
        m_redlockPanel->applyTo(c);
    m_engine.reset();   // a finished run's threads are gone already
    m_loader->cancel(); // the run is what is shown now
    m_engine = std::make_unique<SimulationEngine>(c);
    m_engine->setCommandLog(m_session->commandLog());
    connect(m_engine.get(), &SimulationEngine::stateChanged, this, &PlaygroundView::onStateChanged);
    connect(m_engine.get(), &SimulationEngine::finished, this, &PlaygroundView::onFinished);
    m_caseLabel = m_form->scenario() ? m_form->caseLabel() : QString();
    m_checker->reset();
    m_run = c.historyRun();
    m_chunks.clear();
    m_eventCount = 0;
    m_bins.clear();
    m_timeline.clear(c.clients, c.windowMs * 1000);
    m_redlockModel->clear();
    m_report = CheckReport();
    m_finalChecked = false;
    m_checkedCount = -1;
    m_longestFrameUs = 0;
    m_charts->setPrimitive(c.primitive);
    m_charts->clear();
    m_gantt->refresh();
    m_verdict->setText(tr("Running: no violations so far."));
    showMessage({}, false);
    if (const Result<void> started = m_engine->start(); !started) {
        showMessage(tr("Could not start: %1").arg(started.error().message()), true);
        m_verdict->clear();
        m_engine.reset();
        updateControls();
        return;
    }
    m_sinceCheck.start();
    m_frame.start();
    updateControls();
}

void PlaygroundView::togglePause()
{
    if (!isRunning())
        return;
    if (m_engine->state() == SimulationEngine::State::Paused)
        m_engine->resume();
    else
        m_engine->pause();
    updateControls();
}

void PlaygroundView::step()
{
    if (isRunning() && m_engine->state() == SimulationEngine::State::Paused)
        m_engine->step();
}

void PlaygroundView::stop()
{
    if (isRunning())
        m_engine->stop();
}

void PlaygroundView::drain()
{
    if (!m_engine)
        return;
    const QList<PlaygroundEvent> events = m_engine->takeNewEvents();
    if (events.isEmpty())
        return;
    m_chunks.append(events);
    m_eventCount += events.size();
    m_bins.add(events);
    m_timeline.add(events);
    m_redlockModel->add(events);
    m_charts->plot(m_bins);
    m_gantt->refresh();
}

void PlaygroundView::frame()
{
    QElapsedTimer took;
    took.start();
    drain();
    // A paused run makes no events: its history was checked already.
    if (isRunning() && m_sinceCheck.elapsed() >= CheckIntervalMs && !m_checker->isBusy() &&
        m_eventCount != m_checkedCount) {
        requestCheck();
        m_sinceCheck.restart();
    }
    updateControls();
    m_longestFrameUs = std::max(m_longestFrameUs, took.nsecsElapsed() / 1000);
}

void PlaygroundView::requestCheck()
{
    m_checkedCount = m_eventCount;
    ++m_checksRequested;
    m_checker->request(m_run, m_chunks);
}

void PlaygroundView::onReadOnlyChanged()
{
    // A run on the user's server writes to it: Read-only means it must end now.
    if (m_session->isReadOnly() && isRunning() &&
        m_engine->config().layout == SimulationConfig::Layout::Given) {
        m_engine->abort();
        showMessage(tr("Read-only turned on: the run was aborted, it writes to the server."), true);
    }
    updateControls();
}

void PlaygroundView::onStateChanged()
{
    if (m_engine && m_engine->state() == SimulationEngine::State::Failed) {
        m_frame.stop();
        m_verdict->clear(); // not "Running…": there is no run
        showMessage(tr("The run failed: %1").arg(m_engine->error().message()), true);
    }
    updateControls();
}

void PlaygroundView::onFinished()
{
    m_frame.stop();
    drain();
    if (m_quitDone) // the run ended, its clients released what they held
        std::exchange(m_quitDone, {})({});
    if (m_engine && m_engine->state() == SimulationEngine::State::Failed) {
        updateControls();
        Q_EMIT runFinished();
        return;
    }
    // The engine's history is complete and in server-time order: it is the one to keep. When
    // every event was drained already, what is shown stays (no rebuild at the end of a big run).
    const PlaygroundHistory complete = m_engine->history();
    if (complete.size() == m_eventCount) {
        m_chunks = {complete.events()};
        m_finalChecked = true;
        m_checker->reset();
        requestCheck();
    } else {
        showHistory(PlaygroundHistoryLoader::prepare(complete));
    }
    updateControls();
    Q_EMIT runFinished();
}

void PlaygroundView::showHistory(const PlaygroundHistoryLoader::Loaded &loaded)
{
    const PlaygroundHistory &history = loaded.history;
    m_run = history.run();
    m_chunks = {history.events()};
    m_eventCount = history.size();
    m_bins = loaded.bins;
    m_timeline = loaded.timeline;
    m_redlockModel->clear();
    m_redlockModel->add(history.events());
    m_charts->setPrimitive(history.run().primitive);
    m_charts->plot(m_bins);
    m_gantt->refresh();
    m_finalChecked = true;
    m_checker->reset();
    requestCheck();
}

void PlaygroundView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && m_legend)
        m_legend->setText(PlaygroundGantt::legendHtml(palette()));
}

PlaygroundHistory PlaygroundView::history() const
{
    return PlaygroundCheckRunner::join(m_run, m_chunks);
}

QString PlaygroundView::verdictStyle(const CheckReport &report)
{
    // Amber for a run too many errors leave unjudged; red for violations, and for fewer errors:
    // either way the run is not what it seems.
    if (report.inconclusive())
        return QStringLiteral("color: #c60;");
    return report.violationCount() > 0 || report.metrics.failed > 0 ? QStringLiteral("color: #d22;")
                                                                    : QString();
}

QString PlaygroundView::figures(const CheckReport &report, PlaygroundPrimitive primitive)
{
    const CheckReport::Metrics &m = report.metrics;
    switch (primitive) {
    case PlaygroundPrimitive::Lock:
    case PlaygroundPrimitive::Semaphore:
        break;
    case PlaygroundPrimitive::Queue:
    case PlaygroundPrimitive::DelayedQueue:
        return tr("%1 enqueued, %2 delivered (%3 again), %4 acked")
            .arg(m.enqueued)
            .arg(m.delivered)
            .arg(m.redeliveries)
            .arg(m.acked);
    case PlaygroundPrimitive::RateLimiter:
        return tr("%1 admitted, %2 limited").arg(m.admitted).arg(m.limited);
    }
    return tr("wait p50 %1 ms, p99 %2 ms, Jain %3")
        .arg(double(m.waitP50Us) / 1000, 0, 'f', 1)
        .arg(double(m.waitP99Us) / 1000, 0, 'f', 1)
        .arg(m.jainIndex, 0, 'f', 2);
}

void PlaygroundView::onChecked(const CheckReport &report, const PlaygroundHistory &history)
{
    m_report = report;
    m_timeline.setViolations(report);
    m_gantt->refresh();
    ++m_checksShown;
    QStringList kinds;
    for (CheckReport::Violation::Kind kind : CheckReport::Violation::kinds) {
        if (const qint64 n = report.count(kind))
            kinds << QStringLiteral("%1 %2").arg(CheckReport::Violation::kindName(kind)).arg(n);
    }
    const bool final = m_finalChecked && !isRunning();
    const QString violations = tr("%n violation(s)", nullptr, int(report.violationCount()));
    // Too many failed operations: the run proves little, and says so first (as the CLI's exit 4).
    const bool inconclusive = report.inconclusive();
    QString text = (final ? tr("Final: %1") : tr("So far: %1"))
                       .arg(inconclusive ? QString(report.inconclusiveText() % u"; " % violations)
                                         : violations);
    if (!kinds.isEmpty())
        text += u" (" % kinds.join(u", ") % u')';
    text += tr("; %n event(s), %1 ops/s, %2.", nullptr, int(history.size()))
                .arg(report.metrics.operationsPerSecond, 0, 'f', 0)
                .arg(figures(report, history.run().primitive));
    // Errors are no answers: say so, or a run against a vanished server looks healthy.
    if (report.metrics.failed > 0)
        text += u' ' % tr("%n operation(s) failed: %1.", nullptr, report.metrics.failed)
                           .arg(report.metrics.firstFailure);
    if (inconclusive) // what failed and when
        text += u'\n' % report.failedOperationsText() % u'.';
    const PlaygroundScenario *scenario = PlaygroundScenario::find(history.run().scenario);
    if (scenario && !m_caseLabel.isEmpty()) {
        const PlaygroundScenario::Case *c = scenario->findCase(m_caseLabel);
        const PlaygroundScenario::Verdict v = scenario->judge(m_caseLabel, history, report);
        text += u'\n' % (inconclusive ? tr("Expected: %1. The checker alone found: %2.")
                                      : tr("Expected: %1. Found: %2."))
                            .arg(c ? c->expected : QString(), v.reason);
        if (final && inconclusive)
            text += u' ' % tr("Not judged: the run is inconclusive.");
        else if (final)
            text += u' ' % (v.asExpected ? tr("As expected.") : tr("NOT as expected."));
    }
    if (isLoading()) { // "Loading…" stays; this shows again if the load fails
        m_verdictBeforeLoad = text;
        Q_EMIT verdictUpdated();
        return;
    }
    m_verdict->setText(text);
    m_verdict->setStyleSheet(verdictStyle(report));
    Q_EMIT verdictUpdated();
}

Result<void> PlaygroundView::saveHistory(const QString &path) const
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return RedisError(RedisError::Kind::Io,
                          tr("cannot write %1: %2").arg(path, file.errorString()));
    const PlaygroundHistory all = history();
    if (path.endsWith(u".csv", Qt::CaseInsensitive))
        return all.saveCsv(file);
    return all.saveJsonLines(file);
}

void PlaygroundView::loadHistory(const QString &path)
{
    if (isRunning())
        return;
    if (!isLoading())
        m_verdictBeforeLoad = m_verdict->text();
    m_loader->load(path);
    m_verdict->setText(tr("Loading %1…").arg(QFileInfo(path).fileName()));
    m_verdict->setStyleSheet({});
    updateControls();
}

void PlaygroundView::onLoaded(const QString &path,
                              const Result<PlaygroundHistoryLoader::Loaded> &loaded)
{
    const QString name = QFileInfo(path).fileName();
    if (!loaded) {
        m_verdict->setText(m_verdictBeforeLoad); // what is shown stays
        m_verdict->setStyleSheet(verdictStyle(m_report));
        showMessage(tr("Could not load: %1").arg(loaded.error().message()), true);
        updateControls();
        Q_EMIT historyLoaded(loaded.error());
        return;
    }
    m_engine.reset();
    m_caseLabel.clear();
    m_verdict->setText(tr("Checking %1…").arg(name));
    // Parsed, binned and laid out on the loader's thread: only the Redlock rows are built here.
    showHistory(*loaded);
    if (loaded->notWhole.isEmpty())
        showMessage(tr("Loaded %1").arg(name), false);
    else // shown, but never as if it held the whole run
        showMessage(tr("Loaded %1, which may not be whole: %2").arg(name, loaded->notWhole), true);
    updateControls();
    Q_EMIT historyLoaded({});
}

void PlaygroundView::saveWithDialog()
{
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save history"), QStringLiteral("playground.jsonl"),
                                     tr("JSON Lines (*.jsonl);;CSV, events only (*.csv)"));
    if (path.isEmpty())
        return;
    const Result<void> saved = saveHistory(path);
    showMessage(saved ? tr("Saved %1").arg(QFileInfo(path).fileName())
                      : tr("Could not save: %1").arg(saved.error().message()),
                !saved);
}

void PlaygroundView::loadWithDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load history"), {},
                                                      tr("JSON Lines (*.jsonl);;All files (*)"));
    if (!path.isEmpty())
        loadHistory(path);
}
