#include "concurrentworkers.h"
#include "recentcontacts.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QSet>
#include <QTest>

#include <atomic>

// RecentContacts on a real server: adding moves a contact to the front and never duplicates
// it; the cap (default and small) trims the oldest; remove; queries through every match mode;
// concurrent adders never leave a duplicate or more than the cap; a key of another type is
// WrongType; bad input is InvalidArgument and writes nothing.
namespace {
QString show(const QList<QByteArray> &contacts)
{
    QStringList out;
    for (const QByteArray &c : contacts)
        out << QString::fromUtf8(c);
    return QLatin1Char('[') + out.join(QStringLiteral(", ")) + QLatin1Char(']');
}

// What is wrong with a list that must hold no duplicate and at most cap contacts, or empty.
QString listProblem(const QList<QByteArray> &list, int cap)
{
    if (list.size() > cap)
        return QStringLiteral("%1 contacts, over the cap %2").arg(list.size()).arg(cap);
    QSet<QByteArray> seen;
    for (const QByteArray &c : list) {
        if (seen.contains(c))
            return QStringLiteral("duplicate %1 in %2").arg(QString::fromUtf8(c), show(list));
        seen.insert(c);
    }
    return QString();
}
} // namespace

class TestRecentContacts : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void addMovesTheContactToTheFrontOnce();
    void capTrimsTheOldest_data();
    void capTrimsTheOldest();
    void removeTakesTheContactOut();
    void usersHaveSeparateLists();
    void queryMatchesThroughEachMode_data();
    void queryMatchesThroughEachMode();
    void concurrentAddsLeaveNoDuplicateAndAtMostTheCap();
    void keyOfAnotherTypeIsWrongType();
    void badInputIsRefusedAndWritesNothing_data();
    void badInputIsRefusedAndWritesNothing();

private:
    QList<QByteArray> listOf(RecentContacts &recent);

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_redis;
    const KeySpace m_keys;
};

void TestRecentContacts::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_redis = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestRecentContacts::init()
{
    QVERIFY(m_redis->command({"FLUSHALL"}).ok());
}

QList<QByteArray> TestRecentContacts::listOf(RecentContacts &recent)
{
    const auto list = recent.list();
    if (!list) {
        qWarning("list: %s", qPrintable(list.error().toString()));
        return {"<error>"};
    }
    return *list;
}

void TestRecentContacts::addMovesTheContactToTheFrontOnce()
{
    RecentContacts recent(*m_redis, m_keys, "alice");
    QCOMPARE(recent.key(), QByteArray("cs:{alice}:recent"));
    QCOMPARE(recent.cap(), RecentContacts::DefaultCap);
    QCOMPARE(listOf(recent), QList<QByteArray>{});
    for (const QByteArray &c : {QByteArray("bob"), QByteArray("carol"), QByteArray("dave")})
        VERIFY_OK(recent.add(c));
    QCOMPARE(listOf(recent), (QList<QByteArray>{"dave", "carol", "bob"}));
    VERIFY_OK(recent.add("bob")); // the oldest comes back to the front
    QCOMPARE(listOf(recent), (QList<QByteArray>{"bob", "dave", "carol"}));
    VERIFY_OK(recent.add("bob")); // already first: nothing changes
    QCOMPARE(listOf(recent), (QList<QByteArray>{"bob", "dave", "carol"}));
    VERIFY_OK(recent.add("dave"));
    QCOMPARE(listOf(recent), (QList<QByteArray>{"dave", "bob", "carol"}));
    // Contacts are bytes: case and Unicode variants are different contacts.
    VERIFY_OK(recent.add("Bob"));
    VERIFY_OK(recent.add("李小明"));
    QCOMPARE(listOf(recent), (QList<QByteArray>{"李小明", "Bob", "dave", "bob", "carol"}));
    const auto raw = m_redis->command({"LRANGE", recent.key(), "0", "-1"});
    VERIFY_OK(raw);
    QCOMPARE(raw->toBytesList().valueOr({}), listOf(recent));
}

void TestRecentContacts::capTrimsTheOldest_data()
{
    QTest::addColumn<int>("cap");
    QTest::addColumn<int>("added");
    QTest::newRow("default cap, 130 added") << int(RecentContacts::DefaultCap) << 130;
    QTest::newRow("default cap, exactly 100") << int(RecentContacts::DefaultCap) << 100;
    QTest::newRow("cap 3, 10 added") << 3 << 10;
    QTest::newRow("cap 1, 5 added") << 1 << 5;
}

void TestRecentContacts::capTrimsTheOldest()
{
    QFETCH(int, cap);
    QFETCH(int, added);
    RecentContacts recent = cap == RecentContacts::DefaultCap
                                ? RecentContacts(*m_redis, m_keys, "alice")
                                : RecentContacts(*m_redis, m_keys, "alice", cap);
    QCOMPARE(recent.cap(), cap);
    QList<QByteArray> expected; // most recent first
    for (int i = 0; i < added; ++i) {
        const QByteArray contact = "contact-" + QByteArray::number(i);
        VERIFY_OK(recent.add(contact));
        expected.prepend(contact);
    }
    expected = expected.mid(0, cap);
    QCOMPARE(listOf(recent), expected);
    // Re-adding a contact already inside keeps the size; a new one pushes out the oldest.
    VERIFY_OK(recent.add(expected.last()));
    QCOMPARE(listOf(recent).size(), qsizetype(cap));
    QCOMPARE(listOf(recent).first(), expected.last());
    VERIFY_OK(recent.add("newcomer"));
    const QList<QByteArray> after = listOf(recent);
    QCOMPARE(after.size(), qsizetype(cap));
    QCOMPARE(after.first(), QByteArray("newcomer"));
    if (cap > 1) {
        QCOMPARE(after.at(1), expected.last());
        QVERIFY(!after.contains(expected.at(cap - 2))); // the oldest went
    }
}

void TestRecentContacts::removeTakesTheContactOut()
{
    RecentContacts recent(*m_redis, m_keys, "alice");
    for (const QByteArray &c : {QByteArray("bob"), QByteArray("carol"), QByteArray("dave")})
        VERIFY_OK(recent.add(c));
    const auto removed = recent.remove("carol");
    VERIFY_OK(removed);
    QVERIFY(*removed);
    QCOMPARE(listOf(recent), (QList<QByteArray>{"dave", "bob"}));
    const auto again = recent.remove("carol");
    VERIFY_OK(again);
    QVERIFY(!*again);
    const auto never = recent.remove("zed");
    VERIFY_OK(never);
    QVERIFY(!*never);
    QCOMPARE(listOf(recent), (QList<QByteArray>{"dave", "bob"}));
    VERIFY_OK(recent.remove("dave"));
    VERIFY_OK(recent.remove("bob"));
    QCOMPARE(listOf(recent), QList<QByteArray>{});
    const auto exists = m_redis->command({"EXISTS", recent.key()});
    VERIFY_OK(exists);
    QCOMPARE(exists->integerValue(), 0); // an emptied list is no key at all
}

void TestRecentContacts::usersHaveSeparateLists()
{
    RecentContacts alice(*m_redis, m_keys, "alice");
    RecentContacts bob(*m_redis, m_keys, "bob", 2);
    VERIFY_OK(alice.add("carol"));
    VERIFY_OK(bob.add("dave"));
    VERIFY_OK(bob.add("erin"));
    VERIFY_OK(bob.add("frank"));
    QCOMPARE(listOf(alice), QList<QByteArray>{"carol"});
    QCOMPARE(listOf(bob), (QList<QByteArray>{"frank", "erin"}));
    RecentContacts otherPrefix(*m_redis, KeySpace("other:"), "alice");
    QCOMPARE(listOf(otherPrefix), QList<QByteArray>{});
}

void TestRecentContacts::queryMatchesThroughEachMode_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("limit");
    QTest::addColumn<QList<QByteArray>>("expected");
    QTest::newRow("exact") << int(ContactMatchMode::Exact) << QStringLiteral("ANN") << -1
                           << QList<QByteArray>{"ann", "Ann"};
    QTest::newRow("prefix") << int(ContactMatchMode::Prefix) << QStringLiteral("ann") << -1
                            << QList<QByteArray>{"ann", "Ann", "annabel", "anna"};
    QTest::newRow("prefix, limit 3") << int(ContactMatchMode::Prefix) << QStringLiteral("ann") << 3
                                     << QList<QByteArray>{"ann", "Ann", "annabel"};
    QTest::newRow("suffix") << int(ContactMatchMode::Suffix) << QStringLiteral("明") << -1
                            << QList<QByteArray>{"李小明", "小明"};
    QTest::newRow("suffix, exact first") << int(ContactMatchMode::Suffix) << QStringLiteral("小明")
                                         << -1 << QList<QByteArray>{"小明", "李小明"};
    QTest::newRow("contains") << int(ContactMatchMode::Contains) << QStringLiteral("nna") << -1
                              << QList<QByteArray>{"annabel", "anna", "joanna"};
    QTest::newRow("all") << int(ContactMatchMode::All) << QStringLiteral("anna") << 4
                         << QList<QByteArray>{"anna", "annabel", "joanna", "李小明"};
}

void TestRecentContacts::queryMatchesThroughEachMode()
{
    QFETCH(int, mode);
    QFETCH(QString, text);
    QFETCH(int, limit);
    QFETCH(QList<QByteArray>, expected);
    RecentContacts recent(*m_redis, m_keys, "alice");
    // Added oldest first: the list reads annabel, 李小明, ann, anna, 小明, Ann, joanna.
    for (const QByteArray &c :
         {QByteArray("joanna"), QByteArray("Ann"), QByteArray("小明"), QByteArray("anna"),
          QByteArray("ann"), QByteArray("李小明"), QByteArray("annabel")})
        VERIFY_OK(recent.add(c));
    const auto got = recent.query(text, ContactMatchMode(mode), limit);
    VERIFY_OK(got);
    QVERIFY2(*got == expected, qPrintable(show(*got) + QStringLiteral(" != ") + show(expected)));
    // Case-sensitive: only the lower-case spellings.
    if (ContactMatchMode(mode) == ContactMatchMode::Exact) {
        const auto sensitive =
            recent.query(QStringLiteral("Ann"), ContactMatchMode::Exact, -1, Qt::CaseSensitive);
        VERIFY_OK(sensitive);
        QCOMPARE(*sensitive, QList<QByteArray>{"Ann"});
    }
}

void TestRecentContacts::concurrentAddsLeaveNoDuplicateAndAtMostTheCap()
{
    // Four adders move the same contacts at the same time while a reader checks every list it
    // sees.
    constexpr int Cap = 20;
    constexpr int Adders = 4;
    constexpr int AddsPerThread = 1000;
    const auto options = m_server->connectionOptions();
    std::atomic<int> addersDone{0};
    std::atomic<int> snapshots{0};
    const QStringList failures = ConcurrentWorkers::run(Adders + 1, [&](int index) -> QString {
        RedisConnection connection(options);
        RecentContacts recent(connection, m_keys, "shared", Cap);
        if (index == Adders) { // the reader
            do {
                const auto list = recent.list();
                if (!list)
                    return list.error().toString();
                if (const QString problem = listProblem(*list, Cap); !problem.isEmpty())
                    return problem;
                ++snapshots;
            } while (addersDone.load() < Adders);
            return QString();
        }
        QString failure;
        for (int i = 0; i < AddsPerThread && failure.isEmpty(); ++i) {
            // 25 contacts (more than the cap), walked up by two threads and down by two, so
            // the same contact is often added by several threads at once.
            const int step = index % 2 ? i : -i;
            const QByteArray contact = "c" + QByteArray::number(((step % 25) + 25) % 25);
            if (auto added = recent.add(contact); !added)
                failure = added.error().toString();
        }
        ++addersDone;
        return failure;
    });
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    QVERIFY(snapshots.load() > 0);

    RecentContacts recent(*m_redis, m_keys, "shared", Cap);
    const QList<QByteArray> result = listOf(recent);
    QVERIFY2(listProblem(result, Cap).isEmpty(), qPrintable(listProblem(result, Cap)));
    // More than Cap different contacts were added, so the list is full.
    QCOMPARE(result.size(), qsizetype(Cap));
    const auto length = m_redis->command({"LLEN", recent.key()});
    VERIFY_OK(length);
    QCOMPARE(length->integerValue(), Cap);
}

void TestRecentContacts::keyOfAnotherTypeIsWrongType()
{
    RecentContacts recent(*m_redis, m_keys, "alice");
    VERIFY_OK(m_redis->command({"SET", recent.key(), "not a list"}));
    const auto isWrongType = [](const RedisError &e) {
        return e.kind() == RedisError::Kind::WrongType;
    };
    const auto added = recent.add("bob");
    QVERIFY(!added.ok());
    QVERIFY2(isWrongType(added.error()), qPrintable(added.error().toString()));
    const auto removed = recent.remove("bob");
    QVERIFY(!removed.ok());
    QVERIFY2(isWrongType(removed.error()), qPrintable(removed.error().toString()));
    const auto list = recent.list();
    QVERIFY(!list.ok());
    QVERIFY2(isWrongType(list.error()), qPrintable(list.error().toString()));
    const auto query = recent.query(QStringLiteral("b"), ContactMatchMode::Prefix);
    QVERIFY(!query.ok());
    QVERIFY2(isWrongType(query.error()), qPrintable(query.error().toString()));
    // The string is untouched.
    const auto value = m_redis->command({"GET", recent.key()});
    VERIFY_OK(value);
    QCOMPARE(value->bytes(), QByteArray("not a list"));
}

void TestRecentContacts::badInputIsRefusedAndWritesNothing_data()
{
    QTest::addColumn<QByteArray>("user");
    QTest::addColumn<int>("cap");
    QTest::addColumn<QByteArray>("contact");
    QTest::addColumn<bool>("badList"); // the user or the cap is bad: list() is refused too
    QTest::newRow("empty user") << QByteArray() << 100 << QByteArray("bob") << true;
    QTest::newRow("user with a brace") << QByteArray("al{ice") << 100 << QByteArray("bob") << true;
    QTest::newRow("cap 0") << QByteArray("alice") << 0 << QByteArray("bob") << true;
    QTest::newRow("negative cap") << QByteArray("alice") << -1 << QByteArray("bob") << true;
    QTest::newRow("cap over the maximum")
        << QByteArray("alice") << RecentContacts::MaxCap + 1 << QByteArray("bob") << true;
    QTest::newRow("empty contact") << QByteArray("alice") << 100 << QByteArray() << false;
    QTest::newRow("invalid UTF-8") << QByteArray("alice") << 100 << QByteArray("b\xffob") << false;
    QTest::newRow("truncated UTF-8")
        << QByteArray("alice") << 100 << QByteArray("caf\xc3") << false;
    QTest::newRow("UTF-16 surrogate as UTF-8")
        << QByteArray("alice") << 100 << QByteArray("\xed\xa0\x80") << false;
    QTest::newRow("NUL inside") << QByteArray("alice") << 100 << QByteArray("bo\0b", 4) << false;
}

void TestRecentContacts::badInputIsRefusedAndWritesNothing()
{
    QFETCH(QByteArray, user);
    QFETCH(int, cap);
    QFETCH(QByteArray, contact);
    QFETCH(bool, badList);
    RecentContacts recent(*m_redis, m_keys, user, cap);
    const auto isInvalid = [](const RedisError &e) {
        return e.kind() == RedisError::Kind::InvalidArgument;
    };
    const auto added = recent.add(contact);
    QVERIFY(!added.ok());
    QVERIFY2(isInvalid(added.error()), qPrintable(added.error().toString()));
    const auto removed = recent.remove(contact);
    QVERIFY(!removed.ok());
    QVERIFY2(isInvalid(removed.error()), qPrintable(removed.error().toString()));
    const auto list = recent.list();
    QCOMPARE(list.ok(), !badList);
    if (badList) {
        QVERIFY2(isInvalid(list.error()), qPrintable(list.error().toString()));
        const auto query = recent.query(QStringLiteral("b"), ContactMatchMode::Prefix);
        QVERIFY(!query.ok());
        QVERIFY(isInvalid(query.error()));
    }
    const auto keys = m_redis->command({"DBSIZE"});
    VERIFY_OK(keys);
    QCOMPARE(keys->integerValue(), 0);
}

QTEST_GUILESS_MAIN(TestRecentContacts)
#include "tst_recentcontacts.moc"
