#pragma once

#include "primitivestate.h"
#include "rediserror.h"

#include <QAbstractTableModel>
#include <QElapsedTimer>
#include <QHash>

#include <functional>

// One row per lock the inspector found (kinds Lock, ReentrantLock, FairLock, ReadWriteLock,
// JobLock): holder, hold count, fencing number, remaining TTL, waiters, notes. Rows are keyed
// by (family, name) and merged in place on each snapshot: new locks are appended (at most
// InsertBatchRows per turn of the event loop), gone ones removed, changed rows get one
// dataChanged over the columns that changed; a snapshot never resets the model.
//
// The TTL counts down between snapshots on the server's clock: each held lock has a fixed expiry
// (the read's server time + the TTL read), and remaining = expiry − the server's time now, never
// below 0. The server's time now is the newest read's server time plus the time elapsed since
// on a monotonic local clock, so the countdown agrees with the server (and with LockHistory's
// timeline) however late a snapshot arrives. A re-read whose expiry moved by less than
// ExpiryJitterMs keeps the expiry it had, so a tick with nothing new costs no signal and a sort
// by TTL (by expiry) stays put. advanceCountdown() repaints the TTL cells that are counting.
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
        SortRole,   // numbers for the numeric columns (TTL: the expiry), text otherwise
        FilterRole, // on the Name column: the text a filter matches, every column but the TTL
    };
    // The roles the countdown changes (the Ttl column only).
    static QList<int> countdownRoles();
    // Reads of one lease differ by a few ms (PTTL and the server's time are not read at the
    // same instant): a smaller change of the expiry is not a change.
    static constexpr qint64 ExpiryJitterMs = 50;
    // New rows are inserted this many at a time, one batch per turn of the event loop.
    static constexpr int InsertBatchRows = 1000;
    // Milliseconds on a monotonic local clock; tests inject one.
    using Clock = std::function<qint64()>;

    explicit LockTableModel(QObject *parent = nullptr);

    void setClock(Clock clock);
    // The snapshot's states (other kinds are skipped). With versions (InspectorSnapshot's), a
    // state whose version did not change is not a new read: its countdown goes on. A failed
    // read (errors, per state) shows in the Notes column. New locks are inserted in batches of
    // InsertBatchRows, the rest on later event-loop turns (lockCount() counts them all); changed
    // rows get one dataChanged over the columns that changed.
    void setStates(const QList<PrimitiveState> &states, const QList<quint64> &versions = {},
                   const QList<RedisError> &errors = {});
    void clear();
    // dataChanged (Ttl column, countdownRoles()) for the runs of rows whose countdown is running
    // or reached 0 since the last call.
    void advanceCountdown();
    // The server's time now, estimated (ms since the epoch; 0 before the first read).
    qint64 serverNowMs() const;
    // The absolute server time at which row's lease runs out; -1 no expiry, -2 not held.
    qint64 expiryMs(int row) const;

    int rowOf(const QString &family, const QByteArray &name) const;
    // The row of the lock whose key is key (a linear search, for a user's action); -1 none.
    int rowOfKey(const QString &key) const;
    const PrimitiveState &stateAt(int row) const;
    qint64 remainingTtlMs(int row) const;
    double ttlFraction(int row) const;
    static QString lockKey(const PrimitiveState &state);

    int rowCount(const QModelIndex &parent = {}) const override;
    // The locks of the last snapshot, those still waiting to be inserted included.
    int lockCount() const { return int(m_rows.size() + m_pending.size()); }
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
        qint64 expiryMs = -2; // server time the lease runs out; -1 no expiry, -2 not held
        qint64 maxTtlMs = 0;  // largest TTL seen during the current hold
        QString filterText;   // FilterRole's, kept: a proxy asks for it often
    };
    static QString filterText(const PrimitiveState &state);
    void insertPending();
    static QString cellText(const PrimitiveState &state, int column);
    // Bit c set: column c (Ttl aside) shows something else.
    static quint32 changedColumns(const PrimitiveState &a, const PrimitiveState &b);
    qint64 expiryOf(const PrimitiveState &state) const;
    void reindex();

    Clock m_clock;
    qint64 m_newestReadMs = 0;   // the newest read's server time in the last snapshot
    qint64 m_serverAnchorMs = 0; // the newest read's server time...
    qint64 m_localAnchorMs = 0;  // ...and the local clock when it arrived
    qint64 m_countedUntilMs = 0; // the server time of the last advanceCountdown()
    QElapsedTimer m_elapsed;
    QList<Row> m_rows;
    QList<Row> m_pending; // new locks of the last snapshot not inserted yet
    bool m_insertScheduled = false;
    QHash<Identity, int> m_index;
};
