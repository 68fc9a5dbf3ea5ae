#include "redissentinelprocess.h"

#include "redisconnection.h"

#include <QDeadlineTimer>
#include <QThread>

#include <vector>

namespace {
constexpr int PollMs = 100;

} // namespace

struct RedisSentinelProcess::Private
{
    RedisSentinelOptions options;
    std::vector<std::unique_ptr<RedisServerProcess>> data; // master first
    std::vector<std::unique_ptr<RedisServerProcess>> sentinels;

    QStringList dataArguments() const
    {
        QStringList args{QStringLiteral("--repl-diskless-sync"), QStringLiteral("yes"),
                         QStringLiteral("--repl-diskless-sync-delay"), QStringLiteral("0")};
        if (!options.password.isEmpty())
            args << QStringLiteral("--requirepass") << options.password
                 << QStringLiteral("--masterauth") << options.password;
        return args + options.dataArguments;
    }

    QStringList sentinelArguments(quint16 masterPort) const
    {
        const QString name = options.masterName;
        QStringList args{QStringLiteral("--sentinel"),
                         QStringLiteral("monitor"),
                         name,
                         QStringLiteral("127.0.0.1"),
                         QString::number(masterPort),
                         QString::number(options.quorum),
                         QStringLiteral("--sentinel"),
                         QStringLiteral("down-after-milliseconds"),
                         name,
                         QString::number(options.downAfterMs),
                         QStringLiteral("--sentinel"),
                         QStringLiteral("failover-timeout"),
                         name,
                         QString::number(options.failoverTimeoutMs)};
        if (!options.password.isEmpty())
            args << QStringLiteral("--sentinel") << QStringLiteral("auth-pass") << name
                 << options.password;
        if (!options.sentinelPassword.isEmpty())
            args << QStringLiteral("--requirepass") << options.sentinelPassword
                 << QStringLiteral("--sentinel") << QStringLiteral("sentinel-pass")
                 << options.sentinelPassword;
        return args;
    }

    ConnectionOptions sentinelOptions(int i) const
    {
        ConnectionOptions o = sentinels[size_t(i)]->connectionOptions();
        o.password = options.sentinelPassword;
        o.connectTimeoutMs = 1000;
        o.commandTimeoutMs = 2000;
        o.cluster = ConnectionOptions::Cluster::No;
        return o;
    }

    // One sentinel's view: an empty string when ready, else what is missing.
    QString notReady(int i) const
    {
        RedisConnection c(sentinelOptions(i));
        const QByteArray name = options.masterName.toUtf8();
        const auto replicas = c.command({"SENTINEL", "REPLICAS", name});
        if (!replicas)
            return replicas.error().message();
        int up = 0;
        for (const RedisReply &r : replicas->elements())
            if (!r.fieldValue("flags").contains("down") &&
                r.fieldValue("master-link-status") == "ok")
                ++up;
        int runningReplicas = 0;
        for (size_t k = 1; k < data.size(); ++k)
            runningReplicas += data[k]->isRunning() ? 1 : 0;
        if (up < runningReplicas)
            return QStringLiteral("sees %1 of %2 replicas").arg(up).arg(runningReplicas);
        const auto others = c.command({"SENTINEL", "SENTINELS", name});
        if (!others)
            return others.error().message();
        int runningSentinels = 0;
        for (const auto &s : sentinels)
            runningSentinels += s->isRunning() ? 1 : 0;
        if (others->elements().size() < runningSentinels - 1)
            return QStringLiteral("sees %1 of the %2 other sentinels")
                .arg(others->elements().size())
                .arg(runningSentinels - 1);
        const auto quorum = c.command({"SENTINEL", "CKQUORUM", name});
        if (!quorum)
            return quorum.error().message();
        return {};
    }

    void stopAll()
    {
        sentinels.clear();
        while (!data.empty())
            data.pop_back();
    }
};

RedisSentinelProcess::RedisSentinelProcess(RedisSentinelOptions options, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    d->options = std::move(options);
}

RedisSentinelProcess::~RedisSentinelProcess()
{
    d->stopAll();
}

Result<void> RedisSentinelProcess::start()
{
    const RedisSentinelOptions &o = d->options;
    if (o.replicas < 0 || o.sentinels < 1 || o.quorum < 1 || o.quorum > o.sentinels ||
        o.downAfterMs < 1 || o.failoverTimeoutMs < 1 || o.masterName.isEmpty() ||
        o.masterName.contains(u' '))
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("a Sentinel deployment needs a master name without "
                                         "spaces, 0 or more replicas, 1 or more sentinels, a "
                                         "quorum from 1 to the number of sentinels and positive "
                                         "timeouts"));
    if (!d->data.empty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the Sentinel deployment is already started"));
    const QDeadlineTimer deadline(o.startTimeoutMs);
    const auto fail = [this](const QString &what, const RedisError &e) -> Result<void> {
        d->stopAll();
        return RedisError(e.kind(), what + QStringLiteral(": ") + e.message());
    };
    const auto startOne = [&](RedisServerOptions so) -> Result<RedisServerProcess *> {
        so.executable = o.executable;
        so.startTimeoutMs = int(qMax<qint64>(1000, deadline.remainingTime()));
        auto process = std::make_unique<RedisServerProcess>(std::move(so));
        if (auto started = process->start(); !started)
            return started.error();
        return process.release();
    };
    RedisServerOptions master;
    master.extraArguments = d->dataArguments();
    auto m = startOne(master);
    if (!m)
        return fail(QStringLiteral("the master did not start"), m.error());
    d->data.emplace_back(*m);
    const quint16 masterPort = d->data.front()->port();
    for (int i = 0; i < o.replicas; ++i) {
        RedisServerOptions replica;
        replica.extraArguments = d->dataArguments() + QStringList{QStringLiteral("--replicaof"),
                                                                  QStringLiteral("127.0.0.1"),
                                                                  QString::number(masterPort)};
        auto r = startOne(replica);
        if (!r)
            return fail(QStringLiteral("replica %1 did not start").arg(i + 1), r.error());
        d->data.emplace_back(*r);
    }
    for (int i = 0; i < o.sentinels; ++i) {
        RedisServerOptions sentinel;
        sentinel.sentinel = true;
        sentinel.extraArguments = d->sentinelArguments(masterPort);
        auto s = startOne(sentinel);
        if (!s)
            return fail(QStringLiteral("sentinel %1 did not start").arg(i + 1), s.error());
        d->sentinels.emplace_back(*s);
    }
    if (auto ready = waitUntilReady(int(qMax<qint64>(1, deadline.remainingTime()))); !ready)
        return fail(QStringLiteral("the Sentinel deployment did not get ready"), ready.error());
    return {};
}

const RedisSentinelOptions &RedisSentinelProcess::options() const
{
    return d->options;
}

RedisServerProcess *RedisSentinelProcess::dataNode(int index) const
{
    return index >= 0 && size_t(index) < d->data.size() ? d->data[size_t(index)].get() : nullptr;
}

int RedisSentinelProcess::dataNodeCount() const
{
    return int(d->data.size());
}

RedisServerProcess *RedisSentinelProcess::sentinel(int index) const
{
    return index >= 0 && size_t(index) < d->sentinels.size() ? d->sentinels[size_t(index)].get()
                                                             : nullptr;
}

int RedisSentinelProcess::sentinelCount() const
{
    return int(d->sentinels.size());
}

ConnectionOptions RedisSentinelProcess::sentinelUrl() const
{
    ConnectionOptions o;
    o.cluster = ConnectionOptions::Cluster::No;
    o.sentinelMaster = d->options.masterName;
    o.password = d->options.password;
    o.sentinelPassword = d->options.sentinelPassword;
    for (size_t i = 0; i < d->sentinels.size(); ++i) {
        if (i == 0) {
            o.host = QStringLiteral("127.0.0.1");
            o.port = d->sentinels[i]->port();
        } else {
            o.moreSeeds.append({QStringLiteral("127.0.0.1"), d->sentinels[i]->port()});
        }
    }
    return o;
}

Result<QString> RedisSentinelProcess::masterAddress() const
{
    RedisError last(RedisError::Kind::Io, QStringLiteral("no sentinel is running"));
    for (int i = 0; i < sentinelCount(); ++i) {
        if (!d->sentinels[size_t(i)]->isRunning())
            continue;
        RedisConnection c(d->sentinelOptions(i));
        const auto r =
            c.command({"SENTINEL", "GET-MASTER-ADDR-BY-NAME", d->options.masterName.toUtf8()});
        if (!r) {
            last = r.error();
            continue;
        }
        const auto parts = r->toBytesList();
        if (parts && parts->size() == 2)
            return QString::fromUtf8(parts->at(0) + ':' + parts->at(1));
        last = RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("GET-MASTER-ADDR-BY-NAME replied %1").arg(r->summary()));
    }
    return last;
}

Result<void> RedisSentinelProcess::waitUntilReady(int timeoutMs) const
{
    const QDeadlineTimer deadline(timeoutMs);
    QString missing;
    for (;;) {
        missing.clear();
        for (int i = 0; i < sentinelCount() && missing.isEmpty(); ++i)
            if (d->sentinels[size_t(i)]->isRunning())
                if (const QString why = d->notReady(i); !why.isEmpty())
                    missing = QStringLiteral("sentinel 127.0.0.1:%1 %2")
                                  .arg(d->sentinels[size_t(i)]->port())
                                  .arg(why);
        if (missing.isEmpty())
            return {};
        if (deadline.hasExpired())
            return RedisError(
                RedisError::Kind::Timeout,
                QStringLiteral("not ready within %1 ms: %2").arg(timeoutMs).arg(missing));
        QThread::msleep(PollMs);
    }
}
