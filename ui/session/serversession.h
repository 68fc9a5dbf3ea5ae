#pragma once

#include "commandlog.h"
#include "commandpoller.h"
#include "redisclient.h"
#include "redisserverprocess.h"

#include <QObject>
#include <memory>
#include <optional>

class ActionRunner;
class ConnectionHealth;
class ReleaseOnQuit;

// What the window is connected to: one RedisClient at a time, either to a private sandbox
// redis-server this session starts, or to a server the user names. Owns the CommandLog every
// client reports to and measures the round trip with a PING every second (a refused PING
// is asked again only every ConnectionHealth::RefusedRetryMs).
class ServerSession : public QObject
{
    Q_OBJECT
public:
    enum class Kind { None, Sandbox, Remote };
    Q_ENUM(Kind)

    static constexpr int LatencyProbeIntervalMs = 1000;
    // The inspector's polling pipelines above this size are one Command log record each.
    static constexpr int LogPipelinesAbove = 20;

    explicit ServerSession(QObject *parent = nullptr);
    ~ServerSession() override;

    // Starts a private redis-server (or reuses the running one) and connects to it.
    void startSandbox();
    // The sandbox's data kept from an earlier run (sandbox.rdb in the application's data
    // directory): the sandbox starts from it when it exists.
    static QString keptSandboxFile();
    // The sandbox's keys now (DBSIZE), or the error; -1 with no sandbox.
    Result<qint64> sandboxKeyCount() const;
    // Writes the sandbox's data to keptSandboxFile() (SAVE, then copied there unless the
    // sandbox started from it), or removes that file: the next start is empty.
    Result<void> keepSandboxData() const;
    static void discardSandboxData();
    void connectTo(const ConnectionOptions &options);
    // Drops the client; a running sandbox server stays up for the next startSandbox().
    void disconnectFromServer();

    Kind kind() const { return m_kind; }
    bool isSandbox() const { return m_kind == Kind::Sandbox; }
    // "sandbox", the endpoint ("127.0.0.1:6379/0"), or empty.
    QString label() const;
    // Connecting while the sandbox server starts; Disconnected with no client.
    RedisClient::State state() const { return m_state; }
    QString serverVersion() const;
    RedisError lastError() const { return m_lastError; }
    // The latest round trip of the latency probe, -1 before the first one.
    qint64 latencyUs() const { return m_latencyUs; }

    // Read-only mode: only read commands are sent (ConnectionOptions::readOnly). A connection
    // starts with its options' setting (the connection dialog asks for read-only for every
    // server but the sandbox); the sandbox starts writable. Changing it applies to the
    // playground actions from then on (ActionRunners attached with attach()); the inspector's
    // client only reads either way.
    bool isReadOnly() const { return m_readOnly; }
    void setReadOnly(bool on);
    // Whether the views may offer playground actions (acquire, release, enqueue, hit).
    bool allowsWrites() const { return m_client && !m_readOnly; }
    // The options connectTo() was given last (a Sentinel URL as given, not the master it
    // found); nullopt with no remote connection.
    std::optional<ConnectionOptions> requestedOptions() const;
    // The current connection's options with the session's read-only setting; nullopt with no
    // client.
    std::optional<ConnectionOptions> connectionOptions() const;
    // Keeps the runner on this session's connection and read-only setting, and its commands in
    // this session's log, until the runner goes away.
    void attach(ActionRunner *runner);

    RedisClient *client() const { return m_client.get(); }
    RedisServerProcess *sandboxServer() const { return m_sandbox.get(); }
    CommandLog *commandLog() const { return m_log; }
    // Whether the connection can do its job: what the server refuses the features (NOAUTH,
    // NOPERM), from the log's records; starts over with each connection.
    ConnectionHealth *health() const { return m_health; }
    // What the views hold on this session's server for the user, let go of before the window
    // quits.
    ReleaseOnQuit *releaseOnQuit() const { return m_releaseOnQuit; }

Q_SIGNALS:
    void clientChanged(RedisClient *client); // nullptr when dropped
    void stateChanged(RedisClient::State state);
    void connected();
    void reconnectScheduled(int attempt, int delayMs);
    void errorOccurred(const RedisError &error);
    // The sandbox server could not start (also reported through errorOccurred).
    void sandboxFailed(const RedisError &error);
    void latencyMeasured(qint64 us);
    void readOnlyChanged(bool readOnly);

private:
    void useClient(const ConnectionOptions &options, Kind kind);
    std::optional<ConnectionOptions> m_requested;
    void dropClient();
    void setState(RedisClient::State state);
    void reportError(const RedisError &error);
    void onSandboxReady();
    void onSandboxFailed(const RedisError &error);
    void onSandboxExited(int exitCode);

    CommandLog *m_log;
    CommandPoller *m_latencyProbe;
    ConnectionHealth *m_health;
    ReleaseOnQuit *m_releaseOnQuit;
    std::unique_ptr<RedisServerProcess> m_sandbox;
    std::unique_ptr<RedisClient> m_client;
    Kind m_kind = Kind::None;
    RedisClient::State m_state = RedisClient::State::Disconnected;
    RedisError m_lastError;
    qint64 m_latencyUs = -1;
    bool m_sandboxStarting = false;
    bool m_readOnly = false;
};
