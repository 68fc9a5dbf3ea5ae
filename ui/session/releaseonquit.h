#pragma once

#include "connectionoptions.h"
#include "rediserror.h"
#include "stillheld.h"

#include <QDeadlineTimer>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <optional>

class ActionRunner;
class RedisConnection;
class ServerSession;

// What the views hold on the server on the user's behalf (the Locks and Semaphores forms' locks
// and permits, a running playground's clients), let go of before the window quits. Each view
// adds itself as a holder; release() asks every holder that holds something to let go, waits
// for them at most the budget (a dead or frozen server must not keep the window open), and
// reports what is still held, one line each in the CLI's words (StillHeld): key, token, lease
// left, and the coordscope-cli command that releases it.
class ReleaseOnQuit : public QObject
{
    Q_OBJECT
public:
    static constexpr int BudgetMs = 2500;
    using Failed = QList<std::pair<StillHeld, RedisError>>;
    using Done = std::function<void(const QStringList &stillHeld)>;
    struct Holder
    {
        std::function<bool()> holdsSomething;
        // Starts letting go, to end by the deadline; calls done once, with what is still held.
        std::function<void(QDeadlineTimer deadline, Done done)> release;
        // What is still held now, for a holder that has not called done when the budget ends.
        std::function<QStringList()> stillHeld;
    };

    explicit ReleaseOnQuit(ServerSession *session);

    // A holder until owner is destroyed.
    void add(QObject *owner, Holder holder);
    // The holder of a form whose holds live on runner's thread: releaseAll runs there, after
    // the jobs waiting are cancelled (an acquire that waits ends at its next command), on a
    // connection of its own whose timeouts end at the deadline. stillHeld must be thread-safe.
    void addRunnerHolds(QObject *owner, ActionRunner *runner,
                        std::function<QList<StillHeld>()> stillHeld,
                        std::function<Failed(RedisConnection &)> releaseAll);

    bool holdsSomething() const;
    bool isReleasing() const { return m_releasing; }
    // Asks every holder to let go; finished() comes when all are done or the budget ran out
    // (at once when nothing is held). One release at a time.
    void release(int budgetMs = BudgetMs);

    // The line for a hold that could not be released: why, what, and the coordscope-cli command
    // that releases it on server.
    static QString line(const StillHeld &held, const RedisError &error,
                        const std::optional<ConnectionOptions> &server);

Q_SIGNALS:
    void finished(const QStringList &stillHeld);

private:
    QStringList linesFor(const QList<StillHeld> &held, const RedisError &error) const;
    void holderDone(quint64 round, QObject *owner, const QStringList &stillHeld);
    void budgetSpent();
    void finish();

    ServerSession *m_session;
    QHash<QObject *, Holder> m_holders;
    QSet<QObject *> m_waiting; // holders asked to let go that have not answered yet
    QStringList m_lines;
    QTimer m_budget;
    int m_budgetMs = BudgetMs;
    quint64 m_round = 0; // answers of an earlier round are dropped
    bool m_releasing = false;
};
