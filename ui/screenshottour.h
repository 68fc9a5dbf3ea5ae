#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>

class MainWindow;
class QDockWidget;
class PlaygroundView;
struct PlaygroundScenario;

// The README's screenshot tour: on the sandbox, loads every view's demo data (each view that
// has a loadDemoData() slot), then shows each tab but the Playground in turn (calling its
// prepareScreenshot() if it has one) and saves the window as <dir>/<nn>-<tab>.png. Then, on the
// Playground tab, runs each scenario's first (unsafe) case and, once the run is over and its
// final verdict shows, saves the window as <dir>/playground-<nn>-<scenario>.png
// (docs/playground.md), the Command log hidden meanwhile. Emits finished(ok) once, when done or
// when something went wrong (error()).
class ScreenshotTour : public QObject
{
    Q_OBJECT
public:
    struct Options
    {
        bool tabs = true;              // a picture of each tab but the Playground
        bool scenarios = true;         // then a run and a picture of each playground scenario
        QStringList onlyScenarios;     // by name: only these; every scenario when empty
        int scenarioTimeoutMs = 20000; // for a run and its final check, else the tour fails
    };

    ScreenshotTour(MainWindow *window, const QString &directory, QObject *parent = nullptr);
    ScreenshotTour(MainWindow *window, const QString &directory, const Options &options,
                   QObject *parent = nullptr);

    void start();
    QString error() const { return m_error; }
    QStringList written() const { return m_written; }
    // "Delayed queues" -> "delayed-queues".
    static QString slug(const QString &title);

Q_SIGNALS:
    void finished(bool ok);

private:
    enum class Waiting { Nothing, Run, Verdict };

    void onConnected();
    void shootNext();
    // The Inspector's Break lock confirmation over the window (docs/inspector.md).
    void shootOperatorDialog();
    // A teacher's Console: the book's SETNX and ZADD typed, the Locks tab showing the lock.
    void shootConsole();
    void startScenarios();
    void runNextScenario();
    void onRunFinished();
    void onVerdictUpdated();
    void shootScenario();
    bool save(const QString &fileName);
    void finish(bool ok);
    void fail(const QString &message);

    MainWindow *m_window;
    QString m_directory;
    Options m_options;
    int m_tab = 0;       // the next tab to show
    int m_shownTab = -1; // the tab shown TabSettleMs ago, to save
    int m_tabShots = 0;
    QPointer<PlaygroundView> m_playground;
    QPointer<QDockWidget> m_hiddenLog; // hidden for the scenarios' pictures
    QList<const PlaygroundScenario *> m_scenarios;
    int m_scenario = -1; // the one running or shown
    Waiting m_waiting = Waiting::Nothing;
    QTimer m_scenarioTimeout;
    bool m_started = false;
    bool m_done = false;
    QString m_error;
    QStringList m_written;
};
