#include "inspectorview.h"
#include "primitivelistmodel.h"
#include "redisconnection.h"
#include "serversession.h"
#include "testredis.h"
#include "userrulesdialog.h"
#include "userrulestore.h"

#include <QPlainTextEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

// The user's own layout rules: kept in QSettings, edited in a dialog that refuses bad lines,
// and used by the Inspector's discovery.
class TestUserRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void linesParseWithErrorsPerLine();
    void storeRoundTripsAndSkipsBrokenEntries();
    void dialogRefusesBadLines();
    void ruleMakesTheInspectorShowAKeyAsItsKind();
};

void TestUserRules::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoordScopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_userrules"));
}

void TestUserRules::init()
{
    QSettings().clear();
}

void TestUserRules::linesParseWithErrorsPerLine()
{
    const auto parsed = UserRuleStore::parseLines(QStringLiteral(
        "# mine\nmyapp:mutex:*=lock\n\n  jobs:*=delayed-queue  \nbroken\nx=nokind\n"));
    QCOMPARE(parsed.rules.size(), 2);
    QCOMPARE(parsed.rules.at(0).glob, QStringLiteral("myapp:mutex:*"));
    QCOMPARE(parsed.rules.at(0).kind, PrimitiveKind::Lock);
    QCOMPARE(parsed.rules.at(1).kind, PrimitiveKind::DelayedQueue);
    QCOMPARE(parsed.errors.size(), 2);
    QVERIFY(parsed.errors.at(0).startsWith(QStringLiteral("line 5:")));
    QVERIFY(parsed.errors.at(1).startsWith(QStringLiteral("line 6:")));
}

void TestUserRules::storeRoundTripsAndSkipsBrokenEntries()
{
    QVERIFY(UserRuleStore::load().isEmpty());
    const auto parsed = UserRuleStore::parseLines(QStringLiteral("a:*=lock\nb:*=semaphore"));
    UserRuleStore::save(parsed.rules);
    QCOMPARE(UserRuleStore::toLines(UserRuleStore::load()),
             QStringLiteral("a:*=lock\nb:*=semaphore"));
    // An entry edited by hand into something invalid is skipped, the rest kept.
    QSettings().setValue(QStringLiteral("inspector/rules"),
                         QStringList{QStringLiteral("a:*=lock"), QStringLiteral("garbage")});
    QCOMPARE(UserRuleStore::load().size(), 1);
}

void TestUserRules::dialogRefusesBadLines()
{
    UserRulesDialog dialog(UserRuleStore::parseLines(QStringLiteral("a:*=lock")).rules);
    QCOMPARE(dialog.editor()->toPlainText(), QStringLiteral("a:*=lock"));
    QVERIFY(dialog.canAccept());
    dialog.editor()->setPlainText(QStringLiteral("a:*=lock\nb:*"));
    QVERIFY(!dialog.canAccept());
    QVERIFY(dialog.errorText().contains(QStringLiteral("line 2")));
    dialog.editor()->setPlainText(QStringLiteral("a:*=lock\nb:*=rate-limiter"));
    QVERIFY(dialog.canAccept());
    QCOMPARE(dialog.rules().size(), 2);
    QCOMPARE(dialog.rules().at(1).kind, PrimitiveKind::RateLimiter);
}

void TestUserRules::ruleMakesTheInspectorShowAKeyAsItsKind()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    RedisConnection admin(server.value()->connectionOptions());
    QVERIFY(admin.connect().ok());
    QVERIFY(admin.command({"SET", "myapp:mutex:orders", "worker-7", "PX", "60000"}).ok());

    ServerSession session;
    InspectorView view(&session);
    view.show();
    session.connectTo(server.value()->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(view.monitor()->snapshot().discovered, 10000);
    QCOMPARE(view.primitivesModel()->rowCount(), 0); // an unknown key without a rule

    view.applyRules(UserRuleStore::parseLines(QStringLiteral("myapp:mutex:*=lock")).rules);
    QTRY_COMPARE_WITH_TIMEOUT(view.primitivesModel()->rowCount(), 1, 10000);
    QCOMPARE(view.monitor()->snapshot().states.first().primitive.kind, PrimitiveKind::Lock);
    QCOMPARE(view.monitor()->snapshot().states.first().primitive.family,
             QStringLiteral("user-rule"));
    // Kept for the next session: a new view uses it from the start.
    QCOMPARE(UserRuleStore::load().size(), 1);
    InspectorView next(&session);
    next.show();
    QTRY_COMPARE_WITH_TIMEOUT(next.primitivesModel()->rowCount(), 1, 10000);
}

QTEST_MAIN(TestUserRules)
#include "tst_userrules.moc"
