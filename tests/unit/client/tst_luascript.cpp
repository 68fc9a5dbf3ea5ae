#include "luascript.h"

#include <QTest>

class TestLuaScript : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void computesTheSha1RedisUses();
    void buildsEvalShaAndEvalCommands();
    void loadsEmbeddedScripts();
};

void TestLuaScript::computesTheSha1RedisUses()
{
    // SCRIPT LOAD "return 1" answers this digest (see the EVALSHA documentation).
    const LuaScript script(QStringLiteral("one"), "return 1");
    QCOMPARE(script.sha1(), QByteArray("e0e1f9fabfc9d4800c877a703b823ac0578ff8db"));
}

void TestLuaScript::buildsEvalShaAndEvalCommands()
{
    const LuaScript script(QStringLiteral("s"), "return KEYS[1]");
    const RedisCommand evalsha = script.evalShaCommand({"k1", "k2"}, {"a"});
    QCOMPARE(evalsha, (RedisCommand{"EVALSHA", script.sha1(), "2", "k1", "k2", "a"}));
    const RedisCommand eval = script.evalCommand({}, {"x", "y"});
    QCOMPARE(eval, (RedisCommand{"EVAL", "return KEYS[1]", "0", "x", "y"}));
}

void TestLuaScript::loadsEmbeddedScripts()
{
    const LuaScript script = LuaScript::fromResource(QStringLiteral(":/lua/server_time_ms.lua"));
    QVERIFY(!script.isNull());
    QCOMPARE(script.name(), QStringLiteral("server_time_ms"));
    QVERIFY(script.source().contains("redis.call('TIME')"));
    QCOMPARE(script.sha1().size(), 40);
}

QTEST_APPLESS_MAIN(TestLuaScript)
#include "tst_luascript.moc"
