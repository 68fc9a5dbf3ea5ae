#include "keybrowser.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QHash>
#include <QTest>

#include <atomic>
#include <thread>

// KeyBrowser on a real server: every key that exists for the whole scan comes out exactly once
// even while other keys are being inserted (SCAN itself may repeat), filters, per-key details,
// resumption, and a read-only ACL user without KEYS and MEMORY.
class TestKeyBrowser : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void everyStableKeyComesOutOnceUnderConcurrentInserts();
    void repeatsFromAShrinkingTableAreDropped();
    void matchAndTypeFilterTheKeys_data();
    void matchAndTypeFilterTheKeys();
    void reportsTypeTtlAndMemory();
    void readOnlyUserWithoutMemoryUsageStillGetsTheRest();
    void resumesFromASavedCursor();
    void badOptionsAreRefusedBeforeAnythingIsSent_data();
    void badOptionsAreRefusedBeforeAnythingIsSent();

private:
    // Every key of a complete browse, with how often each came out.
    static Result<QHash<QByteArray, int>> browseAll(KeyBrowser &browser,
                                                    QList<KeyInfo> *infos = nullptr);
    void setMany(const QByteArray &prefix, int count);

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_redis;
};

void TestKeyBrowser::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_redis = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestKeyBrowser::init()
{
    QVERIFY(m_redis->command({"FLUSHALL"}).ok());
}

Result<QHash<QByteArray, int>> TestKeyBrowser::browseAll(KeyBrowser &browser, QList<KeyInfo> *infos)
{
    QHash<QByteArray, int> seen;
    while (!browser.finished()) {
        const auto batch = browser.next();
        if (!batch)
            return batch.error();
        for (const KeyInfo &k : batch->keys) {
            ++seen[k.key];
            if (infos)
                infos->append(k);
        }
    }
    return seen;
}

void TestKeyBrowser::setMany(const QByteArray &prefix, int count)
{
    for (int start = 0; start < count; start += 1000) {
        RedisCommand mset{"MSET"};
        for (int i = start; i < std::min(count, start + 1000); ++i)
            mset << prefix + QByteArray::number(i) << "v";
        QVERIFY(m_redis->command(mset).ok());
    }
}

void TestKeyBrowser::everyStableKeyComesOutOnceUnderConcurrentInserts()
{
    constexpr int Stable = 20000;
    setMany("stable:", Stable);
    if (QTest::currentTestFailed())
        return;
    std::atomic<bool> stop{false};
    std::atomic<int> inserted{0};
    QString inserterError;
    // Growing the keyspace from 20k to up to 100k keys rehashes the table under the cursor.
    std::thread inserter([&] {
        RedisConnection c(m_server->connectionOptions());
        for (int start = 0; start < 80000 && !stop; start += 200) {
            RedisCommand mset{"MSET"};
            for (int i = start; i < start + 200; ++i)
                mset << "churn:" + QByteArray::number(i) << "v";
            if (const auto r = c.command(mset); !r) {
                inserterError = r.error().toString();
                return;
            }
            inserted += 200;
        }
    });
    KeyBrowserOptions options;
    options.count = 20;
    options.memoryUsage = false;
    KeyBrowser browser(*m_redis, options);
    const auto seen = browseAll(browser);
    stop = true;
    inserter.join();
    QVERIFY2(inserterError.isEmpty(), qPrintable(inserterError));
    QVERIFY2(seen.ok(), qPrintable(seen.error().toString()));
    qInfo("%d keys inserted during the scan; %lld repeats from SCAN dropped", inserted.load(),
          browser.repeatsDropped());
    QVERIFY(inserted > 0);
    for (int i = 0; i < Stable; ++i)
        QCOMPARE(seen->value("stable:" + QByteArray::number(i)), 1);
    for (auto it = seen->cbegin(); it != seen->cend(); ++it)
        QCOMPARE(it.value(), 1);
}

void TestKeyBrowser::repeatsFromAShrinkingTableAreDropped()
{
    // SCAN repeats keys when the table shrinks under the cursor (growing never does): fill,
    // start browsing, delete most keys so the server resizes the table, finish browsing.
    constexpr int Stable = 3000;
    setMany("stable:", Stable);
    setMany("gone:", 120000);
    if (QTest::currentTestFailed())
        return;
    KeyBrowserOptions options;
    options.count = 10;
    options.memoryUsage = false;
    KeyBrowser browser(*m_redis, options);
    QHash<QByteArray, int> seen;
    for (int i = 0; i < 50 && !browser.finished(); ++i) {
        const auto batch = browser.next();
        QVERIFY2(batch.ok(), qPrintable(batch.error().toString()));
        for (const KeyInfo &k : batch->keys)
            ++seen[k.key];
    }
    RedisConnection deleter(m_server->connectionOptions());
    for (int start = 0; start < 120000; start += 1000) {
        RedisCommand unlink{"UNLINK"};
        for (int i = start; i < start + 1000; ++i)
            unlink << "gone:" + QByteArray::number(i);
        QVERIFY(deleter.command(unlink).ok());
    }
    // Give serverCron (hz 10) time to shrink the table and rehash it.
    QTest::qWait(500);
    const auto rest = browseAll(browser);
    QVERIFY2(rest.ok(), qPrintable(rest.error().toString()));
    for (auto it = rest->cbegin(); it != rest->cend(); ++it)
        seen[it.key()] += it.value();
    qInfo("%lld repeats from SCAN dropped", browser.repeatsDropped());
    for (int i = 0; i < Stable; ++i)
        QCOMPARE(seen.value("stable:" + QByteArray::number(i)), 1);
    for (auto it = seen.cbegin(); it != seen.cend(); ++it)
        QCOMPARE(it.value(), 1);
}

void TestKeyBrowser::matchAndTypeFilterTheKeys_data()
{
    QTest::addColumn<QByteArray>("match");
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<QList<QByteArray>>("expected");
    QTest::newRow("all") << QByteArray() << QByteArray()
                         << QList<QByteArray>{"app:h", "app:l", "app:s", "other:s"};
    QTest::newRow("match") << QByteArray("app:*") << QByteArray()
                           << QList<QByteArray>{"app:h", "app:l", "app:s"};
    QTest::newRow("type") << QByteArray() << QByteArray("string")
                          << QList<QByteArray>{"app:s", "other:s"};
    QTest::newRow("match and type")
        << QByteArray("app:*") << QByteArray("hash") << QList<QByteArray>{"app:h"};
    QTest::newRow("nothing") << QByteArray("none:*") << QByteArray() << QList<QByteArray>{};
}

void TestKeyBrowser::matchAndTypeFilterTheKeys()
{
    QFETCH(QByteArray, match);
    QFETCH(QByteArray, type);
    QFETCH(QList<QByteArray>, expected);
    QVERIFY(m_redis->command({"SET", "app:s", "1"}).ok());
    QVERIFY(m_redis->command({"SET", "other:s", "1"}).ok());
    QVERIFY(m_redis->command({"HSET", "app:h", "f", "v"}).ok());
    QVERIFY(m_redis->command({"RPUSH", "app:l", "a"}).ok());
    KeyBrowserOptions options;
    options.match = match;
    options.type = type;
    options.count = 2;
    KeyBrowser browser(*m_redis, options);
    const auto seen = browseAll(browser);
    QVERIFY2(seen.ok(), qPrintable(seen.error().toString()));
    QList<QByteArray> keys = seen->keys();
    std::sort(keys.begin(), keys.end());
    QCOMPARE(keys, expected);
}

void TestKeyBrowser::reportsTypeTtlAndMemory()
{
    QVERIFY(m_redis->command({"SET", "ttl", "v", "PX", "600000"}).ok());
    QVERIFY(m_redis->command({"ZADD", "z", "1", "m"}).ok());
    KeyBrowser browser(*m_redis);
    QList<KeyInfo> infos;
    QVERIFY(browseAll(browser, &infos).ok());
    QCOMPARE(infos.size(), 2);
    std::sort(infos.begin(), infos.end(),
              [](const KeyInfo &a, const KeyInfo &b) { return a.key < b.key; });
    QCOMPARE(infos[0].key, QByteArray("ttl"));
    QCOMPARE(infos[0].type, QByteArray("string"));
    QVERIFY(infos[0].ttlMs > 500000 && infos[0].ttlMs <= 600000);
    QVERIFY(infos[0].memoryBytes.has_value() && *infos[0].memoryBytes > 0);
    QCOMPARE(infos[1].type, QByteArray("zset"));
    QCOMPARE(infos[1].ttlMs, -1);
    QVERIFY(infos[1].memoryBytes.value_or(0) > 0);
    QVERIFY(browser.memoryUsageAvailable());
}

void TestKeyBrowser::readOnlyUserWithoutMemoryUsageStillGetsTheRest()
{
    setMany("k:", 50);
    if (QTest::currentTestFailed())
        return;
    // Only read commands, and neither KEYS nor MEMORY: the browser needs neither.
    QVERIFY(m_redis
                ->command({"ACL", "SETUSER", "browser", "on", ">pw", "~*", "-@all", "+@read",
                           "+@connection", "-keys", "-memory"})
                .ok());
    ConnectionOptions options = m_server->connectionOptions();
    options.user = QStringLiteral("browser");
    options.password = QStringLiteral("pw");
    RedisConnection reader(options);
    KeyBrowserOptions browse;
    browse.count = 10;
    KeyBrowser browser(reader, browse);
    QList<KeyInfo> infos;
    const auto seen = browseAll(browser, &infos);
    QVERIFY2(seen.ok(), qPrintable(seen.error().toString()));
    QCOMPARE(seen->size(), 50);
    QVERIFY(!browser.memoryUsageAvailable());
    for (const KeyInfo &k : infos) {
        QCOMPARE(k.type, QByteArray("string"));
        QCOMPARE(k.ttlMs, -1);
        QVERIFY(!k.memoryBytes.has_value());
    }
}

void TestKeyBrowser::resumesFromASavedCursor()
{
    setMany("r:", 300);
    if (QTest::currentTestFailed())
        return;
    KeyBrowserOptions options;
    options.count = 50;
    KeyBrowser first(*m_redis, options);
    const auto batch = first.next();
    QVERIFY(batch.ok());
    QVERIFY(!batch->finished);
    QVERIFY(!batch->keys.isEmpty());
    // Another browser (another process, later) continues where the first stopped.
    KeyBrowser second(*m_redis, options, batch->cursor);
    const auto rest = browseAll(second);
    QVERIFY(rest.ok());
    QSet<QByteArray> all;
    for (const KeyInfo &k : batch->keys)
        all.insert(k.key);
    for (auto it = rest->cbegin(); it != rest->cend(); ++it) {
        QVERIFY2(!all.contains(it.key()), it.key().constData());
        all.insert(it.key());
    }
    QCOMPARE(all.size(), 300);
}

void TestKeyBrowser::badOptionsAreRefusedBeforeAnythingIsSent_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<QByteArray>("type");
    QTest::newRow("count 0") << 0 << QByteArray();
    QTest::newRow("negative count") << -3 << QByteArray();
    QTest::newRow("type with a space") << 10 << QByteArray("string list");
}

void TestKeyBrowser::badOptionsAreRefusedBeforeAnythingIsSent()
{
    QFETCH(int, count);
    QFETCH(QByteArray, type);
    KeyBrowserOptions options;
    options.count = count;
    options.type = type;
    KeyBrowser browser(*m_redis, options);
    const auto batch = browser.next();
    QVERIFY(!batch.ok());
    QCOMPARE(batch.error().kind(), RedisError::Kind::InvalidArgument);
    QCOMPARE(browser.cursor(), QByteArray("0"));
}

QTEST_GUILESS_MAIN(TestKeyBrowser)
#include "tst_keybrowser.moc"
