#include "commandlog.h"
#include "sampledcommandlog.h"

#include <QTest>
#include <QThread>

class TestCommandLog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void redactsSecrets_data();
    void redactsSecrets();
    void secretAppearsInNoTextOfTheRecord_data();
    void secretAppearsInNoTextOfTheRecord();
    void deliversRecordsFromWorkerThreadsRedacted();
    void cutTextStopsAtACharacter_data();
    void cutTextStopsAtACharacter();
    void sampledLogKeepsTheFirstOfEachWindowAndCountsTheRest();
};

void TestCommandLog::redactsSecrets_data()
{
    QTest::addColumn<RedisCommand>("argv");
    QTest::addColumn<RedisCommand>("shown");
    QTest::newRow("auth password") << RedisCommand{"AUTH", "pw"} << RedisCommand{"AUTH", "***"};
    QTest::newRow("auth user password")
        << RedisCommand{"auth", "bob", "pw"} << RedisCommand{"auth", "bob", "***"};
    QTest::newRow("hello auth") << RedisCommand{"HELLO", "3", "AUTH", "bob", "pw"}
                                << RedisCommand{"HELLO", "3", "AUTH", "bob", "***"};
    QTest::newRow("migrate auth") << RedisCommand{"MIGRATE", "h", "1", "k", "0", "5", "AUTH", "pw"}
                                  << RedisCommand{"MIGRATE", "h", "1",    "k",
                                                  "0",       "5", "AUTH", "***"};
    QTest::newRow("migrate auth2")
        << RedisCommand{"MIGRATE", "h", "1", "k", "0", "5", "AUTH2", "u", "pw"}
        << RedisCommand{"MIGRATE", "h", "1", "k", "0", "5", "AUTH2", "u", "***"};
    QTest::newRow("config set requirepass")
        << RedisCommand{"CONFIG", "SET", "requirepass", "pw", "maxmemory", "1mb"}
        << RedisCommand{"CONFIG", "SET", "requirepass", "***", "maxmemory", "1mb"};
    QTest::newRow("acl setuser") << RedisCommand{"ACL", "SETUSER", "bob",   "on",
                                                 ">pw", "~*",      "+@read"}
                                 << RedisCommand{"ACL",  "SETUSER", "bob",   "on",
                                                 ">***", "~*",      "+@read"};
    QTest::newRow("ordinary command untouched")
        << RedisCommand{"SET", "AUTH", "pw"} << RedisCommand{"SET", "AUTH", "pw"};
    QTest::newRow("config set several secrets") << RedisCommand{"config",
                                                                "set",
                                                                "MasterAuth",
                                                                "a",
                                                                "tls-key-file-pass",
                                                                "b",
                                                                "tls-client-key-file-pass",
                                                                "c",
                                                                "masteruser",
                                                                "repl"}
                                                << RedisCommand{"config",
                                                                "set",
                                                                "MasterAuth",
                                                                "***",
                                                                "tls-key-file-pass",
                                                                "***",
                                                                "tls-client-key-file-pass",
                                                                "***",
                                                                "masteruser",
                                                                "repl"};
    QTest::newRow("config set a value named like a secret")
        << RedisCommand{"CONFIG", "SET", "maxmemory-policy", "requirepass"}
        << RedisCommand{"CONFIG", "SET", "maxmemory-policy", "requirepass"};
    QTest::newRow("sentinel set auth-pass")
        << RedisCommand{"SENTINEL", "SET", "mymaster", "auth-user", "bob", "auth-pass", "pw"}
        << RedisCommand{"SENTINEL", "SET", "mymaster", "auth-user", "bob", "auth-pass", "***"};
    QTest::newRow("sentinel set a master named auth-pass")
        << RedisCommand{"SENTINEL", "SET", "auth-pass", "quorum", "2"}
        << RedisCommand{"SENTINEL", "SET", "auth-pass", "quorum", "2"};
    QTest::newRow("sentinel config set sentinel-pass")
        << RedisCommand{"sentinel", "config", "set", "sentinel-pass", "pw"}
        << RedisCommand{"sentinel", "config", "set", "sentinel-pass", "***"};
    QTest::newRow("migrate copy replace auth2 keys")
        << RedisCommand{"MIGRATE", "h",     "1", "",   "0",    "5",    "COPY",
                        "REPLACE", "AUTH2", "u", "pw", "KEYS", "AUTH", "k"}
        << RedisCommand{"MIGRATE", "h",     "1", "",    "0",    "5",    "COPY",
                        "REPLACE", "AUTH2", "u", "***", "KEYS", "AUTH", "k"};
    QTest::newRow("migrate key named auth") << RedisCommand{"MIGRATE", "h", "1", "AUTH", "0", "5"}
                                            << RedisCommand{"MIGRATE", "h", "1", "AUTH", "0", "5"};
    QTest::newRow("hello setname auth")
        << RedisCommand{"HELLO", "3", "SETNAME", "AUTH", "AUTH", "u", "pw"}
        << RedisCommand{"HELLO", "3", "SETNAME", "AUTH", "AUTH", "u", "***"};
    QTest::newRow("acl setuser hashes")
        << RedisCommand{"ACL", "SETUSER", "bob", "<old", "#abc", "!def"}
        << RedisCommand{"ACL", "SETUSER", "bob", "<***", "#***", "!***"};
}

void TestCommandLog::redactsSecrets()
{
    QFETCH(RedisCommand, argv);
    QFETCH(RedisCommand, shown);
    QCOMPARE(CommandLog::redacted(argv), shown);
}

void TestCommandLog::secretAppearsInNoTextOfTheRecord_data()
{
    QTest::addColumn<RedisCommand>("argv");
    const QByteArray s = "S3cr3t-pw";
    QTest::newRow("auth") << RedisCommand{"AUTH", s};
    QTest::newRow("auth user") << RedisCommand{"AUTH", "bob", s};
    QTest::newRow("hello auth") << RedisCommand{"HELLO", "3", "AUTH", "bob", s, "SETNAME", "x"};
    QTest::newRow("migrate auth") << RedisCommand{"MIGRATE", "h", "1", "k", "0", "5", "AUTH", s};
    QTest::newRow("migrate auth2")
        << RedisCommand{"MIGRATE", "h", "1", "", "0", "5", "AUTH2", "u", s, "KEYS", "a", "b"};
    QTest::newRow("config set requirepass") << RedisCommand{"CONFIG", "SET", "requirepass", s};
    QTest::newRow("config set masterauth") << RedisCommand{"CONFIG", "SET", "masterauth", s};
    QTest::newRow("config set tls-key-file-pass")
        << RedisCommand{"CONFIG", "SET", "maxmemory", "1mb", "tls-key-file-pass", s};
    QTest::newRow("config set tls-client-key-file-pass")
        << RedisCommand{"config", "set", "TLS-CLIENT-KEY-FILE-PASS", s};
    QTest::newRow("sentinel set auth-pass")
        << RedisCommand{"SENTINEL", "SET", "mymaster", "auth-pass", s};
    QTest::newRow("sentinel config set sentinel-pass")
        << RedisCommand{"SENTINEL", "CONFIG", "SET", "sentinel-pass", s};
    QTest::newRow("acl setuser") << RedisCommand{"ACL", "SETUSER", "bob", "on", ">" + s, "~*"};
}

void TestCommandLog::secretAppearsInNoTextOfTheRecord()
{
    QFETCH(RedisCommand, argv);
    CommandLog log;
    QList<CommandRecord> received;
    connect(&log, &CommandLog::recorded, &log,
            [&received](const CommandRecord &r) { received.append(r); });
    CommandRecord record;
    record.argv = argv;
    log.record(record);
    QTRY_COMPARE(received.size(), 1);
    QCOMPARE(received.first().argv.size(), argv.size());
    for (const QByteArray &arg : received.first().argv) {
        QVERIFY2(!arg.contains("S3cr3t"), arg.constData());
        for (const QuoteMode mode : {QuoteMode::WhenNeeded, QuoteMode::Always})
            QVERIFY(!quoteBytes(arg, mode).contains(u"S3cr3t"));
    }
    QVERIFY(!formatCommand(received.first().argv).contains("S3cr3t"));
}

void TestCommandLog::deliversRecordsFromWorkerThreadsRedacted()
{
    CommandLog log;
    QObject receiver;
    QList<CommandRecord> received;
    QList<QThread *> threads;
    connect(&log, &CommandLog::recorded, &receiver, [&](const CommandRecord &r) {
        received.append(r);
        threads.append(QThread::currentThread());
    });
    QThread *worker = QThread::create([&log] {
        for (int i = 0; i < 3; ++i) {
            CommandRecord r;
            r.argv = {"AUTH", "secret"};
            r.connection = QStringLiteral("worker");
            log.record(r);
        }
    });
    worker->start();
    QVERIFY(worker->wait(5000));
    delete worker;
    QTRY_COMPARE(received.size(), 3);
    QCOMPARE(received.first().argv, (RedisCommand{"AUTH", "***"}));
    QCOMPARE(received.first().connection, QStringLiteral("worker"));
    for (QThread *t : threads)
        QCOMPARE(t, QThread::currentThread()); // delivered on the receiver's (GUI) thread
}

// quoteBytes' maxLength never splits a UTF-8 character into escaped bytes.
void TestCommandLog::cutTextStopsAtACharacter_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("maxLength");
    QTest::addColumn<QString>("shown");
    const QByteArray lock = "\xe6\x9d\x8e\xe9\x94\x81"; // 李锁
    QTest::newRow("inside the second") << lock << 4 << QStringLiteral("\u674e…");
    QTest::newRow("at its start") << lock << 3 << QStringLiteral("\u674e…");
    QTest::newRow("inside the first") << lock << 1 << QStringLiteral("…");
    QTest::newRow("ascii") << QByteArray("abcdef") << 4 << QStringLiteral("abcd…");
    QTest::newRow("binary is cut where asked") << QByteArray("\x80\x80\x80\x80\x80\x80", 6) << 4
                                               << QStringLiteral("\"\\x80\\x80\\x80\\x80…\"");
}

void TestCommandLog::cutTextStopsAtACharacter()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, maxLength);
    QFETCH(QString, shown);
    QCOMPARE(quoteBytes(bytes, QuoteMode::WhenNeeded, maxLength), shown);
}

QTEST_GUILESS_MAIN(TestCommandLog)
namespace {
CommandRecord sampled(const char *connection, qint64 timeMs, int n)
{
    CommandRecord r;
    r.connection = QString::fromLatin1(connection);
    r.timeMs = timeMs;
    r.argv = {"SET", "k", QByteArray::number(n)};
    return r;
}
} // namespace

void TestCommandLog::sampledLogKeepsTheFirstOfEachWindowAndCountsTheRest()
{
    CommandLog target;
    QList<CommandRecord> got;
    connect(&target, &CommandLog::recorded, this, [&got](const CommandRecord &r) { got << r; });
    SampledCommandLog log(&target, 3, 1000);
    for (int i = 0; i < 10; ++i)
        log.record(sampled("client 0", 10'000 + i * 10, i)); // one window: 3 kept, 7 counted
    log.record(sampled("client 1", 10'050, 100));            // its own window
    log.record(sampled("client 0", 11'000, 10));             // a new window: the summary first
    log.record(sampled("client 0", 11'001, 11));
    for (int i = 0; i < 4; ++i)
        log.record(sampled("client 0", 11'002 + i, 20 + i)); // 1 kept, 3 counted

    QCOMPARE(got.size(), 3 + 1 + 1 + 2 + 1);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(got.at(i).argv.last(), QByteArray::number(i));
    QCOMPARE(got.at(3).connection, QStringLiteral("client 1"));
    QCOMPARE(got.at(3).notShown, 0);
    const CommandRecord &summary = got.at(4);
    QCOMPARE(summary.connection, QStringLiteral("client 0"));
    QCOMPARE(summary.notShown, 7);
    QCOMPARE(summary.timeMs, 10'000);
    QCOMPARE(summary.sampledPerWindow, 3);
    QCOMPARE(summary.sampleWindowMs, 1000);
    QVERIFY(summary.argv.isEmpty());
    QCOMPARE(got.at(5).argv.last(), QByteArray("10"));
    QCOMPARE(got.at(7).argv.last(), QByteArray("20"));

    log.flush(); // the open window of client 0 dropped 3; client 1 dropped none
    QCOMPARE(got.size(), 9);
    QCOMPARE(got.last().notShown, 3);
    QCOMPARE(got.last().timeMs, 11'000);
    log.flush();
    QCOMPARE(got.size(), 9);

    // Redacted on the way through.
    CommandRecord auth = sampled("client 2", 20'000, 0);
    auth.argv = {"AUTH", "secret"};
    log.record(auth);
    QCOMPARE(got.last().argv, (RedisCommand{"AUTH", "***"}));
}

#include "tst_commandlog.moc"
