#include "primitivestateread.h"

#include <QHash>
#include <QRegularExpression>

#include <QCoreApplication>
#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <tuple>

// Round 1 reads every key at once: TYPE, PTTL, its size and a bounded head (GETRANGE of at most
// StringCapBytes, LRANGE/ZRANGE of at most limits.entries, HSCAN/SSCAN with that COUNT), plus
// INFO server when the caller gave no time. Round 2, only when needed, reads what depends on
// round 1: ZCOUNT up to now (unless now was given), the payloads and lease TTLs of the ids in
// the head, the acquire times of a fair semaphore's owners. Then the state is assembled from
// the keys' roles, types, score units and encodings, never from family names.

namespace {

constexpr int MaxEntries = 10000;   // limits.entries is clamped to 1..MaxEntries
constexpr int StringCapBytes = 512; // of a string value: tokens, counts, times
constexpr int HashHeadFields = 16;  // HSCAN COUNT for small hashes (funnel, config, params)
constexpr qint64 LastPlausibleMs = 253402300799999; // 9999-12-31: later is "never" (Redisson)

// Redis's HLL header: "HYLL", encoding, 3 unused bytes, then the cached cardinality as 8 bytes
// little endian; the top bit of the last one set means the cache is invalid.
std::optional<qint64> cachedHllCardinality(const QByteArray &header)
{
    if (header.size() < 16 || !header.startsWith("HYLL") || (uchar(header.at(15)) & 0x80))
        return std::nullopt;
    quint64 card = 0;
    for (int i = 15; i >= 8; --i)
        card = (card << 8) | uchar(header.at(i));
    return qint64(card);
}

QString keyText(const QByteArray &key)
{
    return quoteBytes(key, QuoteMode::WhenNeeded, 200);
}

// 2000000 -> "2,000,000"
QString grouped(qint64 n)
{
    const QString digits = QString::number(n < 0 ? -n : n);
    QString out;
    for (qsizetype i = 0; i < digits.size(); ++i) {
        if (i > 0 && (digits.size() - i) % 3 == 0)
            out += QLatin1Char(',');
        out += digits.at(i);
    }
    return n < 0 ? QStringLiteral("-") + out : out;
}

std::optional<double> parseScore(const QByteArray &text)
{
    if (text == "inf" || text == "+inf")
        return std::numeric_limits<double>::infinity();
    if (text == "-inf")
        return -std::numeric_limits<double>::infinity();
    bool ok = false;
    const double v = text.toDouble(&ok);
    return ok ? std::optional<double>(v) : std::nullopt;
}

std::optional<qint64> parseInteger(const std::optional<QByteArray> &text)
{
    if (!text)
        return std::nullopt;
    bool ok = false;
    const qint64 v = text->trimmed().toLongLong(&ok);
    if (ok)
        return v;
    const auto d = parseScore(text->trimmed());
    if (d && std::isfinite(*d) && std::abs(*d) < 9e18)
        return static_cast<qint64>(std::floor(*d));
    return std::nullopt;
}

// A stored time (zset score, string value) in ms since the epoch; nullopt when the unit is not
// a time or the value is "never".
std::optional<qint64> toMs(double v, ScoreUnit unit)
{
    if (!std::isfinite(v))
        return std::nullopt;
    double ms = 0;
    switch (unit) {
    case ScoreUnit::None:
        return std::nullopt;
    case ScoreUnit::EpochSeconds:
        ms = v * 1000.0;
        break;
    case ScoreUnit::EpochMilliseconds:
        ms = v;
        break;
    case ScoreUnit::EpochMillisTimes4096:
        ms = std::floor(v / 4096.0);
        break;
    case ScoreUnit::EpochMicroseconds:
        ms = v / 1000.0;
        break;
    case ScoreUnit::EpochNanoseconds:
        ms = v / 1e6;
        break;
    }
    if (ms < 0 || ms > LastPlausibleMs)
        return std::nullopt;
    // 1 µs of slack: 1700000000.123 s is 1700000000122.9998 ms in a double.
    return static_cast<qint64>(std::floor(ms + 0.001));
}

// A time in ms as a score in the key's unit, exactly (for exclusive "(" bounds).
QByteArray msInUnit(qint64 ms, ScoreUnit unit)
{
    switch (unit) {
    case ScoreUnit::None:
    case ScoreUnit::EpochMilliseconds:
        return QByteArray::number(ms);
    case ScoreUnit::EpochSeconds:
        return QByteArray::number(static_cast<double>(ms) / 1000.0, 'f', 3);
    case ScoreUnit::EpochMillisTimes4096:
        return QByteArray::number(ms * 4096);
    case ScoreUnit::EpochMicroseconds:
        return QByteArray::number(ms * 1000);
    case ScoreUnit::EpochNanoseconds:
        return QByteArray::number(static_cast<double>(ms) * 1e6, 'f', 0);
    }
    return QByteArray::number(ms);
}

// A sliding log's member "<cumulative>:<cost>" (ratelimit_sliding_hit.lua).
std::optional<std::pair<double, double>> cumulativeCost(const QByteArray &member)
{
    const qsizetype colon = member.indexOf(':');
    bool cumOk = false;
    bool costOk = false;
    const double cum = member.left(colon).toDouble(&cumOk);
    const double cost = member.mid(colon + 1).toDouble(&costOk);
    if (colon <= 0 || !cumOk || !costOk)
        return std::nullopt;
    return std::pair{cum, cost};
}

// A string value read as a time: by the layout's unit, or a "tat-us"-style encoding.
ScoreUnit valueUnit(const DiscoveredKey &k)
{
    if (k.scoreUnit != ScoreUnit::None)
        return k.scoreUnit;
    if (k.encoding.endsWith("-ns"))
        return ScoreUnit::EpochNanoseconds;
    if (k.encoding.endsWith("-us"))
        return ScoreUnit::EpochMicroseconds;
    if (k.encoding.endsWith("-ms"))
        return ScoreUnit::EpochMilliseconds;
    if (k.encoding.endsWith("-s"))
        return ScoreUnit::EpochSeconds;
    return ScoreUnit::None;
}

// Scores that are deadlines (a permit's expiry, a waiter's or consumer's deadline) rather than
// the time something started. A layout that cannot tell ("acquired-or-expiry-ms": CoordScope's
// semaphores score by acquire time, the atomic one by expiry) is told by the scores: a time
// after now can only be an expiry.
bool scoresAreDeadlines(const DiscoveredKey &k, const QList<std::pair<QByteArray, double>> &head,
                        qint64 nowMs)
{
    if (k.encoding.contains("acquired-or-expir")) {
        for (const auto &m : head)
            if (const auto ms = toMs(m.second, k.scoreUnit); ms && *ms > nowMs)
                return true;
        return false;
    }
    return k.encoding.contains("expir") || k.encoding.contains("deadline") ||
           k.role == KeyRole::WaiterDeadlines || k.role == KeyRole::Consumers;
}

// "timeout=10000" in the encoding: entries scored by start time expire after it (ms).
std::optional<qint64> encodedTimeoutMs(const DiscoveredKey &k)
{
    static const QRegularExpression re(QStringLiteral("timeout=(\\d+)"));
    const auto m = re.match(QString::fromLatin1(k.encoding));
    if (!m.hasMatch())
        return std::nullopt;
    return m.captured(1).toLongLong();
}

enum class Group { Lock, Semaphore, Delayed, Queue, Limiter, Collection, Structure, Other };

Group groupOf(PrimitiveKind kind)
{
    switch (kind) {
    case PrimitiveKind::Lock:
    case PrimitiveKind::ReentrantLock:
    case PrimitiveKind::FairLock:
    case PrimitiveKind::ReadWriteLock:
    case PrimitiveKind::JobLock:
        return Group::Lock;
    case PrimitiveKind::Semaphore:
    case PrimitiveKind::ExpirableSemaphore:
        return Group::Semaphore;
    case PrimitiveKind::DelayedQueue:
        return Group::Delayed;
    case PrimitiveKind::TaskQueue:
        return Group::Queue;
    case PrimitiveKind::RateLimiter:
        return Group::Limiter;
    case PrimitiveKind::AddressBook:
    case PrimitiveKind::RecentContacts:
    case PrimitiveKind::GeoIndex:
        return Group::Collection;
    case PrimitiveKind::BloomFilter:
    case PrimitiveKind::HyperLogLog:
    case PrimitiveKind::Bitmap:
        return Group::Structure;
    case PrimitiveKind::WorkerRegistry:
    case PrimitiveKind::Counter:
    case PrimitiveKind::Unknown:
        return Group::Other;
    }
    return Group::Other;
}

// Keys whose size and TTL say all there is to show: lists in flight, finished jobs, a
// library's counters and markers, payloads (read by id).
bool sizeOnly(const QByteArray &role)
{
    for (const char *r : {KeyRole::Processing, KeyRole::Active, KeyRole::Completed, KeyRole::Failed,
                          KeyRole::Entries, KeyRole::Bookkeeping, KeyRole::Signal, KeyRole::Markers,
                          KeyRole::Payloads, KeyRole::Job})
        if (role == r)
            return true;
    return false;
}

bool isCollection(const QByteArray &type)
{
    return type == "list" || type == "zset" || type == "set" || type == "hash" || type == "stream";
}

// Roles whose keys are only counted: one per job in a queue (a job-lock primitive of its own
// reads its keys).
bool countedOnly(const QByteArray &role, PrimitiveKind kind)
{
    return role == KeyRole::Job || (role == KeyRole::JobLock && kind != PrimitiveKind::JobLock);
}

// What round 1 and 2 learned about one key.
struct KeyRead
{
    qsizetype index = 0; // into the primitive's keys
    QByteArray discoveredType;
    QByteArray typeNow; // TYPE now
    qint64 ttlMs = -2;
    std::optional<qint64> size;                  // STRLEN / LLEN / ZCARD / SCARD / HLEN / XLEN
    std::optional<QByteArray> value;             // GETRANGE 0 StringCapBytes-1
    QList<QByteArray> items;                     // LRANGE / SSCAN
    QList<std::pair<QByteArray, double>> scored; // ZRANGE 0 N-1 (a window: the oldest)
    std::optional<std::pair<QByteArray, double>> newest; // a window's newest
    // A cumulative-cost window (round 2): its period guessed from the TTL, its oldest live entry.
    std::optional<qint64> periodMs;
    std::optional<std::pair<QByteArray, double>> oldestLive;
    QList<std::pair<QByteArray, QByteArray>> fields; // HSCAN
    std::optional<qint64> estimate;                  // an HLL's cached cardinality
    bool estimateStale = false;    // an HLL whose cached cardinality is invalid (or not an HLL)
    std::optional<qint64> upToNow; // ZCOUNT -inf now
    bool wrongType = false;        // a command met WRONGTYPE

    bool gone() const { return typeNow == "none"; }
    // Read as the type it was discovered with.
    bool usable() const { return !gone() && !wrongType && typeNow == discoveredType; }
};

struct Pending
{
    RedisCommand command;
    qsizetype read = -1; // the KeyRead it fills; -1: not a key's (INFO)
    std::function<Result<void>(const RedisReply &)> handle;
};

RedisError unexpected(const RedisCommand &command, const RedisReply &reply)
{
    return RedisError(RedisError::Kind::UnexpectedReply,
                      QCoreApplication::translate("PrimitiveStateRead", "%1: unexpected reply %2")
                          .arg(QString::fromLatin1(command.value(0)), reply.summary(60)));
}

Result<QList<std::pair<QByteArray, double>>> scoredPairs(const RedisReply &reply)
{
    const auto flat = reply.toBytesList();
    if (!flat || flat->size() % 2 != 0)
        return RedisError(
            RedisError::Kind::UnexpectedReply,
            QCoreApplication::translate("PrimitiveStateRead", "expected member/score pairs"));
    QList<std::pair<QByteArray, double>> out;
    for (qsizetype i = 0; i + 1 < flat->size(); i += 2) {
        const auto score = parseScore(flat->at(i + 1));
        if (!score)
            return RedisError(
                RedisError::Kind::UnexpectedReply,
                QCoreApplication::translate("PrimitiveStateRead", "a score that is not a number"));
        out.append({flat->at(i), *score});
    }
    return out;
}

// SSCAN/HSCAN's [cursor, [elements]].
Result<QList<QByteArray>> scanElements(const RedisReply &reply)
{
    if (!reply.isArray() || reply.elements().size() != 2)
        return RedisError(
            RedisError::Kind::UnexpectedReply,
            QCoreApplication::translate("PrimitiveStateRead", "expected [cursor, [...]]"));
    return reply.elements().at(1).toBytesList();
}

} // namespace

struct PrimitiveStateRead::Private
{
    PrimitiveState state;
    StateLimits limits;
    std::optional<qint64> givenNowMs;
    qint64 nowMs = 0;
    QList<KeyRead> reads;
    QList<Pending> pending; // the request in flight (or next)
    int round = 0;          // requests answered
    bool finished = false;
    // Round 2: HMGET payloads of the schedule's head; lease PTTLs and acquire times of the
    // semaphore's head, by id.
    QHash<QByteArray, QByteArray> payloads;
    QHash<QByteArray, qint64> leaseTtl;
    QHash<QByteArray, double> holderScores;

    const DiscoveredKey &keyOf(const KeyRead &r) const { return state.primitive.keys.at(r.index); }
    Group group() const { return groupOf(state.primitive.kind); }
    int entries() const { return std::clamp(limits.entries, 1, MaxEntries); }
    int previewBytes() const { return std::max(0, limits.previewBytes); }
    QByteArray cut(const QByteArray &bytes) const { return bytes.left(previewBytes()); }

    // The first read of a role (nullptr: none).
    const KeyRead *readWithRole(const QByteArray &role) const
    {
        for (const KeyRead &r : reads)
            if (keyOf(r).role == role)
                return &r;
        return nullptr;
    }
    // The zset that lists a delayed queue's items by due time.
    const KeyRead *scheduleRead() const
    {
        for (const char *role : {KeyRole::Schedule, KeyRole::Retry, KeyRole::Dead, KeyRole::Value})
            if (const KeyRead *r = readWithRole(role); r && keyOf(*r).type == "zset")
                return r;
        return nullptr;
    }
    // The zset that ranks a semaphore's holders: owners (fair order) before holders.
    const KeyRead *rankRead() const
    {
        for (const char *role : {KeyRole::Owners, KeyRole::Holders, KeyRole::Value})
            if (const KeyRead *r = readWithRole(role); r && keyOf(*r).type == "zset")
                return r;
        return nullptr;
    }

    void planFirstRound();
    void planKey(qsizetype readIndex);
    void planSecondRound();
    void add(RedisCommand command, qsizetype read,
             std::function<Result<void>(const RedisReply &)> handle)
    {
        pending.append({std::move(command), read, std::move(handle)});
    }
    void addZcountNow(qsizetype readIndex);

    void assemble();
    void noteKeys();
    void fillLock();
    void fillSemaphore();
    void fillDelayed();
    void fillQueue();
    void fillLimiter();
    void fillCollection();
    void fillStructure();
    void fillOther();
    void addCounts();
    void noteShowing(const KeyRead &r, qsizetype shown, const QString &what);
    StateEntry entryOfScored(const KeyRead &r, const std::pair<QByteArray, double> &member) const;
};

// Which keys to read: all single keys; of each role with parts (subjects, consumers, leases),
// at most limits.entries, the rest counted in a note.
void PrimitiveStateRead::Private::planFirstRound()
{
    if (!givenNowMs)
        add({"INFO", "server"}, -1, [this](const RedisReply &reply) -> Result<void> {
            const auto ms = serverTimeMsFromInfo(reply);
            if (!ms)
                return ms.error();
            nowMs = *ms;
            return {};
        });
    else
        nowMs = *givenNowMs;

    QHash<QByteArray, qsizetype> partsOfRole;
    QHash<QByteArray, qsizetype> partsRead;
    const QList<DiscoveredKey> &keys = state.primitive.keys;
    for (const DiscoveredKey &k : keys)
        if (!k.part.isEmpty())
            ++partsOfRole[k.role];
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const DiscoveredKey &k = keys.at(i);
        // Lease keys are read for the holders in the head (round 2); per-job keys are counted.
        if (k.role == KeyRole::Lease || countedOnly(k.role, state.primitive.kind))
            continue;
        if (!k.part.isEmpty() && partsRead[k.role]++ >= entries())
            continue;
        KeyRead read;
        read.index = i;
        read.discoveredType = k.type;
        reads.append(read);
    }
    for (auto it = partsOfRole.cbegin(); it != partsOfRole.cend(); ++it) {
        if (it.key() == KeyRole::Lease || countedOnly(it.key(), state.primitive.kind))
            continue;
        if (it.value() > entries())
            state.notes << QCoreApplication::translate("PrimitiveStateRead",
                                                       "showing %1 of %2 \"%3\" keys")
                               .arg(grouped(entries()), grouped(it.value()),
                                    QString::fromUtf8(it.key()));
    }
    for (qsizetype r = 0; r < reads.size(); ++r)
        planKey(r);
}

void PrimitiveStateRead::Private::planKey(qsizetype r)
{
    const DiscoveredKey &k = keyOf(reads.at(r));
    const QByteArray &key = k.key;
    const QByteArray &role = k.role;
    const QByteArray n = QByteArray::number(entries());
    const PrimitiveKind kind = state.primitive.kind;
    add({"TYPE", key}, r, [this, r](const RedisReply &reply) -> Result<void> {
        if (!reply.isStatus())
            return unexpected({"TYPE"}, reply);
        reads[r].typeNow = reply.bytes();
        return {};
    });
    add({"PTTL", key}, r, [this, r](const RedisReply &reply) -> Result<void> {
        if (!reply.isInteger())
            return unexpected({"PTTL"}, reply);
        reads[r].ttlMs = reply.integerValue();
        return {};
    });
    auto sizeInto = [this, r](const RedisReply &reply) -> Result<void> {
        if (!reply.isInteger())
            return unexpected({"size"}, reply);
        reads[r].size = reply.integerValue();
        return {};
    };
    if (k.type == "string") {
        add({"STRLEN", key}, r, sizeInto);
        if (kind == PrimitiveKind::HyperLogLog) {
            // Never PFCOUNT: with a stale cache it rewrites the key (dirty++, signalModifiedKey),
            // which aborts other clients' WATCH. The header holds the cached cardinality.
            add({"GETRANGE", key, "0", "15"}, r,
                [this, r](const RedisReply &reply) -> Result<void> {
                    if (!reply.isString())
                        return unexpected({"GETRANGE"}, reply);
                    reads[r].estimate = cachedHllCardinality(reply.bytes());
                    reads[r].estimateStale = !reads[r].estimate;
                    return {};
                });
        } else if (role != KeyRole::Bits && kind != PrimitiveKind::Bitmap &&
                   kind != PrimitiveKind::BloomFilter && role != KeyRole::Bookkeeping) {
            const QByteArray last =
                QByteArray::number(std::max(StringCapBytes, previewBytes()) - 1);
            add({"GETRANGE", key, "0", last}, r,
                [this, r](const RedisReply &reply) -> Result<void> {
                    if (!reply.isString())
                        return unexpected({"GETRANGE"}, reply);
                    reads[r].value = reply.bytes();
                    return {};
                });
        }
    } else if (k.type == "list") {
        add({"LLEN", key}, r, sizeInto);
        if (!sizeOnly(role))
            add({"LRANGE", key, "0", QByteArray::number(entries() - 1)}, r,
                [this, r](const RedisReply &reply) -> Result<void> {
                    const auto items = reply.toBytesList();
                    if (!items)
                        return items.error();
                    reads[r].items = *items;
                    return {};
                });
    } else if (k.type == "zset") {
        add({"ZCARD", key}, r, sizeInto);
        auto into = [this, r](bool newest) {
            return [this, r, newest](const RedisReply &reply) -> Result<void> {
                const auto pairs = scoredPairs(reply);
                if (!pairs)
                    return pairs.error();
                if (newest && !pairs->isEmpty())
                    reads[r].newest = pairs->first();
                else if (!newest)
                    reads[r].scored = *pairs;
                return {};
            };
        };
        if (role == KeyRole::Window) {
            add({"ZRANGE", key, "0", "0", "WITHSCORES"}, r, into(false));
            add({"ZRANGE", key, "-1", "-1", "WITHSCORES"}, r, into(true));
        } else if (!sizeOnly(role)) {
            add({"ZRANGE", key, "0", QByteArray::number(entries() - 1), "WITHSCORES"}, r,
                into(false));
        }
        if (givenNowMs)
            addZcountNow(r);
    } else if (k.type == "hash") {
        add({"HLEN", key}, r, sizeInto);
        if (!sizeOnly(role)) {
            const int count = std::max(HashHeadFields, group() == Group::Lock ? entries() : 0);
            add({"HSCAN", key, "0", "COUNT", QByteArray::number(count)}, r,
                [this, r](const RedisReply &reply) -> Result<void> {
                    const auto flat = scanElements(reply);
                    if (!flat || flat->size() % 2 != 0)
                        return unexpected({"HSCAN"}, reply);
                    for (qsizetype i = 0; i + 1 < flat->size(); i += 2)
                        reads[r].fields.append({flat->at(i), flat->at(i + 1)});
                    return {};
                });
        }
    } else if (k.type == "set") {
        add({"SCARD", key}, r, sizeInto);
        if (!sizeOnly(role))
            add({"SSCAN", key, "0", "COUNT", n}, r,
                [this, r](const RedisReply &reply) -> Result<void> {
                    const auto members = scanElements(reply);
                    if (!members)
                        return unexpected({"SSCAN"}, reply);
                    reads[r].items = *members;
                    return {};
                });
    } else if (k.type == "stream") {
        add({"XLEN", key}, r, sizeInto);
    }
}

// Zset entries at or before now: due items, expired permits, stale waiters and consumers.
void PrimitiveStateRead::Private::addZcountNow(qsizetype r)
{
    const DiscoveredKey &k = keyOf(reads.at(r));
    // Dead jobs are scored by when they died: nothing in a morgue is ever due.
    if (k.scoreUnit == ScoreUnit::None || k.role == KeyRole::Window ||
        k.role == KeyRole::Completed || k.role == KeyRole::Failed || k.role == KeyRole::Dead)
        return;
    // Exclusive of the next ms: a score that toMs() floors to nowMs (overdue) is counted due.
    add({"ZCOUNT", k.key, "-inf", "(" + msInUnit(nowMs + 1, k.scoreUnit)}, r,
        [this, r](const RedisReply &reply) -> Result<void> {
            if (!reply.isInteger())
                return unexpected({"ZCOUNT"}, reply);
            reads[r].upToNow = reply.integerValue();
            return {};
        });
}

void PrimitiveStateRead::Private::planSecondRound()
{
    if (!givenNowMs)
        for (qsizetype r = 0; r < reads.size(); ++r)
            if (keyOf(reads.at(r)).type == "zset" && reads.at(r).typeNow == "zset")
                addZcountNow(r);

    // A sliding log of "<cumulative>:<cost>" members: the TTL runs to the newest entry's end
    // of window, so period = PTTL + now - newest; the oldest live entry gives the units.
    for (qsizetype r = 0; r < reads.size(); ++r) {
        KeyRead &read = reads[r];
        const DiscoveredKey &k = keyOf(read);
        if (k.role != KeyRole::Window || k.encoding != "cumulative-cost" || !read.usable() ||
            !read.newest || read.ttlMs <= 0)
            continue;
        const auto newestMs = toMs(read.newest->second, k.scoreUnit);
        if (!newestMs)
            continue;
        read.periodMs = read.ttlMs + nowMs - *newestMs;
        add({"ZRANGE", k.key, "(" + msInUnit(nowMs - *read.periodMs, k.scoreUnit), "+inf",
             "BYSCORE", "LIMIT", "0", "1", "WITHSCORES"},
            r, [this, r](const RedisReply &reply) -> Result<void> {
                const auto pairs = scoredPairs(reply);
                if (!pairs)
                    return pairs.error();
                if (!pairs->isEmpty())
                    reads[r].oldestLive = pairs->first();
                return {};
            });
    }

    // A delayed queue's payloads, for the ids in the head.
    const KeyRead *payloadRead = readWithRole(KeyRole::Payloads);
    const KeyRead *schedule = scheduleRead();
    if (payloadRead && schedule && payloadRead->typeNow == "hash" && !schedule->scored.isEmpty()) {
        RedisCommand hmget{"HMGET", keyOf(*payloadRead).key};
        QList<QByteArray> ids;
        for (const auto &m : schedule->scored)
            ids << m.first;
        hmget << ids;
        add(hmget, -1, [this, ids](const RedisReply &reply) -> Result<void> {
            if (!reply.isArray() || reply.elements().size() != ids.size())
                return unexpected({"HMGET"}, reply);
            for (qsizetype i = 0; i < ids.size(); ++i)
                if (reply.elements().at(i).isString())
                    payloads.insert(ids.at(i), cut(reply.elements().at(i).bytes()));
            return {};
        });
    }

    if (group() != Group::Semaphore)
        return;
    const KeyRead *rank = rankRead();
    if (!rank || rank->scored.isEmpty())
        return;
    QList<QByteArray> ids;
    for (const auto &m : rank->scored)
        ids << m.first;
    // A fair semaphore ranks by owners (a counter) and times its holders in another zset.
    const KeyRead *holders = readWithRole(KeyRole::Holders);
    if (holders && holders != rank && holders->typeNow == "zset") {
        RedisCommand zmscore{"ZMSCORE", keyOf(*holders).key};
        zmscore << ids;
        add(zmscore, -1, [this, ids](const RedisReply &reply) -> Result<void> {
            if (!reply.isArray() || reply.elements().size() != ids.size())
                return unexpected({"ZMSCORE"}, reply);
            for (qsizetype i = 0; i < ids.size(); ++i)
                if (const auto s = parseScore(reply.elements().at(i).bytes());
                    reply.elements().at(i).isString() && s)
                    holderScores.insert(ids.at(i), *s);
            return {};
        });
    }
    // Per-holder lease keys: their names follow the one(s) discovery found (prefix + id +
    // suffix), so a holder whose lease expired is seen even though its key is gone.
    for (const DiscoveredKey &k : state.primitive.keys) {
        if (k.role != KeyRole::Lease || k.part.isEmpty())
            continue;
        const qsizetype at = k.key.lastIndexOf(k.part);
        if (at < 0)
            continue;
        const QByteArray prefix = k.key.left(at);
        const QByteArray suffix = k.key.mid(at + k.part.size());
        for (const QByteArray &id : ids)
            add({"PTTL", prefix + id + suffix}, -1,
                [this, id](const RedisReply &reply) -> Result<void> {
                    if (!reply.isInteger())
                        return unexpected({"PTTL"}, reply);
                    leaseTtl.insert(id, reply.integerValue());
                    return {};
                });
        break;
    }
}

void PrimitiveStateRead::Private::noteShowing(const KeyRead &r, qsizetype shown,
                                              const QString &what)
{
    if (r.size && *r.size > shown)
        state.notes << QCoreApplication::translate("PrimitiveStateRead",
                                                   "showing %1 of %2 %3 of %4")
                           .arg(grouped(shown), grouped(*r.size), what, keyText(keyOf(r).key));
}

StateEntry
PrimitiveStateRead::Private::entryOfScored(const KeyRead &r,
                                           const std::pair<QByteArray, double> &member) const
{
    StateEntry e;
    e.id = member.first;
    e.score = member.second;
    e.timeMs = toMs(member.second, keyOf(r).scoreUnit);
    return e;
}

// What happened to each key: gone, another type now, or a command that met WRONGTYPE.
void PrimitiveStateRead::Private::noteKeys()
{
    for (const KeyRead &r : reads) {
        DiscoveredKey &k = state.primitive.keys[r.index];
        const QByteArray discovered = k.type;
        k.ttlMs = r.ttlMs;
        if (r.typeNow.isEmpty())
            continue;
        if (r.gone()) {
            k.ttlMs = -2;
            if (k.role == KeyRole::Lock || k.role == KeyRole::JobLock)
                state.notes << QCoreApplication::translate("PrimitiveStateRead",
                                                           "%1 does not exist: not held")
                                   .arg(keyText(k.key));
            else if (isCollection(discovered)) // Redis deletes a collection when it empties
                state.notes << QCoreApplication::translate("PrimitiveStateRead",
                                                           "%1 vanished (emptied or deleted)")
                                   .arg(keyText(k.key));
            else
                state.notes << QCoreApplication::translate("PrimitiveStateRead", "%1 vanished")
                                   .arg(keyText(k.key));
        } else if (r.typeNow != discovered) {
            state.notes << QCoreApplication::translate("PrimitiveStateRead",
                                                       "%1 is now a %2, not a %3: not read")
                               .arg(keyText(k.key), QString::fromLatin1(r.typeNow),
                                    QString::fromLatin1(discovered));
        } else if (r.wrongType) { // a user rule's kind that does not fit the key's type
            state.notes << QCoreApplication::translate("PrimitiveStateRead",
                                                       "%1 (a %2) met WRONGTYPE: not read as a %3")
                               .arg(keyText(k.key), QString::fromLatin1(r.typeNow),
                                    primitiveKindName(state.primitive.kind));
        }
        k.type = r.typeNow;
    }
}

// Sizes of the collections by role ("ready", "processing:w1", "holders"...), 0 for one that is
// gone; subject keys are the limiter's entries instead.
void PrimitiveStateRead::Private::addCounts()
{
    for (const KeyRead &r : reads) {
        const DiscoveredKey &k = keyOf(r);
        if (k.role == KeyRole::Window || !isCollection(r.discoveredType))
            continue;
        const QByteArray label = k.part.isEmpty() ? k.role : k.role + ':' + k.part;
        if (r.gone())
            state.counts.append({label, 0});
        else if (r.usable() && r.size)
            state.counts.append({label, *r.size});
    }
    QHash<QByteArray, qint64> counted;
    for (const DiscoveredKey &k : state.primitive.keys)
        if (countedOnly(k.role, state.primitive.kind))
            ++counted[k.role];
    for (auto it = counted.cbegin(); it != counted.cend(); ++it)
        state.counts.append({it.key() + "-keys", it.value()});
}

void PrimitiveStateRead::Private::fillLock()
{
    // One lease per job: all of them, not only the keys read (at most entries()).
    for (const DiscoveredKey &k : state.primitive.keys)
        if (!k.part.isEmpty() && !countedOnly(k.role, state.primitive.kind) &&
            (k.role == KeyRole::Lock || k.role == KeyRole::JobLock || k.role == KeyRole::Value))
            ++state.totalEntries;
    for (const KeyRead &r : reads) {
        const DiscoveredKey &k = keyOf(r);
        const bool usable = r.usable();
        if (k.role == KeyRole::Fence && usable) {
            state.fencing = parseInteger(r.value);
            continue;
        }
        const bool isLockKey =
            k.role == KeyRole::Lock || k.role == KeyRole::JobLock || k.role == KeyRole::Value;
        if (!isLockKey)
            continue;
        if (!k.part.isEmpty()) { // one lease per job: each is an entry
            StateEntry e;
            e.id = k.part;
            e.ttlMs = r.gone() ? -2 : r.ttlMs;
            if (usable && r.value)
                e.preview = cut(*r.value);
            state.entries.append(e);
            continue;
        }
        if (state.holder)
            continue;
        state.ttlMs = r.gone() ? -2 : r.ttlMs;
        if (!usable)
            continue;
        if (r.typeNow == "string" && r.value) {
            state.holder = *r.value;
            if (r.size && *r.size > r.value->size())
                state.notes << QCoreApplication::translate(
                                   "PrimitiveStateRead",
                                   "the holder's value is %1 bytes; showing %2")
                                   .arg(grouped(*r.size), grouped(r.value->size()));
            // A lock whose value is its expiry (GETSET-style): the time left is in the value.
            const auto expiry = parseInteger(r.value);
            const ScoreUnit unit = valueUnit(k);
            if (expiry && unit != ScoreUnit::None && r.ttlMs == -1) {
                if (const auto expiryMs = toMs(static_cast<double>(*expiry), unit)) {
                    state.ttlMs = std::max<qint64>(0, *expiryMs - nowMs);
                    if (*expiryMs <= nowMs)
                        state.notes << QCoreApplication::translate(
                                           "PrimitiveStateRead",
                                           "expired by the time in its value %1 ms ago; "
                                           "not taken over yet")
                                           .arg(grouped(nowMs - *expiryMs));
                }
            }
        } else if (r.typeNow == "hash") {
            qint64 holds = 0;
            for (const auto &[field, value] : r.fields) {
                if (field == "mode") {
                    state.notes << QCoreApplication::translate("PrimitiveStateRead", "mode: %1")
                                       .arg(QString::fromUtf8(value));
                    continue;
                }
                StateEntry e;
                e.id = field;
                e.count = parseScore(value);
                e.ttlMs = r.ttlMs;
                holds += static_cast<qint64>(e.count.value_or(0));
                if (!state.holder)
                    state.holder = field;
                if (state.primitive.kind != PrimitiveKind::FairLock)
                    state.entries.append(e);
            }
            state.counts.append({"holds", holds});
            if (state.primitive.kind != PrimitiveKind::FairLock) {
                state.totalEntries = r.size.value_or(0);
                noteShowing(r, state.entries.size(), QStringLiteral("owners"));
            }
        }
    }
    if (!state.holder && state.ttlMs != -2)
        state.ttlMs = -2;

    // Waiters in order, with their deadlines when the layout keeps them.
    const KeyRead *waiters = readWithRole(KeyRole::Waiters);
    const KeyRead *deadlines = readWithRole(KeyRole::WaiterDeadlines);
    QHash<QByteArray, double> deadlineOf;
    if (deadlines && deadlines->typeNow == "zset")
        for (const auto &m : deadlines->scored)
            deadlineOf.insert(m.first, m.second);
    auto flagged = [this](StateEntry e) {
        if (e.timeMs && *e.timeMs <= nowMs)
            e.flag = StateEntry::Flag::Stale;
        return e;
    };
    if (waiters && waiters->typeNow == "list") {
        for (const QByteArray &id : waiters->items) {
            StateEntry e;
            e.id = id;
            if (deadlineOf.contains(id)) {
                e.score = deadlineOf.value(id);
                e.timeMs = toMs(*e.score, keyOf(*deadlines).scoreUnit);
            }
            state.entries.append(flagged(e));
        }
        state.totalEntries = waiters->size.value_or(0);
        noteShowing(*waiters, waiters->items.size(), QStringLiteral("waiters"));
    } else if (deadlines && deadlines->typeNow == "zset") {
        for (const auto &m : deadlines->scored)
            state.entries.append(flagged(entryOfScored(*deadlines, m)));
        state.totalEntries = deadlines->size.value_or(0);
        noteShowing(*deadlines, deadlines->scored.size(), QStringLiteral("waiters"));
    }
}

void PrimitiveStateRead::Private::fillSemaphore()
{
    for (const KeyRead &r : reads) {
        const DiscoveredKey &k = keyOf(r);
        if (!r.usable())
            continue;
        // A layout that stores its limit (settings hash).
        if (k.role == KeyRole::Config || k.role == KeyRole::Meta)
            for (const auto &[field, value] : r.fields)
                if (field == "limit" || field == "permits")
                    state.limit = parseInteger(value);
        if (r.typeNow != "string")
            continue;
        if (const auto v = parseInteger(r.value); v && k.role == KeyRole::Counter)
            state.counts.append({"counter", *v});
        else if (v && k.role == KeyRole::Available)
            state.counts.append({"available", *v});
    }
    const KeyRead *rank = rankRead();
    const KeyRead *available = readWithRole(KeyRole::Available);
    const auto availableNow =
        available && !available->gone() ? parseInteger(available->value) : std::nullopt;
    const qint64 ranked = rank && rank->usable() ? rank->size.value_or(0) : 0;
    if (!rank) {
        state.notes << QCoreApplication::translate("PrimitiveStateRead",
                                                   "no holders are recorded by this layout");
        return;
    }
    // Redisson's expirable semaphore: permits in all = available + acquired.
    if (availableNow && !state.limit)
        state.limit = *availableNow + ranked;
    if (!rank->usable())
        return;

    const DiscoveredKey &rankKey = keyOf(*rank);
    const KeyRead *holders = readWithRole(KeyRole::Holders);
    const DiscoveredKey *timeKey =
        holders && holders->typeNow == "zset" ? &keyOf(*holders) : nullptr;
    const bool deadlines = timeKey && scoresAreDeadlines(*timeKey, holders->scored, nowMs);
    const auto timeout = timeKey ? encodedTimeoutMs(*timeKey) : std::nullopt;
    qint64 live = 0;
    qint64 expired = 0;
    for (const auto &m : rank->scored) {
        StateEntry e = entryOfScored(*rank, m);
        if (timeKey && timeKey != &rankKey) {
            e.timeMs = holderScores.contains(m.first)
                           ? toMs(holderScores.value(m.first), timeKey->scoreUnit)
                           : std::nullopt;
        }
        if (e.timeMs && deadlines && *e.timeMs <= nowMs)
            e.flag = StateEntry::Flag::Expired;
        if (e.timeMs && !deadlines && timeout && nowMs - *e.timeMs > *timeout)
            e.flag = StateEntry::Flag::Expired;
        if (leaseTtl.contains(m.first)) {
            e.ttlMs = leaseTtl.value(m.first);
            if (e.ttlMs == -2)
                e.flag = StateEntry::Flag::Expired;
        }
        if (e.flag == StateEntry::Flag::Expired) {
            ++expired;
        } else {
            if (state.limit && live >= *state.limit)
                e.flag = StateEntry::Flag::BeyondLimit;
            ++live;
        }
        state.entries.append(e);
    }
    state.totalEntries = rank->size.value_or(0);
    noteShowing(*rank, rank->scored.size(), QStringLiteral("holders"));
    if (holders && holders->upToNow && deadlines)
        state.counts.append({"expired", *holders->upToNow});
    else if (expired > 0)
        state.counts.append({"expired", expired});
}

void PrimitiveStateRead::Private::fillDelayed()
{
    const KeyRead *schedule = scheduleRead();
    if (!schedule || schedule->typeNow != "zset")
        return;
    const bool separatePayloads = readWithRole(KeyRole::Payloads) != nullptr;
    for (const auto &m : schedule->scored) {
        StateEntry e = entryOfScored(*schedule, m);
        e.preview = separatePayloads ? payloads.value(m.first) : cut(m.first);
        if (e.timeMs && *e.timeMs <= nowMs)
            e.flag = StateEntry::Flag::Overdue;
        state.entries.append(e);
    }
    state.totalEntries = schedule->size.value_or(0);
    state.counts.append({"total", state.totalEntries});
    if (schedule->upToNow)
        state.counts.append({"due", *schedule->upToNow});
    noteShowing(*schedule, schedule->scored.size(), QStringLiteral("items"));
}

void PrimitiveStateRead::Private::fillQueue()
{
    // The first items of the ready lists, in their order (priority parts as discovered).
    qint64 total = 0;
    for (const KeyRead &r : reads) {
        const DiscoveredKey &k = keyOf(r);
        if ((k.role != KeyRole::Ready && k.role != KeyRole::Value) || !r.usable() ||
            r.typeNow != "list")
            continue;
        total += r.size.value_or(0);
        for (const QByteArray &item : r.items) {
            if (state.entries.size() >= entries())
                break;
            StateEntry e;
            e.id = cut(item);
            e.preview = cut(item);
            state.entries.append(e);
        }
    }
    state.totalEntries = total;
    if (total > state.entries.size())
        state.notes << QCoreApplication::translate("PrimitiveStateRead",
                                                   "showing %1 of %2 ready items")
                           .arg(grouped(state.entries.size()), grouped(total));
    // A morgue (Sidekiq's dead set): its head, oldest death first.
    if (const KeyRead *dead = readWithRole(KeyRole::Dead);
        dead && dead->usable() && dead->typeNow == "zset") {
        const qsizetype before = state.entries.size();
        for (const auto &m : dead->scored) {
            if (state.entries.size() >= entries())
                break;
            StateEntry e = entryOfScored(*dead, m);
            e.id = cut(m.first);
            e.preview = cut(m.first);
            state.entries.append(e);
        }
        state.totalEntries += dead->size.value_or(0);
        state.counts.append({"dead", dead->size.value_or(0)});
        noteShowing(*dead, state.entries.size() - before,
                    QCoreApplication::translate("PrimitiveStateRead", "dead jobs"));
    }
    // Reliable consumers: each one's deadline; a passed one means its items wait for the reaper.
    if (const KeyRead *consumers = readWithRole(KeyRole::Consumers);
        consumers && consumers->typeNow == "zset") {
        for (const auto &m : consumers->scored) {
            const auto deadline = toMs(m.second, keyOf(*consumers).scoreUnit);
            if (!deadline)
                continue;
            state.counts.append({"deadline-ms:" + m.first, *deadline});
            if (*deadline <= nowMs)
                state.notes << QCoreApplication::translate(
                                   "PrimitiveStateRead", "consumer %1's deadline passed %2 ms ago")
                                   .arg(quoteBytes(m.first, QuoteMode::WhenNeeded, 128),
                                        grouped(nowMs - *deadline));
        }
        noteShowing(*consumers, consumers->scored.size(), QStringLiteral("consumers"));
    }
    if (const KeyRead *schedule = scheduleRead(); schedule && schedule->upToNow)
        state.counts.append({"due", *schedule->upToNow});
}

void PrimitiveStateRead::Private::fillLimiter()
{
    // Settings stored with the limiter (Redisson: rate, interval, type).
    for (const KeyRead &r : reads) {
        const DiscoveredKey &k = keyOf(r);
        if (r.gone() || r.wrongType)
            continue;
        if ((k.role == KeyRole::Config || k.role == KeyRole::Meta) && r.typeNow == "hash") {
            // Settings (Redisson: rate, interval ms, type, keepAliveTime): numbers as counts.
            QStringList other;
            for (const auto &[field, value] : r.fields) {
                const auto v = parseInteger(value);
                if (v && !value.contains('.'))
                    state.counts.append({field, *v});
                else
                    other << QString::fromUtf8(field) + QLatin1Char('=') +
                                 QString::fromUtf8(cut(value));
                if (field == "rate" || field == "limit")
                    state.limit = v;
            }
            if (!other.isEmpty())
                state.notes << QCoreApplication::translate("PrimitiveStateRead", "settings: %1")
                                   .arg(other.join(QLatin1Char(' ')));
        } else if (k.role == KeyRole::Available && r.typeNow == "string") {
            if (const auto v = parseInteger(r.value))
                state.counts.append({"available", *v});
        }
    }
    qint64 subjects = 0;
    for (const DiscoveredKey &k : state.primitive.keys)
        if (k.role == KeyRole::Window || k.role == KeyRole::Value)
            ++subjects;
    for (const KeyRead &r : reads) {
        const DiscoveredKey &k = keyOf(r);
        if (k.role != KeyRole::Window && k.role != KeyRole::Value)
            continue;
        StateEntry e;
        e.id = k.part.isEmpty() ? k.key : k.part;
        e.key = k.key;
        e.ttlMs = r.gone() ? -2 : r.ttlMs;
        if (state.limit)
            e.capacity = static_cast<double>(*state.limit);
        if (r.gone()) { // the window ran out
            e.count = 0;
            state.entries.append(e);
            continue;
        }
        if (!r.usable()) {
            e.flag = StateEntry::Flag::Stale;
            state.entries.append(e);
            continue;
        }
        if (r.typeNow == "string") {
            const ScoreUnit unit = valueUnit(k);
            const auto number = r.value ? parseScore(r.value->trimmed()) : std::nullopt;
            e.score = number;
            if (unit != ScoreUnit::None && number)
                e.timeMs = toMs(*number, unit); // a TAT
            else if (number)
                e.count = *number;
        } else if (r.typeNow == "zset") {
            // A sliding log: entries in it, the oldest (when a slot frees) and the newest.
            e.count = static_cast<double>(r.size.value_or(0));
            if (r.periodMs) { // units in (now - period, now], as the hit script counts them
                const auto newest = r.newest ? cumulativeCost(r.newest->first) : std::nullopt;
                const auto oldest =
                    r.oldestLive ? cumulativeCost(r.oldestLive->first) : std::nullopt;
                constexpr double Modulus = 1e15;
                e.count =
                    newest && oldest
                        ? std::fmod(newest->first - (oldest->first - oldest->second) + 2 * Modulus,
                                    Modulus)
                        : 0.0;
            }
            if (!r.scored.isEmpty()) {
                e.score = r.scored.first().second;
                e.timeMs = toMs(r.scored.first().second, k.scoreUnit);
            }
            if (r.newest) {
                const auto newestMs = toMs(r.newest->second, k.scoreUnit);
                if (newestMs && e.timeMs)
                    e.preview = QCoreApplication::translate("PrimitiveStateRead",
                                                            "oldest %1 ms ago, newest %2 ms ago")
                                    .arg(grouped(nowMs - *e.timeMs), grouped(nowMs - *newestMs))
                                    .toUtf8();
            }
        } else if (r.typeNow == "hash") {
            QHash<QByteArray, QByteArray> f;
            for (const auto &[field, value] : r.fields)
                f.insert(field, value);
            if (f.contains("level")) { // a funnel: water level against capacity
                e.count = parseScore(f.value("level"));
                if (const auto c = parseScore(f.value("capacity")))
                    e.capacity = *c;
                if (const auto last = parseScore(f.value("last")))
                    e.timeMs =
                        toMs(*last, k.scoreUnit != ScoreUnit::None ? k.scoreUnit
                                                                   : ScoreUnit::EpochMicroseconds);
                // The stored level is as of `last`: leak what ran out since, as a hit would.
                const auto rate = parseScore(f.value("rate"));
                if (e.count && e.timeMs && rate && *rate > 0 && nowMs > *e.timeMs)
                    e.count = std::max(0.0, *e.count - double(nowMs - *e.timeMs) * *rate / 1000);
            } else { // window index -> count: the newest window's count
                std::optional<qint64> newestWindow;
                for (auto it = f.cbegin(); it != f.cend(); ++it) {
                    const auto w = parseInteger(it.key());
                    if (w && (!newestWindow || *w > *newestWindow)) {
                        newestWindow = w;
                        e.count = parseScore(it.value());
                        e.score = static_cast<double>(*w);
                    }
                }
            }
        }
        state.entries.append(e);
    }
    std::sort(state.entries.begin(), state.entries.end(),
              [](const StateEntry &a, const StateEntry &b) {
                  return std::tie(a.id, a.key) < std::tie(b.id, b.key);
              });
    state.totalEntries = subjects;
}

// Address books, recent contacts, geo indexes: the members in order.
void PrimitiveStateRead::Private::fillCollection()
{
    for (const KeyRead &r : reads) {
        const DiscoveredKey &k = keyOf(r);
        if (k.role == KeyRole::Markers || !r.usable())
            continue;
        if (r.typeNow == "zset") {
            for (const auto &m : r.scored) {
                StateEntry e = entryOfScored(r, m);
                e.timeMs.reset(); // equal scores or geohashes, not times
                state.entries.append(e);
            }
            state.totalEntries = r.size.value_or(0);
            noteShowing(r, r.scored.size(), QStringLiteral("members"));
            return;
        }
        if (r.typeNow == "list") {
            for (const QByteArray &item : r.items) {
                StateEntry e;
                e.id = item;
                state.entries.append(e);
            }
            state.totalEntries = r.size.value_or(0);
            noteShowing(r, r.items.size(), QStringLiteral("items"));
            return;
        }
    }
}

// HyperLogLogs, bitmaps, Bloom filters: sizes (STRLEN, never BITCOUNT: it is O(N)) and the
// stored parameters.
void PrimitiveStateRead::Private::fillStructure()
{
    for (const KeyRead &r : reads) {
        const DiscoveredKey &k = keyOf(r);
        if (!r.usable())
            continue;
        if (r.estimate)
            state.counts.append({"estimate", *r.estimate});
        else if (r.estimateStale)
            state.notes << QCoreApplication::translate(
                               "PrimitiveStateRead",
                               "%1: estimate stale (changed since the last PFCOUNT; "
                               "not recounted, PFCOUNT would write)")
                               .arg(keyText(k.key));
        if (r.typeNow == "string" && r.size) {
            if (!k.part.isEmpty()) { // one bitmap per day, say
                StateEntry e;
                e.id = k.part;
                e.count = static_cast<double>(*r.size * 8);
                e.ttlMs = r.ttlMs;
                state.entries.append(e);
            } else {
                state.counts.append({"bytes", *r.size});
                if (state.primitive.kind != PrimitiveKind::HyperLogLog)
                    state.counts.append({"bits", *r.size * 8});
            }
        }
        if (r.typeNow != "hash")
            continue;
        // Stored parameters: numbers as counts (m, k, capacity), the rest as entries.
        for (const auto &[field, value] : r.fields) {
            if (const auto v = parseInteger(value); v && !value.contains('.')) {
                state.counts.append({field, *v});
            } else {
                StateEntry e;
                e.id = field;
                e.preview = cut(value);
                state.entries.append(e);
            }
        }
    }
    for (const DiscoveredKey &k : state.primitive.keys) // one bitmap per day, say
        if (!k.part.isEmpty())
            ++state.totalEntries;
}

// Worker registries, counters, user rules' keys and anything else: the value or the head of
// the first key.
void PrimitiveStateRead::Private::fillOther()
{
    for (const DiscoveredKey &k : state.primitive.keys) // all parts, not only the keys read
        if (!k.part.isEmpty())
            ++state.totalEntries;
    for (const KeyRead &r : reads) {
        const DiscoveredKey &k = keyOf(r);
        if (!r.usable())
            continue;
        if (!k.part.isEmpty()) { // a worker's heartbeat, one key per part
            StateEntry e;
            e.id = k.part;
            e.ttlMs = r.ttlMs;
            state.entries.append(e);
            continue;
        }
        if (!state.entries.isEmpty())
            continue;
        if (r.typeNow == "string" && r.value) {
            if (const auto v = parseInteger(r.value); v && r.value->size() < 20)
                state.counts.append({k.role, *v});
            else
                state.holder = cut(*r.value);
            state.ttlMs = r.ttlMs;
        } else if (r.typeNow == "zset") {
            for (const auto &m : r.scored) {
                StateEntry e = entryOfScored(r, m);
                if (e.timeMs && scoresAreDeadlines(k, r.scored, nowMs) && *e.timeMs <= nowMs)
                    e.flag = StateEntry::Flag::Stale;
                state.entries.append(e);
            }
            state.totalEntries = r.size.value_or(0);
            noteShowing(r, r.scored.size(), QStringLiteral("members"));
        } else if (r.typeNow == "list" || r.typeNow == "set") {
            for (const QByteArray &item : r.items) {
                StateEntry e;
                e.id = cut(item);
                e.preview = cut(item);
                state.entries.append(e);
            }
            state.totalEntries = r.size.value_or(0);
            noteShowing(r, r.items.size(), QStringLiteral("members"));
        } else if (r.typeNow == "hash") {
            for (const auto &[field, value] : r.fields) {
                StateEntry e;
                e.id = field;
                e.preview = cut(value);
                state.entries.append(e);
            }
            state.totalEntries = r.size.value_or(0);
            noteShowing(r, r.fields.size(), QStringLiteral("fields"));
        }
    }
}

void PrimitiveStateRead::Private::assemble()
{
    state.serverTimeMs = nowMs;
    noteKeys();
    addCounts();
    switch (group()) {
    case Group::Lock:
        fillLock();
        break;
    case Group::Semaphore:
        fillSemaphore();
        break;
    case Group::Delayed:
        fillDelayed();
        break;
    case Group::Queue:
        fillQueue();
        break;
    case Group::Limiter:
        fillLimiter();
        break;
    case Group::Collection:
        fillCollection();
        break;
    case Group::Structure:
        fillStructure();
        break;
    case Group::Other:
        fillOther();
        break;
    }
    if (state.primitive.keys.isEmpty())
        state.notes << QCoreApplication::translate("PrimitiveStateRead", "no keys to read");
}

PrimitiveStateRead::PrimitiveStateRead(DiscoveredPrimitive primitive, StateLimits limits,
                                       std::optional<qint64> serverTimeMs)
    : d(std::make_unique<Private>())
{
    d->state.primitive = std::move(primitive);
    d->limits = limits;
    d->givenNowMs = serverTimeMs;
    d->planFirstRound();
    if (d->pending.isEmpty()) {
        d->assemble();
        d->finished = true;
    }
}

PrimitiveStateRead::~PrimitiveStateRead() = default;

QList<RedisCommand> PrimitiveStateRead::nextRequest()
{
    QList<RedisCommand> out;
    if (d->finished)
        return out;
    out.reserve(d->pending.size());
    for (const Pending &p : d->pending)
        out << p.command;
    return out;
}

Result<void> PrimitiveStateRead::handleReplies(const QList<Result<RedisReply>> &replies)
{
    if (d->finished)
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QCoreApplication::translate("PrimitiveStateRead", "the read is finished"));
    if (replies.size() != d->pending.size()) {
        d->finished = true;
        return RedisError(
            RedisError::Kind::UnexpectedReply,
            QCoreApplication::translate("PrimitiveStateRead", "expected %1 replies, got %2")
                .arg(d->pending.size())
                .arg(replies.size()));
    }
    for (qsizetype i = 0; i < replies.size(); ++i) {
        const Pending &p = d->pending.at(i);
        const Result<RedisReply> &reply = replies.at(i);
        if (!reply) {
            // A key that changed type between two commands is a state to show, not a failure.
            if (reply.error().kind() == RedisError::Kind::WrongType) {
                if (p.read >= 0)
                    d->reads[p.read].wrongType = true;
                continue;
            }
            d->finished = true;
            return reply.error();
        }
        if (auto handled = p.handle(*reply); !handled) {
            d->finished = true;
            return handled;
        }
    }
    d->pending.clear();
    ++d->round;
    if (d->round == 1)
        d->planSecondRound();
    if (d->pending.isEmpty()) {
        d->assemble();
        d->finished = true;
    }
    return {};
}

bool PrimitiveStateRead::finished() const
{
    return d->finished;
}

const PrimitiveState &PrimitiveStateRead::state() const
{
    return d->state;
}

std::optional<qint64> PrimitiveStateRead::storedTimeMs(double value, ScoreUnit unit)
{
    return toMs(value, unit);
}

Result<qint64> PrimitiveStateRead::serverTimeMsFromInfo(const RedisReply &info)
{
    if (!info.isString() && !info.isStatus())
        return RedisError(
            RedisError::Kind::UnexpectedReply,
            QCoreApplication::translate("PrimitiveStateRead", "INFO: expected text, got %1")
                .arg(info.summary(60)));
    static const QByteArray field = "server_time_usec:";
    const qsizetype at = info.bytes().indexOf(field);
    if (at < 0)
        return RedisError(
            RedisError::Kind::UnexpectedReply,
            QCoreApplication::translate("PrimitiveStateRead",
                                        "INFO server has no server_time_usec (Redis < 5?)"));
    const qsizetype start = at + field.size();
    qsizetype end = start;
    while (end < info.bytes().size() && info.bytes().at(end) >= '0' && info.bytes().at(end) <= '9')
        ++end;
    bool ok = false;
    const qint64 us = info.bytes().mid(start, end - start).toLongLong(&ok);
    if (!ok)
        return RedisError(
            RedisError::Kind::UnexpectedReply,
            QCoreApplication::translate("PrimitiveStateRead",
                                        "INFO server: server_time_usec is not a number"));
    return us / 1000;
}
