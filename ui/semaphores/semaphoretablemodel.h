#pragma once

#include "primitivestate.h"
#include "rediserror.h"

#include <QAbstractTableModel>
#include <QHash>

#include <optional>

// One row per semaphore the inspector found (kinds Semaphore and ExpirableSemaphore; not the
// integer strings that might be a Redisson RSemaphore's permits, which are counters until a
// user rule says otherwise): name, layout, the kind of a CoordScope semaphore as far as its keys
// tell (SemaphoreKind), live holders, limit, free permits, expired-not-cleaned and beyond-limit
// members, notes. Rows are keyed by (family, name), keep the monitor's order and are merged in
// place on each tick. SortRole gives the counts as numbers, so a proxy sorts 9 before 10.
//
// Most layouts (CoordScope's own among them) do not store their limit: the limit a playground
// action or the demo used can be given as a hint; it is then shown as assumed, and the members
// ranked past it are flagged beyond-limit as if the layout had stored it.
class SemaphoreTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        Name,
        Layout,
        Kind,
        Holders,
        Limit,
        Free,
        Expired,
        BeyondLimit,
        Notes,
        ColumnCount
    };
    Q_ENUM(Column)
    enum Role {
        FamilyRole = Qt::UserRole + 1, // QString
        NameRole,                      // QByteArray
        KindRole,                      // int (PrimitiveKind)
        KeysRole,                      // QStringList: the primitive's key names
        SortRole,                      // qint64 for the counts, else the text
    };

    explicit SemaphoreTableModel(QObject *parent = nullptr);

    // Whether the view shows this primitive.
    static bool isSemaphore(const PrimitiveState &state);
    // The state with `limit` applied when the layout stores none: state.limit set and live
    // members ranked at or past it flagged BeyondLimit.
    static PrimitiveState withLimit(PrimitiveState state, std::optional<qint64> limit);

    // The monitor's states; those that are not semaphores are ignored. errors (aligned with
    // states, InspectorSnapshot::errors) put a failed read in the Notes column.
    // Forgets the limit hints and the kinds decided earlier (another server).
    void forgetServer();
    void setStates(const QList<PrimitiveState> &states, const QList<RedisError> &errors = {});
    void setLimitHint(const QString &family, const QByteArray &name, int limit);
    std::optional<qint64> limitHint(const QString &family, const QByteArray &name) const;

    int rowOf(const QString &family, const QByteArray &name) const;
    // The row's state with its limit hint applied.
    const PrimitiveState &stateAt(int row) const;
    bool limitIsAssumed(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        PrimitiveState state;
        bool assumedLimit = false;
        QString text[ColumnCount];
        std::optional<qint64> number[ColumnCount]; // the counts, for SortRole
        QString kindExplanation;
    };
    using Identity = std::pair<QString, QByteArray>;
    Row makeRow(const PrimitiveState &state, const RedisError &error) const;
    static Identity identityOf(const PrimitiveState &state);
    template <typename, typename>
    friend struct SemaphoreModelRows;

    QList<Row> m_rows;
    QHash<Identity, qint64> m_hints;
    mutable QHash<Identity, QString> m_decidedKinds; // by makeRow: kinds the keys once decided
    QList<PrimitiveState> m_lastStates;              // re-applied when a hint changes
    QList<RedisError> m_lastErrors;
};
