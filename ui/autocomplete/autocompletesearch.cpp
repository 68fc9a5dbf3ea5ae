#include "autocompletesearch.h"

#include "actionrunner.h"
#include "keyspace.h"
#include "redisconnection.h"

#include <QElapsedTimer>

namespace {
const QString Lane = QStringLiteral("complete");
}

AutocompleteSearch::AutocompleteSearch(ActionRunner *runner, QObject *parent)
    : QObject(parent)
    , m_runner(runner)
{
    qRegisterMetaType<AutocompleteSearch::Reply>();
    connect(m_runner, &ActionRunner::started, this,
            [this](quint64 ticket, const QString &) { onStarted(ticket); });
    connect(m_runner, &ActionRunner::finished, this, &AutocompleteSearch::onFinished);
}

void AutocompleteSearch::setCommandLog(CommandLog *log, const QString &connectionLabel)
{
    disconnect(m_logConnection);
    m_log = log;
    m_label = connectionLabel;
    if (log)
        m_logConnection = connect(log, &CommandLog::recorded, this, [this](const CommandRecord &r) {
            if (m_running != 0 && r.connection == m_label)
                m_collected << r;
        });
}

void AutocompleteSearch::setBook(const QByteArray &name, bool foldCase)
{
    m_book = name;
    m_foldCase = foldCase;
}

CompletionMethod AutocompleteSearch::effectiveMethod() const
{
    return m_runner->isReadOnly() ? CompletionMethod::ByLex : m_method;
}

quint64 AutocompleteSearch::search(const QString &prefix)
{
    if (!KeySpace::validateName(m_book).ok()) {
        invalidate(); // a reply still in flight is for a query nobody sees any more
        return 0;
    }
    const QByteArray book = m_book;
    const bool foldCase = m_foldCase;
    const CompletionMethod method = effectiveMethod();
    const int limit = m_limit;
    const BeforeQuery before = m_beforeQuery;
    const QByteArray bytes = prefix.toUtf8();
    m_latest = m_runner->run(
        tr("Completing \"%1\"").arg(prefix),
        [=](RedisConnection &connection, const ActionContext &) {
            ActionResult result;
            if (before)
                before(connection, bytes);
            AddressBookOptions options;
            options.foldCase = foldCase;
            AddressBook addressBook(connection, KeySpace(), book, options);
            CompletionQuery query;
            query.prefix = bytes;
            query.limit = limit;
            auto completion = addressBook.complete(query, method);
            // A connection that died under us (a server restart) reconnects on the next call;
            // a query only reads (or adds markers of its own), so it is safe to ask once more.
            if (!completion && completion.error().isConnectionError())
                completion = addressBook.complete(query, method);
            if (!completion) {
                result.error = completion.error();
                return result;
            }
            QStringList names;
            for (const QByteArray &n : completion->names)
                names << QString::fromUtf8(n);
            result.ok = true;
            result.value = names;
            result.summary = QStringLiteral("%1 suggestions").arg(names.size());
            return result;
        },
        Lane);
    m_queries.insert(m_latest, {prefix, method});
    return m_latest;
}

void AutocompleteSearch::onStarted(quint64 ticket)
{
    m_running = ticket;
    m_collected.clear();
}

void AutocompleteSearch::onFinished(quint64 ticket, const ActionResult &result)
{
    QList<CommandRecord> commands;
    if (ticket == m_running) {
        commands = m_collected;
        m_collected.clear();
        m_running = 0;
    }
    if (!m_queries.contains(ticket))
        return; // another job on the runner
    const auto [prefix, method] = m_queries.take(ticket);
    if (result.skipped)
        return; // replaced by a newer keystroke before it ran
    if (ticket != m_latest) {
        ++m_dropped;
        Q_EMIT replyDropped(ticket, prefix);
        return;
    }
    if (!result.ok) {
        Q_EMIT searchFailed(prefix, result.error);
        return;
    }
    m_last.ticket = ticket;
    m_last.prefix = prefix;
    m_last.names = result.value.toStringList();
    m_last.method = method;
    m_last.commands = commands;
    m_last.elapsedUs = result.elapsedUs;
    Q_EMIT suggestionsReady(m_last);
}
