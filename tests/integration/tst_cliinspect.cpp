#include "clirun.h"
#include "redisconnection.h"
#include "testredis.h"
#include "verifyok.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;

// coordscope-cli inspect, the real binary against a private server: primitives made through the
// CLI and keys written by hand the way Redisson, Sidekiq and BullMQ write them, each found as
// what it is with its live state, in JSON and in text; --pattern, --rule, --unknown, --entries,
// --max-keys; bad options refused with exit 2; --read-only as an ACL user allowed only reads
// (no NOPERM), a write refused unsent; keys deleted or retyped between runs.
class TestCliInspect : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void jsonListsEachPrimitiveWithKindLibraryKeysAndState();
    void textMentionsEachPrimitiveAndItsState();
    void chineseNamesAreTextAndBadBytesEscaped();
    void patternNarrowsTheScan();
    void ruleMakesAUserKeyACounter();
    void unknownListsPlainKeys();
    void entriesBoundsTheListedMembersInText();
    void maxKeysStopsTheScanAndSaysSo();
    void badOptionsExitTwoWithAClearMessage_data();
    void badOptionsExitTwoWithAClearMessage();
    void readOnlyInspectWorksAsARestrictedAclUser_data();
    void readOnlyInspectWorksAsARestrictedAclUser();
    void readOnlyLockAcquireIsRefusedAndWritesNothing();
    void keysDeletedOrRetypedBetweenRunsDoNotBreakInspect();
    void jsonLinesParseLineByLineAndEndWithCoverage();
    void jsonAndJsonLinesTogetherAreRefused();
    void valueShapesOffSaysWhatWasNotLookedAt();
    void budgetSaysWhatItUsed();

private:
    CliRun cli(const QStringList &args, const QString &url = {}) const;
    QString url() const;
    // Made through the CLI: lock orders, semaphore pool (2 holders), delayed queue mail (one
    // overdue, one later), limiter api (alice, 3 hits), address book people, queue jobs; by
    // hand: a Redisson RLock, a Sidekiq schedule, a BullMQ queue. Remembers the tokens.
    void populate();
    static QJsonObject find(const CliRun &run, const QString &family, const QString &name);
    static QStringList keysOf(const QJsonObject &primitive);
    static QJsonObject state(const QJsonObject &primitive);
    qint64 commandCalls(const QByteArray &command) const;
    qint64 rejectedCalls() const;

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_admin;
    QString m_lockToken;
    QStringList m_semaphoreHolders;
    qint64 m_sidekiqDueS = 0;
};

namespace {
const QByteArray RedissonOwner = "1f1c6a1e-5d3b-4a8e-9d2f-3c1b2a4e5f60:1";
const QByteArray SidekiqJob =
    R"({"class":"HardWorker","args":[1],"jid":"b4a577edbccf1d805744efa9","queue":"default"})";
} // namespace

void TestCliInspect::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_admin = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestCliInspect::init()
{
    VERIFY_OK(m_admin->command({"FLUSHALL"}));
    VERIFY_OK(m_admin->command({"CONFIG", "RESETSTAT"}));
}

QString TestCliInspect::url() const
{
    return QStringLiteral("redis://127.0.0.1:%1").arg(m_server->port());
}

CliRun TestCliInspect::cli(const QStringList &args, const QString &url) const
{
    return CliRun::run(QStringLiteral(CLI_PATH),
                       QStringList{u"--url"_s, url.isEmpty() ? this->url() : url} + args);
}

void TestCliInspect::populate()
{
    const auto made = [this](const QStringList &args) {
        const CliRun r = cli(QStringList{u"--json"_s} + args);
        if (r.exitCode != 0)
            QTest::qFail(qPrintable(args.join(u' ') + u": "_s + QString::fromUtf8(r.err)), __FILE__,
                         __LINE__);
        return r.json;
    };
    m_lockToken = made({u"lock"_s, u"acquire"_s, u"orders"_s, u"--ttl"_s, u"600000"_s})
                      .value(u"token")
                      .toString();
    m_semaphoreHolders.clear();
    for (int i = 0; i < 2; ++i)
        m_semaphoreHolders << made({u"semaphore"_s, u"acquire"_s, u"pool"_s, u"--limit"_s, u"3"_s,
                                    u"--lease"_s, u"600000"_s})
                                  .value(u"holder")
                                  .toString();
    made({u"delay"_s, u"add"_s, u"mail"_s, u"overdue-item"_s, u"--at"_s, u"1000"_s});
    made({u"delay"_s, u"add"_s, u"mail"_s, u"later-item"_s, u"--delay"_s, u"600000"_s});
    // Fixed windows are aligned on the clock and the key expires at the window's end: a
    // 10-minute window ended between populate() and inspect in CI. The longest period the CLI
    // takes (30 days) puts the next end weeks away on all but a few seconds of a month.
    for (int i = 0; i < 3; ++i)
        made({u"limit"_s, u"hit"_s, u"api"_s, u"--kind"_s, u"fixed"_s, u"--limit"_s, u"10"_s,
              u"--period"_s, u"2592000000"_s, u"--subject"_s, u"alice"_s});
    made({u"complete"_s, u"add"_s, u"people"_s, u"alice"_s, u"bob"_s, u"carol"_s});
    made({u"queue"_s, u"push"_s, u"jobs"_s, u"a"_s, u"b"_s, u"c"_s});

    const auto time = m_admin->command({"TIME"});
    VERIFY_OK(time);
    const qint64 nowMs = time->toServerTimeUs().valueOr(0) / 1000;
    m_sidekiqDueS = nowMs / 1000 + 600;
    const QList<RedisCommand> byHand{
        // Redisson RLock: a hash, field "<client uuid>:<thread id>" -> hold count, with a lease.
        {"HSET", "orders-rl", RedissonOwner, "2"},
        {"PEXPIRE", "orders-rl", "600000"},
        // Sidekiq: JSON jobs scored by epoch seconds.
        {"ZADD", "schedule", QByteArray::number(m_sidekiqDueS), SidekiqJob},
        // BullMQ: job ids in wait and active, delayed scored by due_ms * 4096, a meta hash.
        {"LPUSH", "bull:mail:wait", "3", "2"},
        {"LPUSH", "bull:mail:active", "1"},
        {"ZADD", "bull:mail:delayed", QByteArray::number((nowMs + 600000) * 4096), "4"},
        {"HSET", "bull:mail:meta", "opts.maxLenEvents", "10000"},
    };
    for (const auto &r : m_admin->pipeline(byHand))
        VERIFY_OK(r);
}

QJsonObject TestCliInspect::find(const CliRun &run, const QString &family, const QString &name)
{
    for (const QJsonValue &v : run.json.value(u"primitives").toArray())
        if (v[u"family"].toString() == family && v[u"name"].toString() == name)
            return v.toObject();
    return {};
}

QStringList TestCliInspect::keysOf(const QJsonObject &primitive)
{
    QStringList out;
    for (const QJsonValue &k : primitive.value(u"keys").toArray())
        out << k[u"key"].toString();
    out.sort();
    return out;
}

QJsonObject TestCliInspect::state(const QJsonObject &primitive)
{
    return primitive.value(u"state").toObject();
}

qint64 TestCliInspect::commandCalls(const QByteArray &command) const
{
    const auto info = m_admin->command({"INFO", "commandstats"});
    if (!info)
        return -1;
    const QByteArray prefix = "cmdstat_" + command + ":calls=";
    for (const QByteArray &line : info->bytes().split('\n'))
        if (line.startsWith(prefix))
            return line.mid(prefix.size(), line.indexOf(',') - prefix.size()).toLongLong();
    return 0;
}

qint64 TestCliInspect::rejectedCalls() const
{
    const auto info = m_admin->command({"INFO", "commandstats"});
    if (!info)
        return -1;
    qint64 n = 0;
    for (const QByteArray &line : info->bytes().split('\n'))
        for (const QByteArray &field : line.trimmed().split(','))
            if (field.startsWith("rejected_calls="))
                n += field.mid(15).toLongLong();
    return n;
}

void TestCliInspect::jsonListsEachPrimitiveWithKindLibraryKeysAndState()
{
    populate();
    if (QTest::currentTestFailed())
        return;
    const CliRun r = cli({u"--json"_s, u"inspect"_s});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json.value(u"ok").toBool(), true);
    QCOMPARE(r.json.value(u"truncated").toBool(), false);
    QCOMPARE(r.json.value(u"unknown_key_count").toInt(), 0);
    const qint64 now = r.json.value(u"server_time_ms").toInteger();
    QVERIFY(now > 0);

    const QJsonObject lock = find(r, u"coordscope-token-lock"_s, u"orders"_s);
    QCOMPARE(lock.value(u"kind").toString(), u"lock"_s);
    QCOMPARE(lock.value(u"library").toString(), u"CoordScope"_s);
    QCOMPARE(keysOf(lock), QStringList{u"cs:{orders}:lock"_s});
    QVERIFY(!m_lockToken.isEmpty());
    QCOMPARE(state(lock).value(u"holder").toString(), m_lockToken);
    const qint64 lockTtl = state(lock).value(u"ttl_ms").toInteger();
    QVERIFY2(lockTtl > 300000 && lockTtl <= 600000, qPrintable(QString::number(lockTtl)));

    const QJsonObject pool = find(r, u"coordscope-semaphore"_s, u"pool"_s);
    QCOMPARE(pool.value(u"kind").toString(), u"semaphore"_s);
    QCOMPARE(keysOf(pool), QStringList{u"cs:{pool}:holders"_s});
    QStringList holders;
    for (const QJsonValue &e : state(pool).value(u"entries").toArray()) {
        holders << e[u"id"].toString();
        QVERIFY(e[u"time_ms"].toInteger() > now); // leases run until then
    }
    holders.sort();
    m_semaphoreHolders.sort();
    QCOMPARE(holders, m_semaphoreHolders);
    QCOMPARE(state(pool).value(u"total_entries").toInt(), 2);

    const QJsonObject mail = find(r, u"coordscope-delayed-queue"_s, u"mail"_s);
    QCOMPARE(mail.value(u"kind").toString(), u"delayed-queue"_s);
    QCOMPARE(keysOf(mail), (QStringList{u"cs:{mail}:delayed"_s, u"cs:{mail}:payloads"_s}));
    const QJsonObject mailCounts = state(mail).value(u"counts").toObject();
    QCOMPARE(mailCounts.value(u"due").toInt(), 1);
    QCOMPARE(state(mail).value(u"total_entries").toInt(), 2);
    const QJsonArray mailItems = state(mail).value(u"entries").toArray();
    QCOMPARE(mailItems.size(), 2);
    QCOMPARE(mailItems.at(0)[u"preview"].toString(), u"overdue-item"_s);
    QCOMPARE(mailItems.at(0)[u"flag"].toString(), u"overdue"_s);
    QCOMPARE(mailItems.at(1)[u"preview"].toString(), u"later-item"_s);

    const QJsonObject api = find(r, u"coordscope-rate-limiter"_s, u"api"_s);
    QCOMPARE(api.value(u"kind").toString(), u"rate-limiter"_s);
    QCOMPARE(keysOf(api), QStringList{u"cs:{api:alice}:fixed"_s});
    const QJsonArray subjects = state(api).value(u"entries").toArray();
    QCOMPARE(subjects.size(), 1);
    QCOMPARE(subjects.at(0)[u"id"].toString(), u"alice"_s);
    QCOMPARE(subjects.at(0)[u"count"].toDouble(), 3.0);

    const QJsonObject people = find(r, u"coordscope-address-book"_s, u"people"_s);
    QCOMPARE(people.value(u"kind").toString(), u"address-book"_s);
    QCOMPARE(state(people).value(u"total_entries").toInt(), 3);

    const QJsonObject jobs = find(r, u"coordscope-task-queue"_s, u"jobs"_s);
    QCOMPARE(jobs.value(u"kind").toString(), u"task-queue"_s);
    QCOMPARE(state(jobs).value(u"counts")[u"ready"].toInt(), 3);

    const QJsonObject redisson = find(r, u"redisson-rlock"_s, u"orders-rl"_s);
    QCOMPARE(redisson.value(u"kind").toString(), u"reentrant-lock"_s);
    QVERIFY2(redisson.value(u"library").toString().startsWith(u"Redisson"_s),
             qPrintable(redisson.value(u"library").toString()));
    QCOMPARE(keysOf(redisson), QStringList{u"orders-rl"_s});
    QCOMPARE(state(redisson).value(u"holder").toString(), QString::fromLatin1(RedissonOwner));
    QVERIFY(state(redisson).value(u"ttl_ms").toInteger() > 300000);
    QCOMPARE(state(redisson).value(u"entries").toArray().at(0)[u"count"].toDouble(), 2.0);

    const QJsonObject sidekiq = find(r, u"sidekiq-schedule"_s, u"schedule"_s);
    QCOMPARE(sidekiq.value(u"kind").toString(), u"delayed-queue"_s);
    QCOMPARE(sidekiq.value(u"library").toString(), u"Sidekiq"_s);
    QCOMPARE(keysOf(sidekiq), QStringList{u"schedule"_s});
    QCOMPARE(state(sidekiq).value(u"counts")[u"due"].toInt(), 0);
    const QJsonArray scheduled = state(sidekiq).value(u"entries").toArray();
    QCOMPARE(scheduled.size(), 1);
    QCOMPARE(scheduled.at(0)[u"time_ms"].toInteger(), m_sidekiqDueS * 1000);
    QVERIFY(scheduled.at(0)[u"id"].toString().contains(u"HardWorker"_s));

    const QJsonObject bull = find(r, u"bullmq-queue"_s, u"mail"_s);
    QCOMPARE(bull.value(u"kind").toString(), u"task-queue"_s);
    QVERIFY2(bull.value(u"library").toString().contains(u"BullMQ"_s),
             qPrintable(bull.value(u"library").toString()));
    QCOMPARE(keysOf(bull), (QStringList{u"bull:mail:active"_s, u"bull:mail:delayed"_s,
                                        u"bull:mail:meta"_s, u"bull:mail:wait"_s}));
    const QJsonObject bullCounts = state(bull).value(u"counts").toObject();
    QCOMPARE(bullCounts.value(u"ready").toInt(), 2);
    QCOMPARE(bullCounts.value(u"active").toInt(), 1);
    QCOMPARE(bullCounts.value(u"due").toInt(), 0);

    // Nothing else, and no read failed.
    QCOMPARE(r.json.value(u"primitives").toArray().size(), 9);
    for (const QJsonValue &p : r.json.value(u"primitives").toArray())
        QVERIFY2(!p.toObject().contains(u"error"), qPrintable(p[u"family"].toString()));
}

// Issue 23: the text output showed a lock named 李娜 as "\xe6\x9d\x8e\xe5\xa8\x9c" (the JSON was
// right).
void TestCliInspect::chineseNamesAreTextAndBadBytesEscaped()
{
    VERIFY_OK(m_admin->command(
        {"SET", "cs:{\xe6\x9d\x8e\xe5\xa8\x9c}:lock", "\xe7\x8e\x8b-token", "PX", "60000"}));
    VERIFY_OK(m_admin->command({"SET", "cs:{bad\xff}:lock", "t", "PX", "60000"}));
    const CliRun r = cli({u"inspect"_s});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains(u"lock \u674e\u5a1c"_s), r.out.constData());
    QVERIFY2(out.contains(u"\u738b-token"_s), r.out.constData());
    QVERIFY2(!out.contains(u"\\xe6"_s), r.out.constData());
    QVERIFY2(out.contains(u"bad\\xff"_s), r.out.constData()); // not UTF-8: escaped
}

void TestCliInspect::textMentionsEachPrimitiveAndItsState()
{
    populate();
    if (QTest::currentTestFailed())
        return;
    const CliRun r = cli({u"inspect"_s});
    QCOMPARE(r.exitCode, 0);
    const QString out = QString::fromUtf8(r.out);
    const QString holder = u"holder "_s + m_lockToken;
    for (const QString &expected : QStringList{u"lock orders"_s,
                                               u"semaphore pool"_s,
                                               u"delayed-queue mail"_s,
                                               u"rate-limiter api"_s,
                                               u"address-book people"_s,
                                               u"task-queue jobs"_s,
                                               u"reentrant-lock orders-rl"_s,
                                               u"delayed-queue schedule"_s,
                                               u"task-queue mail"_s,
                                               u"Sidekiq"_s,
                                               u"BullMQ"_s,
                                               u"Redisson"_s,
                                               holder,
                                               m_semaphoreHolders.value(0),
                                               m_semaphoreHolders.value(1),
                                               u"overdue-item"_s,
                                               u"[overdue]"_s,
                                               u"due 1"_s,
                                               u"cs:{orders}:lock"_s,
                                               u"bull:mail:wait"_s,
                                               u"9 primitives"_s})
        QVERIFY2(out.contains(expected), qPrintable(expected + u" not in:\n"_s + out));
    QVERIFY(r.err.isEmpty());
}

void TestCliInspect::patternNarrowsTheScan()
{
    populate();
    if (QTest::currentTestFailed())
        return;
    const CliRun r = cli({u"--json"_s, u"inspect"_s, u"--pattern"_s, u"bull:*"_s});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json.value(u"keys_seen").toInt(), 4);
    const QJsonArray primitives = r.json.value(u"primitives").toArray();
    QCOMPARE(primitives.size(), 1);
    QCOMPARE(primitives.at(0)[u"family"].toString(), u"bullmq-queue"_s);

    const CliRun cs = cli({u"--json"_s, u"inspect"_s, u"--pattern"_s, u"cs:{orders}*"_s});
    QCOMPARE(cs.exitCode, 0);
    QCOMPARE(cs.json.value(u"primitives").toArray().size(), 1);
    QCOMPARE(cs.json.value(u"primitives").toArray().at(0)[u"name"].toString(), u"orders"_s);

    const CliRun none = cli({u"--json"_s, u"inspect"_s, u"--pattern"_s, u"nothing:*"_s});
    QCOMPARE(none.exitCode, 0);
    QCOMPARE(none.json.value(u"primitives").toArray().size(), 0);
    QCOMPARE(none.json.value(u"keys_seen").toInt(), 0);
}

void TestCliInspect::ruleMakesAUserKeyACounter()
{
    VERIFY_OK(m_admin->command({"SET", "app:visits", "41"}));
    VERIFY_OK(m_admin->command({"SET", "app:name", "alice"}));
    VERIFY_OK(m_admin->command({"SET", "other:name", "bob"}));
    const CliRun without = cli({u"--json"_s, u"inspect"_s, u"--unknown"_s});
    QCOMPARE(without.exitCode, 0);
    QCOMPARE(without.json.value(u"unknown_key_count").toInt(), 2); // app:name, other:name
    for (const QJsonValue &p : without.json.value(u"primitives").toArray())
        QVERIFY(p[u"family"].toString() != u"user-rule"_s);

    const CliRun with = cli({u"--json"_s, u"inspect"_s, u"--rule"_s, u"app:*=counter"_s});
    QCOMPARE(with.exitCode, 0);
    const QJsonObject visits = find(with, u"user-rule"_s, u"app:visits"_s);
    QCOMPARE(visits.value(u"kind").toString(), u"counter"_s);
    QVERIFY2(visits.value(u"library").toString().contains(u"app:*=counter"_s),
             qPrintable(visits.value(u"library").toString()));
    QCOMPARE(keysOf(visits), QStringList{u"app:visits"_s});
    QCOMPARE(state(visits).value(u"counts")[u"value"].toInt(), 41);
    // A key the built-in layouts leave alone is the user's counter too; others are untouched.
    QCOMPARE(find(with, u"user-rule"_s, u"app:name"_s).value(u"kind").toString(), u"counter"_s);
    QVERIFY(find(with, u"user-rule"_s, u"other:name"_s).isEmpty());
    QCOMPARE(with.json.value(u"unknown_key_count").toInt(), 1);
}

void TestCliInspect::unknownListsPlainKeys()
{
    VERIFY_OK(m_admin->command({"SET", "plain", "text", "PX", "600000"}));
    VERIFY_OK(m_admin->command({"SADD", "tags", "a", "b"}));
    const CliRun json = cli({u"--json"_s, u"inspect"_s, u"--unknown"_s});
    QCOMPARE(json.exitCode, 0);
    QCOMPARE(json.json.value(u"unknown_key_count").toInt(), 2);
    QJsonObject plain;
    QJsonObject tags;
    for (const QJsonValue &k : json.json.value(u"unknown_keys").toArray()) {
        if (k[u"key"].toString() == u"plain"_s)
            plain = k.toObject();
        if (k[u"key"].toString() == u"tags"_s)
            tags = k.toObject();
    }
    QCOMPARE(plain.value(u"type").toString(), u"string"_s);
    QVERIFY(plain.value(u"ttl_ms").toInteger() > 300000);
    QCOMPARE(tags.value(u"type").toString(), u"set"_s);
    QVERIFY(tags.value(u"ttl_ms").isNull());

    const CliRun text = cli({u"inspect"_s, u"--unknown"_s});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("unknown plain  string  ttl"), text.out.constData());
    QVERIFY2(text.out.contains("unknown tags  set  no ttl"), text.out.constData());
    // Without --unknown: only how many.
    const CliRun counted = cli({u"--json"_s, u"inspect"_s});
    QCOMPARE(counted.json.value(u"unknown_key_count").toInt(), 2);
    QVERIFY(!counted.json.contains(u"unknown_keys"));
    QVERIFY(!cli({u"inspect"_s}).out.contains("unknown plain"));
}

void TestCliInspect::entriesBoundsTheListedMembersInText()
{
    RedisCommand push{"RPUSH", "cs:{big}:queue"};
    for (int i = 0; i < 30; ++i)
        push << "item-" + QByteArray::number(i);
    VERIFY_OK(m_admin->command(push));
    const CliRun r = cli({u"inspect"_s, u"--entries"_s, u"5"_s});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("item-4\n"));
    QVERIFY2(!r.out.contains("item-5\n"), r.out.constData());
    QVERIFY2(r.out.contains("30 in all"), r.out.constData());
    const CliRun all = cli({u"inspect"_s, u"--entries"_s, u"100"_s});
    QVERIFY(all.out.contains("item-29\n"));
    QVERIFY(!all.out.contains("in all"));
}

void TestCliInspect::maxKeysStopsTheScanAndSaysSo()
{
    RedisCommand set{"MSET"};
    for (int i = 0; i < 200; ++i)
        set << "k" + QByteArray::number(i) << "v";
    VERIFY_OK(m_admin->command(set));
    const CliRun r =
        cli({u"--json"_s, u"inspect"_s, u"--max-keys"_s, u"20"_s, u"--count"_s, u"10"_s});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.json.value(u"truncated").toBool(), true);
    const int seen = r.json.value(u"keys_seen").toInt();
    QVERIFY2(seen >= 20 && seen < 200, qPrintable(QString::number(seen)));
    const QJsonObject cut = r.json.value(u"coverage").toObject();
    QCOMPARE(cut.value(u"complete").toBool(), false);
    QCOMPARE(cut.value(u"keys_scanned").toInt(), seen);
    QCOMPARE(cut.value(u"dbsize").toInt(), 200);
    const CliRun text = cli({u"inspect"_s, u"--max-keys"_s, u"20"_s, u"--count"_s, u"10"_s});
    QVERIFY2(text.out.contains("of 200, stopped at --max-keys 20: there are more (leave "
                               "--max-keys out to scan them all)"),
             text.out.constData());
    // No --max-keys: the whole keyspace, and the summary says so.
    const CliRun whole = cli({u"--json"_s, u"inspect"_s, u"--count"_s, u"10"_s});
    QCOMPARE(whole.json.value(u"truncated").toBool(), false);
    QCOMPARE(whole.json.value(u"keys_seen").toInt(), 200);
    const QJsonObject all = whole.json.value(u"coverage").toObject();
    QCOMPARE(all.value(u"complete").toBool(), true);
    QCOMPARE(all.value(u"keys_scanned").toInt(), 200);
    QCOMPARE(all.value(u"dbsize").toInt(), 200);
    const CliRun wholeText = cli({u"inspect"_s});
    QVERIFY2(wholeText.out.contains("scanned the whole keyspace: 200 of 200 keys"),
             wholeText.out.constData());
    const CliRun matching = cli({u"inspect"_s, u"--pattern"_s, u"k1*"_s});
    QVERIFY2(matching.out.contains("scanned the whole keyspace (200 keys): 111 match k1*"),
             matching.out.constData());
}

void TestCliInspect::badOptionsExitTwoWithAClearMessage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("rule without =") << QStringList{u"--rule"_s, u"app:*"_s} << u"no '='"_s;
    QTest::newRow("rule of an unknown kind")
        << QStringList{u"--rule"_s, u"app:*=widget"_s} << u"unknown kind \"widget\""_s;
    QTest::newRow("rule without a glob")
        << QStringList{u"--rule"_s, u"=counter"_s} << u"glob before '=' is empty"_s;
    QTest::newRow("entries 0") << QStringList{u"--entries"_s, u"0"_s} << u"--entries"_s;
    QTest::newRow("count abc") << QStringList{u"--count"_s, u"abc"_s} << u"--count"_s;
    QTest::newRow("max-keys 0") << QStringList{u"--max-keys"_s, u"0"_s} << u"--max-keys"_s;
    QTest::newRow("a positional argument")
        << QStringList{u"orders"_s} << u"options only, not \"orders\""_s;
    QTest::newRow("an unknown option") << QStringList{u"--frobnicate"_s} << u"frobnicate"_s;
    QTest::newRow("value shapes maybe") << QStringList{u"--value-shapes"_s, u"maybe"_s}
                                        << u"--value-shapes is auto, on or off, not \"maybe\""_s;
    QTest::newRow("budget without a unit")
        << QStringList{u"--budget"_s, u"2"_s} << u"--budget: budget \"2\": \"2\" ends neither"_s;
    QTest::newRow("budget 0%") << QStringList{u"--budget"_s, u"0%"_s} << u"above 0 %"_s;
    QTest::newRow("budget 0/s") << QStringList{u"--budget"_s, u"0/s"_s}
                                << u"at least 1 command per second"_s;
}

void TestCliInspect::badOptionsExitTwoWithAClearMessage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    VERIFY_OK(m_admin->command({"SET", "cs:{orders}:lock", "token"}));
    const qint64 scansBefore = commandCalls("scan");
    const CliRun text = cli(QStringList{u"inspect"_s} + args);
    QCOMPARE(text.exitCode, 2);
    QVERIFY(text.out.isEmpty());
    QVERIFY2(QString::fromUtf8(text.err).contains(message), text.err.constData());
    const CliRun json = cli(QStringList{u"--json"_s, u"inspect"_s} + args);
    QCOMPARE(json.exitCode, 2);
    QCOMPARE(json.json.value(u"ok").toBool(), false);
    QCOMPARE(json.json.value(u"error")[u"kind"].toString(), u"invalid_argument"_s);
    QVERIFY2(json.json.value(u"error")[u"message"].toString().contains(message),
             json.out.constData());
    // Refused before looking at the server.
    QCOMPARE(commandCalls("scan"), scansBefore);
}

void TestCliInspect::readOnlyInspectWorksAsARestrictedAclUser_data()
{
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("query");
    QTest::newRow("--read-only") << QStringList{u"--read-only"_s} << QString();
    QTest::newRow("?read_only=yes") << QStringList() << u"?read_only=yes"_s;
}

void TestCliInspect::readOnlyInspectWorksAsARestrictedAclUser()
{
    QFETCH(QStringList, flags);
    QFETCH(QString, query);
    populate();
    if (QTest::currentTestFailed())
        return;
    VERIFY_OK(m_admin->command({"SET", "plain", "text"}));
    VERIFY_OK(m_admin->command({"ACL", "SETUSER", "inspector", "reset", "on", ">s3cret", "~*", "&*",
                                "-@all", "+@read", "+@connection", "+info", "+scan", "+ping",
                                "+subscribe", "+psubscribe"}));
    const CliRun admin = cli({u"--json"_s, u"inspect"_s, u"--unknown"_s});
    QCOMPARE(admin.exitCode, 0);
    const qint64 rejectedBefore = rejectedCalls();
    const QString asInspector =
        QStringLiteral("redis://inspector:s3cret@127.0.0.1:%1").arg(m_server->port()) + query;
    const CliRun r =
        cli(flags + QStringList{u"--json"_s, u"inspect"_s, u"--unknown"_s}, asInspector);
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY(r.err.isEmpty());
    const QJsonArray asUser = r.json.value(u"primitives").toArray();
    const QJsonArray asAdmin = admin.json.value(u"primitives").toArray();
    QCOMPARE(asUser.size(), asAdmin.size());
    for (qsizetype i = 0; i < asUser.size(); ++i) {
        QCOMPARE(asUser.at(i)[u"family"].toString(), asAdmin.at(i)[u"family"].toString());
        QCOMPARE(asUser.at(i)[u"name"].toString(), asAdmin.at(i)[u"name"].toString());
        QCOMPARE(asUser.at(i)[u"state"][u"holder"], asAdmin.at(i)[u"state"][u"holder"]);
        QCOMPARE(asUser.at(i)[u"state"][u"counts"], asAdmin.at(i)[u"state"][u"counts"]);
        QVERIFY2(!asUser.at(i).toObject().contains(u"error"),
                 qPrintable(asUser.at(i)[u"family"].toString()));
    }
    QCOMPARE(r.json.value(u"unknown_keys").toArray().size(), 1);
    // Not one command was refused by the server.
    QCOMPARE(rejectedCalls(), rejectedBefore);
}

void TestCliInspect::readOnlyLockAcquireIsRefusedAndWritesNothing()
{
    const qint64 evalshaBefore = commandCalls("evalsha");
    const qint64 evalBefore = commandCalls("eval");
    const qint64 setBefore = commandCalls("set");
    const CliRun r = cli({u"--read-only"_s, u"--json"_s, u"lock"_s, u"acquire"_s, u"x"_s});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.json.value(u"ok").toBool(), false);
    QCOMPARE(r.json.value(u"error")[u"kind"].toString(), u"read_only"_s);
    QVERIFY2(r.err.contains("read_only"), r.err.constData());
    const CliRun text = cli({u"--read-only"_s, u"lock"_s, u"acquire"_s, u"x"_s});
    QCOMPARE(text.exitCode, 1);
    QVERIFY2(text.err.contains("read-only mode"), text.err.constData());
    QCOMPARE(m_admin->command({"EXISTS", "cs:{x}:lock"})->integerValue(), 0);
    QCOMPARE(commandCalls("evalsha"), evalshaBefore);
    QCOMPARE(commandCalls("eval"), evalBefore);
    QCOMPARE(commandCalls("set"), setBefore);
    // The same without --read-only writes: the refusal was read-only mode's.
    QCOMPARE(cli({u"--json"_s, u"lock"_s, u"acquire"_s, u"x"_s}).exitCode, 0);
    QCOMPARE(m_admin->command({"EXISTS", "cs:{x}:lock"})->integerValue(), 1);
}

void TestCliInspect::keysDeletedOrRetypedBetweenRunsDoNotBreakInspect()
{
    populate();
    if (QTest::currentTestFailed())
        return;
    const CliRun first = cli({u"--json"_s, u"inspect"_s});
    QCOMPARE(first.exitCode, 0);
    QVERIFY(!find(first, u"coordscope-token-lock"_s, u"orders"_s).isEmpty());

    // The lock released (deleted), the delayed queue's payloads retyped, the semaphore's holders
    // replaced by a string, the Redisson lock's hash by a list.
    for (const auto &r : m_admin->pipeline({{"DEL", "cs:{orders}:lock"},
                                            {"DEL", "cs:{mail}:payloads"},
                                            {"SET", "cs:{mail}:payloads", "oops"},
                                            {"DEL", "cs:{pool}:holders"},
                                            {"SET", "cs:{pool}:holders", "oops"},
                                            {"DEL", "orders-rl"},
                                            {"RPUSH", "orders-rl", "x"}}))
        VERIFY_OK(r);
    const CliRun second = cli({u"--json"_s, u"inspect"_s, u"--unknown"_s});
    QVERIFY2(second.exitCode == 0, second.err.constData());
    QCOMPARE(second.json.value(u"ok").toBool(), true);
    QVERIFY(find(second, u"coordscope-token-lock"_s, u"orders"_s).isEmpty());
    QVERIFY(find(second, u"redisson-rlock"_s, u"orders-rl"_s).isEmpty());
    QVERIFY(find(second, u"coordscope-semaphore"_s, u"pool"_s).isEmpty());
    // The delayed queue is still found by its schedule; its retyped key does not break the read.
    const QJsonObject mail = find(second, u"coordscope-delayed-queue"_s, u"mail"_s);
    QVERIFY(!mail.isEmpty());
    QVERIFY(!mail.contains(u"error"));
    QCOMPARE(state(mail).value(u"total_entries").toInt(), 2);
    for (const QJsonValue &p : second.json.value(u"primitives").toArray())
        QVERIFY2(!p.toObject().contains(u"error"), qPrintable(p[u"family"].toString()));
    // Text output too.
    const CliRun text = cli({u"inspect"_s});
    QVERIFY2(text.exitCode == 0, text.err.constData());
    QVERIFY(text.out.contains("delayed-queue mail"));
}

void TestCliInspect::jsonLinesParseLineByLineAndEndWithCoverage()
{
    populate();
    const CliRun r = cli({u"inspect"_s, u"--json-lines"_s});
    QCOMPARE(r.exitCode, 0);
    const QList<QByteArray> lines = r.out.trimmed().split('\n');
    QVERIFY(lines.size() > 2);
    QStringList families;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(lines.at(i), &error);
        QVERIFY2(error.error == QJsonParseError::NoError && doc.isObject(),
                 lines.at(i).constData());
        const QJsonObject o = doc.object();
        QCOMPARE(o.size(), 1);
        const QString what = o.keys().first();
        if (i + 1 == lines.size()) {
            QCOMPARE(what, u"coverage"_s);
        } else {
            QVERIFY2(what == u"primitive"_s || what == u"progress"_s, lines.at(i).constData());
            if (what == u"primitive"_s)
                families << o.value(what)[u"family"].toString();
        }
    }
    QVERIFY2(families.contains(u"coordscope-token-lock"_s), qPrintable(families.join(u' ')));
    QVERIFY2(families.contains(u"bullmq-queue"_s), qPrintable(families.join(u' ')));
    const QJsonObject coverage =
        QJsonDocument::fromJson(lines.last()).object()[u"coverage"_s].toObject();
    const auto dbsize = m_admin->command({"DBSIZE"});
    VERIFY_OK(dbsize);
    QCOMPARE(coverage.value(u"keys_scanned").toInteger(), dbsize->integerValue());
    QCOMPARE(coverage.value(u"dbsize").toInteger(), dbsize->integerValue());
    QCOMPARE(coverage.value(u"complete").toBool(), true);
    QCOMPARE(coverage.value(u"primitives").toInteger(), families.size());
    QCOMPARE(coverage.value(u"value_shapes").toString(), u"on"_s);
}

void TestCliInspect::jsonAndJsonLinesTogetherAreRefused()
{
    const CliRun r = cli({u"--json"_s, u"inspect"_s, u"--json-lines"_s});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("choose one"), r.err.constData());
}

void TestCliInspect::valueShapesOffSaysWhatWasNotLookedAt()
{
    populate();
    // A node-redlock lock: a bare name, told by its value only.
    VERIFY_OK(m_admin->command(
        {"SET", "resource-z", "0f1e2d3c4b5a69788796a5b4c3d2e1f0", "PX", "600000"}));
    const CliRun on = cli({u"--json"_s, u"inspect"_s});
    QVERIFY(!find(on, u"redlock-lock"_s, u"resource-z"_s).isEmpty());
    QCOMPARE(on.json[u"coverage"][u"keys_not_typed"].toInteger(), 0);

    const CliRun json = cli({u"--json"_s, u"inspect"_s, u"--value-shapes"_s, u"off"_s});
    QCOMPARE(json.exitCode, 0);
    QVERIFY(find(json, u"redlock-lock"_s, u"resource-z"_s).isEmpty());
    QVERIFY(!find(json, u"coordscope-token-lock"_s, u"orders"_s).isEmpty());
    const QJsonObject coverage = json.json.value(u"coverage").toObject();
    QCOMPARE(coverage.value(u"value_shapes").toString(), u"off"_s);
    // resource-z and the Redisson RLock's bare-name hash.
    QCOMPARE(coverage.value(u"keys_not_typed").toInteger(), 2);
    QVERIFY(coverage.value(u"bare_name_layouts").toArray().contains(u"redlock-lock"_s));

    const CliRun text = cli({u"inspect"_s, u"--value-shapes"_s, u"off"_s});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("2 keys no layout claims by name were not looked at by value "
                               "(bare-name layouts: "),
             text.out.constData());
    QVERIFY2(text.out.contains("--value-shapes on looks at them"), text.out.constData());
}

void TestCliInspect::budgetSaysWhatItUsed()
{
    populate();
    const CliRun text = cli({u"inspect"_s, u"--budget"_s, u"50%,100000/s"_s});
    QCOMPARE(text.exitCode, 0);
    QVERIFY2(text.out.contains("of a server core on average"), text.out.constData());
    QVERIFY2(text.out.contains("(budget 50%,100000/s;"), text.out.constData());
    const CliRun json = cli({u"--json"_s, u"inspect"_s, u"--budget"_s, u"500/s"_s});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject spent = json.json.value(u"spent").toObject();
    QCOMPARE(spent.value(u"budget").toString(), u"500/s"_s);
    QVERIFY(spent.value(u"commands").toInteger() > 0);
    QVERIFY(spent.contains(u"server_share"));
    QVERIFY(!find(json, u"coordscope-token-lock"_s, u"orders"_s).isEmpty());
}

QTEST_GUILESS_MAIN(TestCliInspect)
#include "tst_cliinspect.moc"
