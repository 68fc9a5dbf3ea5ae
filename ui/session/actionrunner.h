#pragma once

#include "connectionoptions.h"
#include "rediserror.h"

#include <QObject>
#include <QString>
#include <QVariant>

#include <functional>
#include <memory>
#include <optional>

class CommandLog;
class QThread;
class RedisConnection;

// What a job reports when it ends.
struct ActionResult
{
    bool ok = false;
    bool skipped = false; // superseded in its lane, cancelled, or no connection set: never ran
    QString summary;      // one line for the user ("acquired cs:{orders}:lock, token 3f…")
    RedisError error;     // when !ok and !skipped
    QVariant value;       // anything the view wants back (a list of suggestions, a decision)
    qint64 elapsedUs = 0; // the job's time on the worker thread
};
Q_DECLARE_METATYPE(ActionResult)

// Lets a running job report progress and notice that it should stop (the view closed, the user
// pressed Cancel, the connection changed). Thread-safe.
class ActionContext
{
public:
    // Reported to the GUI thread as ActionRunner::progress (at most every 50 ms, and the last).
    void progress(qint64 done, qint64 total) const;
    bool isCancelled() const;

private:
    friend class ActionRunner;
    friend struct ActionRunnerWorker;
    std::function<void(qint64, qint64)> m_progress;
    std::function<bool()> m_cancelled;
};

// Runs the views' playground actions: the core primitives' blocking calls, on one worker thread
// with its own RedisConnection, so the GUI thread never waits for Redis. Jobs run one at a time
// in the order given. The connection is made from the session's options (read-only mode
// included: a write in read-only mode fails with a read_only error before it is sent) and
// reports every command to the session's CommandLog under `label`, so each action's commands
// appear in the Command log.
//
// Lanes: a job given a lane replaces any job of that lane still waiting (the autocomplete box
// sends one query per keystroke; only the newest one is worth running). A job that was replaced,
// cancelled or had no connection ends with `skipped`.
class ActionRunner : public QObject
{
    Q_OBJECT
public:
    using Job = std::function<ActionResult(RedisConnection &connection, const ActionContext &ctx)>;

    explicit ActionRunner(const QString &label, QObject *parent = nullptr);
    // Cancels what is waiting, asks the running job to stop and waits for it (jobs are bounded
    // by the connection's timeouts and check isCancelled()).
    ~ActionRunner() override;

    // The connection for the next jobs (the current one is closed first); nullopt: none, jobs
    // are skipped. The log may be null.
    void setConnection(const std::optional<ConnectionOptions> &options, CommandLog *log);
    bool hasConnection() const { return m_hasConnection; }
    bool isReadOnly() const { return m_readOnly; }

    // Queues a job; returns its ticket (increasing). title is shown while it runs.
    quint64 run(const QString &title, Job job, const QString &lane = {});
    // Skips every waiting job and asks the running one to stop.
    void cancelAll();
    bool isBusy() const { return m_pending > 0; }
    quint64 lastTicket() const { return m_lastTicket; }

Q_SIGNALS:
    void started(quint64 ticket, const QString &title);
    void progress(quint64 ticket, qint64 done, qint64 total);
    void finished(quint64 ticket, const ActionResult &result);
    void busyChanged(bool busy);

private:
    void onFinished(quint64 ticket, const ActionResult &result);

    QString m_label;
    QThread *m_thread;
    QObject *m_worker; // lives on m_thread
    std::shared_ptr<struct ActionRunnerShared> m_shared;
    bool m_hasConnection = false;
    bool m_readOnly = false;
    quint64 m_lastTicket = 0;
    int m_pending = 0;
};
