#include "serversession.h"

#include "actionrunner.h"
#include "connectionhealth.h"
#include "redisconnection.h"
#include "releaseonquit.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

ServerSession::ServerSession(QObject *parent)
    : QObject(parent)
    , m_log(new CommandLog(this))
    , m_latencyProbe(new CommandPoller({"PING"}, LatencyProbeIntervalMs, this))
    , m_health(new ConnectionHealth(this))
    , m_releaseOnQuit(new ReleaseOnQuit(this))
{
    m_health->watch(m_log);
    connect(m_latencyProbe, &CommandPoller::replied, this, [this](const RedisReply &, qint64 us) {
        m_latencyUs = us;
        Q_EMIT latencyMeasured(us);
    });
}

ServerSession::~ServerSession()
{
    // The client first: its socket goes before the server it talks to.
    m_latencyProbe->setClient(nullptr);
    m_client.reset();
    m_sandbox.reset();
}

void ServerSession::startSandbox()
{
    dropClient();
    m_kind = Kind::Sandbox;
    m_lastError = RedisError();
    if (m_sandbox && m_sandbox->isRunning()) {
        useClient(m_sandbox->connectionOptions(), Kind::Sandbox);
        return;
    }
    RedisServerOptions sandbox;
    if (QFileInfo::exists(keptSandboxFile())) {
        // The data kept at the last quit: the server reads it at start (and a SAVE writes it
        // back there). Later arguments win over RedisServerProcess's own --dir.
        sandbox.extraArguments = {
            QStringLiteral("--dir"), QFileInfo(keptSandboxFile()).absolutePath(),
            QStringLiteral("--dbfilename"), QFileInfo(keptSandboxFile()).fileName()};
    }
    m_sandbox = std::make_unique<RedisServerProcess>(sandbox);
    connect(m_sandbox.get(), &RedisServerProcess::ready, this, &ServerSession::onSandboxReady);
    connect(m_sandbox.get(), &RedisServerProcess::failed, this, &ServerSession::onSandboxFailed);
    connect(m_sandbox.get(), &RedisServerProcess::exited, this, &ServerSession::onSandboxExited);
    m_sandboxStarting = true;
    setState(RedisClient::State::Connecting);
    // May report failed() before it returns (no redis-server at all).
    m_sandbox->startAsync();
}

QString ServerSession::keptSandboxFile()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("sandbox/sandbox.rdb"));
}

Result<qint64> ServerSession::sandboxKeyCount() const
{
    if (!m_sandbox || !m_sandbox->isRunning())
        return qint64(-1);
    RedisConnection c(m_sandbox->connectionOptions());
    const Result<RedisReply> size = c.command({"DBSIZE"});
    if (!size)
        return size.error();
    return size->toInteger();
}

Result<void> ServerSession::keepSandboxData() const
{
    if (!m_sandbox || !m_sandbox->isRunning())
        return RedisError(RedisError::Kind::InvalidArgument, tr("the sandbox is not running"));
    RedisConnection c(m_sandbox->connectionOptions());
    const Result<RedisReply> saved = c.command({"SAVE"});
    if (!saved)
        return saved.error();
    if (const Result<void> ok = saved->expectStatus(); !ok)
        return ok.error();
    const Result<RedisReply> dir = c.command({"CONFIG", "GET", "dir"});
    const Result<RedisReply> file = c.command({"CONFIG", "GET", "dbfilename"});
    if (!dir || !file || dir->fieldValue("dir").isEmpty() ||
        file->fieldValue("dbfilename").isEmpty())
        return RedisError(RedisError::Kind::UnexpectedReply,
                          tr("the sandbox did not say where it saved"));
    const QString written = QDir(QString::fromUtf8(dir->fieldValue("dir")))
                                .filePath(QString::fromUtf8(file->fieldValue("dbfilename")));
    const QString kept = keptSandboxFile();
    if (QFileInfo(written).canonicalFilePath() == QFileInfo(kept).canonicalFilePath())
        return {};
    QDir().mkpath(QFileInfo(kept).absolutePath());
    const QString part = kept + QStringLiteral(".part");
    QFile::remove(part);
    if (!QFile::copy(written, part) || !QFile::rename(part, kept + QStringLiteral(".new")))
        return RedisError(RedisError::Kind::Io, tr("could not write %1").arg(kept));
    QFile::remove(kept);
    if (!QFile::rename(kept + QStringLiteral(".new"), kept))
        return RedisError(RedisError::Kind::Io, tr("could not write %1").arg(kept));
    return {};
}

void ServerSession::discardSandboxData()
{
    QFile::remove(keptSandboxFile());
}

void ServerSession::connectTo(const ConnectionOptions &options)
{
    dropClient();
    m_lastError = RedisError();
    m_requested = options;
    useClient(options, Kind::Remote);
}

std::optional<ConnectionOptions> ServerSession::requestedOptions() const
{
    return m_kind == Kind::Remote ? m_requested : std::nullopt;
}

void ServerSession::disconnectFromServer()
{
    dropClient();
    m_kind = Kind::None;
    m_lastError = RedisError();
    setState(RedisClient::State::Disconnected);
}

QString ServerSession::label() const
{
    switch (m_kind) {
    case Kind::None:
        return QString();
    case Kind::Sandbox:
        return QStringLiteral("sandbox");
    case Kind::Remote:
        return m_client ? m_client->options().endpoint() : QString();
    }
    return QString();
}

QString ServerSession::serverVersion() const
{
    return m_client ? m_client->serverVersion() : QString();
}

void ServerSession::setReadOnly(bool on)
{
    if (m_readOnly == on)
        return;
    m_readOnly = on;
    Q_EMIT readOnlyChanged(on);
}

std::optional<ConnectionOptions> ServerSession::connectionOptions() const
{
    if (!m_client)
        return std::nullopt;
    ConnectionOptions options = m_client->options();
    options.readOnly = m_readOnly;
    return options;
}

void ServerSession::attach(ActionRunner *runner)
{
    auto apply = [this, runner] { runner->setConnection(connectionOptions(), m_log); };
    apply();
    connect(this, &ServerSession::clientChanged, runner, apply);
    connect(this, &ServerSession::readOnlyChanged, runner, apply);
}

void ServerSession::useClient(const ConnectionOptions &options, Kind kind)
{
    m_kind = kind;
    const bool wasReadOnly = m_readOnly;
    m_readOnly = options.readOnly;
    m_client = std::make_unique<RedisClient>(options);
    RedisClient *client = m_client.get();
    client->setLabel(kind == Kind::Sandbox ? QStringLiteral("sandbox") : options.endpoint());
    client->setCommandLog(m_log);
    client->setLogPipelinesAbove(LogPipelinesAbove);
    connect(client, &RedisClient::stateChanged, this, [this](RedisClient::State state) {
        // A new connection starts with a clean slate (its handshake's records come after).
        if (state != RedisClient::State::Connected)
            m_health->reset();
        setState(state);
    });
    connect(client, &RedisClient::connected, this, [this] {
        m_lastError = RedisError();
        Q_EMIT connected();
    });
    connect(client, &RedisClient::reconnectScheduled, this, &ServerSession::reconnectScheduled);
    connect(client, &RedisClient::connectionLost, this,
            [this](const RedisError &reason) { m_lastError = reason; });
    connect(client, &RedisClient::errorOccurred, this, &ServerSession::reportError);
    m_latencyProbe->setClient(client);
    Q_EMIT clientChanged(client);
    if (wasReadOnly != m_readOnly)
        Q_EMIT readOnlyChanged(m_readOnly);
    client->connectToServer();
}

void ServerSession::dropClient()
{
    m_sandboxStarting = false;
    m_latencyUs = -1;
    m_health->reset();
    if (!m_client)
        return;
    m_latencyProbe->setClient(nullptr);
    // Deleting drops the pending callbacks without calling them: nothing reacts to a dead client.
    m_client.reset();
    Q_EMIT clientChanged(nullptr);
}

void ServerSession::setState(RedisClient::State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void ServerSession::reportError(const RedisError &error)
{
    m_lastError = error;
    Q_EMIT errorOccurred(error);
}

void ServerSession::onSandboxReady()
{
    if (!m_sandboxStarting)
        return; // the user went elsewhere meanwhile; the server waits for the next startSandbox()
    m_sandboxStarting = false;
    useClient(m_sandbox->connectionOptions(), Kind::Sandbox);
}

void ServerSession::onSandboxFailed(const RedisError &error)
{
    if (!m_sandboxStarting)
        return;
    m_sandboxStarting = false;
    setState(RedisClient::State::Disconnected);
    reportError(error);
    Q_EMIT sandboxFailed(error);
}

void ServerSession::onSandboxExited(int exitCode)
{
    if (m_kind != Kind::Sandbox || m_sandboxStarting)
        return;
    // The client reconnects by itself if the server comes back on the same port.
    reportError(RedisError(
        RedisError::Kind::Closed,
        tr("the sandbox redis-server exited unexpectedly (exit code %1)").arg(exitCode)));
}
