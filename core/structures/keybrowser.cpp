#include "keybrowser.h"

#include "redisconnection.h"

#include <cctype>

namespace {
RedisError unexpected(const QString &what)
{
    return RedisError(RedisError::Kind::UnexpectedReply, what);
}
} // namespace

KeyBrowser::KeyBrowser(RedisConnection &connection, KeyBrowserOptions options, QByteArray cursor)
    : m_connection(connection)
    , m_options(std::move(options))
    , m_cursor(std::move(cursor))
    , m_memoryUsage(m_options.memoryUsage)
{}

Result<void> KeyBrowser::validate(const KeyBrowserOptions &options)
{
    if (options.count < 1)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("count must be at least 1, not %1").arg(options.count));
    if (options.maxScansPerBatch < 1)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("maxScansPerBatch must be at least 1"));
    for (const char c : options.type)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'))
            return RedisError(RedisError::Kind::InvalidArgument,
                              QStringLiteral("type \"%1\" is not a type name (string, list, set, "
                                             "zset, hash, stream, ...)")
                                  .arg(QString::fromUtf8(options.type)));
    return {};
}

std::pair<QString, QByteArray> KeyBrowser::position() const
{
    if (m_options.nodes.isEmpty())
        return {QString(), m_cursor};
    const qsizetype slash = m_cursor.lastIndexOf('/');
    if (slash < 0) // "0": the start
        return {m_options.nodes.first(), m_cursor};
    return {QString::fromUtf8(m_cursor.left(slash)), m_cursor.mid(slash + 1)};
}

// After a node's SCAN: on along its cursor, or to the next master when it came back to 0.
void KeyBrowser::advance(const QString &node, const QByteArray &nodeCursor)
{
    if (node.isEmpty()) {
        m_cursor = nodeCursor;
        m_finished = m_cursor == "0";
        return;
    }
    QString next = node;
    QByteArray cursor = nodeCursor;
    if (cursor == "0") {
        // A node gone from the list (a failover) ends nowhere: its successors are still scanned.
        const qsizetype at = m_options.nodes.indexOf(node);
        next = at >= 0 ? m_options.nodes.value(at + 1) : QString();
    }
    m_finished = next.isEmpty();
    m_cursor = m_finished ? QByteArray("0") : next.toUtf8() + '/' + cursor;
}

Result<QList<QByteArray>> KeyBrowser::scanOnce()
{
    const auto [node, nodeCursor] = position();
    RedisCommand c{"SCAN", nodeCursor};
    if (!m_options.match.isEmpty())
        c << "MATCH" << m_options.match;
    c << "COUNT" << QByteArray::number(m_options.count);
    if (!m_options.type.isEmpty())
        c << "TYPE" << m_options.type;
    const auto reply =
        node.isEmpty() ? m_connection.command(c) : m_connection.pipeline({c}, {node}).first();
    if (!reply)
        return reply.error();
    const auto parts = reply->toArray();
    if (!parts || parts->size() != 2 || !parts->at(0).isString() || !parts->at(1).isArray())
        return unexpected(QStringLiteral("SCAN: expected [cursor, [keys]]"));
    bool ok = false;
    parts->at(0).bytes().toULongLong(&ok);
    if (!ok)
        return unexpected(QStringLiteral("SCAN: cursor is not a number"));
    QList<QByteArray> fresh;
    for (const RedisReply &k : parts->at(1).elements()) {
        if (m_seen.contains(k.bytes())) {
            ++m_repeats;
            continue;
        }
        m_seen.insert(k.bytes());
        fresh << k.bytes();
    }
    advance(node, parts->at(0).bytes());
    return fresh;
}

Result<QList<KeyInfo>> KeyBrowser::describe(const QList<QByteArray> &keys)
{
    const bool withMemory = m_memoryUsage;
    const int perKey = withMemory ? 3 : 2;
    QList<RedisCommand> commands;
    for (const QByteArray &k : keys) {
        commands << RedisCommand{"TYPE", k} << RedisCommand{"PTTL", k};
        if (withMemory)
            commands << RedisCommand{"MEMORY", "USAGE", k};
    }
    const auto replies = m_connection.pipeline(commands);
    QList<KeyInfo> out;
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const auto &type = replies.at(i * perKey);
        const auto &ttl = replies.at(i * perKey + 1);
        if (!type)
            return type.error();
        if (!ttl)
            return ttl.error();
        KeyInfo info{keys.at(i), type->bytes(), ttl->integerValue(), std::nullopt};
        if (!type->isStatus() || !ttl->isInteger())
            return unexpected(QStringLiteral("TYPE/PTTL: unexpected reply"));
        if (info.type == "none" || info.ttlMs == -2)
            continue; // deleted since SCAN returned it
        if (withMemory) {
            const auto &memory = replies.at(i * perKey + 2);
            if (memory && memory->isInteger())
                info.memoryBytes = memory->integerValue();
            else if (!memory && !memory.error().isConnectionError())
                m_memoryUsage = false; // NOPERM or a disabled command: the rest still works
            else if (!memory)
                return memory.error();
        }
        out << info;
    }
    return out;
}

Result<KeyBatch> KeyBrowser::next()
{
    if (auto valid = validate(m_options); !valid)
        return valid.error();
    KeyBatch batch;
    for (int scans = 0; !m_finished && scans < m_options.maxScansPerBatch; ++scans) {
        const QByteArray cursorBefore = m_cursor;
        const auto fresh = scanOnce();
        if (!fresh)
            return fresh.error();
        if (fresh->isEmpty())
            continue;
        const auto described = describe(*fresh);
        if (!described) {
            // Undo this SCAN so that the next call returns its keys.
            for (const QByteArray &k : *fresh)
                m_seen.remove(k);
            m_cursor = cursorBefore;
            m_finished = false;
            return described.error();
        }
        batch.keys += *described;
        if (!batch.keys.isEmpty())
            break;
    }
    batch.cursor = m_cursor;
    batch.finished = m_finished;
    return batch;
}
