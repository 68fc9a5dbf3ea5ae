#pragma once

#include "addressbook.h"
#include "commandlog.h"
#include "rediserror.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <functional>

class ActionRunner;
class RedisConnection;
struct ActionResult;

// The Autocomplete view's logic: one prefix query per keystroke against an AddressBook, run on
// an ActionRunner in one lane (a query still waiting is replaced by the next keystroke's), and a
// ticket check on the replies: only the newest query's reply is delivered, an earlier one that
// arrives late is dropped. Each reply carries the commands its query sent, taken from the
// CommandLog records of the runner's connection between the job's start and its end (jobs on one
// runner run one at a time). The marker method writes (markers, MULTI/EXEC): on a read-only
// runner every query uses BYLEX.
class AutocompleteSearch : public QObject
{
    Q_OBJECT
public:
    struct Reply
    {
        quint64 ticket = 0;
        QString prefix;
        QStringList names;
        CompletionMethod method = CompletionMethod::ByLex;
        QList<CommandRecord> commands;
        qint64 elapsedUs = 0;
    };

    explicit AutocompleteSearch(ActionRunner *runner, QObject *parent = nullptr);

    // The log the runner's connection reports to, and the runner's label there.
    void setCommandLog(CommandLog *log, const QString &connectionLabel);

    void setBook(const QByteArray &name, bool foldCase = false);
    QByteArray book() const { return m_book; }
    void setMethod(CompletionMethod method) { m_method = method; }
    CompletionMethod method() const { return m_method; }
    // The method a query uses now: BYLEX when the runner is read-only.
    CompletionMethod effectiveMethod() const;
    void setLimit(int limit) { m_limit = limit; }

    // Runs on the worker before each query (tests: a slow query with DEBUG SLEEP).
    using BeforeQuery = std::function<void(RedisConnection &, const QByteArray &prefix)>;
    void setBeforeQuery(BeforeQuery hook) { m_beforeQuery = std::move(hook); }

    // Queues a query; returns its ticket, 0 when the book name is not valid (nothing is sent).
    quint64 search(const QString &prefix);
    // Replies to every query asked so far are dropped (the book or the server changed).
    void invalidate() { m_latest = 0; }
    quint64 latestTicket() const { return m_latest; }
    qint64 droppedReplies() const { return m_dropped; }
    const Reply &lastReply() const { return m_last; }

Q_SIGNALS:
    void suggestionsReady(const AutocompleteSearch::Reply &reply);
    void searchFailed(const QString &prefix, const RedisError &error);
    void replyDropped(quint64 ticket, const QString &prefix);

private:
    void onStarted(quint64 ticket);
    void onFinished(quint64 ticket, const ActionResult &result);

    ActionRunner *m_runner;
    QPointer<CommandLog> m_log;
    QMetaObject::Connection m_logConnection;
    QString m_label;
    QByteArray m_book;
    bool m_foldCase = false;
    CompletionMethod m_method = CompletionMethod::ByLex;
    int m_limit = 10;
    BeforeQuery m_beforeQuery;
    quint64 m_latest = 0;
    quint64 m_running = 0; // the job whose commands are being collected
    QHash<quint64, std::pair<QString, CompletionMethod>> m_queries; // prefix, method
    QList<CommandRecord> m_collected;
    qint64 m_dropped = 0;
    Reply m_last;
};
Q_DECLARE_METATYPE(AutocompleteSearch::Reply)
