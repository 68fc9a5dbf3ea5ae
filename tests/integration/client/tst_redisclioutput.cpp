#include "commandlinesplitter.h"
#include "redisconnection.h"
#include "replyformatter.h"
#include "testredis.h"

#include <QProcess>
#include <QStandardPaths>
#include <QTest>

// The console's splitting (CommandLineSplitter) and formatting (ReplyFormatter) against
// redis-cli's own: each line goes to redis-cli (on its standard input, which it splits with
// sdssplitargs, as typed) and, split by us, through a RedisConnection; the outputs must be the
// same text. ASCII data only: UTF-8 is where the console differs on purpose.
class TestRedisCliOutput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void readsLikeRedisCli_data();
    void readsLikeRedisCli();
    void refusesTheLinesRedisCliRefuses_data();
    void refusesTheLinesRedisCliRefuses();

private:
    QString redisCli(const QString &line);

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_redis;
    QString m_cli;
};

void TestRedisCliOutput::initTestCase()
{
    m_cli = QStandardPaths::findExecutable(QStringLiteral("redis-cli"));
    QVERIFY2(!m_cli.isEmpty(), "redis-cli is needed (Debian: redis-tools, with redis-server)");
    auto started = TestRedis::start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    m_server = std::move(started.value());
    m_redis = std::make_unique<RedisConnection>(m_server->connectionOptions());
    QVERIFY(m_redis->connect().ok());
    QVERIFY(m_redis->command({"XADD", "s", "1-1", "a", "1", "b", "x y"}).ok());
}

QString TestRedisCliOutput::redisCli(const QString &line)
{
    QProcess cli;
    cli.start(m_cli, {QStringLiteral("-p"), QString::number(m_server->port()),
                      QStringLiteral("--no-raw")});
    if (!cli.waitForStarted(5000))
        return QStringLiteral("(redis-cli did not start)");
    cli.write(line.toUtf8() + '\n');
    cli.closeWriteChannel();
    cli.waitForFinished(5000);
    QString out = QString::fromUtf8(cli.readAllStandardOutput());
    if (out.endsWith(u'\n'))
        out.chop(1);
    return out;
}

// Rows run in order, each on the state the ones before left: redis-cli first, then ours, so
// a write runs twice (these give the same reply twice).
void TestRedisCliOutput::readsLikeRedisCli_data()
{
    QTest::addColumn<QString>("line");
    QTest::newRow("status") << QStringLiteral(R"(SET k "a b\x00c\n\t\"\\")");
    QTest::newRow("string with escapes") << QStringLiteral("GET k");
    QTest::newRow("nil") << QStringLiteral("GET missing");
    QTest::newRow("error") << QStringLiteral("INCR k");
    QTest::newRow("integer") << QStringLiteral("STRLEN k");
    QTest::newRow("single quotes") << QStringLiteral(R"(HMSET h f 'it\'s' g "")");
    QTest::newRow("flat array") << QStringLiteral("HGETALL h");
    QTest::newRow("quote inside a word") << QStringLiteral(R"(ECHO a"b c")");
    QTest::newRow("hex and control bytes") << QStringLiteral(R"(ECHO "\x01\x7f\xff\a\b\r")");
    QTest::newRow("ten and more numbered")
        << QStringLiteral("EVAL \"local t = {} for i = 1, 12 do t[i] = i end return t\" 0");
    QTest::newRow("nested") << QStringLiteral("EVAL \"return {1, {2, {3, 'a'}}, {}, 'b'}\" 0");
    QTest::newRow("empty array") << QStringLiteral("LRANGE missing 0 -1");
    QTest::newRow("a status from a script")
        << QStringLiteral("EVAL \"return redis.status_reply('FINE')\" 0");
    QTest::newRow("stream read") << QStringLiteral("XRANGE s - +");
}

void TestRedisCliOutput::readsLikeRedisCli()
{
    QFETCH(QString, line);
    const QString expected = redisCli(line);
    const Result<RedisCommand> argv = CommandLineSplitter::split(line);
    QVERIFY2(argv.ok(), qPrintable(argv.error().toString()));
    const Result<RedisReply> reply = m_redis->command(*argv);
    const QString ours = reply.ok() ? ReplyFormatter::format(*reply)
                                    : QStringLiteral("(error) ") + reply.error().message();
    QCOMPARE(ours, expected);
}

void TestRedisCliOutput::refusesTheLinesRedisCliRefuses_data()
{
    QTest::addColumn<QString>("line");
    QTest::newRow("unclosed double quote") << QStringLiteral(R"(SET k "abc)");
    QTest::newRow("unclosed single quote") << QStringLiteral("SET k 'abc");
    QTest::newRow("escaped closing quote") << QStringLiteral(R"(SET k "abc\")");
    QTest::newRow("text after a closing quote") << QStringLiteral(R"(ECHO a"b c"d)");
    QTest::newRow("quote after a closing quote") << QStringLiteral("ECHO 'a''b'");
}

void TestRedisCliOutput::refusesTheLinesRedisCliRefuses()
{
    QFETCH(QString, line);
    QCOMPARE(redisCli(line), QStringLiteral("Invalid argument(s)"));
    QVERIFY(!CommandLineSplitter::split(line).ok());
}

QTEST_GUILESS_MAIN(TestRedisCliOutput)
#include "tst_redisclioutput.moc"
