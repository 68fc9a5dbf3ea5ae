#pragma once

#include "connectionoptions.h"
#include "redisserverprocess.h"
#include "result.h"

#include <QObject>
#include <QString>
#include <memory>

struct RedisSentinelOptions
{
    QString masterName = QStringLiteral("cs");
    int replicas = 2;
    int sentinels = 3;
    int quorum = 2;
    int downAfterMs = 1000;       // sentinel down-after-milliseconds
    int failoverTimeoutMs = 3000; // sentinel failover-timeout
    QString password;             // the data nodes' requirepass (and masterauth); empty: none
    QString sentinelPassword;     // the sentinels' requirepass; empty: none
    QString executable;           // empty: RedisServerProcess::findExecutable()
    QStringList dataArguments;    // more arguments for every data node (master and replicas)
    int startTimeoutMs = 30000;
};

// A private Sentinel deployment on loopback: a master, its replicas (--replicaof) and the
// sentinels that monitor it (redis-server sentinel.conf --sentinel, each with `sentinel monitor`
// and the down-after and failover timeouts on its command line, and the passwords each side
// needs). start() returns when every sentinel sees every replica and the other sentinels and
// SENTINEL CKQUORUM is OK. The tests and the playground's Sentinel layout start theirs through
// it. Blocking; used by one thread.
class RedisSentinelProcess : public QObject
{
    Q_OBJECT
public:
    explicit RedisSentinelProcess(RedisSentinelOptions options = {}, QObject *parent = nullptr);
    ~RedisSentinelProcess() override; // stops every process

    // On failure no process is left running.
    Result<void> start();
    const RedisSentinelOptions &options() const;

    // The data nodes as started: index 0 the first master, then the replicas. A failover
    // changes the roles; masterAddress() asks the sentinels.
    RedisServerProcess *dataNode(int index) const;
    int dataNodeCount() const;
    RedisServerProcess *sentinel(int index) const;
    int sentinelCount() const;

    // redis+sentinel://[:password@]127.0.0.1:S1,.../NAME[?sentinel_password=...]
    ConnectionOptions sentinelUrl() const;
    // What the first sentinel that answers names as the master now ("127.0.0.1:port").
    Result<QString> masterAddress() const;
    // Every running sentinel sees `replicas` replicas up (those running), the other running
    // sentinels, and SENTINEL CKQUORUM is OK.
    Result<void> waitUntilReady(int timeoutMs) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};
