#include "aboutdialog.h"
#include "componentversions.h"
#include "documentationfolder.h"
#include "helpmenu.h"
#include "mainwindow.h"
#include "serversession.h"
#include "shortcutsdialog.h"

#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

namespace {
constexpr int ConnectTimeoutMs = 15000;

// The docs folder of the sources this test was built from: tests/ui/help/ -> docs/.
QString sourceDocs()
{
    return QFileInfo(QFileInfo(QStringLiteral(__FILE__)).absolutePath() +
                     QStringLiteral("/../../../docs"))
        .canonicalFilePath();
}

QStringList actionTexts(const QMenu *menu)
{
    QStringList texts;
    for (const QAction *action : menu->actions())
        texts << (action->isSeparator() ? QStringLiteral("-") : action->text().remove(u'&'));
    return texts;
}
} // namespace

// Stands in for the desktop's file handler: QDesktopServices hands it the URLs it would open.
class UrlCatcher : public QObject
{
    Q_OBJECT
public:
    QList<QUrl> urls;
public Q_SLOTS:
    void open(const QUrl &url) { urls << url; }
};

class TestHelpMenu : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void menuOffersDocsShortcutsAndAbout();
    void documentationOpensTheSourceDocsFromTheBuildTree();
    void documentationFolder_data();
    void documentationFolder();
    void aboutNamesEveryVersionAndTheLicence();
    void aboutSaysNotConnectedWithoutAServer();
    void shortcutsListTheMenusAndTheFilterKeys();
};

void TestHelpMenu::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoordScopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_helpmenu"));
    QVERIFY2(!RedisServerProcess::findExecutable().isEmpty(),
             "redis-server is needed for the UI tests (install redis-server or set "
             "COORDSCOPE_REDIS_SERVER)");
}

void TestHelpMenu::menuOffersDocsShortcutsAndAbout()
{
    MainWindow window;
    auto *help = window.findChild<HelpMenu *>();
    QVERIFY(help);
    // The last menu of the bar, as desktops put it.
    QCOMPARE(window.menuBar()->actions().last(), help->menuAction());
    QCOMPARE(help->title().remove(u'&'), QStringLiteral("Help"));
    QCOMPARE(actionTexts(help),
             QStringList({QStringLiteral("Documentation"), QStringLiteral("Keyboard shortcuts"),
                          QStringLiteral("-"), QStringLiteral("About CoordScope"),
                          QStringLiteral("About Qt")}));
    QCOMPARE(help->documentationAction()->shortcut(), QKeySequence(QKeySequence::HelpContents));
    QVERIFY(help->documentationAction()->isEnabled());

    help->shortcutsAction()->trigger();
    auto *shortcuts = window.findChild<ShortcutsDialog *>();
    QVERIFY(shortcuts);
    QVERIFY(shortcuts->isVisible());
    QVERIFY(shortcuts->table()->rowCount() > 10);
    shortcuts->close();

    help->aboutAction()->trigger();
    auto *about = window.findChild<AboutDialog *>();
    QVERIFY(about);
    QVERIFY(about->isVisible());
    QVERIFY(about->label()->text().contains(QStringLiteral(COORDSCOPE_VERSION)));
    about->close();
}

void TestHelpMenu::documentationOpensTheSourceDocsFromTheBuildTree()
{
    MainWindow window;
    auto *help = window.findChild<HelpMenu *>();
    QVERIFY(help);
    UrlCatcher catcher;
    QDesktopServices::setUrlHandler(QStringLiteral("file"), &catcher, "open");
    help->documentationAction()->trigger();
    QDesktopServices::unsetUrlHandler(QStringLiteral("file"));
    QCOMPARE(catcher.urls.size(), 1);
    QVERIFY(catcher.urls.first().isLocalFile());
    QCOMPARE(QFileInfo(catcher.urls.first().toLocalFile()).canonicalFilePath(), sourceDocs());
}

void TestHelpMenu::documentationFolder_data()
{
    QTest::addColumn<QString>("program");  // the program's folder, under a temporary prefix
    QTest::addColumn<QString>("docs");     // the README.md made there, if any
    QTest::addColumn<QString>("expected"); // what find() says, under the prefix

    QTest::newRow("installed") << "usr/bin"
                               << "usr/share/doc/coordscope"
                               << "usr/share/doc/coordscope";
    QTest::newRow("installed elsewhere") << "opt/cs/bin"
                                         << "opt/cs/share/doc/coordscope"
                                         << "opt/cs/share/doc/coordscope";
    QTest::newRow("no packaged copy") << "usr/bin"
                                      << ""
                                      << "";
    QTest::newRow("a copy elsewhere") << "usr/local/bin"
                                      << "usr/share/doc/coordscope"
                                      << "";
}

void TestHelpMenu::documentationFolder()
{
    QFETCH(QString, program);
    QFETCH(QString, docs);
    QFETCH(QString, expected);
    QTemporaryDir prefix;
    QVERIFY(prefix.isValid());
    const QDir root(prefix.path());
    QVERIFY(root.mkpath(program));
    if (!docs.isEmpty()) {
        QVERIFY(root.mkpath(docs));
        QFile readme(root.filePath(docs + QStringLiteral("/README.md")));
        QVERIFY(readme.open(QIODevice::WriteOnly));
    }
    const QString found = DocumentationFolder::find(root.filePath(program));
    QCOMPARE(found, expected.isEmpty() ? QString() : QDir::cleanPath(root.filePath(expected)));
}

void TestHelpMenu::aboutNamesEveryVersionAndTheLicence()
{
    MainWindow window;
    ServerSession *session = window.session();
    session->startSandbox();
    QTRY_COMPARE_WITH_TIMEOUT(session->state(), RedisClient::State::Connected, ConnectTimeoutMs);
    // The server's version as its start-up log says it, against INFO's (the session's) and
    // redis-server --version's.
    const QString logged = session->sandboxServer()->version();
    QVERIFY(!logged.isEmpty());
    QCOMPARE(ComponentVersions::redisServer(RedisServerProcess::findExecutable()), logged);
    QCOMPARE(ComponentVersions::hiredis(), QStringLiteral(PKG_CONFIG_HIREDIS_VERSION));

    const QString text = AboutDialog::text(session);
    for (const QString &part : QStringList{
             QStringLiteral("CoordScope ") + QStringLiteral(COORDSCOPE_VERSION),
             QString::fromLatin1(qVersion()),
             QStringLiteral("built with ") + QStringLiteral(QT_VERSION_STR),
             QStringLiteral("<td>hiredis</td><td>%1</td>").arg(ComponentVersions::hiredis()),
             QStringLiteral("<td>Redis server</td><td>%1 (the sandbox)</td>").arg(logged),
             QStringLiteral("<td>Sandbox redis-server</td><td>%1</td>").arg(logged),
             QStringLiteral("MIT")})
        QVERIFY2(text.contains(part), qPrintable(part + QStringLiteral(" not in ") + text));
}

void TestHelpMenu::aboutSaysNotConnectedWithoutAServer()
{
    MainWindow window; // no sandbox started
    const QString text = AboutDialog::text(window.session());
    QVERIFY2(text.contains(QStringLiteral("<td>Redis server</td><td>not connected</td>")),
             qPrintable(text));
    // The redis-server a sandbox would start, and where it is.
    const QString executable = RedisServerProcess::findExecutable();
    const QString version = ComponentVersions::redisServer(executable);
    QVERIFY(!version.isEmpty());
    QVERIFY2(text.contains(QStringLiteral("<td>Sandbox redis-server</td><td>%1 (%2)</td>")
                               .arg(version, executable)),
             qPrintable(text));
}

void TestHelpMenu::shortcutsListTheMenusAndTheFilterKeys()
{
    MainWindow window;
    const auto shortcuts = ShortcutsDialog::shortcutsOf(&window);
    const auto row = [&shortcuts](const QString &action, const QKeySequence &keys) {
        for (const ShortcutsDialog::Shortcut &s : shortcuts)
            if (s.action == action && s.keys == keys.toString(QKeySequence::NativeText))
                return s.where;
        return QStringLiteral("(not listed)");
    };
    const QString everywhere = QStringLiteral("Everywhere");
    QCOMPARE(row(QStringLiteral("Filter this tab"), QKeySequence::Find), everywhere);
    QCOMPARE(row(QStringLiteral("Filter command log"), QKeySequence(QStringLiteral("Ctrl+L"))),
             everywhere);
    QCOMPARE(row(QStringLiteral("Load demo data"), QKeySequence(QStringLiteral("Ctrl+Shift+D"))),
             everywhere);
    QCOMPARE(row(QStringLiteral("Documentation"), QKeySequence::HelpContents), everywhere);
    QCOMPARE(row(QStringLiteral("Connect…"), QKeySequence(QStringLiteral("Ctrl+K"))), everywhere);
    QCOMPARE(row(QStringLiteral("Locks"), QKeySequence(QStringLiteral("Ctrl+3"))), everywhere);
    // A view's keys work in its tab; one row names every tab that has them.
    QCOMPARE(row(QStringLiteral("Scan now"), QKeySequence(Qt::Key_F5)),
             QStringLiteral("Inspector"));
    QCOMPARE(row(QStringLiteral("Scan"), QKeySequence(Qt::Key_F5)), QStringLiteral("Keys"));
    QCOMPARE(row(QStringLiteral("Acquire"), QKeySequence(QStringLiteral("Ctrl+Shift+A"))),
             QStringLiteral("Locks"));
    QVERIFY2(row(QStringLiteral("Copy key names"), QKeySequence::Copy)
                 .startsWith(QStringLiteral("Locks, Semaphores")),
             qPrintable(row(QStringLiteral("Copy key names"), QKeySequence::Copy)));
    QCOMPARE(row(QStringLiteral("Copy"), QKeySequence::Copy), QStringLiteral("Command log"));
    QCOMPARE(row(QStringLiteral("Clear the filter"), QKeySequence(Qt::Key_Escape)),
             QStringLiteral("In a filter box"));
    // The menus first, the filter box last.
    QCOMPARE(shortcuts.first().where, everywhere);
    QCOMPARE(shortcuts.last().where, QStringLiteral("In a filter box"));
    // Nothing of a hidden tab: the Sentinel tab shows for Sentinel connections only.
    for (const ShortcutsDialog::Shortcut &s : shortcuts)
        QVERIFY2(!s.where.contains(QStringLiteral("Sentinel")), qPrintable(s.action));

    ShortcutsDialog dialog(&window);
    QCOMPARE(dialog.table()->rowCount(), int(shortcuts.size()));
    QCOMPARE(dialog.table()->item(0, 0)->text(), shortcuts.first().keys);
}

QTEST_MAIN(TestHelpMenu)
#include "tst_helpmenu.moc"
