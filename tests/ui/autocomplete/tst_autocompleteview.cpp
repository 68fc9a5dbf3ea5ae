#include "actionrunner.h"
#include "addressbookdemo.h"
#include "addressbooklistmodel.h"
#include "autocompletelatencychart.h"
#include "autocompletename.h"
#include "autocompletesearch.h"
#include "autocompleteview.h"
#include "contactmatcher.h"
#include "inspectormonitor.h"
#include "recentcontactsbox.h"
#include "redisconnection.h"
#include "serversession.h"
#include "testredis.h"
#include "viewfixture.h"

#include <QComboBox>
#include <QCompleter>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStringListModel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QToolButton>

#include <algorithm>

namespace {
constexpr int TimeoutMs = 10000;

struct Fixture
{
    explicit Fixture(const RedisServerProcess &server, bool readOnly = false)
    {
        monitor.setIntervalMs(100);
        QObject::connect(&session, &ServerSession::clientChanged, &monitor,
                         [this](RedisClient *client) {
                             monitor.setClient(client);
                             monitor.refresh();
                         });
        ConnectionOptions options = server.connectionOptions();
        options.readOnly = readOnly;
        session.connectTo(options);
        view.show();
    }
    // Waits until the monitor has found the demo book (so the view knows it folds case).
    bool bookKnown()
    {
        return QTest::qWaitFor(
            [&] {
                return view.model()->rowOf(PrimitiveKind::AddressBook,
                                           AddressBookDemo::bookName()) >= 0;
            },
            TimeoutMs);
    }
    ServerSession session;
    InspectorMonitor monitor;
    AutocompleteView view{&session, &monitor};
};

// What the case-insensitive demo book must answer for a prefix: an in-memory oracle.
QStringList oracle(const QString &prefix, int limit = 10)
{
    const QByteArray folded = AutocompleteName::folded(prefix.toUtf8());
    QList<QByteArray> members;
    for (const QByteArray &name : AddressBookDemo::names()) {
        const QByteArray f = AutocompleteName::folded(name);
        if (f.startsWith(folded))
            members << f + '\0' + name;
    }
    std::sort(members.begin(), members.end());
    QStringList out;
    for (const QByteArray &m : members.mid(0, limit))
        out << QString::fromUtf8(m.mid(m.indexOf('\0') + 1));
    return out;
}

QList<QByteArray> commandNames(const QList<CommandRecord> &records)
{
    QList<QByteArray> names;
    for (const CommandRecord &r : records)
        names << r.argv.value(0).toUpper();
    return names;
}
} // namespace

class TestAutocompleteView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void demoButtonFillsTheTable();
    void typingGivesTheOracleSuggestions_data();
    void typingGivesTheOracleSuggestions();
    void staleReplyIsDropped();
    void replyAfterTheBookTurnedInvalidIsDropped();
    void readOnlyOffersOnlyBylexAndNeverWrites();
    void recentContactsMatchInEachMode_data();
    void recentContactsMatchInEachMode();
    void loadingAFileShowsProgress();
    void cancelStopsLoadingAndKeepsWhatWasStored();
    void deletedBookLeavesTheTable();
    void notConnectedShowsEmptyState();
    void recoversAfterServerRestart();

private:
    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_connection;
};

void TestAutocompleteView::initTestCase()
{
    startViewTestServer(m_server, m_connection);
}

void TestAutocompleteView::init()
{
    QVERIFY(m_connection->command({"FLUSHALL"}).ok());
}

void TestAutocompleteView::demoButtonFillsTheTable()
{
    Fixture f(*m_server);
    QTRY_VERIFY_WITH_TIMEOUT(
        f.view.emptyStateText().contains(QStringLiteral("No address books found")), TimeoutMs);
    QVERIFY(f.view.loadDemoButton()->isEnabled());
    QSignalSpy done(&f.view, &AutocompleteView::actionFinished);
    f.view.loadDemoButton()->click();
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, TimeoutMs);
    QVERIFY2(done.first().at(0).toBool(), qPrintable(done.first().at(1).toString()));
    QTRY_COMPARE_WITH_TIMEOUT(f.view.model()->rowCount(), 2, TimeoutMs);
    QVERIFY(!f.view.showsEmptyState());
    QCOMPARE(f.view.bookCombo()->currentText(), QString::fromUtf8(AddressBookDemo::bookName()));
    const int book = f.view.model()->rowOf(PrimitiveKind::AddressBook, AddressBookDemo::bookName());
    QCOMPARE(f.view.model()->row(book).size, qint64(AddressBookDemo::names().size()));
    QVERIFY(f.view.model()->row(book).folded);
}

void TestAutocompleteView::typingGivesTheOracleSuggestions_data()
{
    QTest::addColumn<int>("method");
    QTest::newRow("bylex") << int(CompletionMethod::ByLex);
    QTest::newRow("markers") << int(CompletionMethod::Markers);
}

void TestAutocompleteView::typingGivesTheOracleSuggestions()
{
    QFETCH(int, method);
    QVERIFY(AddressBookDemo::populate(*m_connection).ok());
    Fixture f(*m_server);
    QVERIFY(f.bookKnown());
    f.view.methodCombo()->setCurrentIndex(f.view.methodCombo()->findData(method));
    QSignalSpy ready(f.view.search(), &AutocompleteSearch::suggestionsReady);
    QSignalSpy logged(f.session.commandLog(), &CommandLog::recorded);
    f.view.searchEdit()->setFocus();
    QTest::keyClicks(f.view.searchEdit(), QStringLiteral("ab"));
    QTRY_VERIFY_WITH_TIMEOUT(f.view.search()->lastReply().prefix == QStringLiteral("ab"),
                             TimeoutMs);
    const QStringList expected = oracle(QStringLiteral("ab"));
    QVERIFY(!expected.isEmpty());
    QCOMPARE(f.view.suggestions()->stringList(), expected);
    QCOMPARE(int(f.view.search()->lastReply().method), method);

    // The commands the query sent are listed, and they are in the session's Command log.
    const auto names = commandNames(f.view.search()->lastReply().commands);
    QCOMPARE(f.view.commandsTable()->rowCount(), names.size());
    QVERIFY(names.contains("ZRANGE") || names.contains("ZRANGEBYLEX"));
    if (method == int(CompletionMethod::ByLex)) {
        QVERIFY2(f.view.commandsTable()->item(0, 0)->text().contains(QStringLiteral("BYLEX")),
                 qPrintable(f.view.commandsTable()->item(0, 0)->text()));
        QVERIFY(!names.contains("ZADD"));
    } else {
        QVERIFY2(names.contains("ZADD") || names.contains("EXEC") || names.contains("MULTI"),
                 qPrintable(QString::fromUtf8(names.join(' '))));
    }
    bool inLog = false;
    for (const QList<QVariant> &args : std::as_const(logged))
        inLog |= args.at(0).value<CommandRecord>().connection == QStringLiteral("Autocomplete");
    QVERIFY(inLog);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.chart()->pointCount() >= 1, TimeoutMs);

    // A prefix in Chinese is shown as text in the commands table (issue 23: "\xe7\x8e\x8b…").
    f.view.searchEdit()->clear();
    QKeyEvent typed(QEvent::KeyPress, 0, Qt::NoModifier, QStringLiteral("王"));
    QCoreApplication::sendEvent(f.view.searchEdit(), &typed); // as an input method types it
    QTRY_VERIFY_WITH_TIMEOUT(f.view.search()->lastReply().prefix == QStringLiteral("王"),
                             TimeoutMs);
    QStringList shown;
    for (int row = 0; row < f.view.commandsTable()->rowCount(); ++row)
        shown << f.view.commandsTable()->item(row, 0)->text();
    QVERIFY2(shown.join(u'\n').contains(QStringLiteral("王")), qPrintable(shown.join(u'\n')));
    QVERIFY2(!shown.join(u'\n').contains(QStringLiteral("\\xe7")), qPrintable(shown.join(u'\n')));
}

void TestAutocompleteView::staleReplyIsDropped()
{
    QVERIFY(AddressBookDemo::populate(*m_connection).ok());
    Fixture f(*m_server);
    QVERIFY(f.bookKnown());
    // The first keystroke's query is slow: the server is busy for 400 ms before it answers
    // (DEBUG SLEEP where DEBUG is enabled; Redis 7 disables it by default, so a busy script).
    f.view.search()->setBeforeQuery([](RedisConnection &c, const QByteArray &prefix) {
        if (prefix != "a" || c.command({"DEBUG", "SLEEP", "0.4"}).ok())
            return;
        const auto busy =
            c.command({"EVAL",
                       "local t = redis.call('TIME') local start = t[1] * 1000000 + t[2] "
                       "repeat t = redis.call('TIME') until t[1] * 1000000 + t[2] - start >= "
                       "tonumber(ARGV[1])",
                       "0", "400000"});
        if (!busy.ok())
            QThread::msleep(400);
    });
    QSignalSpy started(f.view.searchRunner(), &ActionRunner::started);
    QSignalSpy ready(f.view.search(), &AutocompleteSearch::suggestionsReady);
    QSignalSpy dropped(f.view.search(), &AutocompleteSearch::replyDropped);
    f.view.searchEdit()->setFocus();
    QTest::keyClicks(f.view.searchEdit(), QStringLiteral("a"));
    const quint64 first = f.view.search()->latestTicket();
    QTRY_VERIFY_WITH_TIMEOUT(!started.isEmpty() && started.last().at(0).toULongLong() == first,
                             TimeoutMs);
    QTest::keyClicks(f.view.searchEdit(), QStringLiteral("b"));
    QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, TimeoutMs);
    QCOMPARE(dropped.size(), 1);
    QCOMPARE(dropped.first().at(1).toString(), QStringLiteral("a"));
    QCOMPARE(f.view.search()->droppedReplies(), 1);
    QCOMPARE(f.view.search()->lastReply().prefix, QStringLiteral("ab"));
    QCOMPARE(f.view.suggestions()->stringList(), oracle(QStringLiteral("ab")));
    QTest::qWait(200);
    QCOMPARE(ready.size(), 1); // nothing for "a" ever shows
}

void TestAutocompleteView::replyAfterTheBookTurnedInvalidIsDropped()
{
    QVERIFY(AddressBookDemo::populate(*m_connection).ok());
    Fixture f(*m_server);
    QVERIFY(f.bookKnown());
    AutocompleteSearch *search = f.view.search();
    search->setBeforeQuery([](RedisConnection &c, const QByteArray &) {
        const auto busy =
            c.command({"EVAL",
                       "local t = redis.call('TIME') local start = t[1] * 1000000 + t[2] "
                       "repeat t = redis.call('TIME') until t[1] * 1000000 + t[2] - start >= "
                       "tonumber(ARGV[1])",
                       "0", "300000"});
        if (!busy.ok())
            QThread::msleep(300);
    });
    QSignalSpy ready(search, &AutocompleteSearch::suggestionsReady);
    QSignalSpy dropped(search, &AutocompleteSearch::replyDropped);
    QVERIFY(search->search(QStringLiteral("a")) != 0);
    // The user picks a book name that is not valid while the query runs: nothing is sent for
    // it, and the old book's reply must not show as its suggestions.
    search->setBook("bad{name");
    QCOMPARE(search->search(QStringLiteral("a")), quint64(0));
    QTRY_COMPARE_WITH_TIMEOUT(dropped.size(), 1, TimeoutMs);
    QTest::qWait(100);
    QCOMPARE(ready.size(), 0);
}

void TestAutocompleteView::readOnlyOffersOnlyBylexAndNeverWrites()
{
    QVERIFY(AddressBookDemo::populate(*m_connection).ok());
    Fixture f(*m_server, true);
    QVERIFY(f.bookKnown());
    QVERIFY(!f.view.methodCombo()->isEnabled());
    QVERIFY(f.view.methodCombo()->toolTip().contains(QStringLiteral("Read-only")));
    QCOMPARE(f.view.methodCombo()->currentData().toInt(), int(CompletionMethod::ByLex));
    // Even a search asked for markers runs BYLEX.
    f.view.search()->setMethod(CompletionMethod::Markers);
    QCOMPARE(f.view.search()->effectiveMethod(), CompletionMethod::ByLex);
    QVERIFY(!f.view.loadDemoButton()->isEnabled());
    QVERIFY(!f.view.recentContacts()->addButton()->isEnabled());
    QSignalSpy logged(f.session.commandLog(), &CommandLog::recorded);
    const QByteArray before = m_connection->command({"DEBUG", "DIGEST"}).ok()
                                  ? m_connection->command({"DEBUG", "DIGEST"})->bytes()
                                  : QByteArray();
    f.view.searchEdit()->setFocus();
    QTest::keyClicks(f.view.searchEdit(), QStringLiteral("ab"));
    QTRY_VERIFY_WITH_TIMEOUT(f.view.search()->lastReply().prefix == QStringLiteral("ab"),
                             TimeoutMs);
    QCOMPARE(f.view.search()->lastReply().method, CompletionMethod::ByLex);
    QCOMPARE(f.view.suggestions()->stringList(), oracle(QStringLiteral("ab")));
    for (const QList<QVariant> &args : std::as_const(logged)) {
        const auto record = args.at(0).value<CommandRecord>();
        const QByteArray name = record.argv.value(0).toUpper();
        QVERIFY2(name != "ZADD" && name != "MULTI" && name != "ZREM" && !record.failed,
                 qPrintable(QString::fromUtf8(name)));
    }
    QCOMPARE(m_connection->command({"EXISTS", "cs:{demo}:markers-folded"})->integerValue(), 0);
    if (!before.isEmpty())
        QCOMPARE(m_connection->command({"DEBUG", "DIGEST"})->bytes(), before);
    // A load run anyway is refused.
    QVERIFY(!f.view.loadFile(QStringLiteral("/dev/null")));
}

void TestAutocompleteView::recentContactsMatchInEachMode_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("prefix") << int(ContactMatchMode::Prefix) << QStringLiteral("AB")
                            << QStringList{QStringLiteral("abel.baker@example.net"),
                                           QStringLiteral("abby@example.com")};
    QTest::newRow("suffix") << int(ContactMatchMode::Suffix) << QStringLiteral(".org")
                            << QStringList{QStringLiteral("bob@example.org")};
    QTest::newRow("contains") << int(ContactMatchMode::Contains) << QStringLiteral("müller")
                              << QStringList{QStringLiteral("anna.müller@example.de")};
    QTest::newRow("exact") << int(ContactMatchMode::Exact) << QStringLiteral("Bob@example.org")
                           << QStringList{QStringLiteral("bob@example.org")};
}

void TestAutocompleteView::recentContactsMatchInEachMode()
{
    QFETCH(int, mode);
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QVERIFY(AddressBookDemo::populate(*m_connection).ok());
    Fixture f(*m_server);
    QVERIFY(f.bookKnown());
    RecentContactsBox *box = f.view.recentContacts();
    QTRY_COMPARE_WITH_TIMEOUT(box->userEdit()->text(),
                              QString::fromUtf8(AddressBookDemo::recentUser()), TimeoutMs);
    QSignalSpy shown(box, &RecentContactsBox::resultsShown);
    box->modeCombo()->setCurrentIndex(box->modeCombo()->findData(mode));
    box->textEdit()->setText(text);
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && shown.last().at(0).toStringList() == expected,
                             TimeoutMs);
    QCOMPARE(box->results()->count(), expected.size());
}

void TestAutocompleteView::loadingAFileShowsProgress()
{
    Fixture f(*m_server);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.loadDemoButton()->isEnabled(), TimeoutMs);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("names.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    for (int i = 0; i < 20000; ++i)
        file.write("Name " + QByteArray::number(i) + "\n");
    file.write("bad \xff line\n");
    file.close();
    f.view.bookCombo()->setCurrentText(QStringLiteral("loaded"));
    QSignalSpy progress(f.view.runner(), &ActionRunner::progress);
    QSignalSpy done(&f.view, &AutocompleteView::actionFinished);
    QVERIFY(f.view.loadFile(path));
    QVERIFY(f.view.loadProgress()->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, TimeoutMs);
    QVERIFY2(done.first().at(0).toBool(), qPrintable(done.first().at(1).toString()));
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(1).toLongLong(), progress.last().at(2).toLongLong());
    const QString status = f.view.statusLabel()->text();
    QVERIFY2(status.contains(QStringLiteral("20000 names stored")) &&
                 status.contains(QStringLiteral("1 invalid lines skipped (20001)")),
             qPrintable(status));
    QCOMPARE(m_connection->command({"ZCARD", "cs:{loaded}:names"})->integerValue(), 20000);
    QVERIFY(!f.view.loadProgress()->isVisible());
    // The loaded book is searchable.
    QTRY_VERIFY_WITH_TIMEOUT(f.view.model()->rowOf(PrimitiveKind::AddressBook, "loaded") >= 0,
                             TimeoutMs);
    QTest::keyClicks(f.view.searchEdit(), QStringLiteral("Name 1999"));
    QTRY_VERIFY_WITH_TIMEOUT(f.view.search()->lastReply().prefix == QStringLiteral("Name 1999"),
                             TimeoutMs);
    QCOMPARE(f.view.suggestions()->stringList(),
             QStringList({QStringLiteral("Name 1999"), QStringLiteral("Name 19990"),
                          QStringLiteral("Name 19991"), QStringLiteral("Name 19992"),
                          QStringLiteral("Name 19993"), QStringLiteral("Name 19994"),
                          QStringLiteral("Name 19995"), QStringLiteral("Name 19996"),
                          QStringLiteral("Name 19997"), QStringLiteral("Name 19998")}));
}

void TestAutocompleteView::cancelStopsLoadingAndKeepsWhatWasStored()
{
    Fixture f(*m_server);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.loadDemoButton()->isEnabled(), TimeoutMs);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("many.txt"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    constexpr int Lines = 1'000'000;
    for (int i = 0; i < Lines; ++i)
        file.write("Someone " + QByteArray::number(i) + "\n");
    file.close();
    f.view.bookCombo()->setCurrentText(QStringLiteral("big"));
    QSignalSpy progress(f.view.runner(), &ActionRunner::progress);
    QSignalSpy done(&f.view, &AutocompleteView::actionFinished);
    QVERIFY(f.view.loadFile(path));
    QTRY_VERIFY_WITH_TIMEOUT(!progress.isEmpty(), TimeoutMs);
    f.view.setFocus();
    QTest::keyClick(&f.view, Qt::Key_Escape); // the Cancel shortcut
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, TimeoutMs);
    const QString status = f.view.statusLabel()->text();
    QVERIFY2(status.contains(QStringLiteral("cancelled")), qPrintable(status));
    const qint64 stored = m_connection->command({"ZCARD", "cs:{big}:names"})->integerValue();
    QVERIFY2(stored > 0 && stored < Lines, qPrintable(QString::number(stored)));
    // A cancel is not a failure; it stopped at a whole name, and what was stored is said
    // exactly: the file's first `stored` names, nothing after them.
    QVERIFY2(done.first().at(0).toBool(), qPrintable(status));
    const QString exact = QStringLiteral("%1 names stored (%1 new)").arg(stored);
    QVERIFY2(status.contains(exact), qPrintable(status + QLatin1String(" / ") + exact));
    QVERIFY(!status.contains(QStringLiteral("skipped")));
    const QByteArray last = "Someone " + QByteArray::number(stored - 1);
    QVERIFY(m_connection->command({"ZSCORE", "cs:{big}:names", last})->isString());
    const QByteArray next = "Someone " + QByteArray::number(stored);
    QVERIFY(m_connection->command({"ZSCORE", "cs:{big}:names", next})->isNil());
    QVERIFY(!f.view.loadProgress()->isVisible());
}

void TestAutocompleteView::deletedBookLeavesTheTable()
{
    QVERIFY(AddressBookDemo::populate(*m_connection).ok());
    Fixture f(*m_server);
    QVERIFY(f.bookKnown());
    QTRY_COMPARE_WITH_TIMEOUT(f.view.model()->rowCount(), 2, TimeoutMs);
    QVERIFY(m_connection->command({"DEL", "cs:{demo}:names-folded"}).ok());
    f.monitor.refresh();
    QTRY_COMPARE_WITH_TIMEOUT(
        f.view.model()->rowOf(PrimitiveKind::AddressBook, AddressBookDemo::bookName()), -1,
        TimeoutMs);
    // Searching a book that is gone gives no suggestions, not an error.
    QTest::keyClicks(f.view.searchEdit(), QStringLiteral("ab"));
    QTRY_VERIFY_WITH_TIMEOUT(f.view.search()->lastReply().prefix == QStringLiteral("ab"),
                             TimeoutMs);
    QVERIFY(f.view.suggestions()->stringList().isEmpty());
}

void TestAutocompleteView::notConnectedShowsEmptyState()
{
    ServerSession session;
    InspectorMonitor monitor;
    AutocompleteView view(&session, &monitor);
    view.show();
    QVERIFY(view.showsEmptyState());
    QVERIFY2(view.emptyStateText().contains(QStringLiteral("Not connected")),
             qPrintable(view.emptyStateText()));
    QVERIFY(!view.loadDemoButton()->isEnabled());
    QVERIFY(!view.loadFile(QStringLiteral("/dev/null")));
    QCOMPARE(view.search()->search(QStringLiteral("a")) > 0, false); // no book chosen yet
}

void TestAutocompleteView::recoversAfterServerRestart()
{
    auto started = TestRedis::start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    TestRedis::Server server = std::move(started.value());
    {
        RedisConnection c(server->connectionOptions());
        QVERIFY(c.connect().ok());
        QVERIFY(AddressBookDemo::populate(c).ok());
    }
    Fixture f(*server);
    QVERIFY(f.bookKnown());
    f.view.searchEdit()->setFocus();
    QTest::keyClicks(f.view.searchEdit(), QStringLiteral("b"));
    QTRY_COMPARE_WITH_TIMEOUT(f.view.suggestions()->stringList(), oracle(QStringLiteral("b")),
                              TimeoutMs);
    f.view.searchEdit()->clear();
    server->kill();
    QTest::qWait(300);
    const auto restarted = server->restart();
    QVERIFY2(restarted.ok(), qPrintable(restarted.error().toString()));
    QTRY_COMPARE_WITH_TIMEOUT(f.session.state(), RedisClient::State::Connected, TimeoutMs);
    // The empty restarted server made the book vanish; it is found again.
    QTRY_COMPARE_WITH_TIMEOUT(
        f.view.model()->rowOf(PrimitiveKind::AddressBook, AddressBookDemo::bookName()), -1,
        TimeoutMs);
    {
        RedisConnection c(server->connectionOptions());
        QVERIFY(c.connect().ok());
        QVERIFY(AddressBookDemo::populate(c).ok());
    }
    f.monitor.refresh();
    QVERIFY(f.bookKnown());
    // Queries work again on the new connection.
    f.view.searchEdit()->setFocus();
    QTRY_VERIFY_WITH_TIMEOUT(f.view.searchRunner()->hasConnection(), TimeoutMs);
    QTest::keyClicks(f.view.searchEdit(), QStringLiteral("ab"));
    // The runner's connection died with the server: the query reconnects, it does not fail.
    QTRY_COMPARE_WITH_TIMEOUT(f.view.suggestions()->stringList(), oracle(QStringLiteral("ab")),
                              TimeoutMs);
}

QTEST_MAIN(TestAutocompleteView)
#include "tst_autocompleteview.moc"
