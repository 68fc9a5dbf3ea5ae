#include "inspectorreadbatch.h"

#include "redisconnection.h"

InspectorReadBatch::InspectorReadBatch(int maxCommandsPerRoundTrip)
    : m_budget(qMax(1, maxCommandsPerRoundTrip))
{}

void InspectorReadBatch::add(InspectorRead *read)
{
    Entry e;
    e.read = read;
    e.done = read->finished();
    m_entries << e;
}

bool InspectorReadBatch::finished() const
{
    for (const Entry &e : m_entries)
        if (!e.done)
            return false;
    return true;
}

QList<RedisCommand> InspectorReadBatch::nextRequest()
{
    QList<RedisCommand> commands;
    m_inFlight.clear();
    const qsizetype n = m_entries.size();
    for (qsizetype step = 0; step < n; ++step) {
        const qsizetype i = (m_next + step) % n;
        Entry &e = m_entries[i];
        if (e.done)
            continue;
        QList<RedisCommand> request = e.held.isEmpty() ? e.read->nextRequest() : e.held;
        e.held.clear();
        if (request.isEmpty()) {
            e.done = true;
            continue;
        }
        if (!commands.isEmpty() && commands.size() + request.size() > m_budget) {
            e.held = std::move(request); // a read's request is asked for once
            m_next = i;
            return commands;
        }
        commands << request;
        m_inFlight << Slice{i, request.size()};
    }
    m_next = 0;
    return commands;
}

void InspectorReadBatch::handleReplies(const QList<Result<RedisReply>> &replies)
{
    qsizetype offset = 0;
    for (const Slice &s : std::as_const(m_inFlight)) {
        Entry &e = m_entries[s.entry];
        const QList<Result<RedisReply>> mine = replies.mid(offset, s.count);
        offset += s.count;
        if (auto handled = e.read->handleReplies(mine); !handled) {
            e.error = handled.error();
            e.done = true;
        } else if (e.read->finished()) {
            e.done = true;
        }
    }
    m_inFlight.clear();
}

QList<RedisError> InspectorReadBatch::errors() const
{
    QList<RedisError> out;
    for (const Entry &e : m_entries)
        out << e.error;
    return out;
}

void InspectorReadBatch::runBlocking(RedisConnection &connection)
{
    while (!finished()) {
        const QList<RedisCommand> request = nextRequest();
        if (request.isEmpty())
            return;
        handleReplies(connection.pipeline(request));
    }
}
