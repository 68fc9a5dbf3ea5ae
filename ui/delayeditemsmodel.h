#pragma once

#include "primitivestate.h"
#include "rediserror.h"

#include <QAbstractTableModel>
#include <QSet>

class ActionRunner;
struct ActionResult;

// The selected delayed queue's items in due order: due time relative to the server's now
// ("overdue by 3.2 s", "in 4.0 s"), flag, absolute time, payload preview and id. The head (the
// first items the monitor reads each tick, 200 by default) is merged in place on each tick;
// further items are paged on demand (canFetchMore / fetchMore) with read commands only, pages of
// PageSize: `ZRANGE key start stop WITHSCORES` (and `HMGET` of their payloads when the queue keeps
// them in a hash), run on the view's ActionRunner in lane "page". The whole zset is never loaded.
// Pages follow the index of the rows loaded, so in a queue that is being claimed meanwhile an
// item can be skipped; an id already shown is never shown twice.
class DelayedItemsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int PageSize = 500;
    enum Column { Due, Flag, DueAt, Payload, Id, ColumnCount };
    Q_ENUM(Column)
    enum Role {
        IdRole = Qt::UserRole + 1, // QByteArray as stored
        DueMsRole,                 // qint64 ms since the epoch, or invalid
    };

    explicit DelayedItemsModel(QObject *parent = nullptr);

    // Where pages are read; null: no paging beyond the monitor's head.
    void setRunner(ActionRunner *runner);
    // The selected queue's latest state (a new queue resets the model).
    void setState(const PrimitiveState &state);
    void clear();

    qint64 totalItems() const { return m_total; }
    qint64 nowMs() const { return m_nowMs; }
    bool isFetching() const { return m_fetchTicket != 0; }
    QString queueFamily() const { return m_family; }
    QByteArray queueName() const { return m_name; }
    // Due times of the first max rows that have one (the chart's points).
    QList<qint64> dueTimes(int max) const;

    // "overdue by 3.2 s", "due now", "in 4.0 s".
    static QString relativeText(qint64 dueMs, qint64 nowMs);
    // A stored score in ms since the epoch; nullopt when the unit is not a time.
    static std::optional<qint64> scoreToMs(double score, ScoreUnit unit);

    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void pageLoaded(int rows);
    void pageFailed(const RedisError &error);

private:
    struct Row
    {
        QByteArray id;
        QByteArray preview;
        std::optional<double> score;
        std::optional<qint64> dueMs;
    };
    void mergeHead(QList<Row> head);
    void onFinished(quint64 ticket, const ActionResult &result);

    ActionRunner *m_runner = nullptr;
    QString m_family;
    QByteArray m_name;
    QByteArray m_scheduleKey;
    QByteArray m_payloadsKey;
    ScoreUnit m_unit = ScoreUnit::None;
    QList<Row> m_rows;
    QSet<QByteArray> m_ids;
    int m_headCount = 0; // rows [0, m_headCount) are the monitor's
    qint64 m_total = 0;
    qint64 m_nowMs = 0;
    quint64 m_fetchTicket = 0;
    bool m_changing = false;      // rows are going in or out: no fetchMore from the views now
    bool m_pagingStopped = false; // an empty page, a failure or a skipped job: until the next tick
};
