#pragma once

#include "distributedlock.h"

#include <QList>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

class TokenLock;

// What one node answered in one Redlock step.
struct RedlockNodeResult
{
    enum class Outcome { Yes, No, Error };
    QString endpoint;
    Outcome outcome = Outcome::Error;
    RedisError error; // Error: what went wrong (io, timeout, …)
    QString detail;   // No: why not ("held by …")
    // From the round's start to this node's reply having been read, connecting included; the
    // nodes are asked at once, so their latencies overlap.
    qint64 latencyUs = 0;

    static QString outcomeName(Outcome outcome); // "yes", "no", "error"
};

// Redlock (antirez) over N independent masters: the token lock on every node with one token;
// granted when a majority (N/2+1) said yes and lease is left after the time the round took and
// the clock drift: validity = ttl - elapsed - (ttl/100 + 2 ms). A failed attempt releases on
// every node (compare-and-delete), errors and "no"s included: a node may have set the key after
// our deadline. Extend is compare-and-pexpire on every node with the same majority rule; a
// failed extend releases everywhere too, since the lock must be treated as lost.
// Every node is asked at once (the request is written to each node's connection, then the
// replies are read as they come: FanOutRound), so a round costs about the slowest node's latency,
// not the sum. Each node's reply is awaited for its connection's commandTimeoutMs from the
// round's start; connecting is still one node after another: give the node connections small
// timeouts (connectTimeoutMs and commandTimeoutMs of e.g. 50 ms), far below the TTL, or a dead
// node eats the lease.
// The nodes are connections created by the calling thread; the lock does not own them.
// Commands per node: EVALSHA token_acquire / token_release / token_extend; status: GET, PTTL.
class Redlock : public DistributedLock
{
public:
    // Fails with InvalidArgument on an empty list, a null connection, the same endpoint twice or
    // a bad name.
    static Result<std::unique_ptr<Redlock>> create(const QList<RedisConnection *> &nodes,
                                                   KeySpace keys, QByteArray name);
    ~Redlock() override;

    QString kind() const override { return QStringLiteral("redlock"); }
    qsizetype nodeCount() const { return qsizetype(m_nodes.size()); }
    qsizetype quorum() const { return nodeCount() / 2 + 1; }

    // Not acquired (a value) when fewer than a quorum said yes or no validity was left; an error
    // only when no node answered at all.
    Result<LockHold> tryAcquire(qint64 ttlMs) override;
    // Released when a quorum deleted our token; Lost otherwise.
    Result<LockRelease> release(const LockHold &hold) override;
    Result<LockHold> extend(const LockHold &hold, qint64 ttlMs) override;
    // Held when a quorum of nodes hold the same token; ttlMs is the smallest PTTL among them.
    Result<LockStatus> status() override;

    // The per-node report of the last tryAcquire, extend, release or status, in node order.
    const QList<RedlockNodeResult> &lastAttempt() const { return m_lastAttempt; }

    // The clock drift allowance subtracted from the validity: ttl/100 + 2 ms.
    static qint64 driftMs(qint64 ttlMs) { return ttlMs / 100 + 2; }

private:
    struct Vote
    {
        bool yes = false;
        QString detail;
    };
    struct Tally
    {
        qsizetype yes = 0;
        qsizetype errors = 0;
    };

    struct Node
    {
        QString endpoint;
        RedisConnection *connection = nullptr;
        std::unique_ptr<TokenLock> lock; // the token lock on this node's connection
    };

    Redlock(std::vector<Node> nodes, RedisConnection &first, KeySpace keys, QByteArray name);
    // start(node's lock) writes the node's request and returns what reads its reply as a Vote;
    // every node is started, then the replies are read as they come. Records and returns the
    // report, in node order.
    template <typename Start>
    QList<RedlockNodeResult> askEveryNode(Start start);
    static Tally tally(const QList<RedlockNodeResult> &report);
    QString summary(const Tally &t, const char *verb) const;
    // The error when no node answered: the first node's kind, every node's message.
    static RedisError noNodeAnswered(const QList<RedlockNodeResult> &report);
    void releaseEverywhere(const QByteArray &token);

    std::vector<Node> m_nodes;
    QList<RedlockNodeResult> m_lastAttempt;
};
