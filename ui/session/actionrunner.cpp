#include "actionrunner.h"

#include "commandlog.h"
#include "redisconnection.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QPointer>
#include <QThread>

// What the GUI thread and the worker both read: which tickets are to be skipped.
struct ActionRunnerShared
{
    QMutex mutex;
    quint64 cancelUpTo = 0;               // tickets <= this are skipped (or asked to stop)
    QHash<QString, quint64> newestInLane; // a lane's waiting job, replaced by newer ones

    bool isCancelled(quint64 ticket, const QString &lane)
    {
        QMutexLocker lock(&mutex);
        if (ticket <= cancelUpTo)
            return true;
        return !lane.isEmpty() && newestInLane.value(lane) != ticket;
    }
};

// Lives on the worker thread; owns the connection there (RedisConnection is used by the
// thread that connected it).
struct ActionRunnerWorker : QObject
{
    std::unique_ptr<RedisConnection> connection;
    std::optional<ConnectionOptions> options;
    CommandLog *log = nullptr; // the runner's relay, outlives the worker's jobs
    QString label;

    RedisConnection *ensureConnection()
    {
        if (!options)
            return nullptr;
        if (!connection) {
            connection = std::make_unique<RedisConnection>(*options);
            connection->setLabel(label);
            connection->setCommandLog(log);
        }
        return connection.get();
    }
};

void ActionContext::progress(qint64 done, qint64 total) const
{
    if (m_progress)
        m_progress(done, total);
}

bool ActionContext::isCancelled() const
{
    return m_cancelled && m_cancelled();
}

ActionRunner::ActionRunner(const QString &label, QObject *parent)
    : QObject(parent)
    , m_label(label)
    , m_thread(new QThread(this))
    , m_shared(std::make_shared<ActionRunnerShared>())
{
    qRegisterMetaType<ActionResult>();
    m_thread->setObjectName(QStringLiteral("actions: ") + label);
    auto *worker = new ActionRunnerWorker;
    // The connection reports to this relay, which forwards to the session's log (queued, and
    // disconnected by Qt when that log goes away before us).
    worker->log = new CommandLog(this);
    worker->label = label;
    worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, worker, &QObject::deleteLater);
    m_worker = worker;
    m_thread->start();
}

ActionRunner::~ActionRunner()
{
    cancelAll();
    // The worker (and its connection) is deleted on its thread once the thread ends.
    m_thread->quit();
    m_thread->wait();
}

void ActionRunner::setConnection(const std::optional<ConnectionOptions> &options, CommandLog *log)
{
    // Jobs meant for the old connection do not run on the new one.
    cancelAll();
    auto *worker = static_cast<ActionRunnerWorker *>(m_worker);
    disconnect(worker->log, &CommandLog::recorded, nullptr, nullptr);
    if (log)
        connect(worker->log, &CommandLog::recorded, log, &CommandLog::record);
    m_hasConnection = options.has_value();
    m_readOnly = options && options->readOnly;
    QMetaObject::invokeMethod(
        worker,
        [worker, options] {
            worker->connection.reset();
            worker->options = options;
        },
        Qt::QueuedConnection);
}

quint64 ActionRunner::run(const QString &title, Job job, const QString &lane)
{
    const quint64 ticket = ++m_lastTicket;
    if (!lane.isEmpty()) {
        QMutexLocker lock(&m_shared->mutex);
        m_shared->newestInLane.insert(lane, ticket);
    }
    if (m_pending++ == 0)
        Q_EMIT busyChanged(true);

    auto *worker = static_cast<ActionRunnerWorker *>(m_worker);
    QPointer<ActionRunner> self(this);
    std::shared_ptr<ActionRunnerShared> shared = m_shared;
    QMetaObject::invokeMethod(
        worker,
        [self, worker, shared, ticket, title, lane, job = std::move(job)] {
            auto post = [self](auto fn) {
                // `self` is only dereferenced on the GUI thread, inside the runner's own context.
                if (ActionRunner *runner = self.data())
                    QMetaObject::invokeMethod(runner, fn, Qt::QueuedConnection);
            };
            ActionResult result;
            RedisConnection *connection = worker->ensureConnection();
            if (shared->isCancelled(ticket, lane) || !connection) {
                result.skipped = true;
                result.summary = connection
                                     ? QCoreApplication::translate("ActionRunner", "skipped")
                                     : QCoreApplication::translate("ActionRunner", "not connected");
                post([self, ticket, result] { self->onFinished(ticket, result); });
                return;
            }
            post([self, ticket, title] { Q_EMIT self->started(ticket, title); });

            ActionContext context;
            QElapsedTimer sinceProgress;
            sinceProgress.start();
            bool progressSent = false;
            context.m_progress = [&, ticket](qint64 done, qint64 total) {
                // At most every 50 ms, and always the last step.
                if (progressSent && done < total && sinceProgress.elapsed() < 50)
                    return;
                progressSent = true;
                sinceProgress.restart();
                post([self, ticket, done, total] { Q_EMIT self->progress(ticket, done, total); });
            };
            context.m_cancelled = [shared, ticket] {
                QMutexLocker lock(&shared->mutex);
                return ticket <= shared->cancelUpTo;
            };
            // Once cancelled, the job's next command fails unsent (Cancelled), so a job that
            // waits or retries ends at once even if it never asks isCancelled().
            connection->setStopCheck(context.m_cancelled);
            QElapsedTimer clock;
            clock.start();
            result = job(*connection, context);
            result.elapsedUs = clock.nsecsElapsed() / 1000;
            connection->setStopCheck({});
            post([self, ticket, result] { self->onFinished(ticket, result); });
        },
        Qt::QueuedConnection);
    return ticket;
}

void ActionRunner::cancelAll()
{
    QMutexLocker lock(&m_shared->mutex);
    m_shared->cancelUpTo = m_lastTicket;
}

void ActionRunner::onFinished(quint64 ticket, const ActionResult &result)
{
    Q_EMIT finished(ticket, result);
    if (--m_pending == 0)
        Q_EMIT busyChanged(false);
}
