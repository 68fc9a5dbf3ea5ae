#include "redlock.h"

#include "fanoutround.h"
#include "locktoken.h"
#include "redisconnection.h"
#include "tokenlock.h"

#include <QElapsedTimer>
#include <QHash>
#include <QSet>
#include <QStringList>

namespace {
RedisError invalid(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}

// Rounded up: the validity must never be overstated.
qint64 elapsedMs(const QElapsedTimer &clock)
{
    return (clock.nsecsElapsed() + 999999) / 1000000;
}
} // namespace

QString RedlockNodeResult::outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Yes:
        return QStringLiteral("yes");
    case Outcome::No:
        return QStringLiteral("no");
    case Outcome::Error:
        return QStringLiteral("error");
    }
    return QString();
}

Result<std::unique_ptr<Redlock>> Redlock::create(const QList<RedisConnection *> &nodes,
                                                 KeySpace keys, QByteArray name)
{
    if (nodes.isEmpty())
        return invalid(QStringLiteral("Redlock needs at least one node"));
    if (auto valid = KeySpace::validateName(name); !valid)
        return valid.error();
    QSet<QString> endpoints;
    std::vector<Node> locks;
    for (RedisConnection *node : nodes) {
        if (!node)
            return invalid(QStringLiteral("Redlock got a null node connection"));
        const QString endpoint = node->options().endpoint();
        // One server is one node, whichever database or spelling of loopback names it.
        const ConnectionOptions &o = node->options();
        QString server = o.transport == ConnectionOptions::Transport::Unix
                             ? o.socketPath
                             : QStringLiteral("%1:%2").arg(o.host.toLower()).arg(o.port);
        server.replace(QLatin1String("localhost:"), QLatin1String("127.0.0.1:"));
        server.replace(QLatin1String("[::1]:"), QLatin1String("127.0.0.1:"));
        server.replace(QLatin1String("::1:"), QLatin1String("127.0.0.1:"));
        if (endpoints.contains(server))
            return invalid(QStringLiteral("Redlock got server %1 twice (%2); its nodes must be "
                                          "independent masters")
                               .arg(server, endpoint));
        endpoints.insert(server);
        locks.push_back(Node{endpoint, node, std::make_unique<TokenLock>(*node, keys, name)});
    }
    return std::unique_ptr<Redlock>(
        new Redlock(std::move(locks), *nodes.first(), std::move(keys), std::move(name)));
}

Redlock::Redlock(std::vector<Node> nodes, RedisConnection &first, KeySpace keys, QByteArray name)
    : DistributedLock(first, std::move(keys), std::move(name))
    , m_nodes(std::move(nodes))
{}

Redlock::~Redlock() = default;

template <typename Start>
QList<RedlockNodeResult> Redlock::askEveryNode(Start start)
{
    // Every node is asked before any reply is read: the nodes work side by side.
    FanOutRound round;
    std::vector<std::optional<Result<Vote>>> votes(m_nodes.size());
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        auto read = start(*m_nodes[i].lock);
        round.add(*m_nodes[i].connection,
                  [&votes, i, read = std::move(read)] { votes[i].emplace(read()); });
    }
    const QList<qint64> latencyUs = round.finish();
    QList<RedlockNodeResult> report;
    report.reserve(nodeCount());
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        RedlockNodeResult r;
        r.endpoint = m_nodes[i].endpoint;
        r.latencyUs = latencyUs.at(qsizetype(i));
        const Result<Vote> &vote = *votes[i];
        if (!vote) {
            r.outcome = RedlockNodeResult::Outcome::Error;
            r.error = vote.error();
        } else {
            r.outcome =
                vote->yes ? RedlockNodeResult::Outcome::Yes : RedlockNodeResult::Outcome::No;
            r.detail = vote->detail;
        }
        report.append(std::move(r));
    }
    m_lastAttempt = report;
    return report;
}

Redlock::Tally Redlock::tally(const QList<RedlockNodeResult> &report)
{
    Tally t;
    for (const auto &r : report) {
        if (r.outcome == RedlockNodeResult::Outcome::Yes)
            ++t.yes;
        else if (r.outcome == RedlockNodeResult::Outcome::Error)
            ++t.errors;
    }
    return t;
}

QString Redlock::summary(const Tally &t, const char *verb) const
{
    QString s = QStringLiteral("%1 by %2 of %3 nodes (quorum %4)")
                    .arg(QLatin1String(verb))
                    .arg(t.yes)
                    .arg(nodeCount())
                    .arg(quorum());
    if (t.errors > 0)
        s += QStringLiteral(", %1 unreachable or failed").arg(t.errors);
    return s;
}

RedisError Redlock::noNodeAnswered(const QList<RedlockNodeResult> &report)
{
    QStringList lines;
    bool mayHaveRun = false; // on one node at least
    for (const auto &r : report) {
        lines << r.endpoint + QStringLiteral(": ") + r.error.toString();
        mayHaveRun = mayHaveRun || r.error.mayHaveRun();
    }
    const RedisError::Kind kind =
        report.isEmpty() ? RedisError::Kind::Io : report.first().error.kind();
    const QString message =
        QStringLiteral("no Redlock node answered: ") + lines.join(QStringLiteral("; "));
    return mayHaveRun ? RedisError::afterSending(kind, message) : RedisError(kind, message);
}

void Redlock::releaseEverywhere(const QByteArray &token)
{
    LockHold ours;
    ours.token = token;
    // Best effort: an unreachable node's key expires on its own.
    FanOutRound round;
    for (const auto &node : m_nodes)
        round.add(*node.connection, [read = node.lock->startRelease(ours)] { (void)read(); });
    round.finish();
}

Result<LockHold> Redlock::tryAcquire(qint64 ttlMs)
{
    if (auto valid = validateTtl(ttlMs); !valid)
        return valid.error();
    const QByteArray token = LockToken::generate();
    qint64 grantedAtUs = 0;
    QElapsedTimer clock;
    clock.start();
    const auto report = askEveryNode([&](TokenLock &node) {
        return [&grantedAtUs, read = node.startAcquire(token, ttlMs)]() -> Result<Vote> {
            const auto hold = read();
            if (!hold)
                return hold.error();
            // The first granting node to answer dates the grant.
            if (hold->acquired && grantedAtUs == 0)
                grantedAtUs = hold->acquiredAtUs;
            return Vote{hold->acquired, hold->detail};
        };
    });
    const qint64 validityMs = ttlMs - elapsedMs(clock) - driftMs(ttlMs);
    const Tally t = tally(report);

    LockHold hold;
    hold.key = key();
    hold.ttlMs = ttlMs;
    if (t.yes >= quorum() && validityMs > 0) {
        hold.acquired = true;
        hold.token = token;
        hold.acquiredAtUs = grantedAtUs;
        hold.validityMs = validityMs;
        hold.detail = summary(t, "granted");
        return hold;
    }
    releaseEverywhere(token);
    if (t.errors == nodeCount())
        return noNodeAnswered(report);
    hold.detail = t.yes >= quorum() ? QStringLiteral("%1, but no validity was left (%2 ms)")
                                          .arg(summary(t, "granted"))
                                          .arg(validityMs)
                                    : summary(t, "granted");
    return hold;
}

Result<LockRelease> Redlock::release(const LockHold &hold)
{
    if (hold.token.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("releasing a Redlock needs its token"));
    qint64 releasedAtUs = 0;
    const auto report = askEveryNode([&](TokenLock &node) {
        return [&releasedAtUs, read = node.startRelease(hold)]() -> Result<Vote> {
            const auto r = read();
            if (!r)
                return r.error();
            const bool released = r->outcome == LockRelease::Outcome::Released;
            if (released && releasedAtUs == 0)
                releasedAtUs = r->releasedAtUs;
            return Vote{released, r->detail};
        };
    });
    const Tally t = tally(report);
    if (t.errors == nodeCount())
        return noNodeAnswered(report);
    LockRelease r;
    r.releasedAtUs = releasedAtUs;
    r.outcome = t.yes >= quorum() ? LockRelease::Outcome::Released : LockRelease::Outcome::Lost;
    r.detail = summary(t, "released");
    return r;
}

Result<LockHold> Redlock::extend(const LockHold &hold, qint64 ttlMs)
{
    if (auto valid = validateTtl(ttlMs); !valid)
        return valid.error();
    if (hold.token.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("extending a Redlock needs its token"));
    QElapsedTimer clock;
    clock.start();
    const auto report = askEveryNode([&](TokenLock &node) {
        return [read = node.startExtend(hold, ttlMs)]() -> Result<Vote> {
            const auto extended = read();
            if (!extended)
                return extended.error();
            return Vote{extended->acquired, extended->detail};
        };
    });
    const qint64 validityMs = ttlMs - elapsedMs(clock) - driftMs(ttlMs);
    const Tally t = tally(report);
    LockHold extended = hold;
    if (t.yes >= quorum() && validityMs > 0) {
        extended.acquired = true;
        extended.ttlMs = ttlMs;
        extended.validityMs = validityMs;
        extended.detail = summary(t, "extended");
        return extended;
    }
    // Lost: whatever the minority still holds would only block the next holder.
    releaseEverywhere(hold.token);
    if (t.errors == nodeCount())
        return noNodeAnswered(report);
    extended.acquired = false;
    extended.validityMs = 0;
    extended.detail = QStringLiteral("lost: ") + summary(t, "extended");
    return extended;
}

Result<LockStatus> Redlock::status()
{
    QHash<QByteArray, qsizetype> votes;
    QHash<QByteArray, qint64> shortestTtl;
    const auto report = askEveryNode([&](TokenLock &node) {
        return [&votes, &shortestTtl, read = node.startStatus()]() -> Result<Vote> {
            const auto s = read();
            if (!s)
                return s.error();
            if (!s->held)
                return Vote{false, QStringLiteral("free")};
            ++votes[s->holder];
            const auto ttl = shortestTtl.constFind(s->holder);
            shortestTtl[s->holder] = ttl == shortestTtl.cend() ? s->ttlMs : qMin(*ttl, s->ttlMs);
            return Vote{true, QStringLiteral("held by %1, %2 ms left")
                                  .arg(QString::fromUtf8(s->holder))
                                  .arg(s->ttlMs)};
        };
    });
    if (tally(report).errors == nodeCount())
        return noNodeAnswered(report);
    LockStatus s;
    s.layout = kind();
    for (auto it = votes.cbegin(); it != votes.cend(); ++it) {
        if (it.value() >= quorum()) {
            s.held = true;
            s.holder = it.key();
            s.ttlMs = shortestTtl.value(it.key());
        }
    }
    return s;
}
