#include "redisserverprocess.h"

#include <QDeadlineTimer>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>
#include <utility>

namespace {
constexpr int MaxPortAttempts = 5;
constexpr int RecentLines = 40;

// Two distinct free loopback ports (the client port, a cluster node's bus port): both probes
// are open at once, so the kernel cannot hand out the same port twice.
std::pair<quint16, quint16> freeLoopbackPortPair()
{
    QTcpServer first;
    QTcpServer second;
    if (!first.listen(QHostAddress::LocalHost, 0) || !second.listen(QHostAddress::LocalHost, 0))
        return {0, 0};
    return {first.serverPort(), second.serverPort()};
}
} // namespace

struct RedisServerProcess::Private
{
    RedisServerProcess *q = nullptr;
    RedisServerOptions options;
    std::unique_ptr<QTemporaryDir> tempDir;
    QString directory;
    QProcess *process = nullptr;
    quint16 port = 0;
    quint16 busPort = 0;
    bool pickedPort = false;
    bool pickedBusPort = false;
    int portAttempts = 0;
    bool isReady = false;
    RedisError failure;
    QString version;
    QStringList recent;
    QByteArray partialLine;

    Result<void> prepare()
    {
        if (!directory.isEmpty())
            return {};
        if (!options.workingDirectory.isEmpty()) {
            directory = options.workingDirectory;
            if (!QDir().mkpath(directory))
                return RedisError(RedisError::Kind::Io,
                                  QStringLiteral("cannot create %1").arg(directory));
            return {};
        }
        tempDir = std::make_unique<QTemporaryDir>(QDir::tempPath() +
                                                  QStringLiteral("/coordscope-redis-XXXXXX"));
        if (!tempDir->isValid())
            return RedisError(RedisError::Kind::Io,
                              QStringLiteral("cannot create a temporary directory: %1")
                                  .arg(tempDir->errorString()));
        directory = tempDir->path();
        return {};
    }

    QStringList arguments() const
    {
        QStringList args;
        const QString p = QString::number(port);
        // Sentinel mode: its configuration file comes first (Sentinel rewrites it).
        if (options.sentinel)
            args << QDir(directory).absoluteFilePath(QStringLiteral("sentinel.conf"))
                 << QStringLiteral("--sentinel");
        if (options.tls) {
            args << QStringLiteral("--port") << QStringLiteral("0") << QStringLiteral("--tls-port")
                 << p << QStringLiteral("--tls-cert-file") << options.tlsCertFile
                 << QStringLiteral("--tls-key-file") << options.tlsKeyFile
                 << QStringLiteral("--tls-auth-clients")
                 << (options.tlsAuthClients ? QStringLiteral("yes") : QStringLiteral("no"));
            if (!options.tlsCaFile.isEmpty())
                args << QStringLiteral("--tls-ca-cert-file") << options.tlsCaFile;
        } else {
            args << QStringLiteral("--port") << (options.unixSocketOnly ? QStringLiteral("0") : p);
        }
        args << QStringLiteral("--bind") << QStringLiteral("127.0.0.1") << QStringLiteral("--save")
             << QString() << QStringLiteral("--appendonly") << QStringLiteral("no")
             << QStringLiteral("--daemonize") << QStringLiteral("no") << QStringLiteral("--dir")
             << directory << QStringLiteral("--logfile") << QString()
             << QStringLiteral("--loglevel") << QStringLiteral("notice");
        if (options.unixSocket || options.unixSocketOnly)
            args << QStringLiteral("--unixsocket") << q->socketPath()
                 << QStringLiteral("--unixsocketperm") << QStringLiteral("700");
        if (options.clusterNode)
            args << QStringLiteral("--cluster-enabled") << QStringLiteral("yes")
                 << QStringLiteral("--cluster-config-file")
                 << QDir(directory).absoluteFilePath(QStringLiteral("nodes.conf"))
                 << QStringLiteral("--cluster-port") << QString::number(busPort);
        args << options.extraArguments;
        return args;
    }

    void launch()
    {
        isReady = false;
        failure = RedisError();
        partialLine.clear();
        recent.clear();
        if (auto prepared = prepare(); !prepared) {
            fail(prepared.error());
            return;
        }
        // A sentinel starts from its arguments each time (a restarted one learns the current
        // master from the other sentinels' hello messages).
        if (options.sentinel) {
            QFile conf(QDir(directory).absoluteFilePath(QStringLiteral("sentinel.conf")));
            if (!conf.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
                fail(RedisError(RedisError::Kind::Io,
                                QStringLiteral("cannot write %1: %2")
                                    .arg(conf.fileName(), conf.errorString())));
                return;
            }
        }
        const QString fromEnv = qEnvironmentVariable("COORDSCOPE_REDIS_SERVER");
        const QString exe = !options.executable.isEmpty() ? options.executable
                            : !fromEnv.isEmpty()          ? fromEnv
                                                          : RedisServerProcess::findExecutable();
        if (exe.isEmpty()) {
            fail(RedisError(RedisError::Kind::Io,
                            QStringLiteral("redis-server is not installed (install the "
                                           "redis-server package, or set "
                                           "COORDSCOPE_REDIS_SERVER to its path)")));
            return;
        }
        if (!QFileInfo(exe).isExecutable()) {
            fail(
                RedisError(RedisError::Kind::Io,
                           QStringLiteral("%1 is not an executable redis-server%2")
                               .arg(exe, exe == fromEnv ? QStringLiteral(" (from "
                                                                         "COORDSCOPE_REDIS_SERVER)")
                                                        : QString())));
            return;
        }
        const bool needPort = port == 0 && !options.unixSocketOnly;
        const bool needBusPort = options.clusterNode && busPort == 0;
        if (needPort || needBusPort) {
            const auto [first, second] = freeLoopbackPortPair();
            if (needPort) {
                port = first;
                pickedPort = true;
            }
            if (needBusPort) {
                busPort = needPort ? second : first;
                pickedBusPort = true;
            }
        }
        delete process;
        process = new QProcess(q);
        process->setProcessChannelMode(QProcess::MergedChannels);
        process->setWorkingDirectory(directory);
        // The server dies with us, even when we crash: no orphaned sandboxes. (The signal comes
        // when the forking thread ends; every caller starts servers from a long-lived thread.)
        const pid_t parent = ::getpid();
        // Its own process group: a Ctrl-C in the terminal reaches us, not the server, so a CLI
        // that catches it can still release what it holds on the server before both end.
        process->setChildProcessModifier([parent] {
            ::setpgid(0, 0);
            ::prctl(PR_SET_PDEATHSIG, SIGKILL);
            if (::getppid() != parent) // the parent died before prctl took effect
                ::_exit(1);
        });
        QObject::connect(process, &QProcess::readyRead, q, [this] { onOutput(); });
        QObject::connect(process, &QProcess::finished, q,
                         [this](int code, QProcess::ExitStatus) { onFinished(code); });
        QObject::connect(process, &QProcess::errorOccurred, q, [this](QProcess::ProcessError e) {
            if (e == QProcess::FailedToStart)
                fail(RedisError(RedisError::Kind::Io,
                                QStringLiteral("cannot start %1: %2")
                                    .arg(process->program(), process->errorString())));
        });
        process->start(exe, arguments());
    }

    void onOutput()
    {
        partialLine += process->readAll();
        qsizetype nl;
        while ((nl = partialLine.indexOf('\n')) >= 0) {
            const QString line = QString::fromUtf8(partialLine.left(nl)).trimmed();
            partialLine.remove(0, nl + 1);
            recent.append(line);
            if (recent.size() > RecentLines)
                recent.removeFirst();
            static const QRegularExpression versionRe(QStringLiteral("version=([0-9.]+)"));
            if (version.isEmpty())
                if (const auto m = versionRe.match(line); m.hasMatch())
                    version = m.captured(1);
            // A sentinel never says "ready": its id comes once its configuration is saved.
            if (!isReady &&
                (line.contains(QLatin1String("ready to accept connections"), Qt::CaseInsensitive) ||
                 (options.sentinel && line.contains(QLatin1String("Sentinel ID is"))))) {
                isReady = true;
                Q_EMIT q->ready();
            }
        }
    }

    void onFinished(int code)
    {
        onOutput();
        if (!isReady && !failure.isError()) {
            const QString out = recent.join(QLatin1Char('\n'));
            if ((pickedPort || pickedBusPort) &&
                out.contains(QLatin1String("Address already in use")) &&
                ++portAttempts < MaxPortAttempts) {
                // Someone took a port between our probe and the bind: try others.
                if (pickedPort)
                    port = 0;
                if (pickedBusPort)
                    busPort = 0;
                launch();
                return;
            }
            fail(RedisError(RedisError::Kind::Io,
                            QStringLiteral("redis-server exited with code %1 before it was "
                                           "ready:\n%2")
                                .arg(code)
                                .arg(recent.mid(qMax<qsizetype>(0, recent.size() - 6))
                                         .join(QLatin1Char('\n')))));
            return;
        }
        isReady = false;
        Q_EMIT q->exited(code);
    }

    void fail(const RedisError &e)
    {
        if (failure.isError())
            return;
        failure = e;
        Q_EMIT q->failed(e);
    }

    Result<void> waitReady()
    {
        QDeadlineTimer deadline(options.startTimeoutMs);
        while (!isReady && !failure.isError()) {
            if (deadline.hasExpired()) {
                fail(RedisError(RedisError::Kind::Timeout,
                                QStringLiteral("redis-server was not ready within %1 ms")
                                    .arg(options.startTimeoutMs)));
                break;
            }
            if (!process)
                break;
            if (process->state() == QProcess::NotRunning)
                process->waitForFinished(10); // delivers finished() (and a relaunch) now
            else
                process->waitForReadyRead(int(qMin<qint64>(100, deadline.remainingTime())));
        }
        if (isReady)
            return {};
        if (process)
            stopProcess(false);
        return failure.isError()
                   ? failure
                   : RedisError(RedisError::Kind::Io, QStringLiteral("redis-server did not start"));
    }

    void stopProcess(bool graceful)
    {
        if (!process || process->state() == QProcess::NotRunning)
            return;
        if (graceful) {
            process->terminate();
            if (process->waitForFinished(5000))
                return;
        }
        process->kill();
        process->waitForFinished(5000);
    }
};

RedisServerProcess::RedisServerProcess(RedisServerOptions options, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    d->q = this;
    d->options = std::move(options);
    d->port = d->options.port;
}

RedisServerProcess::~RedisServerProcess()
{
    if (d->process) {
        d->process->disconnect(this);
        d->stopProcess(true);
    }
}

Result<void> RedisServerProcess::start()
{
    d->launch();
    return d->waitReady();
}

void RedisServerProcess::startAsync()
{
    d->launch();
}

void RedisServerProcess::stop()
{
    d->stopProcess(true);
}

void RedisServerProcess::kill()
{
    d->stopProcess(false);
}

Result<void> RedisServerProcess::restart()
{
    d->stopProcess(true);
    // The ports are ours to keep now: clients (and a cluster's other nodes) expect them back.
    d->pickedPort = false;
    d->pickedBusPort = false;
    d->portAttempts = 0;
    return start();
}

bool RedisServerProcess::isRunning() const
{
    return d->isReady && d->process && d->process->state() == QProcess::Running;
}

quint16 RedisServerProcess::port() const
{
    return d->port;
}

quint16 RedisServerProcess::clusterBusPort() const
{
    return d->busPort;
}

QString RedisServerProcess::socketPath() const
{
    if (!d->options.unixSocket && !d->options.unixSocketOnly)
        return QString();
    return d->directory + QStringLiteral("/redis.sock");
}

QString RedisServerProcess::workingDirectory() const
{
    return d->directory;
}

QString RedisServerProcess::version() const
{
    return d->version;
}

QString RedisServerProcess::recentOutput() const
{
    return d->recent.join(QLatin1Char('\n'));
}

ConnectionOptions RedisServerProcess::connectionOptions() const
{
    ConnectionOptions o;
    if (d->options.unixSocketOnly) {
        o.transport = ConnectionOptions::Transport::Unix;
        o.socketPath = socketPath();
        return o;
    }
    o.host = QStringLiteral("127.0.0.1");
    o.port = d->port;
    if (d->options.tls) {
        o.transport = ConnectionOptions::Transport::Tls;
        o.tls.caFile = d->options.tlsCaFile;
    }
    return o;
}

QString RedisServerProcess::findExecutable()
{
    const QString fromEnv = qEnvironmentVariable("COORDSCOPE_REDIS_SERVER");
    if (!fromEnv.isEmpty())
        return QFileInfo(fromEnv).isExecutable() ? fromEnv : QString();
    QString found = QStandardPaths::findExecutable(QStringLiteral("redis-server"));
    if (found.isEmpty())
        found =
            QStandardPaths::findExecutable(QStringLiteral("redis-server"),
                                           {QStringLiteral("/usr/bin"), QStringLiteral("/usr/sbin"),
                                            QStringLiteral("/usr/local/bin")});
    return found;
}
