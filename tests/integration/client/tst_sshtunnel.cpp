#include "clirun.h"
#include "redisclient.h"
#include "redisclusterprocess.h"
#include "redisconnection.h"
#include "redissentinelprocess.h"
#include "sshserverprocess.h"
#include "sshsession.h"
#include "sshtunnel.h"
#include "testredis.h"
#include "testsshpasswordserver.h"
#include "verifyok.h"

#include <QFile>
#include <QProcessEnvironment>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using Kind = RedisError::Kind;

// Redis through SSH tunnels made with libssh, against private OpenSSH servers (sshd run as a
// child, SshServerProcess) on loopback: key, passphrase and agent logins (and a password login,
// against libssh's own server: TestSshPasswordServer), known_hosts (a known key, a changed one
// refused, an unknown one refused, then accepted and written), ProxyJump through a second
// sshd, a Redis that listens on a Unix socket only, a dropped tunnel set up again, a Cluster and
// a Sentinel deployment through one SSH session, and the CLI's --ssh flags.
class TestSshTunnel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void keyLoginReachesAUnixSocketOnlyRedis();
    void passphraseProtectedKey();
    void agentLogin();
    void passwordLogin();
    void refusedLoginSaysWhatWasTried();
    void changedHostKeyIsRefused();
    void unknownHostIsRefusedThenAccepted();
    void acceptedFingerprintAddsOnlyThatKey();
    void proxyJumpThroughASecondSshd();
    void sshConfigAliasIsResolved();
    void asyncClientConnectsThroughTheTunnel();
    void tlsRunsEndToEndThroughTheTunnel();
    void droppedTunnelIsSetUpAgain();
    void redisClosingTheConnectionIsSeen();
    void clusterThroughOneSession();
    void sentinelThroughTheTunnel();
    void cliWithSshFlags();
    void cliTakesTheSshPasswordFromTheEnvironment();
    void cliRefusesAnUnknownHostWithoutAcceptNew();
    void urlTakesNoSshSecrets();

private:
    // A URL for the Unix-socket Redis through sshd `server`, trusting it in m_knownHosts.
    ConnectionOptions throughSsh(const SshServerProcess &server) const;
    // Logging in to server with m_key, its host key in a known_hosts file of its own.
    SshOptions sshTo(const SshServerProcess &server) const;
    QString writeKnownHosts(const QStringList &lines) const;

    QTemporaryDir m_dir;
    QString m_key;         // unencrypted ed25519, authorized on both sshds
    QString m_lockedKey;   // ecdsa with a passphrase, authorized
    QString m_agentKey;    // rsa, only in the agent, authorized
    QString m_strangerKey; // authorized nowhere
    QString m_knownHosts;  // vouches for both sshds
    std::unique_ptr<SshServerProcess> m_sshd;
    std::unique_ptr<SshServerProcess> m_jump; // allows forwarding to m_sshd only
    TestRedis::Server m_redis;                // Unix socket only
};

namespace {
const QString Passphrase = u"correct horse battery"_s;
const QString PasswordUser = u"redis-ops"_s;
// Not ASCII: the password goes to the server as UTF-8.
const QString Password = u"open sesame, s\u00e9same 42"_s;
} // namespace

void TestSshTunnel::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const auto key = SshServerProcess::makeKey(m_dir.path(), u"id_ed25519"_s);
    VERIFY_OK(key);
    m_key = *key;
    const auto locked =
        SshServerProcess::makeKey(m_dir.path(), u"id_ecdsa_locked"_s, u"ecdsa"_s, Passphrase);
    VERIFY_OK(locked);
    m_lockedKey = *locked;
    const auto agentKey = SshServerProcess::makeKey(m_dir.path(), u"id_rsa_agent"_s, u"rsa"_s);
    VERIFY_OK(agentKey);
    m_agentKey = *agentKey;
    const auto stranger = SshServerProcess::makeKey(m_dir.path(), u"id_stranger"_s);
    VERIFY_OK(stranger);
    m_strangerKey = *stranger;
    const QStringList authorized{m_key + u".pub"_s, m_lockedKey + u".pub"_s,
                                 m_agentKey + u".pub"_s};
    auto sshd = SshServerProcess::start(authorized);
    VERIFY_OK(sshd);
    m_sshd = std::move(sshd.value());
    auto jump =
        SshServerProcess::start(authorized, {u"PermitOpen 127.0.0.1:%1"_s.arg(m_sshd->port())});
    VERIFY_OK(jump);
    m_jump = std::move(jump.value());
    m_knownHosts = writeKnownHosts({m_sshd->knownHostsLine(), m_jump->knownHostsLine()});

    RedisServerOptions unixOnly;
    unixOnly.unixSocket = true;
    unixOnly.unixSocketOnly = true;
    auto redis = TestRedis::start(unixOnly);
    VERIFY_OK(redis);
    m_redis = std::move(redis.value());
}

QString TestSshTunnel::writeKnownHosts(const QStringList &lines) const
{
    static int files = 0;
    const QString path = m_dir.path() + u"/known_hosts_%1"_s.arg(++files);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(lines.join(u'\n').toUtf8() + '\n');
    return path;
}

ConnectionOptions TestSshTunnel::throughSsh(const SshServerProcess &server) const
{
    ConnectionOptions o;
    o.transport = ConnectionOptions::Transport::Unix;
    o.socketPath = m_redis->socketPath();
    auto spec = SshOptions::fromSpec(server.spec());
    o.ssh = spec.value();
    o.ssh.keyFile = m_key;
    o.ssh.knownHostsFile = m_knownHosts;
    o.ssh.configFile = u"none"_s;
    return o;
}

SshOptions TestSshTunnel::sshTo(const SshServerProcess &server) const
{
    SshOptions ssh = SshOptions::fromSpec(server.spec()).value();
    ssh.keyFile = m_key;
    ssh.knownHostsFile = writeKnownHosts({server.knownHostsLine()});
    ssh.configFile = u"none"_s;
    return ssh;
}

// The Redis listens on a Unix socket only (--port 0): what reaches it is the forwarded
// direct-streamlocal channel of the one SSH session.
void TestSshTunnel::keyLoginReachesAUnixSocketOnlyRedis()
{
    const int loginsBefore = m_sshd->acceptedLogins();
    const ConnectionOptions o = throughSsh(*m_sshd);
    QCOMPARE(m_redis->port(), quint16(0));
    RedisConnection connection(o);
    VERIFY_OK(connection.connect());
    const auto set = connection.command({"SET", "ssh:unix", "through the tunnel"});
    VERIFY_OK(set);
    const auto get = connection.command({"GET", "ssh:unix"});
    VERIFY_OK(get);
    QCOMPARE(get->bytes(), "through the tunnel"_ba);
    const auto tunnel = SshTunnel::shared(o.ssh);
    QVERIFY(tunnel->isUp());
    QCOMPARE(tunnel->label(), u"via %1"_s.arg(m_sshd->spec()));
    QTRY_COMPARE(m_sshd->acceptedLogins(), loginsBefore + 1);
    QVERIFY(m_sshd->log().contains(u"direct-streamlocal"_s) ||
            m_sshd->log().contains(u"streamlocal"_s));
}

void TestSshTunnel::passphraseProtectedKey()
{
    ConnectionOptions o = throughSsh(*m_sshd);
    o.ssh.keyFile = m_lockedKey;
    o.ssh.keepaliveSeconds = 14; // another tunnel than the other tests'
    {
        RedisConnection noPassphrase(o);
        const auto refused = noPassphrase.connect();
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind(), Kind::Auth);
        QVERIFY2(refused.error().message().contains(u"encrypted, no passphrase given"_s),
                 qPrintable(refused.error().message()));
    }
    {
        ConnectionOptions wrong = o;
        wrong.ssh.passphrase = u"not it"_s;
        RedisConnection wrongPassphrase(wrong);
        const auto refused = wrongPassphrase.connect();
        QVERIFY(!refused);
        QVERIFY2(refused.error().message().contains(u"wrong passphrase"_s),
                 qPrintable(refused.error().message()));
    }
    // Asked for, as the CLI and the GUI do.
    QStringList asked;
    SshSession::setPassphraseProvider([&asked](const QString &file) -> std::optional<QString> {
        asked << file;
        return Passphrase;
    });
    RedisConnection prompted(o);
    const auto connected = prompted.connect();
    SshSession::setPassphraseProvider({});
    VERIFY_OK(connected);
    QCOMPARE(asked, QStringList{m_lockedKey});
    VERIFY_OK(prompted.command({"PING"}));
}

void TestSshTunnel::agentLogin()
{
    auto agent = SshAgentProcess::start({m_agentKey});
    VERIFY_OK(agent);
    ConnectionOptions o = throughSsh(*m_sshd);
    o.ssh.keyFile = m_strangerKey; // refused: only the agent's key can log in
    o.ssh.keepaliveSeconds = 13;
    o.ssh.agentSocket = u"/nonexistent/agent.sock"_s;
    {
        RedisConnection withoutAgent(o);
        QVERIFY(!withoutAgent.connect());
    }
    o.ssh.agentSocket = (*agent)->socketPath();
    RedisConnection withAgent(o);
    VERIFY_OK(withAgent.connect());
    VERIFY_OK(withAgent.command({"PING"}));
    QVERIFY2(m_sshd->log().contains(u"Accepted publickey for"_s) &&
                 m_sshd->log().contains(u": RSA SHA256:"_s),
             qPrintable(m_sshd->log().right(1500)));
}

// OpenSSH's sshd would check a password against the system's accounts: this login goes to
// libssh's server, which knows one user and one password and offers no other method.
void TestSshTunnel::passwordLogin()
{
    auto redis = TestRedis::start();
    VERIFY_OK(redis);
    auto server = TestSshPasswordServer::start(PasswordUser, Password);
    VERIFY_OK(server);
    // Redis on TCP through the server, its host key trusted; no agent, no key file.
    ConnectionOptions o = (*redis)->connectionOptions();
    o.ssh = SshOptions::fromSpec((*server)->spec()).value();
    o.ssh.password = Password;
    o.ssh.configFile = u"none"_s;
    o.ssh.knownHostsFile = writeKnownHosts({(*server)->knownHostsLine()});
    o.ssh.agentSocket = u"/nonexistent/agent.sock"_s;
    RedisConnection connection(o);
    VERIFY_OK(connection.connect());
    VERIFY_OK(connection.command({"SET", "ssh:password", "through libssh's server"}));
    QCOMPARE((*server)->acceptedLogins(), 1);
    QCOMPARE((*server)->refusedLogins(), 0);
    RedisConnection direct((*redis)->connectionOptions());
    VERIFY_OK(direct.connect());
    const auto get = direct.command({"GET", "ssh:password"});
    VERIFY_OK(get);
    QCOMPARE(get->bytes(), "through libssh's server"_ba);

    ConnectionOptions wrong = o;
    wrong.ssh.password = u"open sesame, but wrong"_s;
    wrong.ssh.keepaliveSeconds = 12; // not the logged-in tunnel of the right password
    RedisConnection refused(wrong);
    const auto r = refused.connect();
    QVERIFY(!r);
    QCOMPARE(r.error().kind(), Kind::Auth);
    const QString message = r.error().toString();
    QVERIFY2(message.contains(u"tried a password"_s) && message.contains(u"offers password"_s),
             qPrintable(message));
    QVERIFY(!message.contains(wrong.ssh.password) && !message.contains(Password));
    QVERIFY((*server)->refusedLogins() > 0);
    QCOMPARE((*server)->acceptedLogins(), 1);
}

void TestSshTunnel::refusedLoginSaysWhatWasTried()
{
    ConnectionOptions o = throughSsh(*m_sshd);
    o.ssh.keyFile = m_strangerKey;
    o.ssh.agentSocket = u"/nonexistent/agent.sock"_s;
    o.ssh.keepaliveSeconds = 12;
    RedisConnection connection(o);
    const auto refused = connection.connect();
    QVERIFY(!refused);
    QCOMPARE(refused.error().kind(), Kind::Auth);
    const QString message = refused.error().message();
    QVERIFY2(message.contains(u"SSH host %1 refused the login"_s.arg(m_sshd->spec())) &&
                 message.contains(m_strangerKey) && message.contains(u"publickey"_s),
             qPrintable(message));
}

void TestSshTunnel::changedHostKeyIsRefused()
{
    ConnectionOptions o = throughSsh(*m_sshd);
    // The jump host's key where this host's should be: what an intercepting host would show.
    const QString impostor = m_jump->knownHostsLine().section(u' ', 1);
    o.ssh.knownHostsFile =
        writeKnownHosts({u"[127.0.0.1]:%1 %2"_s.arg(m_sshd->port()).arg(impostor)});
    o.ssh.acceptNew = true; // a changed key is refused even so
    const int logins = m_sshd->acceptedLogins();
    RedisConnection connection(o);
    const auto refused = connection.connect();
    QVERIFY(!refused);
    QCOMPARE(refused.error().kind(), Kind::SshHostKey);
    QVERIFY2(refused.error().message().contains(u"CHANGED"_s) &&
                 refused.error().message().contains(m_sshd->fingerprint()),
             qPrintable(refused.error().message()));
    QTest::qWait(200);
    QCOMPARE(m_sshd->acceptedLogins(), logins); // never logged in
}

void TestSshTunnel::unknownHostIsRefusedThenAccepted()
{
    ConnectionOptions o = throughSsh(*m_sshd);
    o.ssh.knownHostsFile = m_dir.path() + u"/fresh/known_hosts"_s; // not even the directory
    {
        RedisConnection connection(o);
        const auto refused = connection.connect();
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind(), Kind::SshHostKey);
        QVERIFY2(refused.error().message().contains(m_sshd->fingerprint()) &&
                     refused.error().message().contains(u"ED25519"_s, Qt::CaseInsensitive),
                 qPrintable(refused.error().message()));
        QVERIFY(!QFile::exists(o.ssh.knownHostsFile));
    }
    o.ssh.acceptNew = true;
    RedisConnection connection(o);
    VERIFY_OK(connection.connect());
    VERIFY_OK(connection.command({"PING"}));
    QFile written(o.ssh.knownHostsFile);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QString content = QString::fromLatin1(written.readAll());
    QVERIFY2(content.contains(m_sshd->knownHostsLine().section(u' ', 1)), qPrintable(content));
    QVERIFY(content.contains(u"[127.0.0.1]:%1"_s.arg(m_sshd->port())));
}

// The GUI's question: the fingerprint the user saw and accepted is added, and no other key.
void TestSshTunnel::acceptedFingerprintAddsOnlyThatKey()
{
    ConnectionOptions o = throughSsh(*m_sshd);
    o.ssh.knownHostsFile = m_dir.path() + u"/known_hosts_gui"_s;
    o.ssh.acceptFingerprint = m_jump->fingerprint(); // another host's key: no match
    {
        RedisConnection connection(o);
        const auto refused = connection.connect();
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind(), Kind::SshHostKey);
    }
    o.ssh.acceptFingerprint = m_sshd->fingerprint();
    RedisConnection connection(o);
    VERIFY_OK(connection.connect());
    QFile written(o.ssh.knownHostsFile);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = written.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 1); // that host's key, and nothing else
    QVERIFY2(lines.first().contains(m_sshd->knownHostsLine().section(u' ', 2).toLatin1()),
             lines.first().constData());
}

void TestSshTunnel::proxyJumpThroughASecondSshd()
{
    ConnectionOptions o = throughSsh(*m_sshd);
    o.ssh.proxyJump = m_jump->spec();
    const int jumpLogins = m_jump->acceptedLogins();
    RedisConnection connection(o);
    VERIFY_OK(connection.connect());
    VERIFY_OK(connection.command({"SET", "ssh:jump", "1"}));
    const auto tunnel = SshTunnel::shared(o.ssh);
    QCOMPARE(tunnel->label(), u"via %1 → %2"_s.arg(m_jump->spec(), m_sshd->spec()));
    QTRY_COMPARE(m_jump->acceptedLogins(), jumpLogins + 1);
    // The jump host opened the channel to the target sshd (and may open no other: PermitOpen).
    QVERIFY2(m_jump->log().contains(u"127.0.0.1 port %1"_s.arg(m_sshd->port())),
             qPrintable(m_jump->log().right(2000)));

    // A jump host that is not in known_hosts is refused by name.
    ConnectionOptions unknownJump = o;
    unknownJump.ssh.knownHostsFile = writeKnownHosts({m_sshd->knownHostsLine()});
    RedisConnection refused(unknownJump);
    const auto r = refused.connect();
    QVERIFY(!r);
    QCOMPARE(r.error().kind(), Kind::SshHostKey);
    QVERIFY2(r.error().message().contains(u"[127.0.0.1]:%1"_s.arg(m_jump->port())),
             qPrintable(r.error().message()));
}

void TestSshTunnel::sshConfigAliasIsResolved()
{
    const QString config = m_dir.path() + u"/ssh_config"_s;
    QFile file(config);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(u"# a bastion and the Redis host behind it\n"
               "Host jump-*\n"
               "    HostName 127.0.0.1\n"
               "    Port %1\n"
               "Host redis-box !other\n"
               "    HostName = 127.0.0.1\n"
               "    User %4\n"
               "    Port=%2\n"
               "    ProxyJump jump-host\n"
               "Host *\n"
               "    IdentityFile %3\n"
               "    Port 1\n"_s.arg(m_jump->port())
                   .arg(m_sshd->port())
                   .arg(m_key)
                   .arg(m_sshd->spec().section(u'@', 0, 0))
                   .toUtf8());
    file.close();
    ConnectionOptions o;
    o.transport = ConnectionOptions::Transport::Unix;
    o.socketPath = m_redis->socketPath();
    o.ssh.host = u"redis-box"_s;
    o.ssh.configFile = config;
    o.ssh.knownHostsFile = m_knownHosts;
    const auto route = SshHop::route(o.ssh);
    VERIFY_OK(route);
    QCOMPARE(route->size(), 2);
    QCOMPARE(route->at(0).port, m_jump->port());
    QCOMPARE(route->at(1).port, m_sshd->port());
    QCOMPARE(route->at(1).identityFiles, QStringList{m_key});
    QCOMPARE(route->at(1).user, m_sshd->spec().section(u'@', 0, 0));
    const int jumpLogins = m_jump->acceptedLogins();
    RedisConnection connection(o);
    VERIFY_OK(connection.connect());
    VERIFY_OK(connection.command({"PING"}));
    QTRY_COMPARE(m_jump->acceptedLogins(), jumpLogins + 1);

    // A ProxyCommand would connect by a route CoordScope does not take: refused, not ignored.
    QVERIFY(file.open(QIODevice::Append));
    file.write("Host via-command\n    ProxyCommand nc %h %p\n");
    file.close();
    ConnectionOptions viaCommand = o;
    viaCommand.ssh.host = u"via-command"_s;
    const auto refused = SshHop::route(viaCommand.ssh);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message().contains(u"ProxyCommand"_s),
             qPrintable(refused.error().message()));
}

void TestSshTunnel::asyncClientConnectsThroughTheTunnel()
{
    ConnectionOptions o = throughSsh(*m_sshd);
    o.ssh.keepaliveSeconds = 11;
    RedisClient client(o);
    QSignalSpy connected(&client, &RedisClient::connected);
    client.connectToServer();
    QCOMPARE(client.state(), RedisClient::State::Connecting); // the login runs off this thread
    QVERIFY(connected.wait(15000));
    QByteArray value;
    client.send({"SET", "ssh:async", "v"}, this, [](const Result<RedisReply> &) {});
    client.send({"GET", "ssh:async"}, this,
                [&](const Result<RedisReply> &r) { value = r ? r->bytes() : "error"_ba; });
    QTRY_COMPARE(value, "v"_ba);

    // An unknown host: the client's error is the host key's, and it does not retry it.
    ConnectionOptions unknown = o;
    unknown.ssh.knownHostsFile = m_dir.path() + u"/known_hosts_async"_s;
    RedisClient refused(unknown);
    QSignalSpy errors(&refused, &RedisClient::errorOccurred);
    refused.connectToServer();
    QVERIFY(errors.wait(15000));
    QCOMPARE(errors.first().first().value<RedisError>().kind(), Kind::SshHostKey);
    QTRY_COMPARE(refused.state(), RedisClient::State::Disconnected);
}

// TLS over the forwarded channel: the certificate is checked against the Redis host's name.
void TestSshTunnel::tlsRunsEndToEndThroughTheTunnel()
{
    auto tls = TestRedis::startTlsWithNewFiles();
    VERIFY_OK(tls);
    ConnectionOptions o = tls->server->connectionOptions();
    QCOMPARE(o.transport, ConnectionOptions::Transport::Tls);
    o.tls.caFile = tls->files.caCert;
    const ConnectionOptions ssh = throughSsh(*m_sshd);
    o.ssh = ssh.ssh;
    RedisConnection connection(o);
    VERIFY_OK(connection.connect());
    VERIFY_OK(connection.command({"PING"}));
    RedisClient client(o);
    QSignalSpy connected(&client, &RedisClient::connected);
    client.connectToServer();
    QVERIFY(connected.wait(15000));

    // A CA that signed nothing here: the handshake through the tunnel fails as it would directly.
    ConnectionOptions wrongCa = o;
    wrongCa.tls.caFile = tls->files.otherCaCert;
    RedisConnection refused(wrongCa);
    const auto r = refused.connect();
    QVERIFY(!r);
    QVERIFY2(r.error().message().contains(u"TLS"_s) ||
                 r.error().message().contains(u"certificate"_s),
             qPrintable(r.error().message()));
}

void TestSshTunnel::droppedTunnelIsSetUpAgain()
{
    ConnectionOptions o = throughSsh(*m_sshd);
    o.ssh.keepaliveSeconds = 10;
    RedisConnection connection(o);
    VERIFY_OK(connection.connect());
    VERIFY_OK(connection.command({"SET", "ssh:drop", "before"}));
    const auto tunnel = SshTunnel::shared(o.ssh);
    QCOMPARE(tunnel->reconnects(), 0);

    RedisClient client(o);
    QSignalSpy connected(&client, &RedisClient::connected);
    QSignalSpy lost(&client, &RedisClient::connectionLost);
    client.connectToServer();
    QVERIFY(connected.wait(15000));

    QVERIFY(m_sshd->dropSessions() > 0);
    // The GUI's client sees the connection lost, says why, and reconnects through a new
    // session.
    QTRY_VERIFY_WITH_TIMEOUT(lost.count() >= 1, 5000);
    const QString why = lost.first().first().value<RedisError>().message();
    QVERIFY2(why.contains(u"SSH session to %1 ended"_s.arg(m_sshd->spec())), qPrintable(why));
    QTRY_VERIFY_WITH_TIMEOUT(connected.count() >= 2, 15000);
    QVERIFY2(tunnel->lastDrop().contains(u"SSH session to %1 ended"_s.arg(m_sshd->spec())),
             qPrintable(tunnel->lastDrop()));
    QVERIFY(tunnel->isUp());
    QCOMPARE(tunnel->reconnects(), 1);
    // The blocking connection knows its socket closed before writing: it reconnects and sends.
    const auto get = connection.command({"GET", "ssh:drop"});
    VERIFY_OK(get);
    QCOMPARE(get->bytes(), "before"_ba);
    QCOMPARE(tunnel->reconnects(), 1); // both rode on the one new session
}

// Redis closing a connection (CLIENT KILL, its idle timeout, a restart) reaches the client
// through the channel's EOF at once, as it would directly.
void TestSshTunnel::redisClosingTheConnectionIsSeen()
{
    ConnectionOptions o = throughSsh(*m_sshd);
    o.clientName = u"ssh-kill-me"_s;
    o.clientNameGiven = true;
    RedisClient client(o);
    QSignalSpy connected(&client, &RedisClient::connected);
    QSignalSpy lost(&client, &RedisClient::connectionLost);
    client.connectToServer();
    QVERIFY(connected.wait(15000));
    RedisConnection direct(m_redis->connectionOptions());
    VERIFY_OK(direct.connect());
    const auto killed = direct.command({"CLIENT", "KILL", "USER", "default", "SKIPME", "yes"});
    VERIFY_OK(killed);
    QVERIFY(killed->integerValue() >= 1);
    QTRY_VERIFY_WITH_TIMEOUT(lost.count() == 1, 3000);
    QTRY_VERIFY_WITH_TIMEOUT(connected.count() == 2, 15000); // and back, through the tunnel
    const auto tunnel = SshTunnel::shared(o.ssh);
    QTRY_COMPARE(tunnel->streamCount(), 1); // the killed stream's channel is closed
}

void TestSshTunnel::clusterThroughOneSession()
{
    auto cluster = TestRedis::startCluster();
    VERIFY_OK(cluster);
    auto sshd = SshServerProcess::start({m_key + u".pub"_s});
    VERIFY_OK(sshd);
    ConnectionOptions o = (*cluster)->seed();
    o.cluster = ConnectionOptions::Cluster::Yes;
    o.ssh = sshTo(**sshd);
    RedisConnection connection(o);
    VERIFY_OK(connection.connect());
    // Keys in every master's slots: each node is reached at the address it announces.
    for (int i = 0; i < 30; ++i)
        VERIFY_OK(connection.command({"SET", "ssh:cluster:" + QByteArray::number(i), "x"}));
    const auto tunnel = SshTunnel::shared(o.ssh);
    QVERIFY2(tunnel->streamCount() >= 3, qPrintable(QString::number(tunnel->streamCount())));
    QTRY_COMPARE((*sshd)->acceptedLogins(), 1); // one SSH session for every node
}

void TestSshTunnel::sentinelThroughTheTunnel()
{
    auto deployment = std::make_unique<RedisSentinelProcess>();
    VERIFY_OK(deployment->start());
    auto sshd = SshServerProcess::start({m_key + u".pub"_s});
    VERIFY_OK(sshd);
    ConnectionOptions o = deployment->sentinelUrl();
    o.ssh = sshTo(**sshd);
    RedisConnection connection(o);
    VERIFY_OK(connection.connect());
    VERIFY_OK(connection.command({"SET", "ssh:sentinel", "1"}));
    QCOMPARE(connection.options().address(), *deployment->masterAddress());
    QTRY_COMPARE((*sshd)->acceptedLogins(), 1); // the sentinels and the master: one session
}

void TestSshTunnel::cliWithSshFlags()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"HOME"_s, home.path()); // no ~/.ssh of the machine's
    env.insert(u"COORDSCOPE_SSH_PASSPHRASE"_s, Passphrase);
    env.remove(u"SSH_AUTH_SOCK"_s);
    const QString url = u"unix://%1"_s.arg(m_redis->socketPath());
    const QStringList ssh{u"--url"_s,
                          url,
                          u"--ssh"_s,
                          m_sshd->spec(),
                          u"--ssh-key"_s,
                          m_lockedKey,
                          u"--ssh-known-hosts"_s,
                          m_knownHosts};
    const auto cli = [&](QStringList args) {
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(CLI_PATH), ssh + args);
        return CliRun::finish(process);
    };
    const CliRun ping = cli({u"--json"_s, u"ping"_s});
    QVERIFY2(ping.exitCode == 0, ping.err.constData());
    const CliRun lock = cli({u"lock"_s, u"acquire"_s, u"ssh-cli"_s, u"--ttl"_s, u"60000"_s});
    QVERIFY2(lock.exitCode == 0, lock.err.constData());
    const CliRun inspect = cli({u"--json"_s, u"inspect"_s});
    QVERIFY2(inspect.exitCode == 0, inspect.err.constData());
    QVERIFY2(inspect.out.contains("ssh-cli"), inspect.out.constData());
    RedisConnection direct(m_redis->connectionOptions());
    VERIFY_OK(direct.connect());
    const auto held = direct.command({"EXISTS", "cs:{ssh-cli}:lock"});
    VERIFY_OK(held);
    QCOMPARE(held->integerValue(), 1);
}

void TestSshTunnel::cliTakesTheSshPasswordFromTheEnvironment()
{
    auto redis = TestRedis::start();
    VERIFY_OK(redis);
    auto server = TestSshPasswordServer::start(PasswordUser, Password);
    VERIFY_OK(server);
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"HOME"_s, home.path());
    env.remove(u"SSH_AUTH_SOCK"_s);
    env.insert(u"COORDSCOPE_SSH_PASSWORD"_s, Password);
    const QStringList args{u"--url"_s,
                           u"redis://127.0.0.1:%1"_s.arg((*redis)->port()),
                           u"--ssh"_s,
                           (*server)->spec(),
                           u"--ssh-password"_s,
                           u"--ssh-known-hosts"_s,
                           writeKnownHosts({(*server)->knownHostsLine()}),
                           u"--ssh-config"_s,
                           u"none"_s,
                           u"ping"_s};
    const auto cli = [&] {
        QProcess process;
        process.setProcessEnvironment(env); // stdin: a pipe, not a terminal
        process.start(QStringLiteral(CLI_PATH), args);
        return CliRun::finish(process);
    };
    const CliRun ping = cli();
    QVERIFY2(ping.exitCode == 0, ping.err.constData());
    QCOMPARE((*server)->acceptedLogins(), 1);

    env.remove(u"COORDSCOPE_SSH_PASSWORD"_s);
    const CliRun unasked = cli();
    QVERIFY(unasked.exitCode != 0);
    QVERIFY2(unasked.err.contains("set $COORDSCOPE_SSH_PASSWORD"), unasked.err.constData());
    QCOMPARE((*server)->acceptedLogins(), 1);
    QCOMPARE((*server)->refusedLogins(), 0); // it did not try without a password
}

void TestSshTunnel::cliRefusesAnUnknownHostWithoutAcceptNew()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(u"HOME"_s, home.path());
    env.remove(u"SSH_AUTH_SOCK"_s);
    const QString knownHosts = home.path() + u"/kh"_s;
    const QString url = u"unix://%1?ssh=%2&ssh_key=%3&ssh_known_hosts=%4"_s.arg(
        m_redis->socketPath(), m_sshd->spec(), m_key, knownHosts);
    const auto cli = [&](QStringList args) {
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(CLI_PATH), QStringList{u"--url"_s, url} + args);
        return CliRun::finish(process);
    };
    const CliRun refused = cli({u"ping"_s});
    QVERIFY(refused.exitCode != 0);
    QVERIFY2(refused.err.contains(m_sshd->fingerprint().toLatin1()) &&
                 refused.err.contains("--ssh-accept-new"),
             refused.err.constData());
    QVERIFY(!QFile::exists(knownHosts));
    const CliRun accepted = cli({u"--ssh-accept-new"_s, u"ping"_s});
    QVERIFY2(accepted.exitCode == 0, accepted.err.constData());
    QVERIFY(QFile::exists(knownHosts));
    const CliRun again = cli({u"ping"_s}); // known now
    QVERIFY2(again.exitCode == 0, again.err.constData());
}

void TestSshTunnel::urlTakesNoSshSecrets()
{
    const auto withPassword =
        ConnectionOptions::fromUrl(u"redis://127.0.0.1?ssh=u@h&ssh_password=hunter2"_s);
    QVERIFY(!withPassword);
    QVERIFY(!withPassword.error().message().contains(u"hunter2"_s));
    const auto parsed = ConnectionOptions::fromUrl(
        u"redis://127.0.0.1:7000?ssh=deploy@bastion:2222&ssh_key=/k&ssh_jump=a@j1,j2:22&ssh_accept_new=yes"_s);
    VERIFY_OK(parsed);
    QCOMPARE(parsed->ssh.user, u"deploy"_s);
    QCOMPARE(parsed->ssh.host, u"bastion"_s);
    QCOMPARE(parsed->ssh.port, quint16(2222));
    QCOMPARE(parsed->ssh.proxyJump, u"a@j1,j2:22"_s);
    QVERIFY(parsed->ssh.acceptNew);
    ConnectionOptions secret = *parsed;
    secret.ssh.password = u"hunter2"_s;
    secret.ssh.passphrase = u"hunter3"_s;
    const QString url = secret.toUrl(true);
    QVERIFY(!url.contains(u"hunter"_s));
    const auto back = ConnectionOptions::fromUrl(url);
    VERIFY_OK(back);
    QCOMPARE(back->ssh, parsed->ssh);
    QVERIFY(!ConnectionOptions::fromUrl(u"redis://127.0.0.1?ssh_key=/k"_s));
    QVERIFY(!ConnectionOptions::fromUrl(u"redis://127.0.0.1?ssh=u@h:99999"_s));
}

QTEST_GUILESS_MAIN(TestSshTunnel)
#include "tst_sshtunnel.moc"
