#include "addressbook.h"

#include "autocompletename.h"
#include "redisconnection.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QThread>

namespace {
constexpr int MaxLimit = 100'000;
// Stale markers one query removes at most (the rest go with the next ones, or a sweep).
constexpr int StaleBatch = 32;

RedisError invalid(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}

RedisError unexpected(const QString &what, const RedisReply &reply)
{
    return RedisError(RedisError::Kind::UnexpectedReply,
                      QStringLiteral("%1: unexpected reply %2").arg(what, reply.summary()));
}

// EXEC's array carries each command's error reply as a value.
Result<QList<RedisReply>> execElements(const RedisReply &exec, int expected, const char *what)
{
    auto elements = exec.toArray();
    if (!elements)
        return elements.error();
    if (elements->size() != expected)
        return unexpected(QLatin1String(what), exec);
    for (const RedisReply &e : *elements)
        if (e.isError())
            return RedisError::fromServerReply(e.bytes());
    return elements;
}

} // namespace

QString completionMethodName(CompletionMethod method)
{
    return method == CompletionMethod::Markers ? QStringLiteral("ria") : QStringLiteral("bylex");
}

std::optional<CompletionMethod> completionMethodFromName(const QString &name)
{
    if (name == QLatin1String("ria") || name == QLatin1String("markers"))
        return CompletionMethod::Markers;
    if (name == QLatin1String("bylex"))
        return CompletionMethod::ByLex;
    return std::nullopt;
}

AddressBook::AddressBook(RedisConnection &connection, KeySpace keys, QByteArray name,
                         AddressBookOptions options)
    : m_connection(connection)
    , m_keys(std::move(keys))
    , m_name(std::move(name))
    , m_options(options)
{}

QByteArray AddressBook::key() const
{
    return m_keys.key(m_name, m_options.foldCase ? "names-folded" : "names");
}

QByteArray AddressBook::markerRegistryKey() const
{
    return m_keys.key(m_name, m_options.foldCase ? "markers-folded" : "markers");
}

QByteArray AddressBook::memberFor(const QByteArray &name) const
{
    if (!m_options.foldCase)
        return name;
    return AutocompleteName::folded(name) + '\0' + name;
}

QByteArray AddressBook::displayOf(const QByteArray &member) const
{
    if (!m_options.foldCase)
        return member;
    const qsizetype nul = member.indexOf('\0');
    return nul < 0 ? member : member.mid(nul + 1);
}

Result<qint64> AddressBook::add(const QList<QByteArray> &names)
{
    const BatchesAdded r = addBatches({names});
    if (r.error.isError())
        return r.error;
    return r.added;
}

AddressBook::BatchesAdded AddressBook::addBatches(const QList<QList<QByteArray>> &batches)
{
    BatchesAdded out;
    if (auto valid = KeySpace::validateName(m_name); !valid) {
        out.error = valid.error();
        return out;
    }
    QList<RedisCommand> commands;
    for (const QList<QByteArray> &names : batches) {
        RedisCommand c{"ZADD", key()};
        c.reserve(2 + 2 * names.size());
        for (const QByteArray &n : names) {
            if (auto valid = AutocompleteName::validate(n); !valid) {
                out.error = valid.error();
                return out;
            }
            c << QByteArrayLiteral("0") << memberFor(n);
        }
        if (names.isEmpty()) {
            out.error = invalid(QStringLiteral("no names to add"));
            return out;
        }
        commands << c;
    }
    if (commands.isEmpty()) {
        out.error = invalid(QStringLiteral("no names to add"));
        return out;
    }
    // Each ZADD is atomic: the batches before the first failure are stored, whatever follows.
    for (const auto &reply : m_connection.pipeline(commands)) {
        const auto n = reply ? reply->toInteger() : Result<qint64>(reply.error());
        if (!n) {
            out.error = n.error();
            return out;
        }
        ++out.batchesStored;
        out.added += *n;
    }
    return out;
}

Result<qint64> AddressBook::remove(const QList<QByteArray> &names)
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    if (names.isEmpty())
        return invalid(QStringLiteral("no names to remove"));
    RedisCommand c{"ZREM", key()};
    for (const QByteArray &n : names) {
        if (auto valid = AutocompleteName::validate(n); !valid)
            return valid.error();
        c << memberFor(n);
    }
    const auto reply = m_connection.command(c);
    if (!reply)
        return reply.error();
    return reply->toInteger();
}

Result<qint64> AddressBook::count()
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    const auto exec = m_connection.transaction({{"ZCARD", key()}, {"ZCARD", markerRegistryKey()}});
    if (!exec)
        return exec.error();
    const auto elements = execElements(*exec, 2, "ZCARD");
    if (!elements)
        return elements.error();
    const auto names = elements->at(0).toInteger();
    const auto markers = elements->at(1).toInteger();
    if (!names || !markers)
        return unexpected(QStringLiteral("ZCARD"), *exec);
    return qMax<qint64>(0, *names - *markers);
}

Result<PrefixRange> AddressBook::rangeFor(const CompletionQuery &query) const
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    if (m_options.maxAttempts < 1)
        return invalid(
            QStringLiteral("maxAttempts must be at least 1, not %1").arg(m_options.maxAttempts));
    if (m_options.staleMarkerMs < 0)
        return invalid(QStringLiteral("staleMarkerMs must not be negative, not %1")
                           .arg(m_options.staleMarkerMs));
    if (query.limit < 1 || query.limit > MaxLimit)
        return invalid(QStringLiteral("the limit must be within [1, %1], not %2")
                           .arg(MaxLimit)
                           .arg(query.limit));
    std::optional<QByteArray> after;
    if (query.after) {
        if (auto valid = AutocompleteName::validate(*query.after, "name to page after"); !valid)
            return valid.error();
        after = memberFor(*query.after);
    }
    if (!m_options.foldCase)
        return PrefixRange::create(query.prefix, after);
    if (!AutocompleteName::isValidUtf8(query.prefix))
        return invalid(QStringLiteral("a case-insensitive prefix must be valid UTF-8"));
    return PrefixRange::create(AutocompleteName::folded(query.prefix), after);
}

Result<Completion> AddressBook::complete(const CompletionQuery &query, CompletionMethod method)
{
    return method == CompletionMethod::Markers ? completeWithMarkers(query) : completeByLex(query);
}

Result<Completion> AddressBook::completeByLex(const CompletionQuery &query)
{
    const auto range = rangeFor(query);
    if (!range)
        return range.error();
    Completion out;
    QByteArray min = range->lexMin();
    // A concurrent marker query's markers can sit inside the range: they are filtered out, and
    // the shortfall is read after the last member seen (rare: one more round trip).
    for (;;) {
        const int want = query.limit - int(out.names.size());
        const auto reply = m_connection.command({"ZRANGE", key(), min, range->lexMax(), "BYLEX",
                                                 "LIMIT", "0", QByteArray::number(want)});
        if (!reply)
            return reply.error();
        const auto members = reply->toBytesList();
        if (!members)
            return members.error();
        bool sawMarker = false;
        for (const QByteArray &m : *members) {
            if (PrefixRange::isMarker(m))
                sawMarker = true;
            else
                out.names << displayOf(m);
        }
        if (!sawMarker || members->size() < want)
            return out;
        min = '(' + members->last();
    }
}

Result<qint64> AddressBook::removeMarkers(const QList<QByteArray> &markers)
{
    RedisCommand fromNames{"ZREM", key()};
    RedisCommand fromRegistry{"ZREM", markerRegistryKey()};
    fromNames << markers;
    fromRegistry << markers;
    const auto exec = m_connection.transaction({fromNames, fromRegistry});
    if (!exec)
        return exec.error();
    if (exec->isNil())
        return 0; // a WATCH of ours saw a change: the caller starts over anyway
    const auto elements = execElements(*exec, 2, "ZREM");
    if (!elements)
        return elements.error();
    return elements->at(0).toInteger();
}

void AddressBook::abandonMarkers(const QList<QByteArray> &markers)
{
    // Best effort. After a connection error (a timeout drops the connection) the markers are
    // still known: reconnect and remove them, which needs no WATCH. If that fails too, they stay
    // registered for the next marker query or a sweep. On a live connection UNWATCH first, so a
    // pending WATCH cannot turn the removal into a no-op.
    if (markers.isEmpty())
        return;
    if (m_connection.isConnected())
        (void)m_connection.command({"UNWATCH"});
    (void)removeMarkers(markers);
}

Result<void> AddressBook::crashAt(const char *step)
{
    if (!m_stepHook || m_stepHook(step))
        return {};
    m_connection.disconnect();
    return RedisError(
        RedisError::Kind::Closed,
        QStringLiteral("the query stopped at %1 (injected crash)").arg(QLatin1String(step)));
}

Result<Completion> AddressBook::completeWithMarkers(const CompletionQuery &query)
{
    const auto range = rangeFor(query);
    if (!range)
        return range.error();
    const QByteArray names = key();
    const QByteArray registry = markerRegistryKey();
    Completion out;
    out.attempts = 0;
    QList<QByteArray> markers; // ours, while they may be in the set
    bool hooked = false;

    for (int attempt = 1; attempt <= m_options.maxAttempts; ++attempt) {
        out.attempts = attempt;
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        QList<RedisCommand> commands;
        const bool adding = markers.isEmpty();
        if (adding) {
            const QByteArray unique = PrefixRange::uniqueSuffix();
            markers = {range->startMarker(unique), range->endMarker(unique)};
            const QByteArray stamp = QByteArray::number(now);
            // Into the names and the registry together, so every marker can be found again.
            commands << RedisCommand{"MULTI"}
                     << RedisCommand{"ZADD", names, "0", markers[0], "0", markers[1]}
                     << RedisCommand{"ZADD", registry, stamp, markers[0], stamp, markers[1]}
                     << RedisCommand{"EXEC"};
        }
        const int base = int(commands.size());
        commands << RedisCommand{"ZRANGE",  registry,
                                 "-inf",    '(' + QByteArray::number(now - m_options.staleMarkerMs),
                                 "BYSCORE", "LIMIT",
                                 "0",       QByteArray::number(StaleBatch)}
                 << RedisCommand{"WATCH", names} << RedisCommand{"ZRANK", names, markers[0]}
                 << RedisCommand{"ZRANK", names, markers[1]} << RedisCommand{"ZCARD", registry};
        const auto replies = m_connection.pipeline(commands);
        for (const auto &r : replies) {
            if (!r) {
                abandonMarkers(markers);
                return r.error();
            }
        }
        if (adding) {
            if (auto added = execElements(*replies[3], 2, "ZADD markers"); !added) {
                abandonMarkers(markers);
                return added.error();
            }
        }
        if (!hooked) {
            hooked = true;
            if (auto crashed = crashAt("markers-added"); !crashed)
                return crashed.error();
        }

        // A crashed query's leftovers: remove them, then look again.
        const auto leftovers = replies[base]->toBytesList();
        if (!leftovers) {
            abandonMarkers(markers);
            return leftovers.error();
        }
        QList<QByteArray> stale = leftovers.value();
        stale.removeIf([&](const QByteArray &m) { return markers.contains(m); });
        if (!stale.isEmpty()) {
            // Outside our WATCH: under it, any write to the names would void the cleanup.
            if (auto unwatched = m_connection.command({"UNWATCH"}); !unwatched) {
                abandonMarkers(markers);
                return unwatched.error();
            }
            auto removed = removeMarkers(stale);
            if (!removed) {
                abandonMarkers(markers);
                return removed.error();
            }
            out.staleMarkersRemoved += *removed;
            if (*removed > 0)
                --attempt; // housekeeping, not a conflict: it does not spend the budget
            continue;
        }

        const RedisReply &startRank = *replies[base + 2];
        const RedisReply &endRank = *replies[base + 3];
        if (startRank.isNil() || endRank.isNil()) {
            // Someone swept our markers as stale (a query paused past staleMarkerMs): new ones.
            abandonMarkers(markers);
            markers.clear();
            continue;
        }
        const auto start = startRank.toInteger();
        const auto end = endRank.toInteger();
        const auto registered = replies[base + 4]->toInteger();
        if (!start || !end || !registered) {
            abandonMarkers(markers);
            return unexpected(QStringLiteral("ZRANK/ZCARD"), *replies[base + 2]);
        }

        // Once both markers are removed, the names between them are at [start, end - 2]. Other
        // queries' markers may lie in between (at most the registry's other entries): read that
        // many more, then drop them.
        QList<RedisCommand> transaction{{"ZREM", names, markers[0], markers[1]},
                                        {"ZREM", registry, markers[0], markers[1]}};
        if (*start < *end - 1) {
            const qint64 extra = qMax<qint64>(0, *registered - 2);
            const qint64 last = qMin<qint64>(*start + query.limit + extra - 1, *end - 2);
            transaction << RedisCommand{"ZRANGE", names, QByteArray::number(*start),
                                        QByteArray::number(last)};
        }
        if (auto crashed = crashAt("before-exec"); !crashed)
            return crashed.error();
        if (!m_connection.isConnected()) // a reconnect would run EXEC without our WATCH
            return RedisError(RedisError::Kind::Closed,
                              QStringLiteral("the connection dropped during the query; its "
                                             "markers are left for the next query to remove"));
        const auto exec = m_connection.transaction(transaction);
        if (!exec) {
            abandonMarkers(markers);
            return exec.error();
        }
        if (exec->isNil()) {
            // The names changed after WATCH: read the ranks again, after a random pause that
            // grows with the attempts, so that queries colliding in lockstep drift apart.
            QThread::usleep(QRandomGenerator::global()->bounded(50u << qMin(attempt, 6)));
            continue;
        }
        const auto elements = execElements(*exec, int(transaction.size()), "marker query");
        if (!elements) {
            abandonMarkers(markers);
            return elements.error();
        }
        markers.clear();
        if (transaction.size() == 3) {
            const auto members = elements->at(2).toBytesList();
            if (!members)
                return members.error();
            for (const QByteArray &m : *members) {
                if (out.names.size() == query.limit)
                    break;
                if (!PrefixRange::isMarker(m))
                    out.names << displayOf(m);
            }
        }
        return out;
    }
    abandonMarkers(markers);
    return RedisError(RedisError::Kind::Conflict,
                      QStringLiteral("the address book kept changing: gave up after %1 attempts")
                          .arg(m_options.maxAttempts));
}

Result<qint64> AddressBook::sweepMarkers(qint64 olderThanMs)
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    const qint64 cutoff = QDateTime::currentMSecsSinceEpoch() - qMax<qint64>(0, olderThanMs);
    qint64 removed = 0;
    for (;;) {
        const auto reply =
            m_connection.command({"ZRANGE", markerRegistryKey(), "-inf", QByteArray::number(cutoff),
                                  "BYSCORE", "LIMIT", "0", "1000"});
        if (!reply)
            return reply.error();
        const auto markers = reply->toBytesList();
        if (!markers)
            return markers.error();
        if (markers->isEmpty())
            return removed;
        const auto n = removeMarkers(*markers);
        if (!n)
            return n.error();
        removed += *n;
        if (markers->size() < 1000)
            return removed;
    }
}
