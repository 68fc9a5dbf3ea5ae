#pragma once

#include "commandlog.h"
#include "connectionoptions.h"
#include "rediscommand.h"
#include "redisreply.h"
#include "result.h"

#include <QString>

#include <functional>
#include <optional>

// Finds the master that a group of Redis Sentinels monitors: asks the sentinels of a Sentinel
// URL's options in turn (the one that answered last first) for SENTINEL
// GET-MASTER-ADDR-BY-NAME, each through a short-lived connection with the sentinels' own
// credentials, and gives the options that reach that master with the data nodes' credentials.
// Errors name the sentinel, or say which sentinels were asked and what each said: "sentinel
// 127.0.0.1:26379 refused AUTH", not "auth failed". Blocking; used by one thread.
class SentinelResolver
{
public:
    explicit SentinelResolver(ConnectionOptions sentinelUrl);

    // The master's options: the URL's with the master's host and port and no Sentinel part.
    Result<ConnectionOptions> resolveMaster();
    // With read_only=yes&replica=yes: a replica that the sentinels see up (SENTINEL
    // REPLICAS), else the master.
    Result<ConnectionOptions> resolveReader();
    // The sentinel that answered last ("127.0.0.1:26379"), for messages.
    QString lastSentinel() const { return m_lastSentinel; }
    // The options that reach it (SentinelStatus asks it more).
    ConnectionOptions lastSentinelOptions() const;

    // The options of one sentinel of the URL: its address, the sentinels' credentials, the
    // URL's timeouts; never read-only (SENTINEL is not a data command), no database.
    static ConnectionOptions sentinelOptions(const ConnectionOptions &url,
                                             const ConnectionOptions::Seed &sentinel);
    // The Command log's record of a master that changed: "failover: master is now NOW (was
    // WAS)", as the sentinel named it.
    static CommandRecord failoverRecord(const ConnectionOptions &url, const QString &label,
                                        const QString &sentinel, const QString &now,
                                        const QString &was);
    // The options that reach a data node at host:port for this URL.
    static ConnectionOptions dataOptions(const ConnectionOptions &url, const QString &host,
                                         quint16 port);

private:
    // Sends the command to each sentinel in turn until one answers it: answered() gives the
    // answer, or an empty optional and why not (then the next sentinel is asked). The error, when
    // none answered, says what each sentinel did.
    template <typename T>
    Result<T>
    askSentinels(const RedisCommand &command,
                 const std::function<std::optional<T>(const RedisReply &, QString *why)> &answered);

    ConnectionOptions m_url;
    QList<ConnectionOptions::Seed> m_sentinels; // the one that answered last first
    QString m_lastSentinel;
};
