#include "ceilingreplay.h"

#include "commandlog.h"
#include "redisconnection.h"

namespace {
const QByteArray FreshSuffix = ":ceiling:";

// key as a SCAN MATCH pattern that matches only itself.
QByteArray globEscaped(const QByteArray &key)
{
    QByteArray out;
    for (const char c : key) {
        if (c == '*' || c == '?' || c == '[' || c == ']' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}
} // namespace

CeilingReplay::CeilingReplay(RedisConnection &connection, const RedisBenchmarkRunner &runner)
    : m_connection(connection)
    , m_runner(runner)
{}

QString CeilingReplay::rowName(const QString &what, const QString &how)
{
    return QStringLiteral("ceiling: %1 (redis-benchmark -c 1 %2)").arg(what, how);
}

Result<QList<RedisCommand>>
CeilingReplay::captureScriptsOf(const std::function<Result<void>()> &step, qsizetype expected) const
{
    CommandLog log;
    QList<RedisCommand> sent;
    // Same thread: the signal calls the lambda directly, before record() returns.
    QObject::connect(&log, &CommandLog::recorded, &log, [&sent](const CommandRecord &record) {
        if (!record.failed && !record.argv.isEmpty() &&
            record.argv.first().compare("EVALSHA", Qt::CaseInsensitive) == 0)
            sent.append(record.argv);
    });
    m_connection.setCommandLog(&log);
    const auto done = step();
    m_connection.setCommandLog(nullptr);
    if (!done)
        return done.error();
    if (sent.size() != expected)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("expected %1 EVALSHA from one step, saw %2")
                              .arg(expected)
                              .arg(sent.size()));
    return sent;
}

std::function<Result<void>(int)> CeilingReplay::sending(RedisCommand command) const
{
    return [this, command = std::move(command)](int) -> Result<void> {
        if (const auto r = m_connection.command(command); !r)
            return r.error();
        return {};
    };
}

Result<double> CeilingReplay::run(const Replay &replay, int requests) const
{
    if (replay.before)
        if (auto r = replay.before(requests); !r)
            return r.error();
    RedisCommand command = replay.command;
    qint64 randomRange = 0;
    if (replay.freshKey >= 0) {
        command[replay.freshKey] += FreshSuffix + "__rand_int__";
        randomRange = RandomRange;
    }
    const auto rate = m_runner.runCommand(m_connection.options(), requests, command, randomRange);
    if (!rate)
        return rate.error();
    if (replay.freshKey >= 0) {
        const auto removed = removeFreshKeys(replay.command.at(replay.freshKey));
        if (!removed)
            return removed.error();
        // A few repeats of a random number are expected; more means another path ran.
        if (*removed < requests - requests / 100)
            return RedisError(RedisError::Kind::UnexpectedReply,
                              QStringLiteral("%1 requests of %2 left %3 fresh keys: the script "
                                             "did not take the path the primitive takes")
                                  .arg(requests)
                                  .arg(QString::fromUtf8(command.first()))
                                  .arg(*removed));
    }
    if (replay.after)
        if (auto r = replay.after(requests); !r)
            return r.error();
    return *rate * replay.unitsPerRequest;
}

Result<double> CeilingReplay::runPair(const Replay &first, const Replay &second, int pairs) const
{
    const auto a = run(first, pairs);
    if (!a)
        return a.error();
    const auto b = run(second, pairs);
    if (!b)
        return b.error();
    if (*a <= 0 || *b <= 0)
        return 0.0;
    return 1 / (1 / *a + 1 / *b);
}

Result<qint64> CeilingReplay::removeFreshKeys(const QByteArray &key) const
{
    const QByteArray pattern = globEscaped(key) + FreshSuffix + '*';
    qint64 removed = 0;
    QByteArray cursor = "0";
    do {
        const auto page = m_connection.command({"SCAN", cursor, "MATCH", pattern, "COUNT", "1000"});
        if (!page)
            return page.error();
        const auto parts = page->toArray();
        if (!parts)
            return parts.error();
        if (parts->size() != 2)
            return RedisError(RedisError::Kind::UnexpectedReply,
                              QStringLiteral("SCAN replied %1 elements").arg(parts->size()));
        cursor = parts->at(0).bytes();
        const auto keys = parts->at(1).toBytesList();
        if (!keys)
            return keys.error();
        if (keys->isEmpty())
            continue;
        const auto unlinked = m_connection.command(RedisCommand{"UNLINK"} << *keys);
        if (!unlinked)
            return unlinked.error();
        removed += unlinked->integerValue();
    } while (cursor != "0");
    return removed;
}
