#include "primitivediscovery.h"

#include "layoutcatalog.h"

#include <QHash>
#include <QSet>

#include <algorithm>

// The scan runs as a three-stage pipeline, one round trip per step: each request carries the
// samples of the keys typed in the previous step, TYPE + PTTL of the keys the previous SCAN
// returned, and the next SCAN. When the scan is over, the side keys the catalog expects for each
// primitive (LayoutCatalog::expectedKeys) are attached: those the scan saw at once, the others
// (outside MATCH, or past maxKeys) after a TYPE + PTTL of their own. Last, a primitive whose keys
// all belong to a larger one is that larger one seen partly (a Redisson RLock hash that has a
// fair lock's queue), and is dropped.

namespace {

constexpr int MaxUnknownListed = 10000; // unknown keys kept for the browser; the rest counted
constexpr int StringSampleBytes = 512;  // a string's value is read when it is at most this long
constexpr int HashSampleCount = 10;     // HSCAN 0 COUNT 10
constexpr int SideKeysPerStep = 1000;   // TYPE + PTTL of side keys per round trip

RedisError unexpected(const QString &what)
{
    return RedisError(RedisError::Kind::UnexpectedReply, what);
}

// What the scan learned about one key, kept to attach it to a primitive later.
struct KeyFacts
{
    QByteArray type;
    qint64 ttlMs = -1;
    bool classified = false;
};

// The commands that read a key's sample, by type.
QList<RedisCommand> sampleCommands(const KeySample &s)
{
    if (s.type == "string")
        return {{"STRLEN", s.key},
                {"GETRANGE", s.key, "0", QByteArray::number(StringSampleBytes - 1)}};
    if (s.type == "hash")
        return {{"HSCAN", s.key, "0", "COUNT", QByteArray::number(HashSampleCount)}};
    if (s.type == "zset")
        return {{"ZRANGE", s.key, "0", "2", "WITHSCORES"}};
    if (s.type == "list")
        return {{"LRANGE", s.key, "0", "2"}};
    return {};
}

// Fills the sample from its replies; a key that changed type since TYPE keeps an empty sample.
Result<void> fillSample(KeySample &s, const QList<Result<RedisReply>> &replies, qsizetype at)
{
    for (qsizetype i = 0; i < sampleCommands(s).size(); ++i) {
        const Result<RedisReply> &r = replies.at(at + i);
        if (!r && r.error().kind() == RedisError::Kind::WrongType)
            return {};
        if (!r)
            return r.error();
    }
    const RedisReply &first = *replies.at(at);
    if (s.type == "string") {
        const RedisReply &value = *replies.at(at + 1);
        if (!first.isInteger() || !value.isString())
            return unexpected(QStringLiteral("STRLEN/GETRANGE: unexpected reply"));
        if (first.integerValue() <= StringSampleBytes)
            s.stringValue = value.bytes();
    } else if (s.type == "hash") {
        if (!first.isArray() || first.elements().size() != 2)
            return unexpected(QStringLiteral("HSCAN: expected [cursor, [field, value, ...]]"));
        const auto flat = first.elements().at(1).toBytesList();
        if (!flat || flat->size() % 2 != 0)
            return unexpected(QStringLiteral("HSCAN: expected field/value pairs"));
        for (qsizetype i = 0; i + 1 < flat->size(); i += 2) {
            s.hashFields << flat->at(i);
            s.hashValues << flat->at(i + 1);
        }
    } else if (s.type == "zset") {
        const auto flat = first.toBytesList();
        if (!flat || flat->size() % 2 != 0)
            return unexpected(QStringLiteral("ZRANGE: expected member/score pairs"));
        for (qsizetype i = 0; i + 1 < flat->size(); i += 2) {
            bool ok = false;
            const double score = flat->at(i + 1).toDouble(&ok);
            s.zsetHead.append({flat->at(i), ok ? score : 0.0});
        }
    } else if (s.type == "list") {
        const auto items = first.toBytesList();
        if (!items)
            return items.error();
        s.listHead = *items;
    }
    return {};
}

} // namespace

struct PrimitiveDiscovery::Private
{
    const LayoutCatalog &catalog;
    DiscoveryOptions options;
    bool valid = true;

    // Scan: one cursor per node (a cluster's masters), or one for the one server.
    struct NodeScan
    {
        QString node; // empty: the one server
        QByteArray cursor = "0";
        bool done = false;
        qint64 keysSeen = 0;
    };
    QList<NodeScan> scans;
    bool scanDone = false;
    bool truncated = false;
    qint64 keysSeen = 0;
    QSet<QByteArray> seen;
    QList<QByteArray> toDescribe; // returned by the last SCAN
    QList<KeySample> toSample;    // typed, waiting for their values

    // The request in flight, in order: samples, TYPE + PTTL, a SCAN per node still scanning;
    // or side keys. requestNodes: the node of each command (empty ones routed by key).
    QList<RedisCommand> request;
    QStringList requestNodes;
    QList<qsizetype> scanning; // the scans whose SCAN is in the request, in order
    QList<KeySample> sampling;
    QList<QByteArray> describing;
    struct SideKey
    {
        qsizetype primitive;
        QByteArray role;
        QByteArray key;
    };
    QList<SideKey> lookingUp;
    QList<SideKey> sideKeysToLookUp;
    bool attached = false;
    bool finished = false;

    // Results.
    QHash<QByteArray, KeyFacts> facts;
    QList<DiscoveredPrimitive> primitives;
    QList<QSet<QByteArray>> keysOf; // per primitive
    QHash<std::pair<QString, QByteArray>, qsizetype> primitiveIndex;
    QHash<QString, QList<const KeyLayout *>> layoutsOfFamily;
    QList<KeySample> unknown;
    QSet<QByteArray> unknownListed;   // still unknown; `unknown` also holds attached ones
    QSet<QByteArray> unknownAttached; // listed, then owned by a primitive: dropped in finish()
    qint64 unknownCounted = 0;        // past the list

    explicit Private(const LayoutCatalog &c, DiscoveryOptions o)
        : catalog(c)
        , options(std::move(o))
    {
        for (const KeyLayout &l : catalog.layouts())
            layoutsOfFamily[l.family] << &l;
        if (options.nodes.isEmpty())
            scans.append(NodeScan());
        for (const QString &node : std::as_const(options.nodes))
            scans.append(NodeScan{node});
    }

    void prepare();
    void prepareScanStep();
    void planSideKeys();
    void finish();
    Result<void> handleScan(NodeScan &scan, const RedisReply &reply);
    void endScanStep();
    Result<void> handleDescribe(const QList<Result<RedisReply>> &replies, qsizetype at);
    void classify(const KeySample &sample);
    void addToPrimitive(const LayoutMatch &match, const KeySample &sample);
    // The layout of this family that a key of this role, name and type is.
    const KeyLayout *sideLayout(const QString &family, const QByteArray &role,
                                const QByteArray &name, const QByteArray &key,
                                const QByteArray &type) const;
    void attach(qsizetype primitive, const QByteArray &role, const QByteArray &key,
                const KeyFacts &fact);
    void dropSubsumed();
    void mergeBull3Queues();
};

void PrimitiveDiscovery::Private::prepare()
{
    request.clear();
    requestNodes.clear();
    sampling.clear();
    describing.clear();
    lookingUp.clear();
    scanning.clear();
    if (!scanDone || !toDescribe.isEmpty() || !toSample.isEmpty()) {
        prepareScanStep();
        return;
    }
    if (!attached) {
        planSideKeys();
        attached = true;
    }
    if (!sideKeysToLookUp.isEmpty()) {
        const qsizetype n = std::min<qsizetype>(SideKeysPerStep, sideKeysToLookUp.size());
        lookingUp = sideKeysToLookUp.mid(0, n);
        sideKeysToLookUp.remove(0, n);
        for (const SideKey &k : lookingUp)
            request << RedisCommand{"TYPE", k.key} << RedisCommand{"PTTL", k.key};
        return;
    }
    finish();
}

void PrimitiveDiscovery::Private::prepareScanStep()
{
    sampling = toSample;
    toSample.clear();
    for (const KeySample &s : sampling)
        request << sampleCommands(s);
    describing = toDescribe;
    toDescribe.clear();
    for (const QByteArray &k : describing)
        request << RedisCommand{"TYPE", k} << RedisCommand{"PTTL", k};
    const bool addressed = !options.nodes.isEmpty();
    if (addressed)
        requestNodes = QStringList(request.size(), QString());
    for (qsizetype i = 0; i < scans.size() && !scanDone; ++i) {
        if (scans.at(i).done)
            continue;
        RedisCommand scan{"SCAN", scans.at(i).cursor};
        if (!options.match.isEmpty())
            scan << "MATCH" << options.match;
        scan << "COUNT" << QByteArray::number(options.scanCount);
        request << scan;
        if (addressed)
            requestNodes << scans.at(i).node;
        scanning << i;
    }
}

Result<void> PrimitiveDiscovery::Private::handleScan(NodeScan &scan, const RedisReply &reply)
{
    const auto parts = reply.toArray();
    if (!parts || parts->size() != 2 || !parts->at(0).isString() || !parts->at(1).isArray())
        return unexpected(QStringLiteral("SCAN: expected [cursor, [keys]]"));
    bool ok = false;
    parts->at(0).bytes().toULongLong(&ok);
    if (!ok)
        return unexpected(QStringLiteral("SCAN: cursor is not a number"));
    scan.cursor = parts->at(0).bytes();
    for (const RedisReply &k : parts->at(1).elements()) {
        // SCAN returns a key again while the table rehashes; a key being migrated may be
        // listed by two masters.
        if (seen.contains(k.bytes()))
            continue;
        if (keysSeen >= options.maxKeys) {
            truncated = true;
            break;
        }
        seen.insert(k.bytes());
        ++keysSeen;
        ++scan.keysSeen;
        toDescribe << k.bytes();
    }
    if (scan.cursor == "0")
        scan.done = true;
    return {};
}

void PrimitiveDiscovery::Private::endScanStep()
{
    const bool allDone =
        std::all_of(scans.cbegin(), scans.cend(), [](const NodeScan &n) { return n.done; });
    if (keysSeen >= options.maxKeys && !allDone)
        truncated = true;
    if (allDone || keysSeen >= options.maxKeys)
        scanDone = true;
}

Result<void> PrimitiveDiscovery::Private::handleDescribe(const QList<Result<RedisReply>> &replies,
                                                         qsizetype at)
{
    for (qsizetype i = 0; i < describing.size(); ++i) {
        const Result<RedisReply> &type = replies.at(at + 2 * i);
        const Result<RedisReply> &ttl = replies.at(at + 2 * i + 1);
        if (!type)
            return type.error();
        if (!ttl)
            return ttl.error();
        if (!type->isStatus() || !ttl->isInteger())
            return unexpected(QStringLiteral("TYPE/PTTL: unexpected reply"));
        KeySample s;
        s.key = describing.at(i);
        s.type = type->bytes();
        s.ttlMs = ttl->integerValue();
        if (s.type == "none" || s.ttlMs == -2)
            continue; // deleted since SCAN returned it
        if (catalog.needsSample(s.key, s.type) && !sampleCommands(s).isEmpty())
            toSample << s;
        else
            classify(s);
    }
    return {};
}

void PrimitiveDiscovery::Private::classify(const KeySample &sample)
{
    const std::optional<LayoutMatch> match = catalog.classify(sample);
    facts.insert(sample.key, KeyFacts{sample.type, sample.ttlMs, match.has_value()});
    if (match) {
        addToPrimitive(*match, sample);
        return;
    }
    if (unknownListed.size() < MaxUnknownListed) {
        unknown << sample;
        unknownListed.insert(sample.key);
    } else {
        ++unknownCounted;
    }
}

void PrimitiveDiscovery::Private::addToPrimitive(const LayoutMatch &match, const KeySample &sample)
{
    const KeyLayout &l = *match.layout;
    const auto id = std::make_pair(l.family, match.name);
    auto it = primitiveIndex.constFind(id);
    qsizetype index = 0;
    if (it == primitiveIndex.cend()) {
        DiscoveredPrimitive p;
        p.kind = l.kind;
        p.family = l.family;
        p.library = l.library;
        p.name = match.name;
        index = primitives.size();
        primitives << p;
        keysOf << QSet<QByteArray>();
        primitiveIndex.insert(id, index);
    } else {
        index = *it;
    }
    DiscoveredPrimitive &p = primitives[index];
    // The primary key's layout names the primitive's kind and library (a side key's family
    // may say "probable" where the primary is sure).
    if (l.primary) {
        p.kind = l.kind;
        p.library = l.library;
    }
    DiscoveredKey k;
    k.key = sample.key;
    k.role = l.role;
    k.part = match.part;
    k.type = sample.type;
    k.ttlMs = sample.ttlMs;
    k.scoreUnit = l.scoreUnit;
    k.encoding = l.encoding;
    p.keys << k;
    keysOf[index].insert(sample.key);
}

const KeyLayout *PrimitiveDiscovery::Private::sideLayout(const QString &family,
                                                         const QByteArray &role,
                                                         const QByteArray &name,
                                                         const QByteArray &key,
                                                         const QByteArray &type) const
{
    // Without the value, a layout that would need it to decide is the last resort.
    const KeyLayout *fallback = nullptr;
    for (const KeyLayout *l : layoutsOfFamily.value(family)) {
        if (l->role != role || l->type != type || !l->keyFor || l->keyFor(name) != key)
            continue;
        if (!l->needsSample)
            return l;
        if (!fallback)
            fallback = l;
    }
    return fallback;
}

void PrimitiveDiscovery::Private::attach(qsizetype index, const QByteArray &role,
                                         const QByteArray &key, const KeyFacts &fact)
{
    DiscoveredPrimitive &p = primitives[index];
    const KeyLayout *l = sideLayout(p.family, role, p.name, key, fact.type);
    if (!l || keysOf.at(index).contains(key))
        return;
    DiscoveredKey k;
    k.key = key;
    k.role = l->role;
    k.type = fact.type;
    k.ttlMs = fact.ttlMs;
    k.scoreUnit = l->scoreUnit;
    k.encoding = l->encoding;
    p.keys << k;
    keysOf[index].insert(key);
    // A key no layout claimed on its own is not unknown once a primitive owns it.
    if (!fact.classified) {
        // Filtered once in finish(): removing here is O(n) per key, O(n^2) per scan.
        if (unknownListed.remove(key))
            unknownAttached.insert(key);
        else if (unknownCounted > 0)
            --unknownCounted;
        facts[key].classified = true;
    }
}

// Side keys the scan saw are attached now; the others are looked up when the scan may have
// missed them (MATCH, or maxKeys); after a complete scan of everything they do not exist.
void PrimitiveDiscovery::Private::planSideKeys()
{
    const bool mayHaveMissed = !options.match.isEmpty() || truncated;
    const qsizetype count = primitives.size();
    for (qsizetype i = 0; i < count; ++i) {
        const auto expected = catalog.expectedKeys(primitives.at(i).family, primitives.at(i).name);
        for (const auto &[role, key] : expected) {
            if (keysOf.at(i).contains(key))
                continue;
            if (const auto f = facts.constFind(key); f != facts.cend())
                attach(i, role, key, *f);
            else if (mayHaveMissed && !seen.contains(key))
                sideKeysToLookUp.append({i, role, key});
        }
    }
}

// A primitive whose keys all belong to another, larger one is that one seen partly.
void PrimitiveDiscovery::Private::dropSubsumed()
{
    QHash<QByteArray, QList<qsizetype>> owners;
    for (qsizetype i = 0; i < primitives.size(); ++i)
        for (const QByteArray &k : keysOf.at(i))
            owners[k] << i;
    QList<bool> drop(primitives.size(), false);
    for (qsizetype i = 0; i < primitives.size(); ++i) {
        const QSet<QByteArray> &mine = keysOf.at(i);
        if (mine.isEmpty())
            continue;
        for (const qsizetype j : owners.value(*mine.cbegin())) {
            if (j == i || drop.at(j) || keysOf.at(j).size() <= mine.size())
                continue;
            if (std::all_of(mine.cbegin(), mine.cend(),
                            [&](const QByteArray &k) { return keysOf.at(j).contains(k); })) {
                drop[i] = true;
                break;
            }
        }
    }
    QList<DiscoveredPrimitive> kept;
    for (qsizetype i = 0; i < primitives.size(); ++i)
        if (!drop.at(i))
            kept << primitives.at(i);
    primitives = kept;
}

// Bull 3 writes BullMQ's keys too, and job hashes attach only to "bullmq-queue" (they have no
// name to expect), so one Bull 3 queue is found as both: the BullMQ one joins the Bull 3 one.
void PrimitiveDiscovery::Private::mergeBull3Queues()
{
    const QString bull3 = QStringLiteral("bull3-queue");
    const QString bullmq = QStringLiteral("bullmq-queue");
    QList<bool> merged(primitives.size(), false);
    for (qsizetype i = 0; i < primitives.size(); ++i) {
        if (primitives.at(i).family != bull3)
            continue;
        const auto j = primitiveIndex.constFind({bullmq, primitives.at(i).name});
        if (j == primitiveIndex.cend() || *j == i || merged.at(*j))
            continue;
        for (const DiscoveredKey &k : primitives.at(*j).keys)
            if (!keysOf.at(i).contains(k.key)) {
                primitives[i].keys << k;
                keysOf[i].insert(k.key);
            }
        merged[*j] = true;
    }
    if (!merged.contains(true))
        return;
    QList<DiscoveredPrimitive> kept;
    QList<QSet<QByteArray>> keptKeys;
    for (qsizetype i = 0; i < primitives.size(); ++i)
        if (!merged.at(i)) {
            kept << primitives.at(i);
            keptKeys << keysOf.at(i);
        }
    primitives = kept;
    keysOf = keptKeys;
}

void PrimitiveDiscovery::Private::finish()
{
    mergeBull3Queues();
    dropSubsumed();
    if (!unknownAttached.isEmpty())
        unknown.removeIf([&](const KeySample &s) { return unknownAttached.contains(s.key); });
    unknownAttached.clear();
    for (DiscoveredPrimitive &p : primitives)
        std::sort(p.keys.begin(), p.keys.end(), [](const DiscoveredKey &a, const DiscoveredKey &b) {
            return std::tie(a.role, a.part, a.key) < std::tie(b.role, b.part, b.key);
        });
    std::sort(primitives.begin(), primitives.end(),
              [](const DiscoveredPrimitive &a, const DiscoveredPrimitive &b) {
                  return std::tie(a.kind, a.family, a.name) < std::tie(b.kind, b.family, b.name);
              });
    keysOf.clear();
    primitiveIndex.clear();
    finished = true;
}

PrimitiveDiscovery::PrimitiveDiscovery(const LayoutCatalog &catalog, DiscoveryOptions options)
    : d(std::make_unique<Private>(catalog, std::move(options)))
{
    // Bad options find nothing: callers check validate() first (as the CLI does).
    if (!validate(d->options)) {
        d->finished = true;
        return;
    }
    d->prepare();
}

PrimitiveDiscovery::~PrimitiveDiscovery() = default;

Result<void> PrimitiveDiscovery::validate(const DiscoveryOptions &options)
{
    if (options.scanCount < 1)
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QStringLiteral("scanCount must be at least 1, not %1").arg(options.scanCount));
    if (options.maxKeys < 1)
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QStringLiteral("maxKeys must be at least 1, not %1").arg(options.maxKeys));
    return {};
}

QList<RedisCommand> PrimitiveDiscovery::nextRequest()
{
    return d->finished ? QList<RedisCommand>() : d->request;
}

QStringList PrimitiveDiscovery::requestNodes() const
{
    return d->finished ? QStringList() : d->requestNodes;
}

QList<NodeScanProgress> PrimitiveDiscovery::scanProgress() const
{
    QList<NodeScanProgress> progress;
    for (const Private::NodeScan &n : std::as_const(d->scans))
        progress.append({n.node, n.keysSeen, n.done});
    return progress;
}

Result<void> PrimitiveDiscovery::handleReplies(const QList<Result<RedisReply>> &replies)
{
    if (d->finished)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the discovery is finished"));
    if (replies.size() != d->request.size()) {
        d->finished = true;
        return unexpected(QStringLiteral("expected %1 replies, got %2")
                              .arg(d->request.size())
                              .arg(replies.size()));
    }
    auto fail = [this](const RedisError &e) -> Result<void> {
        d->finished = true;
        return e;
    };
    if (!d->lookingUp.isEmpty()) {
        for (qsizetype i = 0; i < d->lookingUp.size(); ++i) {
            const auto &type = replies.at(2 * i);
            const auto &ttl = replies.at(2 * i + 1);
            if (!type)
                return fail(type.error());
            if (!ttl)
                return fail(ttl.error());
            if (!type->isStatus() || !ttl->isInteger())
                return fail(unexpected(QStringLiteral("TYPE/PTTL: unexpected reply")));
            if (type->bytes() == "none" || ttl->integerValue() == -2)
                continue;
            const Private::SideKey &k = d->lookingUp.at(i);
            d->attach(k.primitive, k.role, k.key,
                      KeyFacts{type->bytes(), ttl->integerValue(), true});
        }
        d->prepare();
        return {};
    }
    qsizetype at = 0;
    for (KeySample &s : d->sampling) {
        if (auto filled = fillSample(s, replies, at); !filled)
            return fail(filled.error());
        at += sampleCommands(s).size();
        d->classify(s);
    }
    if (auto described = d->handleDescribe(replies, at); !described)
        return fail(described.error());
    at += 2 * d->describing.size();
    for (qsizetype i = 0; i < d->scanning.size(); ++i) {
        const Result<RedisReply> &scan = replies.at(at + i);
        Private::NodeScan &node = d->scans[d->scanning.at(i)];
        if (!scan)
            return fail(
                node.node.isEmpty()
                    ? scan.error()
                    : RedisError(
                          scan.error().kind(),
                          QStringLiteral("SCAN on %1: %2").arg(node.node, scan.error().message())));
        if (auto handled = d->handleScan(node, *scan); !handled)
            return fail(handled.error());
    }
    if (!d->scanning.isEmpty())
        d->endScanStep();
    d->prepare();
    return {};
}

bool PrimitiveDiscovery::finished() const
{
    return d->finished;
}

QList<DiscoveredPrimitive> PrimitiveDiscovery::primitives() const
{
    return d->primitives;
}

QList<KeySample> PrimitiveDiscovery::unknownKeys() const
{
    return d->unknown;
}

qint64 PrimitiveDiscovery::unknownKeyCount() const
{
    return d->unknownListed.size() + d->unknownCounted;
}

qint64 PrimitiveDiscovery::keysSeen() const
{
    return d->keysSeen;
}

bool PrimitiveDiscovery::truncated() const
{
    return d->truncated;
}
