#include "addressbook.h"
#include "autocompletename.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>

// AddressBook's two prefix searches against a plain in-memory oracle (a sorted list of byte
// strings): over random books of ASCII, mixed-case, multi-byte UTF-8 names and names that are
// prefixes of others, the marker technique and BYLEX return exactly the oracle's first N
// matches for every prefix tried (empty, a name's prefix, one cut inside a UTF-8 character,
// one that matches nothing), with paging and with the case-insensitive index. No marker is
// ever left in the set.
namespace {
const QList<QByteArray> Pieces{
    "a", "b", "z",           "A",  "Z",  "an", "Ann", "anna", "o",    "0",
    "9", " ", "-",           "_",  ".",  "é",  "É",   "ß",    "ü",    "Ü",
    "ø", "ñ", "ç",           "李", "王", "小", "明",  "北京", "東京", "한",
    "😀", "🚀", "👩‍💻", "ж",  "Ж",  "Ω",  "ω",   "\x7f", "\x01", "~",
};

QByteArray randomName(QRandomGenerator &rng)
{
    QByteArray name;
    const int parts = 1 + int(rng.bounded(6));
    for (int i = 0; i < parts; ++i)
        name += Pieces[rng.bounded(int(Pieces.size()))];
    return name;
}

// The oracle: every member with the prefix, in byte order, after `after` if given.
QList<QByteArray> oracle(const QList<QByteArray> &sorted, const QByteArray &prefix,
                         const std::optional<QByteArray> &after, int limit)
{
    QList<QByteArray> out;
    for (const QByteArray &m : sorted) {
        if (!m.startsWith(prefix) || (after && m <= *after))
            continue;
        if (out.size() == limit)
            break;
        out << m;
    }
    return out;
}

QList<QByteArray> sortedUnique(QList<QByteArray> names)
{
    std::sort(names.begin(), names.end());
    names.erase(std::unique(names.begin(), names.end()), names.end());
    return names;
}

QString show(const QList<QByteArray> &names)
{
    QStringList out;
    for (const auto &n : names)
        out << QString::fromUtf8(n.toHex(' '));
    return out.join(QStringLiteral(" | "));
}
} // namespace

class TestAddressBook : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void bothMethodsMatchTheOracle_data();
    void bothMethodsMatchTheOracle();
    void caseInsensitiveIndexMatchesAFoldedOracle();
    void pagingWalksEveryMatchOnce_data();
    void pagingWalksEveryMatchOnce();
    void markersNeverCollideWithNames();
    void badInputIsRefused();
    void byteOrderMarkNamesKeepTheirMark();
    void markersAreRemovedAfterATimeout();
    void aFailedBatchStillCountsTheStoredOnes();

private:
    QList<QByteArray> prefixesFor(const QList<QByteArray> &names, QRandomGenerator &rng);
    void verifyNoMarkersLeft(AddressBook &book);

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_redis;
    const KeySpace m_keys;
};

void TestAddressBook::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_redis = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestAddressBook::init()
{
    QVERIFY(m_redis->command({"FLUSHALL"}).ok());
}

QList<QByteArray> TestAddressBook::prefixesFor(const QList<QByteArray> &names,
                                               QRandomGenerator &rng)
{
    QList<QByteArray> prefixes{QByteArray(), "a",    "A",      "an",       "ann",  "é", "李",
                               "😀",          "\x7f", "zzzzzz", "\xf0\x9f", "\xe6", "~~"};
    for (int i = 0; i < 60; ++i) {
        const QByteArray &n = names[rng.bounded(int(names.size()))];
        prefixes << n.left(1 + rng.bounded(int(n.size()))); // may cut inside a character
    }
    for (int i = 0; i < 10; ++i)
        prefixes << randomName(rng); // mostly matching nothing
    return prefixes;
}

void TestAddressBook::verifyNoMarkersLeft(AddressBook &book)
{
    const auto all = m_redis->command({"ZRANGE", book.key(), "0", "-1"});
    VERIFY_OK(all);
    for (const RedisReply &m : all->elements())
        QVERIFY2(!PrefixRange::isMarker(m.bytes()), qPrintable(show({m.bytes()})));
    const auto registered = m_redis->command({"EXISTS", book.markerRegistryKey()});
    VERIFY_OK(registered);
    QCOMPARE(registered->integerValue(), 0);
}

void TestAddressBook::bothMethodsMatchTheOracle_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("size");
    QTest::addColumn<int>("limit");
    QTest::newRow("small, limit 5") << 1u << 50 << 5;
    QTest::newRow("medium, limit 10") << 2u << 600 << 10;
    QTest::newRow("medium, limit 50") << 3u << 600 << 50;
    QTest::newRow("large, limit 1") << 4u << 3000 << 1;
    QTest::newRow("large, limit 1000") << 5u << 3000 << 1000;
}

void TestAddressBook::bothMethodsMatchTheOracle()
{
    QFETCH(quint32, seed);
    QFETCH(int, size);
    QFETCH(int, limit);
    QRandomGenerator rng(seed);
    QList<QByteArray> names;
    for (int i = 0; i < size; ++i) {
        names << randomName(rng);
        if (i % 7 == 0) // a prefix of another name
            names << names.last().left(names.last().size() / 2 + 1);
    }
    names.removeIf([](const QByteArray &n) { return !AutocompleteName::isValidUtf8(n); });
    AddressBook book(*m_redis, m_keys, "people");
    VERIFY_OK(book.add(names));
    const QList<QByteArray> sorted = sortedUnique(names);
    QCOMPARE(book.count().valueOr(-1), qint64(sorted.size()));

    int nonEmpty = 0;
    for (const QByteArray &prefix : prefixesFor(names, rng)) {
        const QList<QByteArray> expected = oracle(sorted, prefix, std::nullopt, limit);
        nonEmpty += !expected.isEmpty();
        for (CompletionMethod method : {CompletionMethod::Markers, CompletionMethod::ByLex}) {
            const auto got = book.complete({prefix, limit, std::nullopt}, method);
            VERIFY_OK(got);
            QVERIFY2(got->names == expected,
                     qPrintable(completionMethodName(method) + QStringLiteral(" prefix ") +
                                QString::fromLatin1(prefix.toHex(' ')) +
                                QStringLiteral("\n got: ") + show(got->names) +
                                QStringLiteral("\nwant: ") + show(expected)));
        }
    }
    QVERIFY2(nonEmpty > 40, "the prefixes should mostly match something");
    verifyNoMarkersLeft(book);
}

void TestAddressBook::caseInsensitiveIndexMatchesAFoldedOracle()
{
    QRandomGenerator rng(7);
    QList<QByteArray> names;
    for (int i = 0; i < 800; ++i)
        names << randomName(rng);
    names.removeIf([](const QByteArray &n) { return !AutocompleteName::isValidUtf8(n); });
    AddressBookOptions options;
    options.foldCase = true;
    AddressBook book(*m_redis, m_keys, "people", options);
    VERIFY_OK(book.add(names));

    // The folded oracle: members "<folded>\0<name>" in byte order.
    QList<QByteArray> members;
    for (const QByteArray &n : sortedUnique(names))
        members << book.memberFor(n);
    std::sort(members.begin(), members.end());

    const QList<QByteArray> typed{"A", "a", "ANN", "ann", "É",  "é", "SS", "ß",
                                  "Ж", "ж", "Ω",   "ω",   "李", "Ü", "",   "Zz"};
    for (const QByteArray &prefix : typed) {
        QList<QByteArray> expected;
        for (const QByteArray &m : oracle(members, AutocompleteName::folded(prefix), {}, 20))
            expected << book.displayOf(m);
        for (CompletionMethod method : {CompletionMethod::Markers, CompletionMethod::ByLex}) {
            const auto got = book.complete({prefix, 20, std::nullopt}, method);
            VERIFY_OK(got);
            QVERIFY2(got->names == expected,
                     qPrintable(completionMethodName(method) + QStringLiteral(" prefix ") +
                                QString::fromUtf8(prefix) + QStringLiteral("\n got: ") +
                                show(got->names) + QStringLiteral("\nwant: ") + show(expected)));
        }
    }
    // "anna" typed in any case finds "Anna", "ANNA" and "anna" as they were written.
    VERIFY_OK(book.add({"Anna", "ANNA", "anna", "Annabel"}));
    const auto got = book.completeWithMarkers({"aNnA", 100, std::nullopt});
    VERIFY_OK(got);
    for (const QByteArray &n :
         {QByteArray("Anna"), QByteArray("ANNA"), QByteArray("anna"), QByteArray("Annabel")})
        QVERIFY2(got->names.contains(n), qPrintable(show(got->names)));
    verifyNoMarkersLeft(book);
}

void TestAddressBook::pagingWalksEveryMatchOnce_data()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<bool>("foldCase");
    QTest::newRow("ria") << int(CompletionMethod::Markers) << false;
    QTest::newRow("bylex") << int(CompletionMethod::ByLex) << false;
    QTest::newRow("ria, folded") << int(CompletionMethod::Markers) << true;
    QTest::newRow("bylex, folded") << int(CompletionMethod::ByLex) << true;
}

void TestAddressBook::pagingWalksEveryMatchOnce()
{
    QFETCH(int, method);
    QFETCH(bool, foldCase);
    QRandomGenerator rng(11);
    QList<QByteArray> names;
    for (int i = 0; i < 1500; ++i)
        names << randomName(rng);
    names.removeIf([](const QByteArray &n) { return !AutocompleteName::isValidUtf8(n); });
    AddressBookOptions options;
    options.foldCase = foldCase;
    AddressBook book(*m_redis, m_keys, "people", options);
    VERIFY_OK(book.add(names));

    for (const QByteArray &prefix : {QByteArray(), QByteArray("a"), QByteArray("李")}) {
        QList<QByteArray> members;
        for (const QByteArray &n : sortedUnique(names))
            members << book.memberFor(n);
        std::sort(members.begin(), members.end());
        const QByteArray key = foldCase ? AutocompleteName::folded(prefix) : prefix;
        QList<QByteArray> expected;
        for (const QByteArray &m : oracle(members, key, {}, int(members.size())))
            expected << book.displayOf(m);
        QVERIFY(expected.size() > 7);

        QList<QByteArray> walked;
        std::optional<QByteArray> after;
        for (int page = 0; page < 10000; ++page) {
            const auto got = book.complete({prefix, 7, after}, CompletionMethod(method));
            VERIFY_OK(got);
            QVERIFY(got->names.size() <= 7);
            walked << got->names;
            if (got->names.size() < 7)
                break;
            after = got->names.last();
        }
        QCOMPARE(walked, expected);
    }
    // Paging after a name beyond the prefix's range gives nothing.
    const auto beyond = book.complete({"a", 5, QByteArray("b")}, CompletionMethod(method));
    VERIFY_OK(beyond);
    QVERIFY(beyond->names.isEmpty());
    verifyNoMarkersLeft(book);
}

void TestAddressBook::markersNeverCollideWithNames()
{
    // Every name sits strictly between a query's markers when it has the prefix, and outside
    // them when it has not; no valid name can equal a marker.
    const QList<QByteArray> names{
        "ab",  "ab\x01", "abb",  "abb\xf4\x8f\xbf\xbf", "abc", "abc\x01", "abcd",
        "abd", "b",      "\x01", "\xf4\x8f\xbf\xbf"};
    for (const QByteArray &prefix : {QByteArray(), QByteArray("abc"), QByteArray("ab"),
                                     QByteArray("\x01"), QByteArray("\xf4\x8f")}) {
        const auto range = PrefixRange::create(prefix);
        VERIFY_OK(range);
        const QByteArray start = range->startMarker(PrefixRange::uniqueSuffix());
        const QByteArray end = range->endMarker(PrefixRange::uniqueSuffix());
        QVERIFY(PrefixRange::isMarker(start) && PrefixRange::isMarker(end));
        for (const QByteArray &n : names) {
            QVERIFY(AutocompleteName::isValidUtf8(n));
            QVERIFY(!PrefixRange::isMarker(n));
            const bool inside = start < n && n < end;
            QVERIFY2(inside == n.startsWith(prefix),
                     qPrintable(QString::fromLatin1(prefix.toHex()) + QStringLiteral(" vs ") +
                                QString::fromLatin1(n.toHex())));
        }
    }
}

void TestAddressBook::badInputIsRefused()
{
    AddressBook book(*m_redis, m_keys, "people");
    const auto invalidKind = [](const auto &r) {
        return !r.ok() && r.error().kind() == RedisError::Kind::InvalidArgument;
    };
    QVERIFY(invalidKind(book.add({"ok", QByteArray("bad\xff", 4)})));
    QVERIFY(invalidKind(book.add({QByteArray("nul\0in", 6)})));
    QVERIFY(invalidKind(book.add({QByteArray()})));
    QVERIFY(invalidKind(book.add({})));
    QVERIFY(invalidKind(book.completeByLex({"a", 0, std::nullopt})));
    QVERIFY(invalidKind(book.completeWithMarkers({QByteArray("a\0", 2), 5, std::nullopt})));
    AddressBook unnamed(*m_redis, m_keys, "");
    QVERIFY(invalidKind(unnamed.add({"x"})));
    QVERIFY(invalidKind(unnamed.completeWithMarkers({"x", 5, std::nullopt})));
    // Nothing was written by the refused calls.
    const auto keys = m_redis->command({"DBSIZE"});
    VERIFY_OK(keys);
    QCOMPARE(keys->integerValue(), 0);
    // A key of another type is reported, and the markers are not left behind.
    VERIFY_OK(m_redis->command({"SET", book.key(), "x"}));
    const auto wrong = book.completeWithMarkers({"a", 5, std::nullopt});
    QVERIFY(!wrong.ok());
    QCOMPARE(wrong.error().kind(), RedisError::Kind::WrongType);
    const auto registered = m_redis->command({"EXISTS", book.markerRegistryKey()});
    VERIFY_OK(registered);
    QCOMPARE(registered->integerValue(), 0);
}

void TestAddressBook::byteOrderMarkNamesKeepTheirMark()
{
    // QString::fromUtf8 drops a leading U+FEFF: a bare mark would fold to nothing and its
    // folded member would start with 0x00, below the empty prefix's start marker.
    const QByteArray bom("\xef\xbb\xbf");
    const QList<QByteArray> names{bom, bom + "Anna", "Anna", "anna", "Bob"};
    for (bool foldCase : {false, true}) {
        AddressBookOptions options;
        options.foldCase = foldCase;
        AddressBook book(*m_redis, m_keys, foldCase ? "bom-folded" : "bom", options);
        VERIFY_OK(book.add(names));
        for (const QByteArray &n : names)
            QVERIFY(!book.memberFor(n).startsWith('\0'));
        for (const QByteArray &prefix : {QByteArray(), bom, QByteArray("Ann"), QByteArray("a")}) {
            const auto ria = book.completeWithMarkers({prefix, 100, std::nullopt});
            const auto bylex = book.completeByLex({prefix, 100, std::nullopt});
            VERIFY_OK(ria);
            VERIFY_OK(bylex);
            QCOMPARE(ria->names, bylex->names);
            QCOMPARE(ria->names.contains(bom), prefix.isEmpty() || prefix == bom);
            QCOMPARE(ria->names.contains(bom + "Anna"), prefix.isEmpty() || prefix == bom);
        }
        verifyNoMarkersLeft(book);
    }
}

void TestAddressBook::markersAreRemovedAfterATimeout()
{
    // The query's EXEC is held by CLIENT PAUSE past its command timeout: the connection drops,
    // and the query reconnects to remove its markers once the pause is over.
    ConnectionOptions impatient = m_server->connectionOptions();
    impatient.commandTimeoutMs = 250;
    RedisConnection connection(impatient);
    AddressBook book(connection, m_keys, "people");
    VERIFY_OK(book.add({"Ann", "Anna", "Bob"}));
    book.setStepHook([&](const char *step) {
        if (QByteArrayView(step) == "before-exec")
            (void)m_redis->command({"CLIENT", "PAUSE", "400", "WRITE"});
        return true;
    });
    const auto got = book.completeWithMarkers({"An", 10, std::nullopt});
    QVERIFY(!got.ok());
    QCOMPARE(got.error().kind(), RedisError::Kind::Timeout);
    VERIFY_OK(m_redis->command({"CLIENT", "UNPAUSE"}));
    verifyNoMarkersLeft(book);
}

void TestAddressBook::aFailedBatchStillCountsTheStoredOnes()
{
    // Out of memory halfway through one round trip of ZADDs: the report counts exactly the
    // batches the server stored.
    AddressBook book(*m_redis, m_keys, "big");
    const auto used = m_redis->command({"INFO", "memory"});
    VERIFY_OK(used);
    qint64 usedBytes = 0;
    for (const QByteArray &line : used->bytes().split('\n'))
        if (line.startsWith("used_memory:"))
            usedBytes = line.mid(12).trimmed().toLongLong();
    QVERIFY(usedBytes > 0);
    VERIFY_OK(m_redis->command(
        {"CONFIG", "SET", "maxmemory", QByteArray::number(usedBytes + 2 * 1024 * 1024)}));
    VERIFY_OK(m_redis->command({"CONFIG", "SET", "maxmemory-policy", "noeviction"}));
    QList<QList<QByteArray>> batches;
    for (int b = 0; b < 60; ++b) {
        QList<QByteArray> batch;
        for (int i = 0; i < 1000; ++i)
            batch << QByteArray("a rather long name to fill memory quickly, number ") +
                         QByteArray::number(b * 1000 + i);
        batches << batch;
    }
    const AddressBook::BatchesAdded r = book.addBatches(batches);
    VERIFY_OK(m_redis->command({"CONFIG", "SET", "maxmemory", "0"}));
    QVERIFY2(r.error.isError(), "the server should have run out of memory");
    QVERIFY2(r.error.message().contains(QLatin1String("OOM")), qPrintable(r.error.toString()));
    QVERIFY(r.batchesStored > 0 && r.batchesStored < 60);
    const auto stored = m_redis->command({"ZCARD", book.key()});
    VERIFY_OK(stored);
    QCOMPARE(stored->integerValue(), r.batchesStored * 1000);
    QCOMPARE(r.added, r.batchesStored * 1000);
}

QTEST_GUILESS_MAIN(TestAddressBook)
#include "tst_addressbook.moc"
