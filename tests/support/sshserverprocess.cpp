#include "sshserverprocess.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTcpServer>
#include <QThread>

#include <csignal>
#include <pwd.h>
#include <unistd.h>

namespace {
const QString SshdPath = QStringLiteral("/usr/sbin/sshd");

RedisError harnessError(const QString &message)
{
    return RedisError(RedisError::Kind::Io, message);
}

Result<QByteArray> runTool(const QString &program, const QStringList &args)
{
    QProcess tool;
    tool.start(program, args);
    if (!tool.waitForStarted(5000))
        return harnessError(
            QStringLiteral("cannot run %1 (openssh-client installed?)").arg(program));
    if (!tool.waitForFinished(20000) || tool.exitCode() != 0)
        return harnessError(QStringLiteral("%1 %2 failed: %3")
                                .arg(program, args.join(u' '),
                                     QString::fromLocal8Bit(tool.readAllStandardError())));
    return tool.readAllStandardOutput();
}

quint16 freeLoopbackPort()
{
    QTcpServer probe;
    probe.listen(QHostAddress::LocalHost, 0);
    return probe.serverPort();
}

// Every process below pid (from /proc), deepest last.
QList<qint64> descendants(qint64 pid)
{
    QList<qint64> found;
    QList<qint64> parents{pid};
    while (!parents.isEmpty()) {
        const qint64 parent = parents.takeFirst();
        const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
        for (const QString &entry : entries) {
            bool numeric = false;
            const qint64 child = entry.toLongLong(&numeric);
            if (!numeric)
                continue;
            QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
            if (!stat.open(QIODevice::ReadOnly))
                continue;
            const QByteArray line = stat.readAll();
            // "pid (comm) state ppid ...": the command may hold spaces, so read after ')'.
            const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
            if (fields.size() > 1 && fields.at(1).toLongLong() == parent) {
                found << child;
                parents << child;
            }
        }
    }
    return found;
}
} // namespace

SshServerProcess::~SshServerProcess()
{
    if (m_process.state() != QProcess::NotRunning) {
        dropSessions();
        m_process.kill();
        m_process.waitForFinished(5000);
    }
}

Result<QString> SshServerProcess::makeKey(const QString &dir, const QString &name,
                                          const QString &type, const QString &passphrase)
{
    const QString path = dir + u'/' + name;
    QFile::remove(path);
    QFile::remove(path + QStringLiteral(".pub"));
    QStringList args{QStringLiteral("-q"),
                     QStringLiteral("-t"),
                     type,
                     QStringLiteral("-N"),
                     passphrase,
                     QStringLiteral("-C"),
                     name,
                     QStringLiteral("-f"),
                     path};
    if (type == u"rsa")
        args << QStringLiteral("-b") << QStringLiteral("2048");
    if (auto made = runTool(QStringLiteral("ssh-keygen"), args); !made)
        return made.error();
    return path;
}

Result<std::unique_ptr<SshServerProcess>> SshServerProcess::start(const QStringList &authorizedKeys,
                                                                  const QStringList &extraConfig)
{
    std::unique_ptr<SshServerProcess> server(new SshServerProcess);
    if (!server->m_dir.isValid())
        return harnessError(QStringLiteral("no temporary directory for sshd"));
    if (!QFileInfo::exists(SshdPath))
        return harnessError(
            QStringLiteral("%1 is missing: install openssh-server (scripts/dev.sh deps)")
                .arg(SshdPath));
    // Run as root, sshd wants its privilege separation directory, which the system service
    // would have made (RuntimeDirectory=sshd).
    if (::geteuid() == 0 && !QFileInfo::exists(QStringLiteral("/run/sshd")) &&
        !QDir().mkpath(QStringLiteral("/run/sshd")))
        return harnessError(QStringLiteral("cannot make /run/sshd for sshd"));
    for (int attempt = 0; attempt < 5; ++attempt) {
        auto launched = server->launch(authorizedKeys, extraConfig);
        if (launched)
            return server;
        if (attempt == 4 || !server->m_log.contains(QLatin1String("Address already in use")))
            return launched.error();
    }
    return harnessError(QStringLiteral("sshd did not start"));
}

Result<void> SshServerProcess::launch(const QStringList &authorizedKeys,
                                      const QStringList &extraConfig)
{
    const QString dir = m_dir.path();
    if (!QFileInfo::exists(dir + QStringLiteral("/host_ed25519"))) {
        auto key = makeKey(dir, QStringLiteral("host_ed25519"));
        if (!key)
            return key.error();
        QFile pub(*key + QStringLiteral(".pub"));
        if (!pub.open(QIODevice::ReadOnly))
            return harnessError(QStringLiteral("no host public key"));
        m_hostPublicKey = QString::fromLatin1(pub.readAll()).section(u' ', 0, 1);
        auto listed = runTool(QStringLiteral("ssh-keygen"),
                              {QStringLiteral("-l"), QStringLiteral("-E"), QStringLiteral("sha256"),
                               QStringLiteral("-f"), *key + QStringLiteral(".pub")});
        if (!listed)
            return listed.error();
        m_fingerprint = QString::fromLatin1(*listed).section(u' ', 1, 1);
    }
    QFile authorized(dir + QStringLiteral("/authorized_keys"));
    if (!authorized.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return harnessError(QStringLiteral("cannot write authorized_keys"));
    for (const QString &keyFile : authorizedKeys) {
        QFile key(keyFile);
        if (!key.open(QIODevice::ReadOnly))
            return harnessError(QStringLiteral("cannot read %1").arg(keyFile));
        authorized.write(key.readAll());
    }
    authorized.close();
    m_port = freeLoopbackPort();
    QStringList config{
        QStringLiteral("Port %1").arg(m_port),
        QStringLiteral("ListenAddress 127.0.0.1"),
        QStringLiteral("HostKey %1/host_ed25519").arg(dir),
        QStringLiteral("PidFile %1/sshd.pid").arg(dir),
        QStringLiteral("AuthorizedKeysFile %1/authorized_keys").arg(dir),
        QStringLiteral("StrictModes no"),
        QStringLiteral("UsePAM no"),
        QStringLiteral("PasswordAuthentication no"),
        QStringLiteral("KbdInteractiveAuthentication no"),
        QStringLiteral("PermitRootLogin prohibit-password"),
        QStringLiteral("AllowTcpForwarding yes"),
        QStringLiteral("AllowStreamLocalForwarding yes"),
        QStringLiteral("ClientAliveInterval 0"),
        QStringLiteral("LogLevel DEBUG1"),
    };
    config << extraConfig;
    QFile file(dir + QStringLiteral("/sshd_config"));
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return harnessError(QStringLiteral("cannot write sshd_config"));
    file.write(config.join(u'\n').toUtf8() + '\n');
    file.close();
    m_log.clear();
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    m_process.start(SshdPath, {QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"),
                               file.fileName()});
    if (!m_process.waitForStarted(5000))
        return harnessError(
            QStringLiteral("cannot start %1: %2").arg(SshdPath, m_process.errorString()));
    const QDeadlineTimer deadline(10000);
    while (!deadline.hasExpired()) {
        m_process.waitForReadyRead(100);
        m_log += QString::fromLocal8Bit(m_process.readAll());
        if (m_log.contains(QLatin1String("Server listening on 127.0.0.1 port")))
            return {};
        if (m_process.state() == QProcess::NotRunning)
            break;
    }
    m_process.kill();
    m_process.waitForFinished(2000);
    m_log += QString::fromLocal8Bit(m_process.readAll());
    return harnessError(QStringLiteral("sshd did not start listening: %1").arg(m_log.right(600)));
}

QString SshServerProcess::spec() const
{
    const passwd *entry = ::getpwuid(::geteuid());
    const QString user = entry ? QString::fromLocal8Bit(entry->pw_name) : QStringLiteral("root");
    return QStringLiteral("%1@127.0.0.1:%2").arg(user).arg(m_port);
}

QString SshServerProcess::knownHostsLine() const
{
    return QStringLiteral("[127.0.0.1]:%1 %2").arg(m_port).arg(m_hostPublicKey);
}

QString SshServerProcess::log()
{
    // What sshd has written until it goes quiet for a moment: a login that happened is in it.
    do
        m_log += QString::fromLocal8Bit(m_process.readAll());
    while (m_process.waitForReadyRead(150));
    return m_log;
}

int SshServerProcess::acceptedLogins()
{
    return int(log().count(QLatin1String("Accepted publickey")));
}

int SshServerProcess::dropSessions()
{
    const QList<qint64> children = descendants(m_process.processId());
    for (const qint64 child : children)
        ::kill(pid_t(child), SIGKILL);
    return int(children.size());
}

qint64 SshServerProcess::pid() const
{
    return m_process.processId();
}

SshAgentProcess::~SshAgentProcess()
{
    m_process.kill();
    m_process.waitForFinished(2000);
}

Result<std::unique_ptr<SshAgentProcess>> SshAgentProcess::start(const QStringList &privateKeys)
{
    std::unique_ptr<SshAgentProcess> agent(new SshAgentProcess);
    agent->m_socket = agent->m_dir.path() + QStringLiteral("/agent.sock");
    agent->m_process.start(QStringLiteral("ssh-agent"),
                           {QStringLiteral("-D"), QStringLiteral("-a"), agent->m_socket});
    if (!agent->m_process.waitForStarted(5000))
        return harnessError(QStringLiteral("cannot start ssh-agent (openssh-client installed?)"));
    const QDeadlineTimer deadline(5000);
    while (!QFileInfo::exists(agent->m_socket) && !deadline.hasExpired())
        QThread::msleep(20);
    if (!QFileInfo::exists(agent->m_socket))
        return harnessError(QStringLiteral("ssh-agent made no socket"));
    for (const QString &key : privateKeys) {
        QProcess add;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SSH_AUTH_SOCK"), agent->m_socket);
        add.setProcessEnvironment(env);
        add.start(QStringLiteral("ssh-add"), {QStringLiteral("-q"), key});
        if (!add.waitForFinished(10000) || add.exitCode() != 0)
            return harnessError(QStringLiteral("ssh-add %1 failed: %2")
                                    .arg(key, QString::fromLocal8Bit(add.readAllStandardError())));
    }
    return agent;
}
