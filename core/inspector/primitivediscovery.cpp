#include "primitivediscovery.h"

#include "keysampler.h"
#include "layoutcatalog.h"
#include "seenkeyfilter.h"

#include <QHash>
#include <QLocale>
#include <QSet>

#include <QCoreApplication>
#include <algorithm>
#include <numeric>

// The scan runs as a three-stage pipeline, one round trip per step: each request carries the
// samples of the keys typed in the previous step, TYPE + PTTL of the keys the previous SCAN
// returned, and the next SCAN. The first request also asks DBSIZE (of each node scanned), which
// decides DiscoveryOptions::ValueShapes::Auto before the first SCAN's keys are handled.
//
// Names first: without value shapes a key is typed only when some layout claims it by name
// (LayoutCatalog::claimsByName). That check runs in catchUp(), while the next request is at the
// server, so the keys of SCAN n are typed in request n + 2 (a four-stage pipeline). A key no
// layout claims by name is an unknown key with an empty type: listed among the first 10,000 or
// counted into the filter below, like any unknown key, so the side keys of a primitive found by
// name (a Redisson fair lock's bare-name hash) are looked up exactly as for typed unknown keys.
// When the scan is over, the side keys the catalog expects for each primitive
// (LayoutCatalog::expectedKeys) are attached: those the scan saw at once, the others (outside
// MATCH, or past maxKeys) after a TYPE + PTTL of their own. Last, a primitive whose keys all belong
// to a larger one is that larger one seen partly (a Redisson RLock hash that has a fair lock's
// queue), and is dropped.
//
// Memory grows with the primitives found, not with the keys seen: a key's facts are kept only
// in the primitive that owns it (with an index from key to owner) or in the first 10,000 unknown
// keys listed; every other key leaves only its bits in a SeenKeyFilter, which says which side
// keys the scan may have seen and must look up again. SCAN lists a key twice only while the
// server resizes its table: a repeat of an owned or listed key is dropped, and a repeat of an
// unlisted unknown key is counted twice.

namespace {

constexpr int MaxUnknownListed = 10000; // unknown keys kept for the browser; the rest counted
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
    QList<QByteArray> toDescribe; // returned by the last SCAN
    QList<KeySample> toSample;    // typed, waiting for their values
    QList<KeySample> toClassify;  // complete, left for catchUp() (the next request is out)
    QList<QByteArray> toSort;     // without value shapes: returned by the last SCAN, not yet
                                  // checked by name (in catchUp())
    qint64 notTyped = 0;
    // DBSIZE: asked in the first request, one per node (dbSizing: how many in the request).
    bool dbSizeAsked = false;
    qsizetype dbSizing = 0;
    std::optional<qint64> dbSize;
    bool valueShapes = true;
    QString valueShapesReason;
    // Listed by SCAN, not classified yet (about two steps' keys): a repeat of one is dropped.
    QSet<QByteArray> inFlight;

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
        bool seenUnlisted = false; // counted as an unknown key, may have been
    };
    QList<SideKey> lookingUp;
    QList<SideKey> sideKeysToLookUp;
    bool attached = false;
    bool finished = false;

    // Results.
    QList<DiscoveredPrimitive> primitives;
    // Each key a primitive holds, with its first owner (primitives[primitive].keys[key]); a key
    // attached to a second primitive too (a side key that is also a primitive of its own) is in
    // alsoOwnedBy.
    struct Owner
    {
        qsizetype primitive = 0;
        qsizetype key = 0;
    };
    QHash<QByteArray, Owner> owners;
    QMultiHash<QByteArray, qsizetype> alsoOwnedBy;
    // (family number, name) -> index in primitives; a family's number is its index in
    // families, and familyOfLayout gives it per layout (by index in catalog.layouts()).
    QHash<std::pair<int, QByteArray>, qsizetype> primitiveIndex;
    QStringList families;
    QList<int> familyOfLayout;
    QList<QList<const KeyLayout *>> layoutsOfFamily; // per family number, in catalog order
    QList<int> familyOfPrimitive;                    // per primitive
    QList<KeySample> unknown;
    QHash<QByteArray, qsizetype> unknownListed; // still unknown -> index in `unknown`, which also
                                                // holds attached ones
    QSet<QByteArray> unknownAttached;           // listed, then owned: dropped in finish()
    qint64 unknownCounted = 0;                  // past the list
    SeenKeyFilter unlisted;                     // those counted keys

    explicit Private(const LayoutCatalog &c, DiscoveryOptions o)
        : catalog(c)
        , options(std::move(o))
    {
        for (const KeyLayout &l : catalog.layouts()) {
            qsizetype family = families.indexOf(l.family);
            if (family < 0) {
                family = families.size();
                families << l.family;
                layoutsOfFamily.append(QList<const KeyLayout *>());
            }
            familyOfLayout << int(family);
            layoutsOfFamily[family] << &l;
        }
        valueShapes = options.valueShapes != DiscoveryOptions::ValueShapes::Off;
        if (!options.keys.isEmpty()) {
            probe();
            return;
        }
        if (options.nodes.isEmpty())
            scans.append(NodeScan());
        for (const QString &node : std::as_const(options.nodes))
            scans.append(NodeScan{node});
    }

    // DiscoveryOptions::keys: the keys as if the only SCAN had listed them.
    void probe()
    {
        options.nodes.clear();
        scanDone = true;
        dbSizeAsked = true;
        valueShapesReason = QCoreApplication::translate("PrimitiveDiscovery",
                                                        "value shapes %1 (a probe of %2 keys)")
                                .arg(valueShapes ? QStringLiteral("on") : QStringLiteral("off"))
                                .arg(options.keys.size());
        QSet<QByteArray> listed;
        for (const QByteArray &key : std::as_const(options.keys)) {
            if (listed.contains(key))
                continue;
            listed.insert(key);
            ++keysSeen;
            if (valueShapes) {
                inFlight.insert(key);
                toDescribe << key;
            } else {
                toSort << key;
            }
        }
    }

    void prepare();
    void catchUp();
    void sortByName();
    void handleDbSize(const QList<Result<RedisReply>> &replies);
    void addUnknown(const KeySample &sample);
    void prepareScanStep();
    void planSideKeys();
    void finish();
    Result<void> handleScan(NodeScan &scan, const RedisReply &reply);
    void endScanStep();
    Result<void> handleDescribe(const QList<Result<RedisReply>> &replies, qsizetype at);
    void classify(const KeySample &sample);
    void addToPrimitive(const LayoutMatch &match, const KeySample &sample);
    bool owns(qsizetype primitive, const QByteArray &key) const;
    void own(qsizetype primitive, const QByteArray &key);
    // A key listed or owned already (a repeat of SCAN).
    bool known(const QByteArray &key) const
    {
        return owners.contains(key) || unknownListed.contains(key);
    }
    // The layout of this family that a key of this role, name and type is.
    const KeyLayout *sideLayout(int family, const QByteArray &role, const QByteArray &name,
                                const QByteArray &key, const QByteArray &type) const;
    void attach(qsizetype primitive, const QByteArray &role, const QByteArray &key,
                const KeyFacts &fact);
    // Mark the primitives finish() drops.
    void dropSubsumed(QList<bool> &drop) const;
    void mergeBull3Queues(QList<bool> &drop);
};

void PrimitiveDiscovery::Private::prepare()
{
    request.clear();
    requestNodes.clear();
    sampling.clear();
    describing.clear();
    lookingUp.clear();
    scanning.clear();
    dbSizing = 0;
    if (scanDone)
        sortByName(); // nothing left to overlap with
    if (!scanDone || !toDescribe.isEmpty() || !toSample.isEmpty()) {
        prepareScanStep();
        return;
    }
    if (!attached) {
        catchUp();
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

void PrimitiveDiscovery::Private::catchUp()
{
    for (const KeySample &s : std::as_const(toClassify))
        classify(s);
    toClassify.clear();
    sortByName();
}

void PrimitiveDiscovery::Private::sortByName()
{
    for (const QByteArray &key : std::as_const(toSort)) {
        if (catalog.claimsByName(key)) {
            inFlight.insert(key);
            toDescribe << key;
            continue;
        }
        ++notTyped;
        if (known(key))
            continue; // listed twice by SCAN
        KeySample s;
        s.key = key;
        addUnknown(s);
    }
    toSort.clear();
}

void PrimitiveDiscovery::Private::handleDbSize(const QList<Result<RedisReply>> &replies)
{
    const QLocale locale(QLocale::English, QLocale::UnitedStates); // 1,000,000
    qint64 sum = 0;
    QString refused;
    for (qsizetype i = 0; i < dbSizing; ++i) {
        const Result<RedisReply> &r = replies.at(i);
        if (!r)
            refused = r.error().message();
        else if (!r->isInteger())
            refused = QCoreApplication::translate("PrimitiveDiscovery", "not a number");
        else
            sum += r->integerValue();
    }
    if (refused.isEmpty())
        dbSize = sum;
    using V = DiscoveryOptions::ValueShapes;
    if (options.valueShapes != V::Auto) {
        valueShapes = options.valueShapes == V::On;
        valueShapesReason =
            QCoreApplication::translate("PrimitiveDiscovery", "value shapes %1 (asked for)")
                .arg(DiscoveryOptions::valueShapesName(options.valueShapes));
    } else if (!dbSize) {
        valueShapes = true;
        valueShapesReason = QCoreApplication::translate(
                                "PrimitiveDiscovery",
                                "value shapes on: DBSIZE refused (%1), the keyspace's size unknown")
                                .arg(refused);
    } else {
        valueShapes = *dbSize <= options.valueShapesUpTo;
        valueShapesReason =
            QCoreApplication::translate("PrimitiveDiscovery",
                                        "value shapes %1: %2 keys (DBSIZE) is %3 %4")
                .arg(valueShapes ? QStringLiteral("on") : QStringLiteral("off"),
                     locale.toString(*dbSize),
                     valueShapes ? QCoreApplication::translate("PrimitiveDiscovery", "at most")
                                 : QCoreApplication::translate("LayoutCatalog", "more than"),
                     locale.toString(options.valueShapesUpTo));
    }
}

void PrimitiveDiscovery::Private::prepareScanStep()
{
    sampling = toSample;
    toSample.clear();
    for (const KeySample &s : sampling)
        request << KeySampler::commands(s);
    describing = toDescribe;
    toDescribe.clear();
    for (const QByteArray &k : describing)
        request << RedisCommand{"TYPE", k} << RedisCommand{"PTTL", k};
    const bool addressed = !options.nodes.isEmpty();
    if (!dbSizeAsked) {
        // First in the request, so that handleReplies() decides before it sorts the keys.
        dbSizeAsked = true;
        dbSizing = scans.size();
        QList<RedisCommand> first(dbSizing, RedisCommand{"DBSIZE"});
        request = first + request;
    }
    if (addressed) {
        requestNodes = QStringList(request.size(), QString());
        for (qsizetype i = 0; i < dbSizing; ++i)
            requestNodes[i] = scans.at(i).node;
    }
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
        return unexpected(
            QCoreApplication::translate("PrimitiveDiscovery", "SCAN: expected [cursor, [keys]]"));
    bool ok = false;
    parts->at(0).bytes().toULongLong(&ok);
    if (!ok)
        return unexpected(
            QCoreApplication::translate("PrimitiveDiscovery", "SCAN: cursor is not a number"));
    scan.cursor = parts->at(0).bytes();
    for (const RedisReply &k : parts->at(1).elements()) {
        // SCAN returns a key again while the table rehashes; a key being migrated may be
        // listed by two masters.
        if (known(k.bytes()) || inFlight.contains(k.bytes()))
            continue;
        if (keysSeen >= options.maxKeys) {
            truncated = true;
            break;
        }
        ++keysSeen;
        ++scan.keysSeen;
        if (valueShapes) {
            inFlight.insert(k.bytes());
            toDescribe << k.bytes();
        } else {
            toSort << k.bytes();
        }
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
            return unexpected(
                QCoreApplication::translate("PrimitiveDiscovery", "TYPE/PTTL: unexpected reply"));
        KeySample s;
        s.key = describing.at(i);
        s.type = type->bytes();
        s.ttlMs = ttl->integerValue();
        if (s.type == "none" || s.ttlMs == -2) {
            inFlight.remove(s.key);
            continue; // deleted since SCAN returned it
        }
        if (KeySampler::commandCount(s.type) > 0 && catalog.needsSample(s.key, s.type))
            toSample << s;
        else
            toClassify << s;
    }
    return {};
}

void PrimitiveDiscovery::Private::classify(const KeySample &sample)
{
    inFlight.remove(sample.key);
    if (known(sample.key))
        return; // listed twice by SCAN, or by two masters
    const std::optional<LayoutMatch> match = catalog.classify(sample);
    if (match) {
        addToPrimitive(*match, sample);
        return;
    }
    addUnknown(sample);
}

void PrimitiveDiscovery::Private::addUnknown(const KeySample &sample)
{
    if (unknownListed.size() < MaxUnknownListed) {
        unknownListed.insert(sample.key, unknown.size());
        unknown << sample;
    } else {
        ++unknownCounted;
        unlisted.add(sample.key);
    }
}

bool PrimitiveDiscovery::Private::owns(qsizetype primitive, const QByteArray &key) const
{
    const auto it = owners.constFind(key);
    if (it == owners.cend())
        return false;
    return it->primitive == primitive || alsoOwnedBy.contains(key, primitive);
}

// Records the primitive's last key as its own.
void PrimitiveDiscovery::Private::own(qsizetype primitive, const QByteArray &key)
{
    const auto it = owners.constFind(key);
    if (it == owners.cend())
        owners.insert(key, Owner{primitive, primitives.at(primitive).keys.size() - 1});
    else if (it->primitive != primitive)
        alsoOwnedBy.insert(key, primitive);
}

void PrimitiveDiscovery::Private::addToPrimitive(const LayoutMatch &match, const KeySample &sample)
{
    const KeyLayout &l = *match.layout;
    const int family = familyOfLayout.at(&l - catalog.layouts().constData());
    const auto id = std::make_pair(family, match.name);
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
        familyOfPrimitive << family;
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
    own(index, sample.key);
}

const KeyLayout *PrimitiveDiscovery::Private::sideLayout(int family, const QByteArray &role,
                                                         const QByteArray &name,
                                                         const QByteArray &key,
                                                         const QByteArray &type) const
{
    // Without the value, a layout that would need it to decide is the last resort.
    const KeyLayout *fallback = nullptr;
    for (const KeyLayout *l : layoutsOfFamily.at(family)) {
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
    const KeyLayout *l = sideLayout(familyOfPrimitive.at(index), role, p.name, key, fact.type);
    if (!l || owns(index, key))
        return;
    const bool ownedBefore = owners.contains(key);
    DiscoveredKey k;
    k.key = key;
    k.role = l->role;
    k.type = fact.type;
    k.ttlMs = fact.ttlMs;
    k.scoreUnit = l->scoreUnit;
    k.encoding = l->encoding;
    p.keys << k;
    own(index, key);
    // A key no layout claimed on its own is not unknown once a primitive owns it.
    if (!fact.classified && !ownedBefore) {
        // Filtered once in finish(): removing here is O(n) per key, O(n^2) per scan.
        if (unknownListed.remove(key))
            unknownAttached.insert(key);
        else if (unknownCounted > 0)
            --unknownCounted;
    }
}

// Side keys the scan saw and kept (owned, or listed unknown) are attached now; the others are
// looked up when the scan may have seen them without keeping them (the filter of unlisted keys)
// or missed them (MATCH, or maxKeys); after a complete scan of everything the rest do not exist.
void PrimitiveDiscovery::Private::planSideKeys()
{
    // A probe saw only the keys it was given.
    const bool mayHaveMissed = !options.match.isEmpty() || truncated || !options.keys.isEmpty();
    const qsizetype count = primitives.size();
    for (qsizetype i = 0; i < count; ++i) {
        const auto expected = catalog.expectedKeys(primitives.at(i).family, primitives.at(i).name);
        for (const auto &[role, key] : expected) {
            if (const auto o = owners.constFind(key); o != owners.cend()) {
                if (o->primitive == i || alsoOwnedBy.contains(key, i))
                    continue;
                const DiscoveredKey &k = primitives.at(o->primitive).keys.at(o->key);
                attach(i, role, key, KeyFacts{k.type, k.ttlMs, true});
            } else if (const auto u = unknownListed.constFind(key); u != unknownListed.cend()) {
                const KeySample &s = unknown.at(*u);
                if (s.type.isEmpty()) // listed by name only, never typed
                    sideKeysToLookUp.append({i, role, key, true});
                else
                    attach(i, role, key, KeyFacts{s.type, s.ttlMs, false});
            } else if (unlisted.mayContain(key)) {
                sideKeysToLookUp.append({i, role, key, true});
            } else if (mayHaveMissed) {
                sideKeysToLookUp.append({i, role, key, false});
            }
        }
    }
}

// A primitive whose keys all belong to another, larger one is that one seen partly. Only a
// primitive whose first key has a second owner can be: every key has one owner until attach()
// gives it another.
void PrimitiveDiscovery::Private::dropSubsumed(QList<bool> &drop) const
{
    for (qsizetype i = 0; i < primitives.size(); ++i) {
        const QList<DiscoveredKey> &mine = primitives.at(i).keys;
        if (drop.at(i) || mine.isEmpty())
            continue;
        const QByteArray &first = mine.first().key;
        QList<qsizetype> others = alsoOwnedBy.values(first);
        others << owners.value(first).primitive;
        for (const qsizetype j : std::as_const(others)) {
            if (j == i || drop.at(j) || primitives.at(j).keys.size() <= mine.size())
                continue;
            if (std::all_of(mine.cbegin(), mine.cend(),
                            [&](const DiscoveredKey &k) { return owns(j, k.key); })) {
                drop[i] = true;
                break;
            }
        }
    }
}

// Bull 3 writes BullMQ's keys too, and job hashes attach only to "bullmq-queue" (they have no
// name to expect), so one Bull 3 queue is found as both: the BullMQ one joins the Bull 3 one.
void PrimitiveDiscovery::Private::mergeBull3Queues(QList<bool> &drop)
{
    const int bull3 = int(families.indexOf(QStringLiteral("bull3-queue")));
    const int bullmq = int(families.indexOf(QStringLiteral("bullmq-queue")));
    if (bull3 < 0 || bullmq < 0)
        return;
    for (qsizetype i = 0; i < primitives.size(); ++i) {
        if (familyOfPrimitive.at(i) != bull3)
            continue;
        const auto j = primitiveIndex.constFind({bullmq, primitives.at(i).name});
        if (j == primitiveIndex.cend() || *j == i || drop.at(*j))
            continue;
        for (const DiscoveredKey &k : primitives.at(*j).keys)
            if (!owns(i, k.key)) {
                primitives[i].keys << k;
                own(i, k.key);
            }
        drop[*j] = true;
    }
}

void PrimitiveDiscovery::Private::finish()
{
    QList<bool> drop(primitives.size(), false);
    mergeBull3Queues(drop);
    dropSubsumed(drop);
    if (!unknownAttached.isEmpty())
        unknown.removeIf([&](const KeySample &s) { return unknownAttached.contains(s.key); });
    unknownAttached.clear();
    // Sorted by kind, family and name: the families by rank, not compared as text each time.
    QList<int> familyRank(families.size());
    {
        QList<int> byName(families.size());
        std::iota(byName.begin(), byName.end(), 0);
        std::sort(byName.begin(), byName.end(),
                  [&](int a, int b) { return families.at(a) < families.at(b); });
        for (int r = 0; r < byName.size(); ++r)
            familyRank[byName.at(r)] = r;
    }
    QList<qsizetype> order;
    order.reserve(primitives.size());
    for (qsizetype i = 0; i < primitives.size(); ++i)
        if (!drop.at(i))
            order << i;
    std::sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        const DiscoveredPrimitive &pa = primitives.at(a);
        const DiscoveredPrimitive &pb = primitives.at(b);
        const int ra = familyRank.at(familyOfPrimitive.at(a));
        const int rb = familyRank.at(familyOfPrimitive.at(b));
        return std::tie(pa.kind, ra, pa.name) < std::tie(pb.kind, rb, pb.name);
    });
    QList<DiscoveredPrimitive> sorted;
    sorted.reserve(order.size());
    for (const qsizetype i : std::as_const(order)) {
        DiscoveredPrimitive &p = primitives[i];
        std::sort(p.keys.begin(), p.keys.end(), [](const DiscoveredKey &a, const DiscoveredKey &b) {
            return std::tie(a.role, a.part, a.key) < std::tie(b.role, b.part, b.key);
        });
        sorted << std::move(p);
    }
    primitives = std::move(sorted);
    familyOfPrimitive.clear();
    owners.clear();
    alsoOwnedBy.clear();
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
        return RedisError(RedisError::Kind::InvalidArgument,
                          QCoreApplication::translate("PrimitiveDiscovery",
                                                      "scanCount must be at least 1, not %1")
                              .arg(options.scanCount));
    if (options.maxKeys < 1)
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QCoreApplication::translate("PrimitiveDiscovery", "maxKeys must be at least 1, not %1")
                .arg(options.maxKeys));
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
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QCoreApplication::translate("PrimitiveDiscovery", "the discovery is finished"));
    if (replies.size() != d->request.size()) {
        d->finished = true;
        return unexpected(
            QCoreApplication::translate("PrimitiveDiscovery", "expected %1 replies, got %2")
                .arg(d->request.size())
                .arg(replies.size()));
    }
    auto fail = [this](const RedisError &e) -> Result<void> {
        d->finished = true;
        return e;
    };
    d->catchUp(); // a driver that does not call catchUp()
    if (d->dbSizing > 0)
        d->handleDbSize(replies);
    if (!d->lookingUp.isEmpty()) {
        for (qsizetype i = 0; i < d->lookingUp.size(); ++i) {
            const auto &type = replies.at(2 * i);
            const auto &ttl = replies.at(2 * i + 1);
            if (!type)
                return fail(type.error());
            if (!ttl)
                return fail(ttl.error());
            if (!type->isStatus() || !ttl->isInteger())
                return fail(unexpected(QCoreApplication::translate("PrimitiveDiscovery",
                                                                   "TYPE/PTTL: unexpected reply")));
            if (type->bytes() == "none" || ttl->integerValue() == -2)
                continue;
            const Private::SideKey &k = d->lookingUp.at(i);
            d->attach(k.primitive, k.role, k.key,
                      KeyFacts{type->bytes(), ttl->integerValue(), !k.seenUnlisted});
        }
        d->prepare();
        return {};
    }
    qsizetype at = d->dbSizing;
    for (KeySample &s : d->sampling) {
        if (auto filled = KeySampler::fill(s, replies, at); !filled)
            return fail(filled.error());
        at += KeySampler::commandCount(s.type);
        d->toClassify << s;
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
                    : RedisError(scan.error().kind(),
                                 QCoreApplication::translate("PrimitiveDiscovery", "SCAN on %1: %2")
                                     .arg(node.node, scan.error().message())));
        if (auto handled = d->handleScan(node, *scan); !handled)
            return fail(handled.error());
    }
    if (!d->scanning.isEmpty())
        d->endScanStep();
    d->prepare();
    return {};
}

void PrimitiveDiscovery::catchUp()
{
    d->catchUp();
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

bool PrimitiveDiscovery::valueShapesUsed() const
{
    return d->valueShapes;
}

QString PrimitiveDiscovery::valueShapesReason() const
{
    return d->valueShapesReason;
}

qint64 PrimitiveDiscovery::keysNotTyped() const
{
    return d->notTyped;
}

std::optional<qint64> PrimitiveDiscovery::dbSize() const
{
    return d->dbSize;
}

QString DiscoveryOptions::valueShapesName(ValueShapes v)
{
    switch (v) {
    case ValueShapes::On:
        return QStringLiteral("on");
    case ValueShapes::Off:
        return QStringLiteral("off");
    case ValueShapes::Auto:
        break;
    }
    return QStringLiteral("auto");
}

std::optional<DiscoveryOptions::ValueShapes> DiscoveryOptions::parseValueShapes(const QString &text)
{
    for (ValueShapes v : {ValueShapes::Auto, ValueShapes::On, ValueShapes::Off})
        if (text == valueShapesName(v))
            return v;
    return std::nullopt;
}
