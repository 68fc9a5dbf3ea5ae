#pragma once

#include "clusternodelink.h"
#include "clusterredirect.h"
#include "clustertopology.h"
#include "connectionoptions.h"
#include "redisclient.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <map>
#include <memory>

class CommandLog;

// The cluster face of a RedisClient (docs/cluster.md), asynchronous: the slot map read from the
// seeds, one plain RedisClient per node made on demand, every command sent to the master of its
// keys' slot (or to the node it is addressed to). MOVED patches the map (and reads it again, at
// most once a second), ASK sends ASKING and the command once, TRYAGAIN, CLUSTERDOWN and a node
// not reached back off 50 → 800 ms with a timer; a command that was sent and lost is never sent
// again. Keys in two slots are refused before sending; a pipeline is split per node and its
// replies put back in order. Ready when the map is read and the home node (the first master)
// is connected; lost when the home node's link drops, then it reads the map again until a home
// node answers (a replica may have taken over).
class AsyncClusterRouter : public QObject
{
    Q_OBJECT
public:
    using PipelineCallback = RedisClient::PipelineCallback;

    explicit AsyncClusterRouter(ConnectionOptions seed, QObject *parent = nullptr);
    ~AsyncClusterRouter() override;

    void setLabel(const QString &label);
    void setCommandLog(CommandLog *log);
    void setLogPipelinesAbove(int commands);
    void setReconnectDelays(int minMs, int maxMs);

    // Reads the map, then connects the home node: ready() or failed().
    void start();
    // Closes every link; requests under way fail with `reason`.
    void stop(const RedisError &reason);
    // stop(), dropping the callbacks of requests under way (their owner is going away).
    void abandon();
    bool isReady() const { return m_ready; }
    bool isLoaded() const { return m_loaded; }
    const ClusterTopology &topology() const { return m_topology; }
    QString serverVersion() const; // the home node's
    QList<ClusterNodeLink> links() const;
    // Adds each node link's load (RedisClient::load()).
    void addLoad(RedisClient::Load &load) const;
    int pendingCount() const { return m_openRequests; }

    // Commands checked already (not empty, allowed in read-only mode). nodes[i] empty: by the
    // keys of commands[i]; else the "host:port" it goes to, whatever it answers. The callback
    // runs from the event loop, with the replies in command order (error replies as errors).
    void send(const QList<RedisCommand> &commands, const QStringList &nodes, const QObject *context,
              PipelineCallback callback);
    // Commands a plain connection to `from` had answered with `replies` (MOVED): followed as
    // if this router had sent them there.
    void follow(const QList<RedisCommand> &commands, const QList<RedisError> &replies,
                const QString &from, const QObject *context, PipelineCallback callback);

Q_SIGNALS:
    void ready();
    void failed(const RedisError &error); // the first map or home node could not be had
    void lost(const RedisError &error);   // the home node's link dropped
    void topologyChanged();
    void redirected(const ClusterRedirect &redirect);
    void linksChanged();

private:
    struct Request;
    struct Job;
    struct Link;
    using JobPtr = std::shared_ptr<Job>;
    using LinkReady = std::function<void(RedisClient *link, const RedisError &error)>;
    using Done = std::function<void(const RedisError &error)>;

    QList<JobPtr> makeJobs(const QList<RedisCommand> &commands, const QStringList &nodes,
                           const QObject *context, PipelineCallback callback);
    void resolveSlots(const QList<JobPtr> &jobs);
    void assignSlots(const QList<JobPtr> &jobs,
                     const QList<std::optional<QList<QByteArray>>> &keys);
    void dispatch(const QList<JobPtr> &jobs);
    void sendTo(const QString &address, const QList<JobPtr> &jobs);
    void onReply(const JobPtr &job, const QString &from, Result<RedisReply> reply, bool sent);
    void retryLater(const JobPtr &job, const RedisError &error, const QString &from);
    void complete(const JobPtr &job, Result<RedisReply> reply);
    void refuse(const QList<JobPtr> &jobs, const RedisError &error);
    QString addressFor(const Job &job) const;
    QString homeAddress() const;

    Link &linkFor(const QString &address);
    void withLink(const QString &address, LinkReady then);
    void onLinkState(const QString &address);

    void whenLoaded(Done then);
    void refresh(Done then);
    void readMap(QList<QString> candidates, RedisError last);
    void tryShards(RedisClient *link, const QString &address, QList<QString> rest);
    void takeMap(Result<ClusterTopology> map, const QString &address, QList<QString> rest);
    void endRefresh(const RedisError &error);
    void refreshSoon();
    void connectHome(bool first);
    void recover();

    ConnectionOptions m_seed;
    ClusterTopology m_topology;
    QString m_topologyPrint;
    bool m_loaded = false;
    bool m_ready = false;
    bool m_started = false;
    bool m_refreshing = false;
    QList<Done> m_refreshWaiters;
    QStringList m_refreshTried;
    QElapsedTimer m_sinceRefresh;
    QTimer m_refreshTimer;
    QTimer m_recoverTimer;
    int m_recoverAttempt = 0;
    std::map<QString, Link> m_links; // by address as announced
    QList<JobPtr> m_jobs;            // under way, for stop()
    int m_openRequests = 0;
    QString m_label;
    CommandLog *m_log = nullptr;
    int m_logPipelinesAbove = 0;
    int m_minDelayMs = 100;
    int m_maxDelayMs = 5000;
};
