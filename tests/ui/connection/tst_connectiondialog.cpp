#include "connectiondialog.h"
#include "recentconnections.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

class TestConnectionDialog : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void invalidInputDisablesConnectAndSaysWhy_data();
    void invalidInputDisablesConnectAndSaysWhy();
    void validUrlEnablesConnect();
    void credentialFieldsOverrideTheUrl();
    void prefillRoundTripsOptions();
    void acceptingRemembersTheUrlWithoutPassword();
    void pickingARecentUrlFillsTheFields();
    void readOnlyIsTheDefaultAndTheUrlCanSayOtherwise();
    void sshSectionBuildsTheTunnelOptions();
    void sshSecretsNeverReachTheSettingsFile();
    void recentSshConnectionFillsTheSshSection();
    void sshSectionFitsA1024x700Screen();

private:
    static void setUrl(ConnectionDialog &dialog, const QString &url);
    static void setField(ConnectionDialog &dialog, const char *name, const QString &text);
    static bool canConnect(ConnectionDialog &dialog);
};

void TestConnectionDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoordScopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_connectiondialog"));
}

void TestConnectionDialog::init()
{
    QSettings().clear();
}

void TestConnectionDialog::setUrl(ConnectionDialog &dialog, const QString &url)
{
    dialog.findChild<QComboBox *>(QStringLiteral("url"))->setEditText(url);
}

void TestConnectionDialog::setField(ConnectionDialog &dialog, const char *name, const QString &text)
{
    dialog.findChild<QLineEdit *>(QLatin1String(name))->setText(text);
}

bool TestConnectionDialog::canConnect(ConnectionDialog &dialog)
{
    return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled();
}

void TestConnectionDialog::invalidInputDisablesConnectAndSaysWhy_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("expected"); // part of the error

    QTest::newRow("empty") << QString() << QString() << QStringLiteral("empty");
    QTest::newRow("no scheme") << QStringLiteral("localhost:6379") << QString()
                               << QStringLiteral("scheme");
    QTest::newRow("wrong scheme") << QStringLiteral("http://localhost") << QString()
                                  << QStringLiteral("http");
    QTest::newRow("bad db") << QStringLiteral("redis://localhost/x") << QString()
                            << QStringLiteral("database");
    QTest::newRow("user without password") << QStringLiteral("redis://localhost")
                                           << QStringLiteral("alice") << QStringLiteral("alice");
    QTest::newRow("no host") << QStringLiteral("redis://:6379") << QString()
                             << QStringLiteral("the URL has no host");
    // The error names the part at fault, never the URL with its password.
    for (const char *url : {"redis://u:MyS3cretPw@127.0.0.1:99999", "redis://:MyS3cretPw@",
                            "redis://u:MyS3cretPw@h/x", "u:MyS3cretPw@h:1"})
        QTest::newRow(url) << QString::fromLatin1(url) << QString() << QString();
}

void TestConnectionDialog::invalidInputDisablesConnectAndSaysWhy()
{
    QFETCH(QString, url);
    QFETCH(QString, user);
    QFETCH(QString, expected);

    ConnectionDialog dialog;
    setUrl(dialog, url);
    setField(dialog, "user", user);
    QVERIFY(!canConnect(dialog));
    QVERIFY2(dialog.errorText().contains(expected), qPrintable(dialog.errorText()));
    QVERIFY2(!dialog.errorText().contains(u"MyS3cretPw"), qPrintable(dialog.errorText()));
    QVERIFY(!dialog.findChild<QLabel *>(QStringLiteral("error"))->isHidden());
}

void TestConnectionDialog::validUrlEnablesConnect()
{
    ConnectionDialog dialog;
    setUrl(dialog, QStringLiteral("nonsense"));
    QVERIFY(!canConnect(dialog));
    setUrl(dialog, QStringLiteral("redis://cache.example:6380/2"));
    QVERIFY(canConnect(dialog));
    QVERIFY(dialog.errorText().isEmpty());
    QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("error"))->isHidden());
    QCOMPARE(dialog.options().host, QStringLiteral("cache.example"));
    QCOMPARE(dialog.options().port, 6380);
    QCOMPARE(dialog.options().db, 2);
}

void TestConnectionDialog::credentialFieldsOverrideTheUrl()
{
    ConnectionDialog dialog;
    setUrl(dialog, QStringLiteral("redis://bob:urlpass@localhost:6379"));
    QCOMPARE(dialog.options().user, QStringLiteral("bob"));
    QCOMPARE(dialog.options().password, QStringLiteral("urlpass"));
    setField(dialog, "user", QStringLiteral("alice"));
    setField(dialog, "password", QStringLiteral("fieldpass"));
    QCOMPARE(dialog.options().user, QStringLiteral("alice"));
    QCOMPARE(dialog.options().password, QStringLiteral("fieldpass"));
}

void TestConnectionDialog::prefillRoundTripsOptions()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    for (const char *name : {"ca.pem", "client.pem", "client.key"}) {
        QFile f(dir.filePath(QLatin1String(name)));
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    ConnectionOptions o;
    o.transport = ConnectionOptions::Transport::Tls;
    o.host = QStringLiteral("redis.example");
    o.port = 6390;
    o.db = 3;
    o.user = QStringLiteral("alice");
    o.password = QStringLiteral("s3cret");
    o.connectTimeoutMs = 1500;
    o.tls.caFile = dir.filePath(QStringLiteral("ca.pem"));
    o.tls.certFile = dir.filePath(QStringLiteral("client.pem"));
    o.tls.keyFile = dir.filePath(QStringLiteral("client.key"));
    o.tls.verifyPeer = false;
    o.readOnly = true; // the dialog's default

    ConnectionDialog dialog;
    dialog.setOptions(o);
    QVERIFY2(canConnect(dialog), qPrintable(dialog.errorText()));
    QCOMPARE(dialog.options(), o);
    // The password is in its field, not in the URL.
    QVERIFY(!dialog.findChild<QComboBox *>(QStringLiteral("url"))
                 ->currentText()
                 .contains(QStringLiteral("s3cret")));
}

void TestConnectionDialog::acceptingRemembersTheUrlWithoutPassword()
{
    {
        ConnectionDialog dialog;
        setUrl(dialog, QStringLiteral("redis://:urlsecret@127.0.0.1:6380"));
        dialog.accept();
        RecentConnections::remember(dialog.options()); // as MainWindow does once connected
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.options().password, QStringLiteral("urlsecret"));
    }
    {
        ConnectionDialog dialog;
        setUrl(dialog, QStringLiteral("redis://127.0.0.1:6381"));
        setField(dialog, "user", QStringLiteral("alice"));
        setField(dialog, "password", QStringLiteral("fieldsecret"));
        dialog.accept();
        RecentConnections::remember(dialog.options()); // as MainWindow does once connected
    }
    QCOMPARE(RecentConnections::urls(), QStringList({QStringLiteral("redis://alice@127.0.0.1:6381"),
                                                     QStringLiteral("redis://127.0.0.1:6380")}));

    QSettings settings;
    settings.sync();
    QFile file(settings.fileName());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(settings.fileName()));
    const QByteArray onDisk = file.readAll();
    QVERIFY(onDisk.contains("127.0.0.1:6381"));
    QVERIFY(!onDisk.contains("secret"));
}

void TestConnectionDialog::pickingARecentUrlFillsTheFields()
{
    ConnectionOptions o;
    o.host = QStringLiteral("old.example");
    o.user = QStringLiteral("carol");
    o.password = QStringLiteral("pw");
    o.connectTimeoutMs = 900;
    RecentConnections::remember(o);
    o.readOnly = true; // whatever was remembered, the dialog opens read-only

    ConnectionDialog dialog; // pre-filled from the newest recent connection
    auto *url = dialog.findChild<QComboBox *>(QStringLiteral("url"));
    QCOMPARE(url->count(), 1);
    QCOMPARE(url->currentText(), QStringLiteral("redis://old.example:6379"));
    QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("user"))->text(),
             QStringLiteral("carol"));
    QVERIFY(dialog.findChild<QLineEdit *>(QStringLiteral("password"))->text().isEmpty());
    QVERIFY(!canConnect(dialog)); // carol needs her password again
    setField(dialog, "password", QStringLiteral("pw"));
    QCOMPARE(dialog.options(), o);
}

void TestConnectionDialog::readOnlyIsTheDefaultAndTheUrlCanSayOtherwise()
{
    ConnectionDialog dialog;
    auto *box = dialog.findChild<QCheckBox *>(QStringLiteral("readOnly"));
    QVERIFY(box);
    setUrl(dialog, QStringLiteral("redis://127.0.0.1:6390"));
    QVERIFY(box->isChecked());
    QVERIFY(dialog.options().readOnly);
    // An explicit read_only=no in the URL unchecks it; the box is what counts.
    setUrl(dialog, QStringLiteral("redis://127.0.0.1:6390?read_only=no"));
    QVERIFY(!box->isChecked());
    QVERIFY(!dialog.options().readOnly);
    box->setChecked(true);
    QVERIFY(dialog.options().readOnly);
    // Reopening for a writable connection keeps what the session says.
    ConnectionOptions writable;
    writable.host = QStringLiteral("h");
    dialog.setOptions(writable);
    QVERIFY(box->isChecked());
    dialog.setReadOnly(false);
    QVERIFY(!dialog.options().readOnly);
    // Recent connections are remembered without the flag (the dialog decides).
    dialog.accept();
    RecentConnections::remember(dialog.options()); // as MainWindow does once connected
    QVERIFY(!RecentConnections::urls().constFirst().contains(QStringLiteral("read_only")));
}

void TestConnectionDialog::sshSectionBuildsTheTunnelOptions()
{
    ConnectionDialog dialog;
    setUrl(dialog, QStringLiteral("redis://10.0.0.5:6379"));
    auto *ssh = dialog.findChild<QGroupBox *>(QStringLiteral("ssh"));
    QVERIFY(ssh && ssh->isCheckable() && !ssh->isChecked());
    QCOMPARE(dialog.options().ssh.enabled(), false);
    ssh->setChecked(true);
    QVERIFY(!canConnect(dialog)); // no host yet
    QVERIFY(dialog.errorText().contains(QStringLiteral("SSH tunnel needs a host")));
    setField(dialog, "sshHost", QStringLiteral("deploy@bastion.example.com"));
    dialog.findChild<QSpinBox *>(QStringLiteral("sshPort"))->setValue(2222);
    setField(dialog, "sshJump", QStringLiteral("ops@jump1:22"));
    QVERIFY2(canConnect(dialog), qPrintable(dialog.errorText()));
    ConnectionOptions o = dialog.options();
    QCOMPARE(o.ssh.host, QStringLiteral("bastion.example.com"));
    QCOMPARE(o.ssh.user, QStringLiteral("deploy"));
    QCOMPARE(o.ssh.port, quint16(2222));
    QCOMPARE(o.ssh.proxyJump, QStringLiteral("ops@jump1:22"));
    QVERIFY(o.ssh.configFile.isEmpty());          // ~/.ssh/config is read by default
    QCOMPARE(o.host, QStringLiteral("10.0.0.5")); // Redis as the SSH host sees it

    auto *login = dialog.findChild<QComboBox *>(QStringLiteral("sshLogin"));
    login->setCurrentIndex(login->findData(int(ConnectionDialog::SshLogin::KeyFile)));
    QVERIFY(!canConnect(dialog));
    QVERIFY(dialog.errorText().contains(QStringLiteral("key file")));
    setField(dialog, "sshKeyFile", QStringLiteral("/nonexistent/id_ed25519"));
    QVERIFY(dialog.errorText().contains(QStringLiteral("cannot read /nonexistent/id_ed25519")));
    login->setCurrentIndex(login->findData(int(ConnectionDialog::SshLogin::Password)));
    QVERIFY(!canConnect(dialog));
    setField(dialog, "sshSecret", QStringLiteral("sshsecret"));
    QVERIFY2(canConnect(dialog), qPrintable(dialog.errorText()));
    o = dialog.options();
    QCOMPARE(o.ssh.password, QStringLiteral("sshsecret"));
    QVERIFY(o.ssh.keyFile.isEmpty());
    dialog.findChild<QCheckBox *>(QStringLiteral("sshUseConfig"))->setChecked(false);
    QCOMPARE(dialog.options().ssh.configFile, QStringLiteral("none"));
    setField(dialog, "sshJump", QStringLiteral("j1:99999"));
    QVERIFY(!canConnect(dialog));
    QVERIFY(dialog.errorText().contains(QStringLiteral("SSH jump host")));
}

// The settings file keeps where to connect and how, never a password or a passphrase.
void TestConnectionDialog::sshSecretsNeverReachTheSettingsFile()
{
    QTemporaryDir dir;
    const QString key = dir.path() + QStringLiteral("/id_ed25519");
    QFile keyFile(key);
    QVERIFY(keyFile.open(QIODevice::WriteOnly));
    keyFile.write("not a real key, only readable");
    keyFile.close();
    {
        ConnectionDialog dialog;
        setUrl(dialog, QStringLiteral("redis://10.0.0.5:6379"));
        setField(dialog, "password", QStringLiteral("redissecret"));
        dialog.findChild<QGroupBox *>(QStringLiteral("ssh"))->setChecked(true);
        setField(dialog, "sshHost", QStringLiteral("deploy@bastion:2222"));
        auto *login = dialog.findChild<QComboBox *>(QStringLiteral("sshLogin"));
        login->setCurrentIndex(login->findData(int(ConnectionDialog::SshLogin::KeyFile)));
        setField(dialog, "sshKeyFile", key);
        setField(dialog, "sshSecret", QStringLiteral("passphrasesecret"));
        QVERIFY2(canConnect(dialog), qPrintable(dialog.errorText()));
        QCOMPARE(dialog.options().ssh.passphrase, QStringLiteral("passphrasesecret"));
        dialog.accept();
        RecentConnections::remember(dialog.options()); // as MainWindow does once connected
    }
    {
        ConnectionDialog dialog;
        setUrl(dialog, QStringLiteral("redis://10.0.0.6:6379"));
        dialog.findChild<QGroupBox *>(QStringLiteral("ssh"))->setChecked(true);
        setField(dialog, "sshHost", QStringLiteral("bastion"));
        auto *login = dialog.findChild<QComboBox *>(QStringLiteral("sshLogin"));
        login->setCurrentIndex(login->findData(int(ConnectionDialog::SshLogin::Password)));
        setField(dialog, "sshSecret", QStringLiteral("sshpasswordsecret"));
        dialog.accept();
        RecentConnections::remember(dialog.options()); // as MainWindow does once connected
    }
    QSettings settings;
    settings.sync();
    QFile file(settings.fileName());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(settings.fileName()));
    const QByteArray onDisk = file.readAll();
    QVERIFY2(onDisk.contains("bastion") && onDisk.contains("ssh_key"), onDisk.constData());
    QVERIFY2(!onDisk.contains("secret"), onDisk.constData());
}

void TestConnectionDialog::recentSshConnectionFillsTheSshSection()
{
    const auto remembered = ConnectionOptions::fromUrl(
        QStringLiteral("redis://10.0.0.5:6379?ssh=deploy@bastion:2222&ssh_jump=j1&"
                       "ssh_known_hosts=/tmp/kh&ssh_config=none"));
    QVERIFY(remembered);
    ConnectionDialog dialog;
    dialog.setOptions(*remembered);
    QVERIFY(dialog.findChild<QGroupBox *>(QStringLiteral("ssh"))->isChecked());
    QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("sshHost"))->text(),
             QStringLiteral("bastion"));
    QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("sshUser"))->text(),
             QStringLiteral("deploy"));
    QCOMPARE(dialog.findChild<QSpinBox *>(QStringLiteral("sshPort"))->value(), 2222);
    QVERIFY(!dialog.findChild<QCheckBox *>(QStringLiteral("sshUseConfig"))->isChecked());
    const QString url = dialog.findChild<QComboBox *>(QStringLiteral("url"))->currentText();
    QVERIFY2(!url.contains(QStringLiteral("ssh")), qPrintable(url)); // the section shows it
    QCOMPARE(dialog.options().ssh, remembered->ssh);
}

// With the SSH section open the dialog still fits a 1024x700 screen, every field shown whole.
// (COORDSCOPE_SCREENSHOT_DIR set: also saves connection-dialog-ssh.png there for the docs.)
void TestConnectionDialog::sshSectionFitsA1024x700Screen()
{
    ConnectionDialog dialog;
    setUrl(dialog, QStringLiteral("redis://10.0.0.5:6379"));
    dialog.findChild<QGroupBox *>(QStringLiteral("ssh"))->setChecked(true);
    setField(dialog, "sshHost", QStringLiteral("deploy@bastion.example.com"));
    setField(dialog, "sshJump", QStringLiteral("ops@gateway.example.com"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    dialog.resize(dialog.sizeHint());
    QVERIFY2(dialog.height() <= 660 && dialog.width() <= 1000,
             qPrintable(QStringLiteral("%1x%2").arg(dialog.width()).arg(dialog.height())));
    QCoreApplication::processEvents();
    for (const char *name :
         {"sshHost", "sshUser", "sshKeyFile", "sshSecret", "sshJump", "sshKnownHosts"}) {
        auto *field = dialog.findChild<QLineEdit *>(QLatin1String(name));
        QVERIFY2(field && field->isVisible(), name);
        const QRect inDialog(field->mapTo(&dialog, QPoint(0, 0)), field->size());
        QVERIFY2(dialog.rect().contains(inDialog), name);
        QVERIFY2(field->height() >= field->sizeHint().height() - 2, name);
    }
    const QString dir = qEnvironmentVariable("COORDSCOPE_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(dialog.grab().save(dir + QStringLiteral("/connection-dialog-ssh.png")));
}

QTEST_MAIN(TestConnectionDialog)
#include "tst_connectiondialog.moc"
