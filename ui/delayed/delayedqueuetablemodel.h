#pragma once

#include "primitivestate.h"

#include <QAbstractTableModel>
#include <QHash>

// One row per delayed queue the inspector found (CoordScope's, Redisson's RDelayedQueue,
// Sidekiq's schedule and retry sets, Redis in Action's `delayed:`, and the delayed set of a
// BullMQ queue, which the inspector lists as a task queue): its
// layout, how many items are scheduled and overdue, when the next one is due, the ready list's
// length and the claim rate, estimated from successive ticks. Rows keep the monitor's order and
// are merged in place on each tick (dataChanged, inserts, removals; never a reset).
class DelayedQueueTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Name, Layout, Scheduled, Overdue, NextDue, Ready, ClaimRate, ColumnCount };
    Q_ENUM(Column)
    enum Role {
        FamilyRole = Qt::UserRole + 1, // QString: with NameRole, the queue's identity
        NameRole,                      // QByteArray
        ScheduleKeyRole,               // QByteArray: the zset of due times
        ClaimRateRole,                 // double items/s, invalid until two ticks
    };

    explicit DelayedQueueTableModel(QObject *parent = nullptr);

    // The tick's states; those of other kinds are ignored. serverTimeMs of each state is "now".
    void setStates(const QList<PrimitiveState> &states);
    void clear();

    int rowOf(const QString &family, const QByteArray &name) const;
    const PrimitiveState &stateAt(int row) const;
    // Items per second leaving the schedule, nullopt until two ticks have been seen.
    std::optional<double> claimRate(int row) const;

    // Items leaving the schedule between two ticks: the larger of the schedule's decrease and
    // the ready list's growth. Enqueues hide part of the first, workers taking items part of
    // the second; neither counts what did not happen, so the larger is the better lower bound.
    static qint64 claimedBetween(qint64 totalBefore, qint64 readyBefore, qint64 totalAfter,
                                 qint64 readyAfter);
    // The schedule key (role schedule or retry, a zset) of a delayed queue, or null.
    static const DiscoveredKey *scheduleKey(const DiscoveredPrimitive &primitive);
    // Delayed queues, and task queues with a schedule of their own (BullMQ's delayed set):
    // their state's entries are the ready items, so only the schedule's counts are theirs.
    static bool isDelayedQueue(const PrimitiveState &state);
    // How many items are scheduled: ZCARD of the schedule.
    static qint64 scheduledCount(const PrimitiveState &state);
    static std::optional<qint64> count(const PrimitiveState &state, const QByteArray &role);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Sample
    {
        qint64 timeMs = 0;
        qint64 total = 0;
        qint64 ready = 0;
    };
    struct Row
    {
        PrimitiveState state;
        std::optional<double> rate;
        QString text[ColumnCount];
    };
    using Identity = std::pair<QString, QByteArray>;
    static Identity identityOf(const PrimitiveState &state);
    Row makeRow(const PrimitiveState &state);
    static void fillText(Row &row);

    QList<Row> m_rows;
    QHash<Identity, Sample> m_samples; // the previous tick's numbers, per queue
};
