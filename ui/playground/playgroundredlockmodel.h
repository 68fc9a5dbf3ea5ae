#pragma once

#include "playgroundevent.h"

#include <QAbstractTableModel>
#include <QList>

#include <optional>

// The Redlock attempts of a run, newest last, at most MaxRows: who asked, whether it was granted,
// the validity left once a majority answered, and each node's answer and latency. Read from the
// detail the lock workload writes on granted and refused events ("validity 270 ms; nodes: yes
// 0.1ms, no 0.0ms, error 50.0ms").
class PlaygroundRedlockModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int MaxRows = 200;
    enum Column { TimeColumn, ClientColumn, OutcomeColumn, ValidityColumn, FirstNodeColumn };

    struct NodeAnswer
    {
        QString outcome; // "yes", "no", "error"
        double latencyMs = 0;
        bool operator==(const NodeAnswer &) const = default;
    };
    struct Attempt
    {
        qint64 timeUs = 0;
        int client = -1;
        bool granted = false;
        std::optional<qint64> validityMs;
        QList<NodeAnswer> nodes;
    };
    // The validity and the nodes' answers of a detail; nullopt when it names no nodes.
    static std::optional<Attempt> parseDetail(const QString &detail);

    explicit PlaygroundRedlockModel(QObject *parent = nullptr);

    void clear();
    // Keeps the granted and refused events with Redlock details; the others are ignored.
    void add(const QList<PlaygroundEvent> &events);
    const Attempt &attemptAt(int row) const { return m_rows.at(row); }
    int nodeCount() const { return m_nodes; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<Attempt> m_rows;
    int m_nodes = 0;
    qint64 m_startUs = -1;
};
