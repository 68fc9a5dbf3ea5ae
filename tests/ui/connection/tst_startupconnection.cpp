#include "connectiondialog.h"
#include "mainwindow.h"
#include "messagebanner.h"
#include "recentconnections.h"
#include "serversession.h"
#include "startupconnection.h"

#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

// A restart never reconnects to a server that needs a password it does not have.
class TestStartupConnection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void whereTheWindowStarts_data();
    void whereTheWindowStarts();
    void askPasswordOpensTheDialogOnThatServer();
};

void TestStartupConnection::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoordScopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_startupconnection"));
}

void TestStartupConnection::init()
{
    QSettings().clear();
}

void TestStartupConnection::whereTheWindowStarts_data()
{
    QTest::addColumn<QString>("lastKind");
    QTest::addColumn<QString>("lastUrl"); // remembered (empty: none)
    QTest::addColumn<QString>("start");   // "sandbox", "last server", "sandbox, asking"
    QTest::newRow("first start") << u"sandbox"_s << QString() << u"sandbox"_s;
    QTest::newRow("ended on the sandbox")
        << u"sandbox"_s << u"redis://10.0.0.5:6379"_s << u"sandbox"_s;
    QTest::newRow("ended on a server without password")
        << u"remote"_s << u"redis://10.0.0.5:6379"_s << u"last server"_s;
    QTest::newRow("ended on a server with password")
        << u"remote"_s << u"redis://:secret@10.0.0.5:6379"_s << u"sandbox, asking"_s;
    QTest::newRow("ended on a server with ACL user")
        << u"remote"_s << u"redis://ro:pw@10.0.0.5:6379"_s << u"sandbox, asking"_s;
    QTest::newRow("remote but nothing remembered") << u"remote"_s << QString() << u"sandbox"_s;
}

void TestStartupConnection::whereTheWindowStarts()
{
    QFETCH(QString, lastKind);
    QFETCH(QString, lastUrl);
    QFETCH(QString, start);
    if (!lastUrl.isEmpty()) {
        const auto options = ConnectionOptions::fromUrl(lastUrl);
        QVERIFY(options.ok());
        RecentConnections::remember(*options);
    }
    const StartupConnection choice = StartupConnection::fromLastSession(lastKind);
    const QString got = choice.start == StartupConnection::Start::LastServer ? u"last server"_s
                        : choice.asksPassword()                              ? u"sandbox, asking"_s
                                                                             : u"sandbox"_s;
    QCOMPARE(got, start);
    if (choice.server) {
        QCOMPARE(choice.server->endpoint(), QStringLiteral("10.0.0.5:6379/0"));
        QVERIFY(choice.server->password.isEmpty());
        QVERIFY(choice.server->readOnly);
    }
}

void TestStartupConnection::askPasswordOpensTheDialogOnThatServer()
{
    const auto parsed = ConnectionOptions::fromUrl(QStringLiteral("redis://ro@10.0.0.5:6380"));
    QVERIFY(parsed.ok());
    ConnectionOptions options = *parsed;
    options.readOnly = true;
    MainWindow window;
    window.show();
    window.askPassword(options);
    ConnectionDialog *dialog = window.connectionDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->isReadOnly());
    // Connect stays off until the password is given.
    QVERIFY2(dialog->errorText().contains(QStringLiteral("needs a password")),
             qPrintable(dialog->errorText()));
    QVERIFY(window.banner()->isVisible());
    QVERIFY(window.session()->client() == nullptr); // nothing connected behind the user's back
}

QTEST_MAIN(TestStartupConnection)
#include "tst_startupconnection.moc"
