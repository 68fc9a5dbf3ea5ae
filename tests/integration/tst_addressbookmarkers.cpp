#include "addressbook.h"
#include "autocompletename.h"
#include "concurrentworkers.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QDateTime>
#include <QDeadlineTimer>
#include <QMap>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <vector>

// The marker technique of AddressBook under failure and concurrency: a query that crashes
// between adding its markers and removing them leaves them registered, and the next query
// (once they are stale) or a sweep removes them; a query whose markers are swept under it
// starts over and still answers right; concurrent marker and BYLEX queries return exactly the
// oracle's names while other names change, and well-formed results while names inside the
// prefix change; one attempt under contention gives up with Conflict and leaves nothing; other
// queries' markers inside the range never shorten a page.
namespace {
const QList<QByteArray> Pieces{"a",  "b",    "o", "z", "A", "O", "n",   "0",  "9",
                               " ",  "-",    ".", "é", "É", "ß", "ü",   "李", "小",
                               "明", "北京", "😀", "ж", "Ω", "~", "\x7f"};

QByteArray randomTail(QRandomGenerator &rng, int maxPieces = 4)
{
    QByteArray tail;
    const int parts = int(rng.bounded(maxPieces + 1));
    for (int i = 0; i < parts; ++i)
        tail += Pieces[rng.bounded(int(Pieces.size()))];
    return tail;
}

QString show(const QList<QByteArray> &names)
{
    QStringList out;
    for (const auto &n : names)
        out << QString::fromLatin1(n.toHex(' '));
    return out.join(QStringLiteral(" | "));
}

// The oracle: the display names of the first `limit` members with the (folded) prefix, after
// `after`'s member if given, in byte order of the members.
QList<QByteArray> oracle(const AddressBook &book, const QList<QByteArray> &sortedMembers,
                         const CompletionQuery &query)
{
    const QByteArray prefix =
        book.options().foldCase ? AutocompleteName::folded(query.prefix) : query.prefix;
    const std::optional<QByteArray> after =
        query.after ? std::optional<QByteArray>(book.memberFor(*query.after)) : std::nullopt;
    QList<QByteArray> out;
    for (const QByteArray &m : sortedMembers) {
        if (!m.startsWith(prefix) || (after && m <= *after))
            continue;
        if (out.size() == query.limit)
            break;
        out << book.displayOf(m);
    }
    return out;
}

QList<QByteArray> sortedMembers(const AddressBook &book, const QList<QByteArray> &names)
{
    QList<QByteArray> members;
    for (const QByteArray &n : names)
        members << book.memberFor(n);
    std::sort(members.begin(), members.end());
    members.erase(std::unique(members.begin(), members.end()), members.end());
    return members;
}

QString mismatch(const QString &what, const CompletionQuery &query, const QList<QByteArray> &got,
                 const QList<QByteArray> &expected)
{
    return what + QStringLiteral(": prefix ") + QString::fromLatin1(query.prefix.toHex(' ')) +
           QStringLiteral(" limit %1 after ").arg(query.limit) +
           (query.after ? QString::fromLatin1(query.after->toHex(' ')) : QStringLiteral("-")) +
           QStringLiteral("\n got: ") + show(got) + QStringLiteral("\nwant: ") + show(expected);
}

constexpr int GenerousAttempts = 100'000;

// "1: n, 2: n, 3-4: n, 5-8: n, ..., max m": how many queries needed how many attempts.
QString histogram(const QMap<int, int> &attempts)
{
    QStringList out;
    int low = 1;
    for (int high = 1; !attempts.isEmpty() && low <= attempts.lastKey(); high *= 2) {
        int n = 0;
        for (auto it = attempts.lowerBound(low); it != attempts.cend() && it.key() <= high; ++it)
            n += it.value();
        out << (low == high ? QStringLiteral("%1: %2").arg(low).arg(n)
                            : QStringLiteral("%1-%2: %3").arg(low).arg(high).arg(n));
        low = high + 1;
    }
    out << QStringLiteral("max %1").arg(attempts.isEmpty() ? 0 : attempts.lastKey());
    return out.join(QStringLiteral(", "));
}
} // namespace

class TestAddressBookMarkers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void crashLeftoversStayUntilStaleThenGo_data();
    void crashLeftoversStayUntilStaleThenGo();
    void queryWhoseMarkersAreSweptStartsOver_data();
    void queryWhoseMarkersAreSweptStartsOver();
    void concurrentQueriesMatchTheOracleWhileOtherNamesChange_data();
    void concurrentQueriesMatchTheOracleWhileOtherNamesChange();
    void concurrentQueriesStayWellFormedWhileNamesInsideChange();
    void oneAttemptGivesUpWithConflictAndLeavesNoMarkers();
    void oneAttemptUnderContentionEventuallyConflicts();
    void othersMarkersInsideTheRangeDoNotShortenPages_data();
    void othersMarkersInsideTheRangeDoNotShortenPages();
    void staleCleanupDoesNotUseUpAttempts();

private:
    // Members of the names set holding 0xFF, in the set's order.
    QList<QByteArray> markersIn(const AddressBook &book);
    QList<QByteArray> registeredMarkers(const AddressBook &book);
    void verifyNothingLeft(const AddressBook &book);

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_redis;
    const KeySpace m_keys;
};

void TestAddressBookMarkers::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_redis = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestAddressBookMarkers::init()
{
    QVERIFY(m_redis->command({"FLUSHALL"}).ok());
}

QList<QByteArray> TestAddressBookMarkers::markersIn(const AddressBook &book)
{
    const auto all = m_redis->command({"ZRANGE", book.key(), "0", "-1"});
    if (!all)
        return {"<error>"};
    QList<QByteArray> markers = all->toBytesList().valueOr({"<not a list>"});
    markers.removeIf([](const QByteArray &m) { return !PrefixRange::isMarker(m); });
    return markers;
}

QList<QByteArray> TestAddressBookMarkers::registeredMarkers(const AddressBook &book)
{
    const auto all = m_redis->command({"ZRANGE", book.markerRegistryKey(), "0", "-1"});
    if (!all)
        return {"<error>"};
    QList<QByteArray> markers = all->toBytesList().valueOr({"<not a list>"});
    std::sort(markers.begin(), markers.end());
    return markers;
}

void TestAddressBookMarkers::verifyNothingLeft(const AddressBook &book)
{
    const QList<QByteArray> left = markersIn(book);
    QVERIFY2(left.isEmpty(), qPrintable(QStringLiteral("markers left: ") + show(left)));
    const auto registry = m_redis->command({"EXISTS", book.markerRegistryKey()});
    VERIFY_OK(registry);
    QCOMPARE(registry->integerValue(), 0);
}

void TestAddressBookMarkers::crashLeftoversStayUntilStaleThenGo_data()
{
    QTest::addColumn<QByteArray>("step");
    QTest::addColumn<bool>("foldCase");
    QTest::addColumn<int>("staleMarkerMs"); // -1: cleaned by sweepMarkers instead of a query
    for (const char *step : {"markers-added", "before-exec"}) {
        for (bool foldCase : {false, true}) {
            const char *folded = foldCase ? ", folded" : "";
            QTest::addRow("%s%s, next query, stale after 0 ms", step, folded)
                << QByteArray(step) << foldCase << 0;
            QTest::addRow("%s%s, next query, stale after 50 ms", step, folded)
                << QByteArray(step) << foldCase << 50;
            QTest::addRow("%s%s, sweep", step, folded) << QByteArray(step) << foldCase << -1;
        }
    }
}

void TestAddressBookMarkers::crashLeftoversStayUntilStaleThenGo()
{
    QFETCH(QByteArray, step);
    QFETCH(bool, foldCase);
    QFETCH(int, staleMarkerMs);
    AddressBookOptions options;
    options.foldCase = foldCase;
    QRandomGenerator rng(3);
    QList<QByteArray> names{"ann", "Ann", "anm", "ano", "an", "b", "李"};
    for (int i = 0; i < 60; ++i)
        names << "ann" + randomTail(rng) << "an" + randomTail(rng) << randomTail(rng);
    names.removeIf([](const QByteArray &n) { return !AutocompleteName::validate(n); });
    AddressBook book(*m_redis, m_keys, "people", options);
    VERIFY_OK(book.add(names));
    const QList<QByteArray> members = sortedMembers(book, names);
    const CompletionQuery query{"ann", 10, std::nullopt};
    const QList<QByteArray> expected = oracle(book, members, query);
    QCOMPARE(expected.size(), 10);

    // The crash: the query's connection drops at the step, as a killed client's would.
    RedisConnection crashingConnection(m_server->connectionOptions());
    AddressBook crashing(crashingConnection, m_keys, "people", options);
    QList<QByteArray> stepsSeen;
    crashing.setStepHook([&](const char *at) {
        stepsSeen << at;
        return step != at;
    });
    const auto crashed = crashing.completeWithMarkers(query);
    QVERIFY(!crashed.ok());
    QCOMPARE(crashed.error().kind(), RedisError::Kind::Closed);
    QCOMPARE(stepsSeen.last(), step);
    QVERIFY(!crashingConnection.isConnected());

    // The leftovers: a start marker just below the range and an end marker just above it, in
    // the names and in the registry, not counted as names.
    const QList<QByteArray> left = markersIn(book);
    QCOMPARE(left.size(), 2);
    QCOMPARE(registeredMarkers(book), left); // the set's order is byte order too
    QVERIFY2(left[0].startsWith("anm\xff") && left[1].startsWith("ann\xff"),
             qPrintable(show(left)));
    QCOMPARE(book.count().valueOr(-1), qint64(members.size()));

    // Fresh leftovers may be a live query's: the next query (default staleness) leaves them and
    // still answers right, by both methods.
    for (CompletionMethod method : {CompletionMethod::Markers, CompletionMethod::ByLex}) {
        const auto got = book.complete(query, method);
        VERIFY_OK(got);
        QVERIFY2(got->names == expected,
                 qPrintable(mismatch(completionMethodName(method), query, got->names, expected)));
        QCOMPARE(got->staleMarkersRemoved, 0);
    }
    QCOMPARE(markersIn(book), left);

    if (staleMarkerMs < 0) {
        const auto tooFresh = book.sweepMarkers(60'000);
        VERIFY_OK(tooFresh);
        QCOMPARE(*tooFresh, 0);
        QCOMPARE(markersIn(book), left);
        const auto swept = book.sweepMarkers(0);
        VERIFY_OK(swept);
        QCOMPARE(*swept, 2);
    } else {
        // Stale once older than staleMarkerMs; wait 3x that (and a few ms) to be sure.
        QTest::qWait(3 * staleMarkerMs + 20);
        AddressBookOptions impatient = options;
        impatient.staleMarkerMs = staleMarkerMs;
        AddressBook next(*m_redis, m_keys, "people", impatient);
        const auto got = next.completeWithMarkers(query);
        VERIFY_OK(got);
        QCOMPARE(got->staleMarkersRemoved, 2);
        QVERIFY2(got->names == expected,
                 qPrintable(mismatch(QStringLiteral("ria"), query, got->names, expected)));
    }
    verifyNothingLeft(book);
    QCOMPARE(book.count().valueOr(-1), qint64(members.size()));

    // The crashed client reconnects and queries normally.
    crashing.setStepHook({});
    const auto again = crashing.completeWithMarkers(query);
    VERIFY_OK(again);
    QCOMPARE(again->names, expected);
    verifyNothingLeft(book);
}

void TestAddressBookMarkers::queryWhoseMarkersAreSweptStartsOver_data()
{
    QTest::addColumn<QByteArray>("step");
    QTest::newRow("swept after the markers were added") << QByteArray("markers-added");
    QTest::newRow("swept just before EXEC") << QByteArray("before-exec");
}

void TestAddressBookMarkers::queryWhoseMarkersAreSweptStartsOver()
{
    QFETCH(QByteArray, step);
    QRandomGenerator rng(5);
    QList<QByteArray> names;
    for (int i = 0; i < 200; ++i)
        names << "bo" + randomTail(rng) << randomTail(rng, 5);
    names.removeIf([](const QByteArray &n) { return !AutocompleteName::validate(n); });
    RedisConnection connection(m_server->connectionOptions());
    AddressBook book(connection, m_keys, "people");
    VERIFY_OK(book.add(names));
    const QList<QByteArray> members = sortedMembers(book, names);

    // Another client sweeps every registered marker (ours included) while we are at the step.
    AddressBook sweeper(*m_redis, m_keys, "people");
    qint64 swept = -1;
    book.setStepHook([&](const char *at) {
        if (swept < 0 && step == at)
            swept = sweeper.sweepMarkers(0).valueOr(-2);
        return true;
    });
    for (int limit : {1, 15, 1000}) {
        swept = -1;
        const CompletionQuery query{"bo", limit, std::nullopt};
        const auto got = book.completeWithMarkers(query);
        VERIFY_OK(got);
        QCOMPARE(swept, 2); // our two markers were there to sweep
        const QList<QByteArray> expected = oracle(book, members, query);
        QVERIFY(!expected.isEmpty());
        QVERIFY2(got->names == expected,
                 qPrintable(mismatch(QStringLiteral("ria"), query, got->names, expected)));
        // EXEC failed on the changed set, the next attempt found its markers gone, and the
        // third one placed new markers.
        QCOMPARE(got->attempts, 3);
        QCOMPARE(got->staleMarkersRemoved, 0);
        verifyNothingLeft(book);
    }
}

void TestAddressBookMarkers::concurrentQueriesMatchTheOracleWhileOtherNamesChange_data()
{
    QTest::addColumn<bool>("foldCase");
    QTest::newRow("case-sensitive") << false;
    QTest::newRow("folded") << true;
}

void TestAddressBookMarkers::concurrentQueriesMatchTheOracleWhileOtherNamesChange()
{
    // Names inside the queried prefixes never change; names around them (just below, just
    // above, prefixes of the prefixes) come and go all the time. Every result must equal the
    // oracle's, by both methods, with paging.
    QFETCH(bool, foldCase);
    AddressBookOptions options;
    options.foldCase = foldCase;
    // Every query's markers change the WATCHed set, so under this load a query can need dozens
    // of attempts (the default 64 has been seen nearly used up): allow plenty, as a Conflict
    // here would be no wrong answer, and measure how many were needed.
    options.maxAttempts = GenerousAttempts;
    AddressBook layout(*m_redis, m_keys, "people", options); // for memberFor/displayOf only
    const auto folded = [&](const QByteArray &n) {
        return foldCase ? AutocompleteName::folded(n) : n;
    };
    const QList<QByteArray> queried{"bo", "da", "李", "é", "ann"};
    const auto insideQueried = [&](const QByteArray &name) {
        return std::any_of(queried.begin(), queried.end(),
                           [&](const QByteArray &p) { return folded(name).startsWith(folded(p)); });
    };

    QRandomGenerator rng(17);
    QList<QByteArray> stable;
    for (const QByteArray &p : queried) {
        stable << p;
        for (int i = 0; i < 120; ++i) {
            QByteArray typed = p;
            if (foldCase && rng.bounded(2))
                typed = QString::fromUtf8(p).toUpper().toUtf8();
            stable << typed + randomTail(rng);
        }
    }
    stable.removeIf([](const QByteArray &n) { return !AutocompleteName::validate(n); });
    QList<QByteArray> others; // the changing names, all outside the queried prefixes
    for (const QByteArray &p : queried) {
        QByteArray below = p;
        QByteArray above = p;
        below.back() = char(quint8(below.back()) - 1);
        above.back() = char(quint8(above.back()) + 1);
        for (int i = 0; i < 20; ++i)
            others << below + randomTail(rng) << above + randomTail(rng)
                   << p.left(p.size() - 1) + randomTail(rng, 2);
    }
    for (int i = 0; i < 200; ++i)
        others << randomTail(rng, 5);
    others.removeIf(
        [&](const QByteArray &n) { return !AutocompleteName::validate(n) || insideQueried(n); });
    QVERIFY(others.size() > 200);
    VERIFY_OK(layout.add(stable));
    const QList<QByteArray> members = sortedMembers(layout, stable);
    // Pages can start after any stable name of the prefix (or after the prefix itself).
    QList<QList<QByteArray>> candidates(queried.size());
    for (qsizetype i = 0; i < queried.size(); ++i)
        for (const QByteArray &n : std::as_const(stable))
            if (folded(n).startsWith(folded(queried[i])))
                candidates[i] << n;
    // The workers only read these.
    const QList<QList<QByteArray>> &afterCandidates = candidates;
    const QList<QByteArray> &changing = others;

    constexpr int MarkerThreads = 4;
    constexpr int ByLexThread = MarkerThreads;
    constexpr int MutatorThread = MarkerThreads + 1;
    const auto connectionOptions = m_server->connectionOptions();
    const QDeadlineTimer deadline(2000);
    std::vector<QMap<int, int>> attempts(MarkerThreads);
    std::vector<int> queries(MarkerThreads + 1, 0);
    std::atomic<int> mutations{0};
    const QStringList failures =
        ConcurrentWorkers::run(MutatorThread + 1, [&](int index) -> QString {
            RedisConnection connection(connectionOptions);
            AddressBook book(connection, m_keys, "people", options);
            QRandomGenerator local(100 + index);
            if (index == MutatorThread) {
                while (!deadline.hasExpired()) {
                    QList<QByteArray> batch;
                    for (int i = 0, n = 1 + int(local.bounded(3)); i < n; ++i)
                        batch << changing.at(local.bounded(int(changing.size())));
                    const auto changed = local.bounded(2) ? book.add(batch) : book.remove(batch);
                    if (!changed)
                        return QStringLiteral("mutator: ") + changed.error().toString();
                    ++mutations;
                }
                return QString();
            }
            const CompletionMethod method =
                index == ByLexThread ? CompletionMethod::ByLex : CompletionMethod::Markers;
            const QList<int> limits{1, 3, 10, 50, 200};
            while (!deadline.hasExpired()) {
                const int p = int(local.bounded(int(queried.size())));
                CompletionQuery query;
                query.prefix = queried.at(p);
                if (foldCase && local.bounded(2))
                    query.prefix = QString::fromUtf8(query.prefix).toUpper().toUtf8();
                query.limit = limits.at(local.bounded(int(limits.size())));
                if (local.bounded(4) == 0) {
                    const QList<QByteArray> &after = afterCandidates.at(p);
                    query.after = after.at(local.bounded(int(after.size())));
                }
                const auto got = book.complete(query, method);
                if (!got)
                    return completionMethodName(method) + QStringLiteral(": ") +
                           got.error().toString();
                const QList<QByteArray> expected = oracle(book, members, query);
                if (got->names != expected)
                    return mismatch(completionMethodName(method), query, got->names, expected);
                ++queries[index];
                if (method == CompletionMethod::Markers)
                    ++attempts[index][got->attempts];
            }
            return QString();
        });
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));

    QMap<int, int> all;
    int markerQueries = 0;
    for (int t = 0; t < MarkerThreads; ++t) {
        markerQueries += queries[t];
        for (auto it = attempts[t].cbegin(); it != attempts[t].cend(); ++it)
            all[it.key()] += it.value();
    }
    qInfo("%d marker queries, %d BYLEX queries, %d changes; marker attempts: %s", markerQueries,
          queries[ByLexThread], mutations.load(), qPrintable(histogram(all)));
    QVERIFY(markerQueries >= MarkerThreads);
    QVERIFY(queries[ByLexThread] > 0);
    QVERIFY(mutations.load() > 0);
    QVERIFY2(all.lastKey() > 1, "no query retried: the WATCH path was not exercised");
    verifyNothingLeft(layout);
    // The stable names are all still there.
    for (const QByteArray &p : queried) {
        const CompletionQuery everything{p, 10'000, std::nullopt};
        const auto got = layout.completeByLex(everything);
        VERIFY_OK(got);
        QCOMPARE(got->names, oracle(layout, members, everything));
    }
}

void TestAddressBookMarkers::concurrentQueriesStayWellFormedWhileNamesInsideChange()
{
    // Names inside the prefix come and go (each a stable name plus "+n", so they interleave
    // with the stable ones). A result can then be any consistent page, but it is always
    // sorted, inside the prefix, free of markers, within the limit, and it holds every stable
    // name up to its last one (all of them when it is not full).
    const QByteArray prefix = "ann";
    QRandomGenerator rng(23);
    QList<QByteArray> stable{prefix};
    for (int i = 0; i < 150; ++i)
        stable << prefix + randomTail(rng);
    stable.removeIf([](const QByteArray &n) { return !AutocompleteName::validate(n); });
    std::sort(stable.begin(), stable.end());
    stable.erase(std::unique(stable.begin(), stable.end()), stable.end());
    const QSet<QByteArray> stableSet(stable.cbegin(), stable.cend());
    const QList<QByteArray> &stableNames = stable; // the workers only read it
    VERIFY_OK(AddressBook(*m_redis, m_keys, "people")
                  .add(stable + QList<QByteArray>{"anm", "ano", "an", "b"}));

    constexpr int MarkerThreads = 3;
    constexpr int ByLexThread = MarkerThreads;
    constexpr int MutatorThread = MarkerThreads + 1;
    const auto connectionOptions = m_server->connectionOptions();
    const QDeadlineTimer deadline(2000);
    std::vector<int> queries(MarkerThreads + 1, 0);
    std::vector<int> sawTransient(MarkerThreads + 1, 0);
    std::vector<int> mostAttempts(MarkerThreads + 1, 0);
    const QStringList failures =
        ConcurrentWorkers::run(MutatorThread + 1, [&](int index) -> QString {
            RedisConnection connection(connectionOptions);
            AddressBookOptions options;
            options.maxAttempts = GenerousAttempts; // as in the test above
            AddressBook book(connection, m_keys, "people", options);
            QRandomGenerator local(200 + index);
            if (index == MutatorThread) {
                while (!deadline.hasExpired()) {
                    const QByteArray name = stableNames.at(local.bounded(int(stableNames.size()))) +
                                            '+' + QByteArray::number(local.bounded(3));
                    const auto changed = local.bounded(2) ? book.add({name}) : book.remove({name});
                    if (!changed)
                        return QStringLiteral("mutator: ") + changed.error().toString();
                }
                return QString();
            }
            const CompletionMethod method =
                index == ByLexThread ? CompletionMethod::ByLex : CompletionMethod::Markers;
            while (!deadline.hasExpired()) {
                const int limit = QList<int>{1, 5, 20, 100, 400}[local.bounded(5)];
                const CompletionQuery query{prefix, limit, std::nullopt};
                const auto got = book.complete(query, method);
                if (!got)
                    return completionMethodName(method) + QStringLiteral(": ") +
                           got.error().toString();
                const QList<QByteArray> &names = got->names;
                const auto fail = [&](const QString &why) -> QString {
                    return completionMethodName(method) + QStringLiteral(" limit %1: ").arg(limit) +
                           why + QStringLiteral("\n got: ") + show(names);
                };
                if (names.size() > limit)
                    return fail(QStringLiteral("over the limit"));
                for (qsizetype i = 0; i < names.size(); ++i) {
                    if (PrefixRange::isMarker(names[i]))
                        return fail(QStringLiteral("a marker in the result"));
                    if (!names[i].startsWith(prefix))
                        return fail(QStringLiteral("a name outside the prefix"));
                    if (i > 0 && !(names[i - 1] < names[i]))
                        return fail(QStringLiteral("not strictly sorted"));
                    if (!stableSet.contains(names[i]))
                        ++sawTransient[index];
                }
                const bool full = names.size() == limit;
                for (const QByteArray &s : stableNames) {
                    if (full && s > names.last())
                        break;
                    if (!names.contains(s))
                        return fail(QStringLiteral("the stable name %1 is missing")
                                        .arg(QString::fromLatin1(s.toHex(' '))));
                }
                ++queries[index];
                if (method == CompletionMethod::Markers)
                    mostAttempts[index] = qMax(mostAttempts[index], got->attempts);
            }
            return QString();
        });
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    int total = 0;
    int transient = 0;
    for (int t = 0; t <= ByLexThread; ++t) {
        QVERIFY2(queries[t] > 0, qPrintable(QStringLiteral("thread %1 ran no query").arg(t)));
        total += queries[t];
        transient += sawTransient[t];
    }
    qInfo("%d queries; %d changing names seen in results; at most %d attempts", total, transient,
          *std::max_element(mostAttempts.cbegin(), mostAttempts.cend()));
    QVERIFY(transient > 0); // the names inside really changed under the queries
    verifyNothingLeft(AddressBook(*m_redis, m_keys, "people"));
}

void TestAddressBookMarkers::oneAttemptGivesUpWithConflictAndLeavesNoMarkers()
{
    RedisConnection connection(m_server->connectionOptions());
    AddressBookOptions options;
    options.maxAttempts = 1;
    AddressBook book(connection, m_keys, "people", options);
    VERIFY_OK(book.add({"ann", "anna", "annabel", "bob"}));
    // Another client changes the set between our WATCH and our EXEC.
    AddressBook other(*m_redis, m_keys, "people");
    bool changed = false;
    book.setStepHook([&](const char *at) {
        if (qstrcmp(at, "before-exec") == 0)
            changed = other.add({"zed"}).ok();
        return true;
    });
    const auto got = book.completeWithMarkers({"ann", 10, std::nullopt});
    QVERIFY(changed);
    QVERIFY(!got.ok());
    QCOMPARE(got.error().kind(), RedisError::Kind::Conflict);
    QVERIFY(connection.isConnected());
    verifyNothingLeft(book);
    // With the set left alone, the same book answers in one attempt.
    book.setStepHook({});
    const auto calm = book.completeWithMarkers({"ann", 10, std::nullopt});
    VERIFY_OK(calm);
    QCOMPARE(calm->names, (QList<QByteArray>{"ann", "anna", "annabel"}));
    QCOMPARE(calm->attempts, 1);
    verifyNothingLeft(book);
}

void TestAddressBookMarkers::oneAttemptUnderContentionEventuallyConflicts()
{
    // Two single-attempt queriers against a client changing names outside their prefix: each
    // eventually gets a Conflict (after which at most the other querier's two markers are
    // registered), every answer it does get is right, and nothing is left behind.
    QRandomGenerator rng(29);
    QList<QByteArray> names;
    for (int i = 0; i < 300; ++i)
        names << "da" + randomTail(rng) << randomTail(rng, 5);
    names.removeIf([](const QByteArray &n) { return !AutocompleteName::validate(n); });
    AddressBook layout(*m_redis, m_keys, "people");
    VERIFY_OK(layout.add(names));
    const QList<QByteArray> members = sortedMembers(layout, names);
    QList<QByteArray> others;
    for (int i = 0; i < 100; ++i)
        others << "db" + randomTail(rng) << "d" + QByteArray::number(i) << "c" + randomTail(rng);
    others.removeIf([](const QByteArray &n) { return !AutocompleteName::validate(n); });
    const QList<QByteArray> &changing = others; // the workers only read it

    constexpr int Queriers = 2;
    const auto connectionOptions = m_server->connectionOptions();
    const QDeadlineTimer deadline(20'000); // a generous bound: it usually takes milliseconds
    std::atomic<int> queriersDone{0};
    std::vector<int> answered(Queriers, 0);
    const QStringList failures = ConcurrentWorkers::run(Queriers + 1, [&](int index) -> QString {
        RedisConnection connection(connectionOptions);
        AddressBookOptions options;
        options.maxAttempts = index < Queriers ? 1 : 64;
        AddressBook book(connection, m_keys, "people", options);
        QRandomGenerator local(300 + index);
        if (index == Queriers) { // the mutator, until both queriers are done
            while (queriersDone.load() < Queriers && !deadline.hasExpired()) {
                const QByteArray name = changing.at(local.bounded(int(changing.size())));
                const auto changed = local.bounded(2) ? book.add({name}) : book.remove({name});
                if (!changed)
                    return QStringLiteral("mutator: ") + changed.error().toString();
            }
            return QString();
        }
        QString failure = QStringLiteral("no Conflict within 20 s");
        while (!deadline.hasExpired()) {
            const CompletionQuery query{"da", 1 + int(local.bounded(30)), std::nullopt};
            const auto got = book.completeWithMarkers(query);
            if (got) {
                const QList<QByteArray> expected = oracle(book, members, query);
                if (got->names != expected) {
                    failure = mismatch(QStringLiteral("ria"), query, got->names, expected);
                    break;
                }
                ++answered[index];
                continue;
            }
            if (got.error().kind() != RedisError::Kind::Conflict) {
                failure = got.error().toString();
                break;
            }
            // Ours are gone from the registry; the other querier's may be there.
            const auto registry = connection.command({"ZCARD", book.markerRegistryKey()});
            if (!registry || registry->integerValue() > 2 * (Queriers - 1)) {
                failure = QStringLiteral("markers left after a Conflict");
                break;
            }
            failure.clear();
            break;
        }
        ++queriersDone;
        return failure;
    });
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    qInfo("answered before the Conflict: %d and %d", answered[0], answered[1]);
    verifyNothingLeft(layout);
}

void TestAddressBookMarkers::othersMarkersInsideTheRangeDoNotShortenPages_data()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<bool>("foldCase");
    QTest::addColumn<int>("limit");
    QTest::addColumn<bool>("paged");
    for (CompletionMethod method : {CompletionMethod::Markers, CompletionMethod::ByLex}) {
        for (bool foldCase : {false, true}) {
            const QByteArray name = completionMethodName(method).toLatin1();
            const char *folded = foldCase ? ", folded" : "";
            QTest::addRow("%s%s, first page of 10", name.constData(), folded)
                << int(method) << foldCase << 10 << false;
            QTest::addRow("%s%s, second page of 10", name.constData(), folded)
                << int(method) << foldCase << 10 << true;
            QTest::addRow("%s%s, one at a time", name.constData(), folded)
                << int(method) << foldCase << 1 << false;
            QTest::addRow("%s%s, every match", name.constData(), folded)
                << int(method) << foldCase << 1000 << false;
        }
    }
}

void TestAddressBookMarkers::othersMarkersInsideTheRangeDoNotShortenPages()
{
    QFETCH(int, method);
    QFETCH(bool, foldCase);
    QFETCH(int, limit);
    QFETCH(bool, paged);
    AddressBookOptions options;
    options.foldCase = foldCase;
    AddressBook book(*m_redis, m_keys, "people", options);
    QList<QByteArray> names{"an", "anm", "ano", "b"};
    for (char c = 'a'; c <= 'z'; ++c)
        names << QByteArray("ann") + c << QByteArray("Ann") + c + "y" << QByteArray("ann") + c + c;
    VERIFY_OK(book.add(names));
    const QList<QByteArray> members = sortedMembers(book, names);

    // Markers of other queries in flight, laid out as AddressBook lays them: the pairs of
    // sub-prefix queries (inside the range), of paging queries after names inside it, and of
    // wider queries (around it); registered now, so not stale.
    QList<QByteArray> fake;
    const auto pairFor = [&](const QByteArray &typed, std::optional<QByteArray> after) {
        const QByteArray prefix = foldCase ? AutocompleteName::folded(typed) : typed;
        const auto range = PrefixRange::create(
            prefix, after ? std::optional<QByteArray>(book.memberFor(*after)) : std::nullopt);
        QVERIFY(range.ok());
        fake << range->startMarker(PrefixRange::uniqueSuffix())
             << range->endMarker(PrefixRange::uniqueSuffix());
    };
    for (const char *sub : {"anna", "annb", "annbb", "annc", "annd", "ann", "ann"})
        pairFor(sub, std::nullopt);
    for (const char *after : {"anna", "annaa", "annb", "anne"})
        pairFor("ann", QByteArray(after));
    pairFor("an", std::nullopt);
    pairFor("", std::nullopt);
    const QByteArray stamp = QByteArray::number(QDateTime::currentMSecsSinceEpoch());
    RedisCommand toNames{"ZADD", book.key()};
    RedisCommand toRegistry{"ZADD", book.markerRegistryKey()};
    for (const QByteArray &m : fake) {
        toNames << "0" << m;
        toRegistry << stamp << m;
    }
    const auto exec = m_redis->transaction({toNames, toRegistry});
    VERIFY_OK(exec);
    QCOMPARE(book.count().valueOr(-1), qint64(members.size()));

    // 14 of them lie inside the range, among its first names: the sub-prefix pairs and the
    // paging start markers.
    const auto inside = std::count_if(fake.cbegin(), fake.cend(), [](const QByteArray &m) {
        return m.startsWith("ann") && m.at(3) != '\xff';
    });
    QCOMPARE(inside, 14);

    CompletionQuery query{"ann", limit, std::nullopt};
    if (paged) {
        const auto first = book.complete(query, CompletionMethod(method));
        VERIFY_OK(first);
        QCOMPARE(first->names.size(), limit);
        query.after = first->names.last();
    }
    const QList<QByteArray> expected = oracle(book, members, query);
    const qsizetype matching = (foldCase ? 78 : 52) - (paged ? limit : 0);
    QCOMPARE(expected.size(), qMin<qsizetype>(limit, matching)); // a full page
    const auto got = book.complete(query, CompletionMethod(method));
    VERIFY_OK(got);
    QVERIFY2(got->names == expected,
             qPrintable(mismatch(completionMethodName(CompletionMethod(method)), query, got->names,
                                 expected)));
    if (CompletionMethod(method) == CompletionMethod::Markers) {
        QCOMPARE(got->attempts, 1);
        QCOMPARE(got->staleMarkersRemoved, 0);
    }

    // The live markers were left alone, and only they remain.
    std::sort(fake.begin(), fake.end());
    QCOMPARE(markersIn(book), fake);
    QCOMPARE(registeredMarkers(book), fake);
    const auto swept = book.sweepMarkers(0);
    VERIFY_OK(swept);
    QCOMPARE(*swept, qint64(fake.size()));
    verifyNothingLeft(book);
}

void TestAddressBookMarkers::staleCleanupDoesNotUseUpAttempts()
{
    // Removing a crashed query's leftovers is housekeeping, not a lost optimistic race: a
    // single-attempt query with nothing changing around it must still answer.
    RedisConnection crashingConnection(m_server->connectionOptions());
    AddressBook crashing(crashingConnection, m_keys, "people");
    VERIFY_OK(crashing.add({"ann", "anna", "bob"}));
    crashing.setStepHook([](const char *) { return false; });
    QVERIFY(!crashing.completeWithMarkers({"ann", 10, std::nullopt}).ok());
    QCOMPARE(markersIn(crashing).size(), 2);
    QTest::qWait(150);

    AddressBookOptions options;
    options.maxAttempts = 1;
    options.staleMarkerMs = 50;
    AddressBook book(*m_redis, m_keys, "people", options);
    const auto got = book.completeWithMarkers({"ann", 10, std::nullopt});
    VERIFY_OK(got);
    QCOMPARE(got->names, (QList<QByteArray>{"ann", "anna"}));
    QCOMPARE(got->staleMarkersRemoved, 2);
    verifyNothingLeft(book);
}

QTEST_GUILESS_MAIN(TestAddressBookMarkers)
#include "tst_addressbookmarkers.moc"
