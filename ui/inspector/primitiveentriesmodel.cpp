#include "primitiveentriesmodel.h"

#include "durationtext.h"
#include "rediscommand.h"

#include <QBrush>
#include <QColor>

PrimitiveEntriesModel::PrimitiveEntriesModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

QString PrimitiveEntriesModel::relativeTimeText(qint64 timeMs, qint64 nowMs)
{
    const qint64 delta = timeMs - nowMs;
    return delta >= 0 ? tr("in %1").arg(durationText(delta))
                      : tr("%1 ago").arg(durationText(-delta));
}

PrimitiveEntriesModel::Row PrimitiveEntriesModel::makeRow(const StateEntry &e, qint64 nowMs)
{
    Row row;
    row.entry = e;
    row.text[Id] = quoteBytes(e.id, QuoteMode::WhenNeeded, 120);
    if (!e.preview.isEmpty() && e.preview != e.id)
        row.text[Preview] = quoteBytes(e.preview, QuoteMode::WhenNeeded, 200);
    if (e.timeMs)
        row.text[Time] = relativeTimeText(*e.timeMs, nowMs);
    else if (e.score)
        row.text[Time] = tr("score %1").arg(*e.score, 0, 'g', 17);
    if (e.count)
        row.text[Count] = e.capacity ? QStringLiteral("%1 / %2").arg(*e.count).arg(*e.capacity)
                                     : QString::number(*e.count);
    if (e.ttlMs >= 0)
        row.text[Ttl] = durationText(e.ttlMs);
    if (e.flag != StateEntry::Flag::None)
        row.text[Flag] = stateEntryFlagName(e.flag);
    return row;
}

void PrimitiveEntriesModel::clear()
{
    setState(PrimitiveState());
}

void PrimitiveEntriesModel::setState(const PrimitiveState &state)
{
    m_totalEntries = state.totalEntries;
    QList<Row> incoming;
    incoming.reserve(state.entries.size());
    for (const StateEntry &e : state.entries)
        incoming << makeRow(e, state.serverTimeMs);

    // Rows are matched by id in order: the common head and tail stay (queues grow and shrink at
    // their ends), the middle is replaced.
    const auto sameId = [](const Row &a, const Row &b) { return a.entry.id == b.entry.id; };
    const int oldCount = int(m_rows.size());
    const int newCount = int(incoming.size());
    int head = 0;
    while (head < oldCount && head < newCount && sameId(m_rows.at(head), incoming.at(head)))
        ++head;
    int tail = 0;
    while (tail < oldCount - head && tail < newCount - head &&
           sameId(m_rows.at(oldCount - 1 - tail), incoming.at(newCount - 1 - tail)))
        ++tail;

    QList<int> changed;
    const auto update = [&](int oldRow, int newRow, int shownAt) {
        const Row &fresh = incoming.at(newRow);
        bool same = true;
        for (int c = 0; c < ColumnCount && same; ++c)
            same = m_rows.at(oldRow).text[c] == fresh.text[c];
        m_rows[oldRow] = fresh;
        if (!same)
            changed << shownAt;
    };
    for (int r = 0; r < head; ++r)
        update(r, r, r);
    const int oldMiddle = oldCount - head - tail;
    const int newMiddle = newCount - head - tail;
    if (oldMiddle > 0) {
        beginRemoveRows({}, head, head + oldMiddle - 1);
        m_rows.remove(head, oldMiddle);
        endRemoveRows();
    }
    if (newMiddle > 0) {
        beginInsertRows({}, head, head + newMiddle - 1);
        for (int r = 0; r < newMiddle; ++r)
            m_rows.insert(head + r, incoming.at(head + r));
        endInsertRows();
    }
    for (int t = 0; t < tail; ++t) {
        const int row = newCount - tail + t;
        update(row, row, row);
    }
    for (qsizetype k = 0; k < changed.size();) {
        qsizetype end = k + 1;
        while (end < changed.size() && changed.at(end) == changed.at(end - 1) + 1)
            ++end;
        Q_EMIT dataChanged(index(changed.at(k), 0), index(changed.at(end - 1), ColumnCount - 1));
        k = end;
    }
}

int PrimitiveEntriesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PrimitiveEntriesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PrimitiveEntriesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return row.text[index.column()];
    case Qt::ToolTipRole:
        if (index.column() == Id || index.column() == Preview)
            return row.text[index.column()].isEmpty() ? QVariant() : row.text[index.column()];
        return {};
    case Qt::ForegroundRole:
        if (row.entry.flag != StateEntry::Flag::None)
            return QBrush(QColor(0xc0, 0x30, 0x30));
        return {};
    case IdRole:
        return row.entry.id;
    case TimeMsRole:
        return row.entry.timeMs ? QVariant(*row.entry.timeMs) : QVariant();
    default:
        return {};
    }
}

QVariant PrimitiveEntriesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Id:
        return tr("Id");
    case Preview:
        return tr("Preview");
    case Time:
        return tr("Time");
    case Count:
        return tr("Count");
    case Ttl:
        return tr("TTL");
    case Flag:
        return tr("Flag");
    default:
        return {};
    }
}
