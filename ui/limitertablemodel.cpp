#include "limitertablemodel.h"

#include "primitivelistmodel.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace {

QString policyKey(const QByteArray &name, const QString &kind)
{
    return QString::fromUtf8(name) + QLatin1Char('\n') + kind;
}

QString number(double v)
{
    return v == std::floor(v) ? QString::number(qint64(v)) : QString::number(v, 'f', 2);
}

} // namespace

LimiterTableModel::LimiterTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void LimiterTableModel::setPolicy(const QByteArray &name, const QString &kind,
                                  const RateLimitPolicy &policy)
{
    m_policies.insert(policyKey(name, kind), policy);
}

QString LimiterTableModel::algorithmOf(const QByteArray &encoding, const QString &family)
{
    if (encoding == "fixed-window")
        return QStringLiteral("fixed");
    if (encoding == "cumulative-cost" || encoding.contains("sliding"))
        return QStringLiteral("sliding");
    if (encoding.contains("funnel") || encoding.contains("leaky"))
        return QStringLiteral("funnel");
    if (encoding.startsWith("tat") || encoding.contains("gcra"))
        return QStringLiteral("gcra");
    if (encoding.contains("token") || family.contains(QLatin1String("token")))
        return QStringLiteral("token bucket");
    if (family.contains(QLatin1String("redisson")))
        return QStringLiteral("token bucket");
    return encoding.isEmpty() ? family : QString::fromUtf8(encoding);
}

LimiterTableModel::Row LimiterTableModel::makeRow(const PrimitiveState &state,
                                                  const StateEntry &entry, const QByteArray &key,
                                                  const QString &algorithm,
                                                  const RateLimitPolicy *policy)
{
    Row row;
    row.family = state.primitive.family;
    row.name = state.primitive.name;
    row.subject = entry.id;
    row.key = key;
    row.algorithm = algorithm;
    row.ttlMs = entry.ttlMs;
    if (algorithm == QLatin1String("gcra")) {
        if (entry.timeMs) {
            row.hasTat = true;
            row.tatRelativeMs = std::max<qint64>(0, *entry.timeMs - state.serverTimeMs);
        }
        if (policy && policy->limit > 0) {
            const double interval = double(policy->periodMs) / double(policy->limit);
            const double burst = policy->capacity > 0 ? policy->capacity : double(policy->limit);
            const double tolerance = burst * interval;
            row.limit = burst;
            row.count = double(row.tatRelativeMs) / interval; // requests still "in flight"
            row.fill = std::clamp(double(row.tatRelativeMs) / tolerance, 0.0, 1.0);
            row.refused = double(row.tatRelativeMs) + interval > tolerance;
        }
        return row;
    }
    if (entry.count)
        row.count = *entry.count;
    if (entry.capacity)
        row.limit = *entry.capacity;
    if (policy) {
        if (algorithm == QLatin1String("funnel") && row.limit < 0 && policy->capacity > 0)
            row.limit = policy->capacity;
        else if (algorithm != QLatin1String("funnel") && policy->limit > 0)
            row.limit = double(policy->limit);
    }
    if (row.count >= 0 && row.limit > 0) {
        row.fill = std::clamp(row.count / row.limit, 0.0, 1.0);
        // A funnel admits a request while it has room for its cost (1).
        row.refused = algorithm == QLatin1String("funnel") ? row.count + 1 > row.limit + 1e-9
                                                           : row.count >= row.limit;
    }
    return row;
}

void LimiterTableModel::setSnapshot(const InspectorSnapshot &snapshot)
{
    QList<Row> next;
    m_notes.clear();
    m_limiterCount = 0;
    for (const PrimitiveState &state : snapshot.states) {
        if (state.primitive.kind != PrimitiveKind::RateLimiter)
            continue;
        ++m_limiterCount;
        for (const QString &note : state.notes)
            m_notes << QString::fromUtf8(state.primitive.name) + QLatin1String(": ") + note;
        QSet<int> used;
        for (const StateEntry &entry : state.entries) {
            const DiscoveredKey *key = nullptr;
            const auto &keys = state.primitive.keys;
            for (int i = 0; i < keys.size(); ++i) {
                if (used.contains(i))
                    continue;
                if (keys[i].part == entry.id ||
                    (keys[i].part.isEmpty() && keys[i].key == entry.id)) {
                    key = &keys[i];
                    used.insert(i);
                    break;
                }
            }
            const QString algorithm =
                key ? algorithmOf(key->encoding, state.primitive.family) : state.primitive.family;
            const auto policy = m_policies.constFind(policyKey(state.primitive.name, algorithm));
            next << makeRow(state, entry, key ? key->key : entry.id, algorithm,
                            policy == m_policies.cend() ? nullptr : &*policy);
        }
    }

    const auto same = [](const Row &a, const Row &b) {
        return a.family == b.family && a.key == b.key && a.subject == b.subject;
    };
    // Rows gone: removed from the back so the indexes stay valid.
    for (int r = int(m_rows.size()) - 1; r >= 0; --r) {
        const bool kept = std::any_of(next.cbegin(), next.cend(),
                                      [&](const Row &n) { return same(n, m_rows[r]); });
        if (!kept) {
            beginRemoveRows({}, r, r);
            m_rows.removeAt(r);
            endRemoveRows();
        }
    }
    QList<Row> added;
    for (const Row &n : std::as_const(next)) {
        const auto it = std::find_if(m_rows.begin(), m_rows.end(),
                                     [&](const Row &old) { return same(n, old); });
        if (it == m_rows.end()) {
            added << n;
        } else if (!(*it == n)) {
            *it = n;
            const int r = int(it - m_rows.begin());
            Q_EMIT dataChanged(index(r, 0), index(r, ColumnCount - 1));
        }
    }
    if (!added.isEmpty()) {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + added.size() - 1));
        m_rows << added;
        endInsertRows();
    }
}

void LimiterTableModel::clear()
{
    m_notes.clear();
    m_limiterCount = 0;
    if (m_rows.isEmpty())
        return;
    beginRemoveRows({}, 0, int(m_rows.size()) - 1);
    m_rows.clear();
    endRemoveRows();
}

int LimiterTableModel::rowOf(const QByteArray &name, const QByteArray &subject) const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_rows[r].name == name && m_rows[r].subject == subject)
            return r;
    return -1;
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
    if (row.algorithm == QLatin1String("gcra")) {
        if (!row.hasTat)
            return tr("TAT now (full allowance)");
        return tr("TAT now + %1").arg(PrimitiveListModel::durationText(row.tatRelativeMs));
    }
    const QString count = row.count < 0 ? tr("?") : number(row.count);
    const QString limit = row.limit < 0 ? tr("?") : number(row.limit);
    if (row.algorithm == QLatin1String("funnel"))
        return tr("level %1 / capacity %2").arg(count, limit);
    return tr("%1 / %2 in window").arg(count, limit);
}

QVariant LimiterTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case FillRole:
        return row.fill;
    case KeyRole:
        return row.key;
    case RefusedRole:
        return row.refused;
    case SortRole:
        switch (index.column()) {
        case Usage:
            return row.hasTat ? double(row.tatRelativeMs) : row.count;
        case Fill:
            return row.fill;
        case Refused:
            return row.fill < 0 ? -1 : int(row.refused);
        case Ttl:
            return row.ttlMs;
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
        case Fill:
            return row.fill < 0 ? tr("unknown") : QStringLiteral("%1%").arg(qRound(row.fill * 100));
        case Refused:
            return row.fill < 0 ? QString() : row.refused ? tr("refused") : tr("admits");
        case Ttl:
            return row.ttlMs == -2 ? tr("gone")
                   : row.ttlMs < 0 ? tr("none")
                                   : PrimitiveListModel::durationText(row.ttlMs);
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant LimiterTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
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
