#pragma once

#include "primitivestate.h"
#include "rediserror.h"

#include <QAbstractTableModel>

// One row per primitive the inspector found: kind, name, library, keys and a one-line headline
// of its state (holder and TTL of a lock, holders against the limit of a semaphore, due of
// total in a delayed queue, subjects of a limiter, sizes otherwise). Rows keep the discovery's
// order (kind, family, name) and are updated in place on each tick: rows that changed get
// dataChanged, new and gone primitives are inserted and removed; a tick never resets it.
class PrimitiveListModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Kind, Name, Library, Keys, State, ColumnCount };
    Q_ENUM(Column)
    enum Role {
        FamilyRole = Qt::UserRole + 1, // QString: with NameRole, the primitive's identity
        NameRole,                      // QByteArray
        KindRole,                      // int (PrimitiveKind)
        HasNotesRole,                  // bool: the state read noticed something
    };

    explicit PrimitiveListModel(QObject *parent = nullptr);

    // The tick's states, one per primitive, and why a read failed (None, or empty: none failed).
    // With versions (InspectorSnapshot::versions), a row whose version did not change is left
    // alone without looking at its state: a bounded tick re-reads a few of 10,000 primitives.
    void setStates(const QList<PrimitiveState> &states, const QList<RedisError> &errors = {},
                   const QList<quint64> &versions = {});

    // The row of (family, name), or -1.
    int rowOf(const QString &family, const QByteArray &name) const;
    const PrimitiveState &stateAt(int row) const;

    // "held by 3f2a… · 4.2 s left", "2 / 5 holders", "3 due of 120"... (the State column).
    static QString headline(const PrimitiveState &state);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        PrimitiveState state;
        QString text[ColumnCount];
        QString toolTip[ColumnCount];
        bool failed = false;
        quint64 version = 0;

        bool sameIdentity(const Row &other) const;
        bool looksSame(const Row &other) const;
    };
    static Row makeRow(const PrimitiveState &state, const RedisError &error);
    static bool lessThan(const PrimitiveState &a, const PrimitiveState &b);

    QList<Row> m_rows;
};
