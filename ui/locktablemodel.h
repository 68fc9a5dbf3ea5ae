#pragma once

#include "primitivestate.h"
#include "rediserror.h"

#include <QAbstractTableModel>
#include <QElapsedTimer>
#include <QHash>

#include <functional>

// One row per lock the inspector found (kinds Lock, ReentrantLock, FairLock, ReadWriteLock,
// JobLock): holder, hold count, fencing number, remaining TTL, waiters, notes. Rows are keyed
// by (family, name) and merged in place on each snapshot: new locks are appended, gone ones
// removed, changed rows get dataChanged; a snapshot never resets the model.
//
// The TTL counts down between snapshots: remaining = the TTL read − the time since that read
// (a monotonic local clock), never below 0. advanceCountdown() reports the rows whose countdown
// moved, so a view repaints them on a timer of its own.
class LockTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Kind, Holder, Holds, Fencing, Ttl, Waiters, Notes, ColumnCount };
    Q_ENUM(Column)
    enum Role {
        FamilyRole = Qt::UserRole + 1, // QString: with NameRole, the lock's identity
        NameRole,                      // QByteArray
        KindRole,                      // int (PrimitiveKind)
        KeyRole,                       // QString: the lock's key (or its first key)
        RemainingTtlRole,              // qint64 ms: live countdown; -1 no expiry, -2 not held
        TtlFractionRole,               // double 0..1 of the largest TTL seen in this hold; -1 none
        SortRole,                      // numbers for the numeric columns, text otherwise
    };
    // Milliseconds on a monotonic clock; tests inject one.
    using Clock = std::function<qint64()>;

    explicit LockTableModel(QObject *parent = nullptr);

    void setClock(Clock clock);
    // The snapshot's states (other kinds are skipped). With versions (InspectorSnapshot's), a
    // state whose version did not change is not a new read: its countdown goes on. A failed
    // read (errors, per state) shows in the Notes column.
    void setStates(const QList<PrimitiveState> &states, const QList<quint64> &versions = {},
                   const QList<RedisError> &errors = {});
    void clear();
    // dataChanged on the Ttl column of the rows whose countdown is running.
    void advanceCountdown();

    int rowOf(const QString &family, const QByteArray &name) const;
    const PrimitiveState &stateAt(int row) const;
    qint64 remainingTtlMs(int row) const;
    double ttlFraction(int row) const;
    static QString lockKey(const PrimitiveState &state);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    using Identity = std::pair<QString, QByteArray>;
    struct Row
    {
        PrimitiveState state;
        quint64 version = 0;
        qint64 readAtMs = 0; // the local clock when state was read
        qint64 maxTtlMs = 0; // largest TTL seen during the current hold
    };
    static QString cellText(const PrimitiveState &state, int column);
    static bool looksSame(const PrimitiveState &a, const PrimitiveState &b);
    void reindex();

    Clock m_clock;
    QElapsedTimer m_elapsed;
    QList<Row> m_rows;
    QHash<Identity, int> m_index;
};
