#include "limitertablemodel.h"

#include "durationtext.h"
#include "tablecsv.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace {

// Two reads of one key's TTL against the server's clock differ by the time between INFO and
// PTTL: not a change.
constexpr qint64 ExpiryJitterMs = 5;

QString policyKey(const QByteArray &name, const QString &kind)
{
    return QString::fromUtf8(name) + QLatin1Char('\n') + kind;
}

QString number(double v)
{
    return v == std::floor(v) ? QString::number(qint64(v)) : QString::number(v, 'f', 2);
}

// Whether `entry` reads like a key of CoordScope's `encoding` (the inspector reads a TAT string
// into a time, a sliding log into a count with its oldest entry's time, a funnel into a level,
// a fixed window into a count with its window index). The state lists entries by subject only,
// so one subject with keys of two kinds gives two entries of the same id: this tells them apart.
bool readsLike(const StateEntry &entry, const QByteArray &encoding)
{
    if (entry.ttlMs == -2 || entry.flag == StateEntry::Flag::Stale)
        return true; // gone or unreadable: nothing to tell them apart by
    const bool count = entry.count.has_value();
    const bool time = entry.timeMs.has_value();
    const bool score = entry.score.has_value();
    if (encoding == "tat-us")
        return time && !count;
    if (encoding == "cumulative-cost")
        return count && time && score;
    if (encoding == "funnel")
        return count && !score;
    if (encoding == "fixed-window")
        return !time;
    return true;
}

} // namespace

const QString LimiterTableModel::CoordScopeFamily = QStringLiteral("coordscope-rate-limiter");

LimiterTableModel::LimiterTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void LimiterTableModel::setPolicy(const QByteArray &name, const QString &kind,
                                  const RateLimitPolicy &policy)
{
    m_policies.insert(policyKey(name, kind), policy);
    m_versions.clear(); // the next snapshot remakes every row with it
}

QString LimiterTableModel::kindOf(const QByteArray &encoding, const QString &family)
{
    if (family != CoordScopeFamily)
        return {};
    if (encoding == "fixed-window")
        return QStringLiteral("fixed");
    if (encoding == "cumulative-cost")
        return QStringLiteral("sliding");
    if (encoding == "funnel")
        return QStringLiteral("funnel");
    if (encoding == "tat-us")
        return QStringLiteral("gcra");
    return {};
}

QString LimiterTableModel::algorithmOf(const QByteArray &encoding, const QString &family)
{
    if (const QString kind = kindOf(encoding, family); !kind.isEmpty())
        return kind;
    if (family == QLatin1String("redis-cell"))
        return tr("GCRA (redis-cell)");
    if (family == QLatin1String("redisson-ratelimiter"))
        return tr("Redisson RRateLimiter");
    if (family == QLatin1String("fixed-window-limiter"))
        return tr("fixed window (INCR)");
    if (family == QLatin1String("sliding-window-limiter"))
        return tr("sliding log (ZSET)");
    return encoding.isEmpty()
               ? family
               : family + QLatin1String(" (") + QString::fromUtf8(encoding) + QLatin1Char(')');
}

LimiterTableModel::Row LimiterTableModel::makeRow(const PrimitiveState &state,
                                                  const StateEntry &entry, const DiscoveredKey *key,
                                                  const RateLimitPolicy *policy)
{
    Row row;
    row.family = state.primitive.family;
    row.name = state.primitive.name;
    row.subject = entry.id;
    row.key = key ? key->key : entry.id;
    const QByteArray encoding = key ? key->encoding : QByteArray();
    row.kind = kindOf(encoding, row.family);
    row.algorithm = algorithmOf(encoding, row.family);
    row.expiresAtMs = entry.ttlMs < 0 ? entry.ttlMs : state.serverTimeMs + entry.ttlMs;
    if (encoding.startsWith("tat")) { // GCRA: CoordScope's or redis-cell's TAT
        if (entry.timeMs) {
            row.hasTat = true;
            row.tatMs = *entry.timeMs;
        }
        if (policy && policy->limit > 0) {
            row.intervalMs = double(policy->periodMs) / double(policy->limit);
            const double burst = policy->capacity > 0 ? policy->capacity : double(policy->limit);
            row.toleranceMs = burst * row.intervalMs;
            row.limit = burst;
        }
        return row;
    }
    const bool funnel = row.kind == QLatin1String("funnel");
    if (entry.count)
        row.count = *entry.count;
    if (entry.capacity)
        row.limit = *entry.capacity;
    if (policy) {
        if (funnel && row.limit < 0 && policy->capacity > 0)
            row.limit = policy->capacity;
        else if (!funnel && policy->limit > 0)
            row.limit = double(policy->limit);
    }
    if (row.count >= 0 && row.limit > 0) {
        row.fill = std::clamp(row.count / row.limit, 0.0, 1.0);
        // A funnel admits a request while it has room for its cost (1).
        row.refused = funnel ? row.count + 1 > row.limit + 1e-9 : row.count >= row.limit;
    }
    return row;
}

void LimiterTableModel::appendRowsOf(const PrimitiveState &state, QList<Row> &out) const
{
    // An entry names the key it was read from; one that does not (a state read elsewhere) is
    // matched by its id to the subject keys it may have come from, in the keys' order.
    QHash<QByteArray, QList<qsizetype>> keysOfId;
    QHash<QByteArray, qsizetype> keyIndex;
    const QList<DiscoveredKey> &keys = state.primitive.keys;
    for (qsizetype i = 0; i < keys.size(); ++i) {
        const DiscoveredKey &k = keys.at(i);
        if (k.role == KeyRole::Window || k.role == KeyRole::Value) {
            keysOfId[k.part.isEmpty() ? k.key : k.part].append(i);
            keyIndex.insert(k.key, i);
        }
    }
    for (const StateEntry &entry : state.entries) {
        const DiscoveredKey *key = nullptr;
        if (const auto named = keyIndex.constFind(entry.key);
            !entry.key.isEmpty() && named != keyIndex.cend()) {
            key = &keys.at(*named);
            if (auto it = keysOfId.find(entry.id); it != keysOfId.end())
                it->removeOne(*named);
        } else if (auto it = keysOfId.find(entry.id); it != keysOfId.end() && !it->isEmpty()) {
            qsizetype pick = 0;
            for (qsizetype c = 0; c < it->size(); ++c) {
                if (readsLike(entry, keys.at(it->at(c)).encoding)) {
                    pick = c;
                    break;
                }
            }
            key = &keys.at(it->at(pick));
            it->removeAt(pick);
        }
        const QString kind = key ? kindOf(key->encoding, state.primitive.family) : QString();
        const auto policy = kind.isEmpty()
                                ? m_policies.cend()
                                : m_policies.constFind(policyKey(state.primitive.name, kind));
        out << makeRow(state, entry, key, policy == m_policies.cend() ? nullptr : &*policy);
    }
}

void LimiterTableModel::setSnapshot(const InspectorSnapshot &snapshot)
{
    m_notes.clear();
    m_limiterCount = 0;
    const qint64 previousNowMs = m_nowMs;
    m_nowMs = snapshot.serverTimeMs;

    QSet<QByteArray> kept; // keys of the rows that stay
    QList<Row> fresh;      // the rows of the limiters read again
    QHash<Identity, quint64> versions;
    QHash<Identity, QList<QByteArray>> keysOf;
    for (qsizetype i = 0; i < snapshot.states.size(); ++i) {
        const PrimitiveState &state = snapshot.states.at(i);
        if (state.primitive.kind != PrimitiveKind::RateLimiter)
            continue;
        ++m_limiterCount;
        if (!snapshot.serverTimeMs)
            m_nowMs = std::max(m_nowMs, state.serverTimeMs);
        for (const QString &note : state.notes)
            m_notes << QString::fromUtf8(state.primitive.name) + QLatin1String(": ") + note;
        const Identity id{state.primitive.family, state.primitive.name};
        const quint64 version = snapshot.versions.value(i);
        versions.insert(id, version);
        if (version != 0 && m_versions.value(id) == version) {
            if (const auto known = m_keysOf.constFind(id); known != m_keysOf.cend()) {
                for (const QByteArray &key : *known)
                    kept.insert(key);
                keysOf.insert(id, *known);
                continue;
            }
        }
        const qsizetype first = fresh.size();
        appendRowsOf(state, fresh);
        QList<QByteArray> &rowKeys = keysOf[id];
        for (qsizetype r = first; r < fresh.size(); ++r) {
            rowKeys << fresh.at(r).key;
            kept.insert(fresh.at(r).key);
        }
    }
    m_versions = versions;
    m_keysOf = keysOf;

    // Rows gone: removed from the back, a run of neighbours at a time.
    for (int r = int(m_rows.size()) - 1; r >= 0;) {
        if (kept.contains(m_rows.at(r).key)) {
            --r;
            continue;
        }
        int first = r;
        while (first > 0 && !kept.contains(m_rows.at(first - 1).key))
            --first;
        beginRemoveRows({}, first, r);
        m_rows.remove(first, r - first + 1);
        endRemoveRows();
        r = first - 1;
    }
    reindex();

    QList<int> changed;
    QList<Row> added;
    QSet<QByteArray> addedKeys;
    for (Row &n : fresh) {
        const int r = rowOfKey(n.key);
        if (r < 0) {
            if (!addedKeys.contains(n.key)) {
                addedKeys.insert(n.key);
                added << n;
            }
            continue;
        }
        Row &old = m_rows[r];
        if (n.expiresAtMs >= 0 && old.expiresAtMs >= 0 &&
            std::abs(n.expiresAtMs - old.expiresAtMs) <= ExpiryJitterMs)
            n.expiresAtMs = old.expiresAtMs;
        if (!(old == n)) {
            old = n;
            changed << r;
        }
    }
    std::sort(changed.begin(), changed.end());
    for (qsizetype i = 0; i < changed.size();) {
        qsizetype j = i;
        while (j + 1 < changed.size() && changed.at(j + 1) == changed.at(j) + 1)
            ++j;
        Q_EMIT dataChanged(index(changed.at(i), 0), index(changed.at(j), ColumnCount - 1));
        i = j + 1;
    }
    // The clock moved: what is shown relative to it, in one signal (rows added below are new).
    if (m_nowMs != previousNowMs && !m_rows.isEmpty()) {
        const bool tat =
            std::any_of(m_rows.cbegin(), m_rows.cend(), [](const Row &row) { return row.hasTat; });
        const bool expiry = std::any_of(m_rows.cbegin(), m_rows.cend(),
                                        [](const Row &row) { return row.expiresAtMs >= 0; });
        if (tat || expiry)
            Q_EMIT dataChanged(index(0, tat ? Usage : Ttl), index(int(m_rows.size()) - 1, Ttl),
                               {Qt::DisplayRole, SortRole, FillRole, RefusedRole});
    }
    if (!added.isEmpty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(added.size()) - 1);
        m_rows << added;
        for (int r = first; r < m_rows.size(); ++r)
            m_rowOfKey.insert(m_rows.at(r).key, r);
        endInsertRows();
    }
}

void LimiterTableModel::reindex()
{
    m_rowOfKey.clear();
    m_rowOfKey.reserve(m_rows.size());
    for (int r = 0; r < m_rows.size(); ++r)
        m_rowOfKey.insert(m_rows.at(r).key, r);
}

void LimiterTableModel::clear()
{
    m_notes.clear();
    m_limiterCount = 0;
    m_versions.clear();
    m_keysOf.clear();
    if (m_rows.isEmpty())
        return;
    beginRemoveRows({}, 0, int(m_rows.size()) - 1);
    m_rows.clear();
    m_rowOfKey.clear();
    endRemoveRows();
}

int LimiterTableModel::rowOf(const QByteArray &name, const QByteArray &subject) const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_rows[r].name == name && m_rows[r].subject == subject)
            return r;
    return -1;
}

qint64 LimiterTableModel::tatAheadMs(const Row &row) const
{
    return row.hasTat ? std::max<qint64>(0, row.tatMs - m_nowMs) : 0;
}

double LimiterTableModel::fillAt(int r) const
{
    const Row &row = m_rows.at(r);
    if (row.toleranceMs <= 0)
        return row.fill;
    return std::clamp(double(tatAheadMs(row)) / row.toleranceMs, 0.0, 1.0);
}

bool LimiterTableModel::refusedAt(int r) const
{
    const Row &row = m_rows.at(r);
    if (row.toleranceMs <= 0)
        return row.refused;
    return double(tatAheadMs(row)) + row.intervalMs > row.toleranceMs;
}

int LimiterTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LimiterTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString LimiterTableModel::usageText(const Row &row) const
{
    if (row.hasTat || row.kind == QLatin1String("gcra")) {
        if (!row.hasTat)
            return tr("TAT now (full allowance)");
        return tr("TAT now + %1").arg(durationText(tatAheadMs(row)));
    }
    const QString count = row.count < 0 ? tr("?") : number(row.count);
    const QString limit = row.limit < 0 ? tr("?") : number(row.limit);
    if (row.kind == QLatin1String("funnel"))
        return tr("level %1 / capacity %2").arg(count, limit);
    return tr("%1 / %2 in window").arg(count, limit);
}

QVariant LimiterTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const qint64 ttlMs =
        row.expiresAtMs < 0 ? row.expiresAtMs : std::max<qint64>(0, row.expiresAtMs - m_nowMs);
    switch (role) {
    case TableCsv::ExportRole: // PTTL's numbers: ms, -1 no expiry, -2 gone
        return index.column() == Ttl ? QVariant(ttlMs) : QVariant();
    case FillRole:
        return fillAt(index.row());
    case KeyRole:
        return row.key;
    case RefusedRole:
        return refusedAt(index.row());
    case SortRole:
        switch (index.column()) {
        case Usage:
            return row.hasTat ? double(tatAheadMs(row)) : row.count;
        case Fill:
            return fillAt(index.row());
        case Refused:
            return fillAt(index.row()) < 0 ? -1 : int(refusedAt(index.row()));
        case Ttl:
            return ttlMs;
        default:
            return data(index, Qt::DisplayRole);
        }
    case Qt::ToolTipRole:
        if (index.column() == Limiter)
            return primitiveKindDescription(PrimitiveKind::RateLimiter);
        return QString::fromUtf8(row.key);
    case Qt::DisplayRole:
        switch (index.column()) {
        case Limiter:
            return QString::fromUtf8(row.name);
        case Subject:
            return QString::fromUtf8(row.subject);
        case Algorithm:
            return row.algorithm;
        case Usage:
            return usageText(row);
        case Fill: {
            const double fill = fillAt(index.row());
            return fill < 0 ? tr("unknown") : QStringLiteral("%1%").arg(qRound(fill * 100));
        }
        case Refused:
            return fillAt(index.row()) < 0  ? QString()
                   : refusedAt(index.row()) ? tr("refused")
                                            : tr("admits");
        case Ttl:
            return ttlMs == -2 ? tr("gone") : ttlMs < 0 ? tr("none") : durationText(ttlMs);
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant LimiterTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == TableCsv::ExportRole)
        return section == Ttl ? QVariant(tr("TTL (ms)")) : QVariant();
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Limiter:
        return tr("Limiter");
    case Subject:
        return tr("Subject");
    case Algorithm:
        return tr("Algorithm");
    case Usage:
        return tr("Usage");
    case Fill:
        return tr("Fill");
    case Refused:
        return tr("Next request");
    case Ttl:
        return tr("TTL");
    }
    return {};
}
