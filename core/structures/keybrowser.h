#pragma once

#include "result.h"

#include <QByteArray>
#include <QList>
#include <QSet>
#include <QStringList>

#include <optional>

class RedisConnection;

struct KeyBrowserOptions
{
    QByteArray match;          // SCAN MATCH glob; empty: every key
    QByteArray type;           // SCAN TYPE (string, list, set, zset, hash, stream, ...); empty: any
    int count = 100;           // SCAN COUNT hint: keys the server looks at per call
    bool memoryUsage = true;   // ask MEMORY USAGE (dropped for good once the server refuses it)
    int maxScansPerBatch = 64; // a batch stops after this many SCAN calls even when empty
    // A cluster's masters (RedisConnection::clusterTopology()), scanned one after the other,
    // each with SCAN addressed to it; the cursor then names the node ("host:port/cursor").
    // Empty: the one server.
    QStringList nodes;
};

// One key as the browser saw it.
struct KeyInfo
{
    QByteArray key;
    QByteArray type;                   // TYPE's answer
    qint64 ttlMs = -1;                 // PTTL: -1 no expiry
    std::optional<qint64> memoryBytes; // MEMORY USAGE; nullopt: unknown (not allowed, or off)
};

struct KeyBatch
{
    QList<KeyInfo> keys;
    QByteArray cursor; // where the next batch starts ("0" when finished)
    bool finished = false;
};

// Browses any server's keys with SCAN (never KEYS): cursor, MATCH, COUNT, TYPE, and for each key
// TYPE, PTTL and MEMORY USAGE pipelined in one round trip per batch. Only read commands are
// sent. SCAN may return a key more than once (while the table rehashes); the browser remembers
// what it returned and never repeats a key, so a key that exists for the whole scan comes out
// exactly once. Keys deleted between SCAN and the pipeline are left out. Resumable: start from a
// saved cursor (keys returned before that point by another browser are not remembered). On a
// cluster (options.nodes) it scans each master in turn.
class KeyBrowser
{
public:
    explicit KeyBrowser(RedisConnection &connection, KeyBrowserOptions options = {},
                        QByteArray cursor = "0");

    // Fails with InvalidArgument (nothing sent) when the options are bad.
    static Result<void> validate(const KeyBrowserOptions &options);

    // The next keys: non-empty unless finished or maxScansPerBatch SCANs found nothing new.
    Result<KeyBatch> next();
    bool finished() const { return m_finished; }
    const QByteArray &cursor() const { return m_cursor; }
    // Keys SCAN returned again and the browser dropped.
    qint64 repeatsDropped() const { return m_repeats; }
    // False once MEMORY USAGE was refused (e.g. an ACL user without it): sizes are unknown.
    bool memoryUsageAvailable() const { return m_memoryUsage; }

private:
    Result<QList<QByteArray>> scanOnce();
    // The node the cursor is on and its own SCAN cursor (the node empty for the one server).
    std::pair<QString, QByteArray> position() const;
    void advance(const QString &node, const QByteArray &nodeCursor);
    Result<QList<KeyInfo>> describe(const QList<QByteArray> &keys);

    RedisConnection &m_connection;
    KeyBrowserOptions m_options;
    QByteArray m_cursor;
    bool m_finished = false;
    bool m_memoryUsage = true;
    qint64 m_repeats = 0;
    QSet<QByteArray> m_seen;
};
