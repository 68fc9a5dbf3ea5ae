#include "commandlog.h"

#include <QTest>
#include <QThread>

class TestCommandLog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void redactsSecrets_data();
    void redactsSecrets();
    void deliversRecordsFromWorkerThreadsRedacted();
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
}

void TestCommandLog::redactsSecrets()
{
    QFETCH(RedisCommand, argv);
    QFETCH(RedisCommand, shown);
    QCOMPARE(CommandLog::redacted(argv), shown);
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

QTEST_GUILESS_MAIN(TestCommandLog)
#include "tst_commandlog.moc"
