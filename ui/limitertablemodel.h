#pragma once

#include "inspectormonitor.h"
#include "ratelimitpolicy.h"

#include <QAbstractTableModel>
#include <QHash>

// One row per subject of every rate limiter the inspector found: how full its allowance is now.
// Fixed and sliding windows show the window's count against the limit, a funnel its water level
// against the capacity, GCRA its theoretical arrival time (TAT) relative to the server's clock.
// CoordScope's limiters do not store their policy, so a limit is known only from the layout
// (Redisson stores its rate) or from setPolicy() (the demo's and the playground's limiters).
// Ticks update rows in place: dataChanged for changed rows, inserts and removals, never a reset.
class LimiterTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Limiter, Subject, Algorithm, Usage, Fill, Refused, Ttl, ColumnCount };
    Q_ENUM(Column)
    enum Role {
        FillRole = Qt::UserRole + 1, // double 0..1, -1 when the limit is unknown
        KeyRole,                     // QByteArray: the subject's key
        RefusedRole,                 // bool: a request now would be refused
        SortRole,                    // numbers for the numeric columns, else the text
    };

    struct Row
    {
        QString family;
        QByteArray name;
        QByteArray subject;
        QByteArray key;
        QString algorithm;        // "fixed", "sliding", "funnel", "gcra", or the family's word
        double count = -1;        // window count or water level; -1 unknown
        double limit = -1;        // limit or capacity; -1 unknown
        qint64 tatRelativeMs = 0; // gcra: TAT - now (0 when in the past)
        bool hasTat = false;
        double fill = -1;
        bool refused = false;
        qint64 ttlMs = -1;
        bool operator==(const Row &) const = default;
    };

    explicit LimiterTableModel(QObject *parent = nullptr);

    // The policy of a limiter by name and kind, for what the keys do not say.
    void setPolicy(const QByteArray &name, const QString &kind, const RateLimitPolicy &policy);
    void setSnapshot(const InspectorSnapshot &snapshot);
    void clear();

    const Row &row(int r) const { return m_rows.at(r); }
    int rowOf(const QByteArray &name, const QByteArray &subject) const;
    // The notes of the limiters in the last snapshot ("key vanished", "showing 200 of ...").
    QStringList notes() const { return m_notes; }
    int limiterCount() const { return m_limiterCount; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // The algorithm a subject key's layout encoding names ("fixed-window" -> "fixed").
    static QString algorithmOf(const QByteArray &encoding, const QString &family);
    // The row an entry of a limiter's state makes, with the policy if one is known.
    static Row makeRow(const PrimitiveState &state, const StateEntry &entry, const QByteArray &key,
                       const QString &algorithm, const RateLimitPolicy *policy);

private:
    QString usageText(const Row &row) const;

    QList<Row> m_rows;
    QHash<QString, RateLimitPolicy> m_policies; // "name\nkind"
    QStringList m_notes;
    int m_limiterCount = 0;
};
