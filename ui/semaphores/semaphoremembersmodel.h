#pragma once

#include "primitivestate.h"

#include <QAbstractTableModel>
#include <QColor>

class QPalette;

// The selected semaphore's members in rank order: rank, holder id, the score as stored (a
// counter for counter-ordered layouts), the time read from it as an age (acquire times: now -
// score, by the server's clock) or as time left (expiry scores), the TTL of the member's own
// lease key, and a flag. Members beyond the limit and expired-but-not-cleaned ones are
// highlighted with palette colours and named in the Flag column, so it is not colour only.
// Rows are keyed by holder id and merged in place on each tick.
class SemaphoreMembersModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Rank, Holder, Score, Age, LeaseTtl, Flag, ColumnCount };
    Q_ENUM(Column)
    enum Role {
        HolderRole = Qt::UserRole + 1, // QByteArray
        FlagRole,                      // int (StateEntry::Flag)
        ChartValueRole,                // double: age or time left in s, or the counter
    };
    // What the chart's bars measure for this semaphore.
    enum class Measure { None, AgeSeconds, TimeLeftSeconds, Counter };

    explicit SemaphoreMembersModel(QObject *parent = nullptr);

    // The state of one semaphore (with its limit applied: SemaphoreTableModel::stateAt).
    void setState(const PrimitiveState &state);
    void clear();
    Measure measure() const { return m_measure; }
    std::optional<qint64> limit() const { return m_limit; }
    qint64 totalMembers() const { return m_total; }

    // A score under 10⁹ is a counter (INCR order): no epoch time in s, ms or µs is that small.
    static bool isCounterScore(double score);
    // Whether the times are deadlines (expiry) rather than acquire times: the layout says so, or
    // some time is after now (only an expiry can be; the inspector reads it the same way).
    static bool timesAreDeadlines(const PrimitiveState &state);
    // The colour of a member with this flag, from the palette (the table's highlight and the
    // chart's bars): live members in the highlight colour, beyond-limit ones warm, expired ones
    // grey; distinct in light and dark palettes.
    static QColor flagColor(StateEntry::Flag flag, const QPalette &palette);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        StateEntry entry;
        qint64 rank = 0;
        QString text[ColumnCount];
        double chartValue = 0;
    };
    Row makeRow(const StateEntry &entry, qint64 rank, qint64 nowMs) const;
    template <typename, typename>
    friend struct SemaphoreModelRows;

    QList<Row> m_rows;
    Measure m_measure = Measure::None;
    bool m_deadlines = false;
    std::optional<qint64> m_limit;
    qint64 m_total = 0;
};
