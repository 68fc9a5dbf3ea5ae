#pragma once

#include "commandlog.h"

#include <QAbstractTableModel>
#include <QList>
#include <QTimer>
#include <deque>

// The rows of the Command log: one CommandRecord each, oldest first, at most capacity() of them.
// Records arrive one by one but enter the model in batches, one insertion per batch interval,
// so a busy connection costs the view a handful of layouts per second instead of thousands.
class CommandLogModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    // Node: the server that answered, with the redirection that brought the command there
    // ("127.0.0.1:7001 ← MOVED from 127.0.0.1:7000").
    enum Column { Time, Connection, Node, Command, Latency, Reply, ColumnCount };
    Q_ENUM(Column)
    enum Role {
        FailedRole = Qt::UserRole + 1, // bool
        LatencyUsRole,                 // qint64
        FilterRole,                    // "connection node command", what the filter matches
    };
    Q_ENUM(Role)

    static constexpr int DefaultCapacity = 5000;
    static constexpr int DefaultBatchIntervalMs = 30;

    explicit CommandLogModel(QObject *parent = nullptr);

    // Follows log's recorded() signal; nullptr stops following.
    void setCommandLog(CommandLog *log);

    int capacity() const { return m_capacity; }
    void setCapacity(int capacity);
    void setBatchIntervalMs(int ms);

    // While paused, records are kept (up to capacity) but not shown until resumed.
    bool isPaused() const { return m_paused; }
    void setPaused(bool paused);
    int bufferedCount() const { return int(m_buffer.size()); }

    const CommandRecord &record(int row) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // argv as redis-cli prints it: plain words bare, others in double quotes with \n, \r, \t,
    // \" and \\ escaped and other bytes as \xNN. maxArgumentLength (bytes, -1: no limit)
    // shortens each argument, marking the cut with "…".
    static QString formatArgv(const RedisCommand &argv, int maxArgumentLength = -1);

public Q_SLOTS:
    void append(const CommandRecord &record);
    // Removes every row and every buffered record.
    void clear();
    // Inserts the buffered records now (unless paused).
    void flush();

Q_SIGNALS:
    void pausedChanged(bool paused);

private:
    struct Row
    {
        CommandRecord record;
        QString time;
        QString command; // shortened arguments, for the cell
        QString node;    // the node, and the redirection that brought the command there
    };

    static Row makeRow(const CommandRecord &record);
    void trimBuffer();

    std::deque<Row> m_rows;
    std::deque<CommandRecord> m_buffer;
    QTimer m_flushTimer;
    QMetaObject::Connection m_logConnection;
    int m_capacity = DefaultCapacity;
    bool m_paused = false;
};
