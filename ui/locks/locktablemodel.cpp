#include "locktablemodel.h"

#include "durationtext.h"
#include "lockhistory.h"
#include "rediscommand.h"
#include "tablecsv.h"

#include <QLocale>
#include <QSet>
#include <QTimer>

#include <bit>

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

QList<int> LockTableModel::countdownRoles()
{
    return {Qt::DisplayRole, RemainingTtlRole, TtlFractionRole};
}

qint64 LockTableModel::serverNowMs() const
{
    if (m_serverAnchorMs == 0)
        return 0;
    return m_serverAnchorMs + (m_clock() - m_localAnchorMs);
}

qint64 LockTableModel::expiryOf(const PrimitiveState &state) const
{
    if (!isHeld(state))
        return -2;
    if (state.ttlMs < 0)
        return -1;
    // A state with no server time (none given) was read about now.
    return (state.serverTimeMs > 0 ? state.serverTimeMs : serverNowMs()) + state.ttlMs;
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
    // The newest read sets the server's clock: the countdown runs on it from here. A newer read
    // than the last one re-anchors it even when the server's clock stepped back (NTP, a
    // failover behind the same address): its expiries are on that clock now.
    qint64 newestMs = 0;
    for (const PrimitiveState &s : states)
        newestMs = qMax(newestMs, s.serverTimeMs);
    if (newestMs > 0 && newestMs != m_newestReadMs) {
        m_newestReadMs = newestMs;
        m_serverAnchorMs = newestMs;
        m_localAnchorMs = m_clock();
    }

    QSet<Identity> present;
    present.reserve(states.size());
    for (const PrimitiveState &s : states)
        if (isLockKind(s.primitive.kind))
            present.insert({s.primitive.family, s.primitive.name});

    // Gone locks first, from the bottom, in contiguous runs.
    bool removed = false;
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
        removed = true;
        last = first - 1;
    }
    if (removed)
        reindex();

    QList<qsizetype> fresh;
    for (qsizetype k = 0; k < states.size(); ++k) {
        const PrimitiveState &read = states.at(k);
        if (!isLockKind(read.primitive.kind))
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
        quint32 changed = changedColumns(s, r.state);
        const bool sameHold = isHeld(s) && isHeld(r.state) && *s.holder == *r.state.holder;
        qint64 expiry = expiryOf(s);
        if (sameHold && expiry >= 0 && r.expiryMs >= 0 &&
            qAbs(expiry - r.expiryMs) <= ExpiryJitterMs)
            expiry = r.expiryMs; // the same lease read again
        const qint64 maxTtl = sameHold ? qMax(r.maxTtlMs, s.ttlMs) : qMax<qint64>(0, s.ttlMs);
        if (expiry != r.expiryMs || maxTtl != r.maxTtlMs)
            changed |= 1u << Ttl;
        if (changed & ~(1u << Ttl))
            r.filterText = filterText(s);
        r.state = s;
        r.version = version;
        r.expiryMs = expiry;
        r.maxTtlMs = maxTtl;
        if (changed == 0)
            continue;
        const int first = std::countr_zero(changed);
        const int last = 31 - std::countl_zero(changed);
        Q_EMIT dataChanged(index(row, first), index(row, last));
    }

    // New locks: built now, inserted in batches, the first one at once and the others on the
    // next turns of the event loop (a sorted proxy takes ~50 ms over 10,000 rows in one go).
    // Another snapshot first replaces the rows still waiting.
    m_pending.clear();
    m_pending.reserve(fresh.size());
    for (qsizetype k : fresh) {
        Row r;
        r.state = shown(k);
        r.version = versioned ? versions.at(k) : 0;
        r.expiryMs = expiryOf(r.state);
        r.maxTtlMs = qMax<qint64>(0, r.state.ttlMs);
        m_pending.append(std::move(r)); // its filter text when it goes in
    }
    insertPending();
}

void LockTableModel::insertPending()
{
    if (m_pending.isEmpty())
        return;
    const int count = int(qMin<qsizetype>(m_pending.size(), InsertBatchRows));
    const int first = int(m_rows.size());
    beginInsertRows({}, first, first + count - 1);
    m_rows.reserve(m_rows.size() + count);
    for (int i = 0; i < count; ++i) {
        Row &r = m_pending[i];
        r.filterText = filterText(r.state);
        m_index.insert({r.state.primitive.family, r.state.primitive.name}, int(m_rows.size()));
        m_rows.append(std::move(r));
    }
    m_pending.remove(0, count);
    endInsertRows();
    if (!m_pending.isEmpty() && !m_insertScheduled) {
        m_insertScheduled = true;
        QTimer::singleShot(0, this, [this] {
            m_insertScheduled = false;
            insertPending();
        });
    }
}

void LockTableModel::clear()
{
    m_pending.clear();
    m_serverAnchorMs = 0;
    m_newestReadMs = 0;
    m_localAnchorMs = 0;
    m_countedUntilMs = 0;
    if (m_rows.isEmpty())
        return;
    beginRemoveRows({}, 0, int(m_rows.size()) - 1);
    m_rows.clear();
    m_index.clear();
    endRemoveRows();
}

void LockTableModel::advanceCountdown()
{
    // The rows whose lease had time left at the last call: they moved (or reached 0) since.
    const qint64 since = m_countedUntilMs;
    m_countedUntilMs = serverNowMs();
    const QList<int> roles = countdownRoles();
    const auto counting = [since](const Row &r) { return r.expiryMs >= 0 && r.expiryMs > since; };
    const int rows = int(m_rows.size());
    for (int first = 0; first < rows;) {
        if (!counting(m_rows.at(first))) {
            ++first;
            continue;
        }
        int last = first;
        while (last + 1 < rows && counting(m_rows.at(last + 1)))
            ++last;
        Q_EMIT dataChanged(index(first, Ttl), index(last, Ttl), roles);
        first = last + 1;
    }
}

void LockTableModel::reindex()
{
    m_index.clear();
    m_index.reserve(m_rows.size());
    for (int row = 0; row < m_rows.size(); ++row)
        m_index.insert({m_rows.at(row).state.primitive.family, m_rows.at(row).state.primitive.name},
                       row);
}

int LockTableModel::rowOf(const QString &family, const QByteArray &name) const
{
    return m_index.value({family, name}, -1);
}

int LockTableModel::rowOfKey(const QString &key) const
{
    for (int row = 0; row < m_rows.size(); ++row)
        if (lockKey(m_rows.at(row).state) == key)
            return row;
    return -1;
}

const PrimitiveState &LockTableModel::stateAt(int row) const
{
    return m_rows.at(row).state;
}

qint64 LockTableModel::expiryMs(int row) const
{
    return m_rows.at(row).expiryMs;
}

qint64 LockTableModel::remainingTtlMs(int row) const
{
    const qint64 expiry = m_rows.at(row).expiryMs;
    if (expiry < 0)
        return expiry;
    return qMax<qint64>(0, expiry - serverNowMs());
}

double LockTableModel::ttlFraction(int row) const
{
    const qint64 remaining = remainingTtlMs(row);
    const qint64 largest = m_rows.at(row).maxTtlMs;
    if (remaining < 0 || largest <= 0)
        return -1;
    return qBound(0.0, double(remaining) / double(largest), 1.0);
}

QString LockTableModel::filterText(const PrimitiveState &state)
{
    QStringList texts;
    for (int c = 0; c < ColumnCount; ++c)
        if (c != Ttl)
            texts << cellText(state, c);
    return texts.join(QLatin1Char('\n'));
}

quint32 LockTableModel::changedColumns(const PrimitiveState &a, const PrimitiveState &b)
{
    // The fields each column shows, compared without making its text: a tick re-reads
    // thousands of locks.
    const auto bit = [](bool differs, Column column) { return differs ? 1u << column : 0u; };
    const bool kindChanged = a.primitive.kind != b.primitive.kind;
    return bit(a.primitive.name != b.primitive.name, Name) |
           bit(kindChanged || a.primitive.library != b.primitive.library, Kind) |
           bit(isHeld(a) != isHeld(b) || (isHeld(a) && *a.holder != *b.holder), Holder) |
           bit(kindChanged || holdCount(a) != holdCount(b), Holds) |
           bit(a.fencing != b.fencing, Fencing) |
           bit(kindChanged || a.totalEntries != b.totalEntries, Waiters) |
           bit(a.notes != b.notes, Notes);
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
    case TableCsv::ExportRole: // PTTL's numbers: ms, -1 no expiry, -2 gone
        return column == Ttl ? QVariant(remainingTtlMs(row)) : QVariant();
    case Qt::DisplayRole:
        if (column == Ttl) {
            const qint64 remaining = remainingTtlMs(row);
            if (remaining == -2)
                return QString();
            if (remaining == -1)
                return tr("no expiry");
            return durationText(remaining);
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
    case FilterRole:
        return column == Name ? m_rows.at(row).filterText : QString();
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
            // The expiry, fixed for a lease: the order does not change as it counts down.
            const qint64 expiry = m_rows.at(row).expiryMs;
            return expiry == -1 ? std::numeric_limits<qint64>::max() : expiry;
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
    if (role == TableCsv::ExportRole)
        return section == Ttl ? QVariant(tr("TTL (ms)")) : QVariant();
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
