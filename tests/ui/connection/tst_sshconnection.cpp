#include "commandlog.h"
#include "mainwindow.h"
#include "serversession.h"
#include "sessionstatusbar.h"
#include "sshserverprocess.h"
#include "testredis.h"

#include <QApplication>
#include <QFile>
#include <QInputDialog>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;

// The window through an SSH tunnel (a private sshd, a Redis on a Unix socket only): an unknown
// host's key is shown (type, SHA-256 fingerprint) and, trusted, written to known_hosts before
// the window connects; refused, nothing is written and the window stays disconnected. An
// encrypted key's passphrase is asked for in a dialog, and never reaches the Command log.
class TestSshConnection : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void unknownHostIsAskedAboutThenTrusted();
    void refusingTheHostConnectsNowhere();

private:
    ConnectionOptions options(const QString &knownHosts) const;

    QTemporaryDir m_dir;
    QString m_key;
    std::unique_ptr<SshServerProcess> m_sshd;
    TestRedis::Server m_redis;
};

namespace {
const QString Passphrase = u"gui-passphrase-secret"_s;
const QString Green = QStringLiteral("#2e9d4f");
} // namespace

void TestSshConnection::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"CoordScopeTest"_s);
    QCoreApplication::setApplicationName(u"tst_sshconnection"_s);
    QVERIFY(m_dir.isValid());
    auto key = SshServerProcess::makeKey(m_dir.path(), u"id_ecdsa"_s, u"ecdsa"_s, Passphrase);
    QVERIFY2(key.ok(), qPrintable(key.error().toString()));
    m_key = *key;
    auto sshd = SshServerProcess::start({m_key + u".pub"_s});
    QVERIFY2(sshd.ok(), qPrintable(sshd.error().toString()));
    m_sshd = std::move(sshd).value();
    RedisServerOptions unixOnly;
    unixOnly.unixSocket = true;
    unixOnly.unixSocketOnly = true;
    auto redis = TestRedis::start(unixOnly);
    QVERIFY2(redis.ok(), qPrintable(redis.error().toString()));
    m_redis = std::move(redis).value();
}

ConnectionOptions TestSshConnection::options(const QString &knownHosts) const
{
    ConnectionOptions o;
    o.transport = ConnectionOptions::Transport::Unix;
    o.socketPath = m_redis->socketPath();
    o.ssh = SshOptions::fromSpec(m_sshd->spec()).value();
    o.ssh.keyFile = m_key; // encrypted: the window asks for its passphrase
    o.ssh.knownHostsFile = knownHosts;
    o.ssh.configFile = u"none"_s;
    return o;
}

void TestSshConnection::unknownHostIsAskedAboutThenTrusted()
{
    const QString knownHosts = m_dir.path() + u"/known_hosts_trusted"_s;
    MainWindow window;
    QStringList questions;
    window.setConfirmation([&questions](const QString &question) {
        questions << question;
        return true;
    });
    window.show();
    QList<CommandRecord> records;
    connect(window.session()->commandLog(), &CommandLog::recorded, this,
            [&records](const CommandRecord &record) { records << record; });
    // The key's passphrase is asked for in a dialog (from the thread that logs in); typed in.
    int passphraseDialogs = 0;
    QTimer typist;
    connect(&typist, &QTimer::timeout, this, [&passphraseDialogs] {
        auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        ++passphraseDialogs;
        QVERIFY(dialog->labelText().contains(u"id_ecdsa"_s));
        dialog->setTextValue(Passphrase);
        dialog->accept();
    });
    typist.start(50);
    window.session()->connectTo(options(knownHosts));
    SessionStatusBar *status = window.sessionStatusBar();
    QTRY_COMPARE_WITH_TIMEOUT(status->indicatorColor(), Green, 20000);
    typist.stop();
    QCOMPARE(passphraseDialogs, 1);
    QCOMPARE(questions.size(), 1);
    QVERIFY2(questions.first().contains(m_sshd->fingerprint()) &&
                 questions.first().contains(u"ssh-ed25519"_s) &&
                 questions.first().contains(u"[127.0.0.1]:%1"_s.arg(m_sshd->port())),
             qPrintable(questions.first()));
    QFile written(knownHosts);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.readAll().contains(m_sshd->knownHostsLine().section(u' ', 2).toLatin1()));
    QVERIFY2(window.session()->label().contains(u"via ssh %1"_s.arg(m_sshd->spec())),
             qPrintable(window.session()->label()));

    // Whatever the window logged (its label, every command), the passphrase is not in it.
    bool replied = false;
    window.session()->client()->send({"SET", "ssh:gui", "1"}, this,
                                     [&](const Result<RedisReply> &r) { replied = r.ok(); });
    QTRY_VERIFY(replied);
    QTRY_VERIFY(std::any_of(records.cbegin(), records.cend(), [](const CommandRecord &r) {
        return !r.argv.isEmpty() && r.argv.first() == "SET";
    }));
    for (const CommandRecord &record : records) {
        QVERIFY(!record.connection.contains(Passphrase));
        for (const QByteArray &arg : record.argv)
            QVERIFY(!arg.contains(Passphrase.toUtf8()));
    }
}

void TestSshConnection::refusingTheHostConnectsNowhere()
{
    const QString knownHosts = m_dir.path() + u"/known_hosts_refused"_s;
    MainWindow window;
    int asked = 0;
    window.setConfirmation([&asked](const QString &) {
        ++asked;
        return false;
    });
    window.show();
    const int logins = m_sshd->acceptedLogins();
    window.session()->connectTo(options(knownHosts));
    QTRY_COMPARE_WITH_TIMEOUT(asked, 1, 20000);
    QTRY_COMPARE(window.session()->state(), RedisClient::State::Disconnected);
    QVERIFY(!QFile::exists(knownHosts));
    QCOMPARE(m_sshd->acceptedLogins(), logins);
    QVERIFY(window.sessionStatusBar()->indicatorColor() != Green);
}

QTEST_MAIN(TestSshConnection)
#include "tst_sshconnection.moc"
