#include "commandlog.h"
#include "consoleview.h"
#include "locksview.h"
#include "locktablemodel.h"
#include "redisconnection.h"
#include "serversession.h"
#include "testredis.h"
#include "viewfixture.h"

#include <QCompleter>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

// The Console dock (issue 24) against a private server: quoted and binary arguments reach the
// server as typed, replies read as redis-cli's, history, completion from COMMAND DOCS,
// read-only refusing writes before they are sent, a failing command, what is refused or asked
// about, and the commands in the Command log under "console".
namespace {
constexpr int TimeoutMs = 15000;
} // namespace

class TestConsoleView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void quotedAndBinaryArgumentsReachTheServer();
    void historyAndCompletion();
    void readOnlyRefusesWritesBeforeSending();
    void aFailingCommandShowsItsError();
    void refusesOrAsksBeforeHarm();
    void theBooksLockTypedHereShowsInTheLocksTab();

private:
    // Types a line, waits for its reply, returns the output's text since.
    QString run(ConsoleView &console, const QString &line);

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
};

void TestConsoleView::initTestCase()
{
    startViewTestServer(m_server, m_connection);
}

void TestConsoleView::init()
{
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
    QSettings().remove(QStringLiteral("console/history"));
}

QString TestConsoleView::run(ConsoleView &console, const QString &line)
{
    const qsizetype before = console.output()->toPlainText().size();
    QSignalSpy replied(&console, &ConsoleView::replied);
    console.input()->setText(line);
    QTest::keyClick(console.input(), Qt::Key_Return);
    // A refusal replies at once, within the key press; a command when the server answers.
    if (replied.isEmpty() && !replied.wait(TimeoutMs))
        return QStringLiteral("<no reply>");
    return console.output()->toPlainText().mid(before);
}

void TestConsoleView::quotedAndBinaryArgumentsReachTheServer()
{
    ServerSession session;
    QSignalSpy logged(session.commandLog(), &CommandLog::recorded);
    ConsoleView console(&session);
    console.show();
    session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(console.input()->isEnabled(), TimeoutMs);
    QVERIFY(console.prompt()->text().endsWith(QStringLiteral(">")));

    QString out = run(console, QStringLiteral(R"(SET "lock:a b" "tok\x00en two" NX PX 60000)"));
    QVERIFY2(out.contains(QStringLiteral("\nOK")), qPrintable(out));
    QCOMPARE(m_connection->command({"GET", "lock:a b"})->bytes(), QByteArray("tok\0en two", 10));
    QVERIFY(m_connection->command({"PTTL", "lock:a b"})->integerValue() > 0);
    out = run(console, QStringLiteral("GET 'lock:a b'"));
    QVERIFY2(out.contains(QStringLiteral(R"("tok\x00en two")")), qPrintable(out));
    QVERIFY(m_connection->command({"RPUSH", "list", "x", "李娜"}));
    out = run(console, QStringLiteral("LRANGE list 0 -1"));
    QVERIFY2(out.contains(QStringLiteral("1) \"x\"\n2) \"李娜\"")), qPrintable(out));
    out = run(console, QStringLiteral("GET missing"));
    QVERIFY(out.contains(QStringLiteral("(nil)")));
    // In the Command log as the console's.
    bool found = false;
    for (const QList<QVariant> &args : std::as_const(logged)) {
        const auto record = args.first().value<CommandRecord>();
        if (record.argv.value(0) == "SET" && record.argv.value(1) == "lock:a b") {
            QCOMPARE(record.connection, QStringLiteral("console"));
            found = true;
        }
    }
    QVERIFY(found);
}

void TestConsoleView::historyAndCompletion()
{
    ServerSession session;
    ConsoleView console(&session);
    console.show();
    session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(console.commandNames().contains(QStringLiteral("SETNX")), TimeoutMs);
    QVERIFY(console.commandNames().contains(QStringLiteral("CLIENT LIST")));
    console.completer()->setCompletionPrefix(QStringLiteral("setn"));
    QCOMPARE(console.completer()->currentCompletion(), QStringLiteral("SETNX"));

    run(console, QStringLiteral("SET a 1"));
    run(console, QStringLiteral("INCR a"));
    // Refused by the server; never kept, and shown as the Command log shows it.
    const QString auth = run(console, QStringLiteral("AUTH default secret"));
    QVERIFY2(!auth.contains(QStringLiteral("secret")) && auth.contains(QStringLiteral("***")),
             qPrintable(auth));
    QVERIFY(!console.output()->toPlainText().contains(QStringLiteral("secret")));
    QCOMPARE(console.history(), (QStringList{QStringLiteral("SET a 1"), QStringLiteral("INCR a")}));
    console.input()->setText(QStringLiteral("draft"));
    QTest::keyClick(console.input(), Qt::Key_Up);
    QCOMPARE(console.input()->text(), QStringLiteral("INCR a"));
    QTest::keyClick(console.input(), Qt::Key_Up);
    QCOMPARE(console.input()->text(), QStringLiteral("SET a 1"));
    QTest::keyClick(console.input(), Qt::Key_Down);
    QTest::keyClick(console.input(), Qt::Key_Down);
    QCOMPARE(console.input()->text(), QStringLiteral("draft"));
    // Kept between runs.
    ConsoleView again(&session);
    QCOMPARE(again.history(), console.history());
}

void TestConsoleView::readOnlyRefusesWritesBeforeSending()
{
    ServerSession session;
    ConsoleView console(&session);
    console.show();
    ConnectionOptions options = m_server->connectionOptions();
    options.readOnly = true;
    session.connectTo(options);
    QTRY_VERIFY_WITH_TIMEOUT(console.input()->isEnabled(), TimeoutMs);
    QVERIFY(console.prompt()->text().contains(QStringLiteral("read-only")));
    const QString out = run(console, QStringLiteral("SETNX lock:x tok"));
    QVERIFY2(out.contains(QStringLiteral("(error)")) && out.contains(QStringLiteral("read")),
             qPrintable(out));
    QCOMPARE(m_connection->command({"EXISTS", "lock:x"})->integerValue(), 0);
    QVERIFY(run(console, QStringLiteral("DBSIZE")).contains(QStringLiteral("(integer) 0")));
}

void TestConsoleView::aFailingCommandShowsItsError()
{
    ServerSession session;
    ConsoleView console(&session);
    console.show();
    session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(console.input()->isEnabled(), TimeoutMs);
    QVERIFY(m_connection->command({"SET", "s", "text"}));
    QString out = run(console, QStringLiteral("INCR s"));
    QVERIFY2(out.contains(QStringLiteral("(error) ERR value is not an integer")), qPrintable(out));
    out = run(console, QStringLiteral("NOSUCHCOMMAND x"));
    QVERIFY2(out.contains(QStringLiteral("(error) ERR unknown command")), qPrintable(out));
    out = run(console, QStringLiteral("SET k \"unbalanced"));
    QVERIFY2(out.contains(QStringLiteral("unbalanced double quote")), qPrintable(out));
}

void TestConsoleView::refusesOrAsksBeforeHarm()
{
    ServerSession session;
    ConsoleView console(&session);
    console.show();
    session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(console.input()->isEnabled(), TimeoutMs);
    QVERIFY(m_connection->command({"SET", "keep", "1"}));
    QVERIFY(run(console, QStringLiteral("SUBSCRIBE news")).contains(QStringLiteral("(refused)")));
    QString asked;
    console.setAskHandler([&asked](const QString &question) {
        asked = question;
        return false;
    });
    QVERIFY(run(console, QStringLiteral("FLUSHALL")).contains(QStringLiteral("(not sent)")));
    QVERIFY(asked.contains(QStringLiteral("FLUSHALL")));
    QCOMPARE(m_connection->command({"EXISTS", "keep"})->integerValue(), 1);
    console.setAskHandler([](const QString &) { return true; });
    QVERIFY(run(console, QStringLiteral("KEYS *")).contains(QStringLiteral("\"keep\"")));
}

void TestConsoleView::theBooksLockTypedHereShowsInTheLocksTab()
{
    // A teacher types Redis in Action's lock (a uuid4 under lock:); the Locks tab picks it up.
    ViewFixture<LocksView> f;
    ConsoleView console(&f.session);
    console.show();
    f.session.connectTo(m_server->connectionOptions());
    QTRY_VERIFY_WITH_TIMEOUT(console.input()->isEnabled(), TimeoutMs);
    QVERIFY(run(console,
                QStringLiteral("SET lock:market 5b3e2c1a-8f4d-4e6a-9b7c-2d1e0f3a4b5c NX EX 120"))
                .contains(QStringLiteral("\nOK")));
    f.monitor.scanNow();
    QTRY_COMPARE_WITH_TIMEOUT(f.view.filterModel()->rowCount(), 1, TimeoutMs);
    const QModelIndex name = f.view.filterModel()->index(0, LockTableModel::Name);
    QCOMPARE(name.data().toString(), QStringLiteral("market"));
    QVERIFY2(f.view.filterModel()
                 ->index(0, LockTableModel::Kind)
                 .data()
                 .toString()
                 .contains(QStringLiteral("Redis in Action")),
             qPrintable(f.view.filterModel()->index(0, LockTableModel::Kind).data().toString()));
}

QTEST_MAIN(TestConsoleView)
#include "tst_consoleview.moc"
