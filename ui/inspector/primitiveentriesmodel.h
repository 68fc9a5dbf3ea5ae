#pragma once

#include "primitivestate.h"

#include <QAbstractTableModel>

// The entries of one primitive (a semaphore's holders, a queue's scheduled items, a limiter's
// subjects...) in the order its state lists them: id, payload preview, time relative to the
// server's now, count against capacity, TTL, flag. Updated in place on each tick: rows that
// stayed get dataChanged when they look different, and only the part that differs between the
// old and the new list (after the common head and tail) is removed and inserted.
class PrimitiveEntriesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Id, Preview, Time, Count, Ttl, Flag, ColumnCount };
    Q_ENUM(Column)
    enum Role {
        IdRole = Qt::UserRole + 1, // QByteArray, as stored
        TimeMsRole,                // qint64 ms since the epoch, or invalid
    };

    explicit PrimitiveEntriesModel(QObject *parent = nullptr);

    void setState(const PrimitiveState &state);
    void clear();
    qint64 totalEntries() const { return m_totalEntries; }

    // "in 4.2 s", "3.1 s ago".
    static QString relativeTimeText(qint64 timeMs, qint64 nowMs);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        StateEntry entry;
        QString text[ColumnCount];
    };
    static Row makeRow(const StateEntry &entry, qint64 nowMs);

    QList<Row> m_rows;
    qint64 m_totalEntries = 0;
};
