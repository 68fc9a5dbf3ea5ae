#include "redisreply.h"

#include <QTest>

class TestRedisReply : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void mapsServerErrorsToKinds_data();
    void mapsServerErrorsToKinds();
    void typedViewsRejectOtherTypes();
    void nilIsAValueNotAnError();
    void bytesListTakesOnlyArraysOfStrings();
    void topLevelErrorReplyBecomesError();
    void summariesReadLikeRedisCli_data();
    void summariesReadLikeRedisCli();
    void andThenChainsAndPassesErrorsThrough();
};

using Kind = RedisError::Kind;
Q_DECLARE_METATYPE(Kind)

void TestRedisReply::mapsServerErrorsToKinds_data()
{
    QTest::addColumn<QByteArray>("message");
    QTest::addColumn<Kind>("kind");
    QTest::newRow("noscript") << QByteArray("NOSCRIPT No matching script.") << Kind::NoScript;
    QTest::newRow("wrongtype") << QByteArray("WRONGTYPE Operation against a key holding the "
                                             "wrong kind of value")
                               << Kind::WrongType;
    QTest::newRow("noperm") << QByteArray("NOPERM this user has no permissions to run the 'set' "
                                          "command")
                            << Kind::NoPermission;
    QTest::newRow("noauth") << QByteArray("NOAUTH Authentication required.") << Kind::Auth;
    QTest::newRow("wrongpass") << QByteArray("WRONGPASS invalid username-password pair or user is "
                                             "disabled.")
                               << Kind::Auth;
    QTest::newRow("auth without password set")
        << QByteArray("ERR AUTH <password> called without any password configured for the "
                      "default user.")
        << Kind::Auth;
    QTest::newRow("generic") << QByteArray("ERR unknown command 'FOO'") << Kind::Server;
    QTest::newRow("busy") << QByteArray("BUSY Redis is busy running a script.") << Kind::Server;
}

void TestRedisReply::mapsServerErrorsToKinds()
{
    QFETCH(QByteArray, message);
    QFETCH(Kind, kind);
    const RedisError e = RedisError::fromServerReply(message);
    QCOMPARE(e.kind(), kind);
    QCOMPARE(e.message(), QString::fromUtf8(message));
}

void TestRedisReply::typedViewsRejectOtherTypes()
{
    const RedisReply s = RedisReply::string("abc");
    QCOMPARE(s.toInteger().error().kind(), Kind::UnexpectedReply);
    QCOMPARE(s.toArray().error().kind(), Kind::UnexpectedReply);
    QCOMPARE(s.toBytes().value(), QByteArray("abc"));
    QCOMPARE(RedisReply::string("12").toInteger().value(), qint64(12));
    QCOMPARE(RedisReply::integer(5).toBytes().error().kind(), Kind::UnexpectedReply);
    QVERIFY(RedisReply::status("OK").expectStatus().ok());
    QCOMPARE(RedisReply::status("QUEUED").expectStatus().error().kind(), Kind::UnexpectedReply);
    QCOMPARE(RedisReply::error("WRONGTYPE x").expectStatus().error().kind(), Kind::WrongType);
}

void TestRedisReply::nilIsAValueNotAnError()
{
    const RedisReply nil;
    QVERIFY(nil.isNil());
    QVERIFY(nil.toResult().ok());
    const auto optional = nil.toOptionalBytes();
    QVERIFY(optional.ok());
    QVERIFY(!optional->has_value());
    QCOMPARE(nil.toBytes().error().kind(), Kind::UnexpectedReply);
}

void TestRedisReply::bytesListTakesOnlyArraysOfStrings()
{
    const auto strings =
        RedisReply::array({RedisReply::string("a"), RedisReply::string(QByteArray("\0b", 2))});
    QCOMPARE(strings.toBytesList().valueOr({}), (QList<QByteArray>{"a", QByteArray("\0b", 2)}));
    QVERIFY(RedisReply::array({}).toBytesList().ok());
    QVERIFY(RedisReply::array({}).toBytesList()->isEmpty());
    const auto mixed = RedisReply::array({RedisReply::string("a"), RedisReply::integer(1)});
    QCOMPARE(mixed.toBytesList().error().kind(), RedisError::Kind::UnexpectedReply);
    QCOMPARE(RedisReply().toBytesList().error().kind(), RedisError::Kind::UnexpectedReply);
    QCOMPARE(RedisReply::error("WRONGTYPE Operation against a key").toBytesList().error().kind(),
             RedisError::Kind::WrongType);
}

void TestRedisReply::topLevelErrorReplyBecomesError()
{
    const auto r = RedisReply::error("NOSCRIPT No matching script").toResult();
    QVERIFY(!r.ok());
    QCOMPARE(r.error().kind(), Kind::NoScript);
    QCOMPARE(r.error().toString(), QStringLiteral("noscript: NOSCRIPT No matching script"));
}

void TestRedisReply::summariesReadLikeRedisCli_data()
{
    QTest::addColumn<RedisReply>("reply");
    QTest::addColumn<QString>("summary");
    QTest::newRow("status") << RedisReply::status("OK") << "OK";
    QTest::newRow("nil") << RedisReply() << "(nil)";
    QTest::newRow("integer") << RedisReply::integer(3) << "(integer) 3";
    QTest::newRow("string") << RedisReply::string("v") << "\"v\"";
    QTest::newRow("binary") << RedisReply::string(QByteArray("a\0\xff", 3)) << "\"a\\x00\\xff\"";
    QTest::newRow("error") << RedisReply::error("ERR x") << "(error) ERR x";
    QTest::newRow("array") << RedisReply::array({RedisReply::integer(1), RedisReply()})
                           << "(2) [(integer) 1, (nil)]";
    QTest::newRow("empty array") << RedisReply::array({}) << "(empty array)";
}

void TestRedisReply::summariesReadLikeRedisCli()
{
    QFETCH(RedisReply, reply);
    QFETCH(QString, summary);
    QCOMPARE(reply.summary(), summary);
}

void TestRedisReply::andThenChainsAndPassesErrorsThrough()
{
    const Result<RedisReply> ok = RedisReply::integer(9);
    QCOMPARE(ok.andThen(&RedisReply::toInteger).value(), qint64(9));
    const Result<RedisReply> failed = RedisError(Kind::Timeout, QStringLiteral("slow"));
    const auto chained = failed.andThen(&RedisReply::toInteger);
    QCOMPARE(chained.error().kind(), Kind::Timeout);
    QCOMPARE(chained.error().message(), QStringLiteral("slow"));
}

QTEST_APPLESS_MAIN(TestRedisReply)
#include "tst_redisreply.moc"
