#include "actionrunner.h"
#include "commandlog.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

namespace {
constexpr int TimeoutMs = 10000;

ActionRunner::Job setJob(const QByteArray &key, const QByteArray &value)
{
    return [key, value](RedisConnection &connection, const ActionContext &) {
        ActionResult result;
        auto reply = connection.command({"SET", key, value});
        result.ok = reply.ok();
        if (!reply.ok())
            result.error = reply.error();
        return result;
    };
}
} // namespace

// ActionRunner: the views' actions on a worker thread, against a real server.
class TestActionRunner : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void runsJobsInOrderAndLogsTheirCommands();
    void newerJobReplacesWaitingJobInItsLane();
    void cancelAllSkipsWaitingAndStopsRunning();
    void readOnlyConnectionRefusesWrites();
    void jobIgnoringCancellationSendsNothingMore();
    void withoutConnectionJobsAreSkipped();
    void progressReachesTheGuiThread();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_check;
};

void TestActionRunner::initTestCase()
{
    qRegisterMetaType<ActionResult>();
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server.value());
    m_check = std::make_unique<RedisConnection>(m_server->connectionOptions());
    QVERIFY(m_check->connect().ok());
}

void TestActionRunner::runsJobsInOrderAndLogsTheirCommands()
{
    CommandLog log;
    QSignalSpy logged(&log, &CommandLog::recorded);
    ActionRunner runner(QStringLiteral("locks view"));
    runner.setConnection(m_server->connectionOptions(), &log);
    QSignalSpy finished(&runner, &ActionRunner::finished);
    QSignalSpy busy(&runner, &ActionRunner::busyChanged);

    const quint64 first = runner.run(QStringLiteral("first"), setJob("k", "1"));
    const quint64 second = runner.run(QStringLiteral("second"), setJob("k", "2"));
    QVERIFY(second > first);
    QVERIFY(runner.isBusy());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, TimeoutMs);
    QCOMPARE(finished.at(0).at(0).value<quint64>(), first);
    QCOMPARE(finished.at(1).at(0).value<quint64>(), second);
    QVERIFY(finished.at(1).at(1).value<ActionResult>().ok);
    QVERIFY(!runner.isBusy());
    QCOMPARE(busy.size(), 2);
    QCOMPARE(m_check->command({"GET", "k"}).value().toBytes().value(), QByteArray("2"));

    // Both SETs reached the session's log, under the runner's label.
    QTRY_VERIFY_WITH_TIMEOUT(logged.size() >= 2, TimeoutMs);
    int sets = 0;
    for (const auto &args : logged) {
        const auto record = args.at(0).value<CommandRecord>();
        if (record.argv.value(0) == "SET") {
            ++sets;
            QCOMPARE(record.connection, QStringLiteral("locks view"));
        }
    }
    QCOMPARE(sets, 2);
}

void TestActionRunner::newerJobReplacesWaitingJobInItsLane()
{
    ActionRunner runner(QStringLiteral("search"));
    runner.setConnection(m_server->connectionOptions(), nullptr);
    QSignalSpy finished(&runner, &ActionRunner::finished);
    // A slow job first keeps the worker busy while the lane fills up.
    runner.run(QStringLiteral("slow"), [](RedisConnection &c, const ActionContext &) {
        ActionResult r;
        r.ok = c.blockingCommand({"BLPOP", "nothing", "0.2"}, 200).ok();
        return r;
    });
    runner.run(QStringLiteral("a"), setJob("lane", "a"), QStringLiteral("query"));
    runner.run(QStringLiteral("ab"), setJob("lane", "ab"), QStringLiteral("query"));
    const quint64 last =
        runner.run(QStringLiteral("abc"), setJob("lane", "abc"), QStringLiteral("query"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 4, TimeoutMs);
    int skipped = 0;
    for (const auto &args : finished) {
        const auto result = args.at(1).value<ActionResult>();
        if (result.skipped)
            ++skipped;
        else
            QVERIFY(result.ok);
        if (args.at(0).value<quint64>() == last)
            QVERIFY(!result.skipped);
    }
    QCOMPARE(skipped, 2);
    QCOMPARE(m_check->command({"GET", "lane"}).value().toBytes().value(), QByteArray("abc"));
}

void TestActionRunner::cancelAllSkipsWaitingAndStopsRunning()
{
    ActionRunner runner(QStringLiteral("cancel"));
    runner.setConnection(m_server->connectionOptions(), nullptr);
    QSignalSpy started(&runner, &ActionRunner::started);
    QSignalSpy finished(&runner, &ActionRunner::finished);
    runner.run(QStringLiteral("loop"), [](RedisConnection &c, const ActionContext &ctx) {
        ActionResult r;
        int rounds = 0;
        while (!ctx.isCancelled() && rounds < 100000) {
            if (!c.command({"INCR", "rounds"}).ok())
                break;
            ++rounds;
        }
        r.ok = ctx.isCancelled();
        r.value = rounds;
        return r;
    });
    runner.run(QStringLiteral("never"), setJob("never", "ran"));
    QTRY_COMPARE_WITH_TIMEOUT(started.size(), 1, TimeoutMs);
    runner.cancelAll();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, TimeoutMs);
    const auto loop = finished.at(0).at(1).value<ActionResult>();
    QVERIFY2(loop.ok, "the running job saw the cancellation");
    QVERIFY(loop.value.toInt() < 100000);
    QVERIFY(finished.at(1).at(1).value<ActionResult>().skipped);
    QCOMPARE(m_check->command({"EXISTS", "never"}).value().toInteger().value(), 0);
}

void TestActionRunner::jobIgnoringCancellationSendsNothingMore()
{
    QVERIFY(m_check->command({"DEL", "written"}).ok());
    ActionRunner runner(QStringLiteral("stubborn"));
    runner.setConnection(m_server->connectionOptions(), nullptr);
    QSignalSpy started(&runner, &ActionRunner::started);
    QSignalSpy finished(&runner, &ActionRunner::finished);
    // Writes for up to 20 s and never asks isCancelled() (like a long acquire wait).
    runner.run(QStringLiteral("stubborn"), [](RedisConnection &c, const ActionContext &) {
        ActionResult r;
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 20000) {
            auto reply = c.command({"INCR", "written"});
            if (!reply) {
                r.error = reply.error();
                return r;
            }
            QThread::msleep(5);
        }
        r.ok = true;
        return r;
    });
    QTRY_COMPARE_WITH_TIMEOUT(started.size(), 1, TimeoutMs);
    QTest::qWait(100);
    // Turning read-only on (a new connection) cancels what runs on the old one.
    ConnectionOptions readOnly = m_server->connectionOptions();
    readOnly.readOnly = true;
    QElapsedTimer sinceCancel;
    sinceCancel.start();
    runner.setConnection(readOnly, nullptr);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QVERIFY(sinceCancel.elapsed() < 5000);
    const auto result = finished.first().at(1).value<ActionResult>();
    QVERIFY(!result.ok);
    QCOMPARE(result.error.kind(), RedisError::Kind::Cancelled);
    const qint64 writes = m_check->command({"GET", "written"})->toInteger().value();
    QVERIFY(writes > 0);
    QTest::qWait(200);
    QCOMPARE(m_check->command({"GET", "written"})->toInteger().value(), writes);
}

void TestActionRunner::readOnlyConnectionRefusesWrites()
{
    ActionRunner runner(QStringLiteral("ro"));
    ConnectionOptions options = m_server->connectionOptions();
    options.readOnly = true;
    runner.setConnection(options, nullptr);
    QVERIFY(runner.isReadOnly());
    QSignalSpy finished(&runner, &ActionRunner::finished);
    runner.run(QStringLiteral("write"), setJob("ro", "x"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    const auto result = finished.at(0).at(1).value<ActionResult>();
    QVERIFY(!result.ok);
    QCOMPARE(result.error.kind(), RedisError::Kind::ReadOnly);
    QCOMPARE(m_check->command({"EXISTS", "ro"}).value().toInteger().value(), 0);
}

void TestActionRunner::withoutConnectionJobsAreSkipped()
{
    ActionRunner runner(QStringLiteral("none"));
    QSignalSpy finished(&runner, &ActionRunner::finished);
    runner.run(QStringLiteral("x"), setJob("none", "x"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QVERIFY(finished.at(0).at(1).value<ActionResult>().skipped);
    // Then a connection, then none again.
    runner.setConnection(m_server->connectionOptions(), nullptr);
    runner.run(QStringLiteral("y"), setJob("none", "y"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, TimeoutMs);
    QVERIFY(finished.at(1).at(1).value<ActionResult>().ok);
    runner.setConnection(std::nullopt, nullptr);
    QVERIFY(!runner.hasConnection());
    runner.run(QStringLiteral("z"), setJob("none", "z"));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, TimeoutMs);
    QVERIFY(finished.at(2).at(1).value<ActionResult>().skipped);
    QCOMPARE(m_check->command({"GET", "none"}).value().toBytes().value(), QByteArray("y"));
}

void TestActionRunner::progressReachesTheGuiThread()
{
    ActionRunner runner(QStringLiteral("progress"));
    runner.setConnection(m_server->connectionOptions(), nullptr);
    QSignalSpy progress(&runner, &ActionRunner::progress);
    QSignalSpy finished(&runner, &ActionRunner::finished);
    runner.run(QStringLiteral("load"), [](RedisConnection &c, const ActionContext &ctx) {
        ActionResult r;
        for (int i = 1; i <= 1000; ++i) {
            if (!c.command({"RPUSH", "progress", QByteArray::number(i)}).ok())
                return r;
            ctx.progress(i, 1000);
        }
        r.ok = true;
        return r;
    });
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), TimeoutMs);
    // Throttled, and the last step always arrives.
    QVERIFY(progress.size() < 1000);
    QCOMPARE(progress.last().at(1).toLongLong(), 1000);
    QCOMPARE(progress.last().at(2).toLongLong(), 1000);
}

QTEST_MAIN(TestActionRunner)
#include "tst_actionrunner.moc"
