#include "locktablemodel.h"

#include "lockhistory.h"
#include "primitivelistmodel.h"
#include "rediscommand.h"

#include <QLocale>
#include <QSet>

namespace {
std::optional<qint64> holdCount(const PrimitiveState &state)
{
    for (const auto &[role, count] : state.counts)
        if (role == "holds")
            return count;
    return std::nullopt;
}

bool isHeld(const PrimitiveState &state)
{
    return state.holder.has_value() && state.ttlMs != -2;
}
} // namespace

LockTableModel::LockTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    m_elapsed.start();
    m_clock = [this] { return m_elapsed.elapsed(); };
}

void LockTableModel::setClock(Clock clock)
{
    m_clock = std::move(clock);
}

QString LockTableModel::lockKey(const PrimitiveState &state)
{
    const DiscoveredPrimitive &p = state.primitive;
    const DiscoveredKey *key = p.keyWithRole(KeyRole::Lock);
    if (!key)
        key = p.keyWithRole(KeyRole::JobLock);
    if (!key && !p.keys.isEmpty())
        key = &p.keys.first();
    return key ? QString::fromUtf8(key->key) : QString();
}

void LockTableModel::setStates(const QList<PrimitiveState> &states, const QList<quint64> &versions,
                               const QList<RedisError> &errors)
{
    // The state as the row shows it: a failed read is a note.
    const auto shown = [&](qsizetype k) {
        PrimitiveState s = states.at(k);
        if (k < errors.size() && errors.at(k).isError())
            s.notes.prepend(tr("last read failed: %1").arg(errors.at(k).message()));
        return s;
    };
    const bool versioned = versions.size() == states.size();
    const qint64 now = m_clock();
    QSet<Identity> present;
    QList<qsizetype> fresh;
    for (qsizetype k = 0; k < states.size(); ++k) {
        const PrimitiveState &s = states.at(k);
        if (LockHistory::isLockKind(s.primitive.kind))
            present.insert({s.primitive.family, s.primitive.name});
    }

    // Gone locks first, from the bottom, in contiguous runs.
    for (int last = int(m_rows.size()) - 1; last >= 0;) {
        const Row &r = m_rows.at(last);
        if (present.contains({r.state.primitive.family, r.state.primitive.name})) {
            --last;
            continue;
        }
        int first = last;
        while (first > 0 && !present.contains({m_rows.at(first - 1).state.primitive.family,
                                               m_rows.at(first - 1).state.primitive.name}))
            --first;
        beginRemoveRows({}, first, last);
        m_rows.remove(first, last - first + 1);
        endRemoveRows();
        last = first - 1;
    }
    reindex();

    for (qsizetype k = 0; k < states.size(); ++k) {
        const PrimitiveState &read = states.at(k);
        if (!LockHistory::isLockKind(read.primitive.kind))
            continue;
        const quint64 version = versioned ? versions.at(k) : 0;
        const auto it = m_index.constFind({read.primitive.family, read.primitive.name});
        if (it == m_index.cend()) {
            fresh << k;
            continue;
        }
        const int row = *it;
        Row &r = m_rows[row];
        if (versioned && version == r.version)
            continue; // not read again this tick: the countdown goes on
        const PrimitiveState s = shown(k);
        if (!versioned && s.serverTimeMs == r.state.serverTimeMs && s.ttlMs == r.state.ttlMs &&
            looksSame(s, r.state))
            continue;
        const bool sameHold = isHeld(s) && isHeld(r.state) && *s.holder == *r.state.holder;
        const bool changed = !looksSame(s, r.state) || s.ttlMs != r.state.ttlMs;
        r.maxTtlMs = sameHold ? qMax(r.maxTtlMs, s.ttlMs) : qMax<qint64>(0, s.ttlMs);
        r.state = s;
        r.version = version;
        r.readAtMs = now;
        if (changed)
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }

    if (!fresh.isEmpty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(fresh.size()) - 1);
        for (qsizetype k : fresh) {
            Row r;
            r.state = shown(k);
            r.version = versioned ? versions.at(k) : 0;
            r.readAtMs = now;
            r.maxTtlMs = qMax<qint64>(0, r.state.ttlMs);
            m_rows.append(r);
        }
        reindex();
        endInsertRows();
    }
}

void LockTableModel::clear()
{
    if (m_rows.isEmpty())
        return;
    beginRemoveRows({}, 0, int(m_rows.size()) - 1);
    m_rows.clear();
    m_index.clear();
    endRemoveRows();
}

void LockTableModel::advanceCountdown()
{
    int first = -1;
    int last = -1;
    for (int row = 0; row < m_rows.size(); ++row) {
        const Row &r = m_rows.at(row);
        if (isHeld(r.state) && r.state.ttlMs > 0) {
            if (first < 0)
                first = row;
            last = row;
        }
    }
    if (first >= 0) // one signal for the lot: 10,000 locks repaint as cheaply as ten
        Q_EMIT dataChanged(index(first, Ttl), index(last, Ttl),
                           {Qt::DisplayRole, RemainingTtlRole, TtlFractionRole, SortRole});
}

void LockTableModel::reindex()
{
    m_index.clear();
    for (int row = 0; row < m_rows.size(); ++row)
        m_index.insert({m_rows.at(row).state.primitive.family, m_rows.at(row).state.primitive.name},
                       row);
}

int LockTableModel::rowOf(const QString &family, const QByteArray &name) const
{
    return m_index.value({family, name}, -1);
}

const PrimitiveState &LockTableModel::stateAt(int row) const
{
    return m_rows.at(row).state;
}

qint64 LockTableModel::remainingTtlMs(int row) const
{
    const Row &r = m_rows.at(row);
    if (!isHeld(r.state))
        return -2;
    if (r.state.ttlMs < 0)
        return r.state.ttlMs;
    return qMax<qint64>(0, r.state.ttlMs - (m_clock() - r.readAtMs));
}

double LockTableModel::ttlFraction(int row) const
{
    const qint64 remaining = remainingTtlMs(row);
    const qint64 largest = m_rows.at(row).maxTtlMs;
    if (remaining < 0 || largest <= 0)
        return -1;
    return qBound(0.0, double(remaining) / double(largest), 1.0);
}

bool LockTableModel::looksSame(const PrimitiveState &a, const PrimitiveState &b)
{
    for (int c = 0; c < ColumnCount; ++c)
        if (c != Ttl && cellText(a, c) != cellText(b, c))
            return false;
    return true;
}

QString LockTableModel::cellText(const PrimitiveState &s, int column)
{
    switch (column) {
    case Name:
        return QString::fromUtf8(s.primitive.name);
    case Kind:
        return tr("%1 · %2").arg(primitiveKindName(s.primitive.kind), s.primitive.library);
    case Holder:
        return isHeld(s) ? quoteBytes(*s.holder, QuoteMode::WhenNeeded, 64) : tr("free");
    case Holds:
        if (const auto holds = holdCount(s);
            holds && s.primitive.kind == PrimitiveKind::ReentrantLock)
            return QString::number(*holds);
        return {};
    case Fencing:
        return s.fencing ? QString::number(*s.fencing) : QString();
    case Waiters:
        return s.primitive.kind == PrimitiveKind::FairLock ? QString::number(s.totalEntries)
                                                           : QString();
    case Notes:
        return s.notes.join(QStringLiteral("; "));
    default:
        return {};
    }
}

int LockTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int LockTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LockTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const PrimitiveState &s = m_rows.at(row).state;
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        if (column == Ttl) {
            const qint64 remaining = remainingTtlMs(row);
            if (remaining == -2)
                return QString();
            if (remaining == -1)
                return tr("no expiry");
            return PrimitiveListModel::durationText(remaining);
        }
        return cellText(s, column);
    case Qt::ToolTipRole:
        switch (column) {
        case Name:
        case Kind:
            return tr("%1\nLayout: %2 (%3)\nKey: %4")
                .arg(primitiveKindDescription(s.primitive.kind), s.primitive.library,
                     s.primitive.family, lockKey(s));
        case Holder:
            return isHeld(s) ? quoteBytes(*s.holder, QuoteMode::WhenNeeded, 1000) : QVariant();
        case Notes:
            return s.notes.isEmpty() ? QVariant() : s.notes.join(QLatin1Char('\n'));
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        if (column == Holds || column == Fencing || column == Ttl || column == Waiters)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case FamilyRole:
        return s.primitive.family;
    case NameRole:
        return s.primitive.name;
    case KindRole:
        return int(s.primitive.kind);
    case KeyRole:
        return lockKey(s);
    case RemainingTtlRole:
        return remainingTtlMs(row);
    case TtlFractionRole:
        return ttlFraction(row);
    case SortRole:
        switch (column) {
        case Holds:
            return holdCount(s).value_or(-1);
        case Fencing:
            return s.fencing.value_or(-1);
        case Ttl: {
            const qint64 remaining = remainingTtlMs(row);
            return remaining == -1 ? std::numeric_limits<qint64>::max() : remaining;
        }
        case Waiters:
            return s.totalEntries;
        default:
            return cellText(s, column);
        }
    default:
        return {};
    }
}

QVariant LockTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Name:
            return tr("Lock");
        case Kind:
            return tr("Kind · layout");
        case Holder:
            return tr("Holder");
        case Holds:
            return tr("Holds");
        case Fencing:
            return tr("Fencing");
        case Ttl:
            return tr("TTL left");
        case Waiters:
            return tr("Waiters");
        case Notes:
            return tr("Notes");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Holder:
            return tr("The token or owner id stored in the lock");
        case Holds:
            return tr("How many times the owner holds a reentrant lock");
        case Fencing:
            return tr("The last fencing number handed out");
        case Ttl:
            return tr("Time left on the lease, counting down between refreshes");
        case Waiters:
            return tr("Clients queued for a fair lock");
        default:
            return {};
        }
    }
    return {};
}
