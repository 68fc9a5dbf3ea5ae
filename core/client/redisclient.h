#pragma once

#include "connectionoptions.h"
#include "luascript.h"
#include "rediscommand.h"
#include "redisreply.h"

#include <QObject>
#include <functional>
#include <memory>

class CommandLog;

// The asynchronous face, for the GUI thread: never blocks. Each request is bound to a context
// QObject; if the context dies first its callback is dropped. After the connection drops it
// reconnects with exponential backoff and says so through state changes.
class RedisClient : public QObject
{
    Q_OBJECT
public:
    enum class State { Disconnected, Connecting, Connected, Reconnecting };
    Q_ENUM(State)

    using Callback = std::function<void(const Result<RedisReply> &)>;
    using PipelineCallback = std::function<void(const QList<Result<RedisReply>> &)>;

    explicit RedisClient(ConnectionOptions options, QObject *parent = nullptr);
    ~RedisClient() override;

    void connectToServer();
    void disconnectFromServer();
    State state() const;
    const ConnectionOptions &options() const;
    // From INFO server after each (re)connect; empty before.
    QString serverVersion() const;
    RedisError lastError() const;

    // Requests made while not Connected fail at once with Closed (nothing is queued blindly).
    // The callback runs on this object's thread, only if context is still alive.
    void send(const RedisCommand &argv, const QObject *context, Callback callback);
    void sendPipeline(const QList<RedisCommand> &commands, const QObject *context,
                      PipelineCallback callback);
    // EVALSHA, then EVAL if the server answers NOSCRIPT.
    void eval(const LuaScript &script, const QList<QByteArray> &keys, const QList<QByteArray> &args,
              const QObject *context, Callback callback);
    int pendingCount() const;

    void setLabel(const QString &label);
    void setCommandLog(CommandLog *log);
    // Pipelines of more than `commands` commands go to the log as one record ("PIPELINE 5000:
    // GET*2500 PTTL*2500", with the batch's latency and error count) instead of
    // one per command, so a live view's polling does not flood the Command log. 0 (the
    // default): every command is a record.
    void setLogPipelinesAbove(int commands);
    // Backoff between reconnect attempts doubles from min to max (ms).
    void setReconnectDelays(int minMs, int maxMs);

Q_SIGNALS:
    void stateChanged(RedisClient::State state);
    void connected(); // handshake done, serverVersion() known
    void connectionLost(const RedisError &reason);
    void reconnectScheduled(int attempt, int delayMs);
    void errorOccurred(const RedisError &error);

private:
    struct Private;
    std::unique_ptr<Private> d;
};
