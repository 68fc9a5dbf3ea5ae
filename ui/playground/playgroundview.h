#pragma once

#include "checkreport.h"
#include "playgroundhistory.h"
#include "playgroundhistoryloader.h"
#include "playgroundratebins.h"
#include "playgroundtimeline.h"
#include "result.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

#include <functional>
#include <memory>

class PlaygroundCharts;
class PlaygroundCheckRunner;
class PlaygroundConfigForm;
class PlaygroundGantt;
class PlaygroundHistoryLoader;
class PlaygroundRedlockModel;
class PlaygroundRedlockPanel;
class FormMessageLine;
class QLabel;
class QPushButton;
class QScrollArea;
class ServerSession;
class SimulationEngine;

// The Playground tab (docs/playground.md): pick a scenario or a custom run, start it on the
// window's server (or on servers the engine starts for Redlock and failover), pause, step and
// stop it, and watch it live: throughput and wait charts, a Gantt of every client's holds with
// faults and violations, the checker's running verdict against what the scenario expects, and
// for Redlock each node's answers. The engine runs on its own threads; the panel drains its
// events once per frame and checks the history on PlaygroundCheckRunner's thread at most twice
// a second (only when events came since the last check). Finished runs can be saved (JSON
// Lines, CSV), loaded back (parsed off the GUI thread) and re-checked. A run on the user's
// server is aborted when Read-only is turned on: it would keep writing.
class PlaygroundView : public QWidget
{
    Q_OBJECT
public:
    static constexpr int FrameMs = 33;
    static constexpr int CheckIntervalMs = 500;

    explicit PlaygroundView(ServerSession *session, QWidget *parent = nullptr);
    ~PlaygroundView() override;

    PlaygroundConfigForm *form() const { return m_form; }
    QPushButton *startButton() const { return m_start; }
    QPushButton *pauseButton() const { return m_pause; }
    QPushButton *stepButton() const { return m_step; }
    QPushButton *stopButton() const { return m_stop; }
    // Why Start is disabled, empty when it is enabled.
    QString startBlockedReason() const;
    FormMessageLine *statusLine() const { return m_status; }
    FormMessageLine *messageLine() const { return m_message; }
    QString verdictText() const;
    // The verdict's figures that mean something for the primitive: waits and fairness for locks
    // and semaphores, deliveries for queues, admissions for limiters.
    static QString figures(const CheckReport &report, PlaygroundPrimitive primitive);

    SimulationEngine *engine() const { return m_engine.get(); }
    bool isRunning() const;
    // The run's events so far, joined (a copy: for saving and tests).
    PlaygroundHistory history() const;
    qsizetype eventCount() const { return m_eventCount; }
    const PlaygroundTimeline &timeline() const { return m_timeline; }
    const PlaygroundRateBins &rateBins() const { return m_bins; }
    const CheckReport &report() const { return m_report; }
    PlaygroundCharts *charts() const { return m_charts; }
    PlaygroundGantt *gantt() const { return m_gantt; }
    QLabel *legend() const { return m_legend; }
    // What Export PNG renders: the charts and the Gantt.
    QWidget *resultsWidget() const { return m_results; }
    PlaygroundRedlockModel *redlockModel() const { return m_redlockModel; }
    PlaygroundRedlockPanel *redlockPanel() const { return m_redlockPanel; }
    // The longest time one frame's work took (draining, binning, charting), for measurements.
    qint64 longestFrameUs() const { return m_longestFrameUs; }
    int checksShown() const { return m_checksShown; }
    int checksRequested() const { return m_checksRequested; }
    // A history file is being read.
    bool isLoading() const;

    // Without dialogs (the buttons ask for a file, then call these; tests call them directly).
    Result<void> saveHistory(const QString &path) const;
    // Reads the file off the GUI thread and shows it when read (historyLoaded); until then the
    // shown history stays, and a run started or a newer load wins.
    void loadHistory(const QString &path);

public Q_SLOTS:
    void start();
    void togglePause();
    void step();
    void stop();

Q_SIGNALS:
    void runFinished();
    // A check's result is shown (running or final).
    void verdictUpdated();
    // A loadHistory() ended: the file is shown, or why it could not be.
    void historyLoaded(const Result<void> &result);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildLayout();
    void frame();
    void drain();
    void onStateChanged();
    void onFinished();
    void onChecked(const CheckReport &report, const PlaygroundHistory &history);
    void onReadOnlyChanged();
    static QString verdictStyle(const CheckReport &report);
    void onLoaded(const QString &path, const Result<PlaygroundHistoryLoader::Loaded> &loaded);
    void showHistory(const PlaygroundHistoryLoader::Loaded &loaded);
    void requestCheck();
    void updateFormWidth();
    void updateControls();
    void updateDescription();
    void showMessage(const QString &text, bool error);
    void saveWithDialog();
    void loadWithDialog();
    // What a run that did not end in time for the quit may leave held.
    QStringList stillHeldLines() const;

    ServerSession *m_session;
    PlaygroundConfigForm *m_form;
    PlaygroundCharts *m_charts;
    PlaygroundGantt *m_gantt;
    PlaygroundRedlockModel *m_redlockModel;
    PlaygroundRedlockPanel *m_redlockPanel;
    PlaygroundCheckRunner *m_checker;
    PlaygroundHistoryLoader *m_loader;
    QScrollArea *m_formScroll = nullptr;
    QWidget *m_controls = nullptr;
    QWidget *m_results = nullptr; // what Export PNG renders: charts and Gantt
    QPushButton *m_start;
    QPushButton *m_pause;
    QPushButton *m_step;
    QPushButton *m_stop;
    QPushButton *m_save;
    QPushButton *m_load;
    QPushButton *m_export;
    QLabel *m_description;
    QLabel *m_verdict;
    FormMessageLine *m_status;  // the run's progress, or why Start is off (not the form's error)
    FormMessageLine *m_message; // what Start, Save or Load did
    QLabel *m_legend = nullptr; // the Gantt's colours

    std::unique_ptr<SimulationEngine> m_engine;
    QString m_caseLabel; // the running or last run's scenario case
    // The events in the batches they were drained in: the checker gets the list of batches
    // without a copy of every event.
    PlaygroundHistory::Run m_run;
    QList<QList<PlaygroundEvent>> m_chunks;
    qsizetype m_eventCount = 0;
    PlaygroundRateBins m_bins;
    PlaygroundTimeline m_timeline;
    CheckReport m_report;
    bool m_finalChecked = false;
    qint64 m_syncedTtlMs = -1;     // the form's TTL the Redlock slider was last set to
    qsizetype m_checkedCount = -1; // the event count of the last check requested
    int m_checksRequested = 0;
    QString m_verdictBeforeLoad; // shown again when a load fails
    QTimer m_frame;
    QElapsedTimer m_sinceCheck;
    qint64 m_longestFrameUs = 0;
    int m_checksShown = 0;
    std::function<void(const QStringList &)> m_quitDone; // the quit waits for this run's end
};
