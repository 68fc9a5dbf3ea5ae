#pragma once

#include "primitivestate.h"
#include "rediserror.h"

#include <QAbstractTableModel>

#include <optional>

class ActionRunner;
struct ActionResult;

// The selected delayed queue's items in due order: due time relative to the server's now
// ("overdue by 3.2 s", "in 4.0 s"), flag, absolute time, payload preview and id, in the zset's
// order (score, then member). On each monitor tick the head is merged in place: the monitor's
// first items (200 by default) of a queue whose entries are its schedule, or the model's own read
// of the first HeadSize items of a schedule the monitor only counts (BullMQ's delayed set).
// Further items are paged on demand (canFetchMore / fetchMore) with read commands only, by score
// after the last row: `ZRANGEBYSCORE key score +inf WITHSCORES LIMIT 0 PageSize+1`, skipping the
// members tied with the last row at its score up to it, plus `HMGET` of their payloads when the
// queue keeps them in a hash. So no item is skipped or shown twice when the queue is claimed or
// grows meanwhile; the whole zset is never loaded. Each tick also reads one page of the loaded
// rows again, round the loaded range, so items added or removed behind the paging show within a
// sweep. Reads run on the view's ActionRunner (lanes "head", "page", "recheck"). A tick costs
// O(head + page + changed rows): merges are ordered diffs with one ranged remove / insert /
// dataChanged per run of rows.
class DelayedItemsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int PageSize = 500;
    static constexpr int HeadSize = 200; // read by the model when the monitor does not
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
    // A stored score in ms since the epoch; nullopt when the unit is not a time or the value is
    // "never". The same conversion as the inspector's state read (core's toMs).
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
    // Where (score, member) sorts in the zset: the order of the rows.
    static bool before(const Row &a, const Row &b);
    static QList<Row> rowsOf(const ActionResult &result, ScoreUnit unit);
    quint64 readRange(const QString &title, const std::optional<Row> &after, int count,
                      const QString &lane);
    // `complete`: the head is the whole schedule (no row after it stays).
    void mergeHead(const QList<Row> &head, bool complete);
    // The ordered diff of the rows after `after` (all from the start without it) up to the
    // last incoming row (to the end when `complete`) against `incoming`, a range of the zset.
    void mergeRange(const std::optional<Row> &after, const QList<Row> &incoming, bool complete);
    void recheckPagedRows();
    void trimToTotal();
    void onFinished(quint64 ticket, const ActionResult &result);

    ActionRunner *m_runner = nullptr;
    QString m_family;
    QByteArray m_name;
    QByteArray m_scheduleKey;
    QByteArray m_payloadsKey;
    ScoreUnit m_unit = ScoreUnit::None;
    QList<Row> m_rows;
    int m_headCount = 0; // rows [0, m_headCount) are the last head read
    qint64 m_total = 0;
    qint64 m_nowMs = 0;
    quint64 m_fetchTicket = 0;
    std::optional<Row> m_fetchAfter; // the last row when the page in flight was asked for
    quint64 m_headTicket = 0;
    quint64 m_recheckTicket = 0;
    std::optional<Row> m_recheckAfter; // where the next recheck read starts
    bool m_changing = false;           // rows are going in or out: no fetchMore from the views now
    bool m_pagingStopped = false; // an empty page, a failure or a skipped job: until the next tick
};
