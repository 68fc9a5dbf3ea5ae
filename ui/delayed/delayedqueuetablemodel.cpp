#include "delayedqueuetablemodel.h"

#include "durationtext.h"
#include "rediscommand.h"

#include <QSet>

DelayedQueueTableModel::DelayedQueueTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

std::optional<qint64> DelayedQueueTableModel::count(const PrimitiveState &state,
                                                    const QByteArray &role)
{
    for (const auto &[name, n] : state.counts)
        if (name == role)
            return n;
    return std::nullopt;
}

const DiscoveredKey *DelayedQueueTableModel::scheduleKey(const DiscoveredPrimitive &primitive)
{
    for (const char *role : {KeyRole::Schedule, KeyRole::Retry, KeyRole::Value})
        if (const DiscoveredKey *k = primitive.keyWithRole(role); k && k->type == "zset")
            return k;
    return nullptr;
}

bool DelayedQueueTableModel::isDelayedQueue(const PrimitiveState &state)
{
    if (state.primitive.kind == PrimitiveKind::DelayedQueue)
        return true;
    if (state.primitive.kind != PrimitiveKind::TaskQueue)
        return false; // before scanning keys: this runs for every primitive, every tick
    const DiscoveredKey *k = state.primitive.keyWithRole(KeyRole::Schedule);
    return k && k->type == "zset";
}

qint64 DelayedQueueTableModel::scheduledCount(const PrimitiveState &state)
{
    if (state.primitive.kind != PrimitiveKind::DelayedQueue)
        return count(state, KeyRole::Schedule).value_or(0);
    return count(state, "total").value_or(state.totalEntries);
}

qint64 DelayedQueueTableModel::claimedBetween(qint64 totalBefore, qint64 readyBefore,
                                              qint64 totalAfter, qint64 readyAfter)
{
    return qMax<qint64>(0, qMax(totalBefore - totalAfter, readyAfter - readyBefore));
}

DelayedQueueTableModel::Identity DelayedQueueTableModel::identityOf(const PrimitiveState &state)
{
    return {state.primitive.family, state.primitive.name};
}

DelayedQueueTableModel::Row DelayedQueueTableModel::makeRow(const PrimitiveState &state)
{
    Row row;
    row.state = state;
    const Identity id = identityOf(state);
    const Sample now{state.serverTimeMs, scheduledCount(state), count(state, "ready").value_or(0)};
    const auto previous = m_samples.constFind(id);
    if (previous != m_samples.cend() && now.timeMs > previous->timeMs) {
        const qint64 claimed =
            claimedBetween(previous->total, previous->ready, now.total, now.ready);
        row.rate = double(claimed) * 1000.0 / double(now.timeMs - previous->timeMs);
    }
    if (previous == m_samples.cend() || now.timeMs > previous->timeMs)
        m_samples.insert(id, now);
    else if (previous != m_samples.cend()) // the same read again: keep the last estimate
        for (const Row &old : std::as_const(m_rows))
            if (identityOf(old.state) == id)
                row.rate = old.rate;
    fillText(row);
    return row;
}

void DelayedQueueTableModel::fillText(Row &row)
{
    const PrimitiveState &s = row.state;
    row.text[Name] = quoteBytes(s.primitive.name, QuoteMode::WhenNeeded, 200);
    row.text[Layout] = s.primitive.library;
    const qint64 total = scheduledCount(s);
    row.text[Scheduled] = QString::number(total);
    const auto due = count(s, "due");
    row.text[Overdue] = due ? QString::number(*due) : tr("?");
    row.text[NextDue].clear();
    const bool ownEntries = s.primitive.kind == PrimitiveKind::DelayedQueue;
    if (ownEntries && !s.entries.isEmpty() && s.entries.first().timeMs) {
        const qint64 delta = *s.entries.first().timeMs - s.serverTimeMs;
        row.text[NextDue] = delta > 0 ? tr("in %1").arg(durationText(delta))
                                      : tr("overdue by %1").arg(durationText(-delta));
    } else if (total == 0) {
        row.text[NextDue] = tr("nothing scheduled");
    }
    const auto ready = count(s, "ready");
    row.text[Ready] = ready ? QString::number(*ready) : tr("n/a");
    row.text[ClaimRate] =
        row.rate ? tr("%1 /s").arg(*row.rate, 0, 'f', *row.rate < 10 ? 1 : 0) : tr("n/a");
}

void DelayedQueueTableModel::setStates(const QList<PrimitiveState> &all)
{
    QList<Row> incoming;
    QSet<Identity> present;
    for (const PrimitiveState &s : all) {
        if (!isDelayedQueue(s))
            continue;
        incoming << makeRow(s);
        present.insert(identityOf(s));
    }
    for (auto it = m_samples.begin(); it != m_samples.end();)
        it = present.contains(it.key()) ? std::next(it) : m_samples.erase(it);

    // Gone rows first, then walk the new order: survivors keep their relative order (the
    // monitor sorts by kind, family, name), so each is either at i already or new.
    for (int r = int(m_rows.size()) - 1; r >= 0; --r) {
        if (present.contains(identityOf(m_rows.at(r).state)))
            continue;
        int first = r;
        while (first > 0 && !present.contains(identityOf(m_rows.at(first - 1).state)))
            --first;
        beginRemoveRows({}, first, r);
        m_rows.remove(first, r - first + 1);
        endRemoveRows();
        r = first;
    }
    for (int i = 0; i < incoming.size(); ++i) {
        if (i < m_rows.size() &&
            identityOf(m_rows.at(i).state) == identityOf(incoming.at(i).state)) {
            bool same = true;
            for (int c = 0; c < ColumnCount && same; ++c)
                same = m_rows.at(i).text[c] == incoming.at(i).text[c];
            m_rows[i] = incoming.at(i);
            if (!same)
                Q_EMIT dataChanged(index(i, 0), index(i, ColumnCount - 1));
            continue;
        }
        if (rowOf(incoming.at(i).state.primitive.family, incoming.at(i).state.primitive.name) >=
            0) {
            // The order changed (not the monitor's): start over rather than move rows.
            beginResetModel();
            m_rows = incoming;
            endResetModel();
            return;
        }
        beginInsertRows({}, i, i);
        m_rows.insert(i, incoming.at(i));
        endInsertRows();
    }
}

void DelayedQueueTableModel::clear()
{
    if (!m_rows.isEmpty()) {
        beginRemoveRows({}, 0, int(m_rows.size()) - 1);
        m_rows.clear();
        endRemoveRows();
    }
    m_samples.clear();
}

int DelayedQueueTableModel::rowOf(const QString &family, const QByteArray &name) const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_rows.at(r).state.primitive.family == family &&
            m_rows.at(r).state.primitive.name == name)
            return r;
    return -1;
}

const PrimitiveState &DelayedQueueTableModel::stateAt(int row) const
{
    return m_rows.at(row).state;
}

std::optional<double> DelayedQueueTableModel::claimRate(int row) const
{
    return m_rows.at(row).rate;
}

int DelayedQueueTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DelayedQueueTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DelayedQueueTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return row.text[index.column()];
    case Qt::ToolTipRole:
        if (index.column() == Name)
            return QString(primitiveKindDescription(row.state.primitive.kind) +
                           (row.state.notes.isEmpty()
                                ? QString()
                                : QStringLiteral("\n") + row.state.notes.join(QLatin1Char('\n'))));
        if (index.column() == Layout)
            return tr("Layout: %1").arg(row.state.primitive.family);
        if (index.column() == ClaimRate)
            return tr("Items leaving the schedule per second, estimated from the last two "
                      "refreshes");
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() >= Scheduled && index.column() != NextDue)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case FamilyRole:
        return row.state.primitive.family;
    case NameRole:
        return row.state.primitive.name;
    case ScheduleKeyRole: {
        const DiscoveredKey *k = scheduleKey(row.state.primitive);
        return k ? QVariant(k->key) : QVariant();
    }
    case ClaimRateRole:
        return row.rate ? QVariant(*row.rate) : QVariant();
    default:
        return {};
    }
}

QVariant DelayedQueueTableModel::headerData(int section, Qt::Orientation orientation,
                                            int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Name:
        return tr("Queue");
    case Layout:
        return tr("Layout");
    case Scheduled:
        return tr("Scheduled");
    case Overdue:
        return tr("Overdue");
    case NextDue:
        return tr("Next due");
    case Ready:
        return tr("Ready");
    case ClaimRate:
        return tr("Claim rate");
    default:
        return {};
    }
}
