#pragma once

#include "inspectormonitor.h"
#include "ratelimitpolicy.h"

#include <QAbstractTableModel>
#include <QHash>

// One row per subject key of every rate limiter the inspector found: how full its allowance is
// now. Fixed and sliding windows show the window's count against the limit, a funnel its water
// level against the capacity, GCRA its theoretical arrival time (TAT) relative to the server's
// clock. A row is identified by its key: one limiter name may have subjects of several kinds
// ("cs:{api:bob}:fixed" and "cs:{api:bob}:sliding"), and another library may use the same name.
// CoordScope's limiters do not store their policy, so a limit is known only from the layout
// (Redisson stores its rate) or from setPolicy() (the demo's and the playground's limiters).
//
// Ticks update rows in place: limiters whose state was not read again are skipped, rows are
// found by key in a hash, dataChanged only for rows whose stored state changed. What only moves
// with the clock (the TAT ahead, a GCRA's fill, the TTL) is not stored: data() computes it from
// the stored absolute times and the snapshot's server time, and a tick announces it with one
// dataChanged over those columns.
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
        QString kind;      // CoordScope's kind ("fixed", "sliding", "funnel", "gcra"), else empty
        QString algorithm; // what the Algorithm column shows
        double count = -1; // window count or water level; -1 unknown
        double limit = -1; // limit or capacity; -1 unknown
        bool hasTat = false;
        qint64 tatMs = 0;        // the TAT, server clock (ms since the epoch)
        double intervalMs = 0;   // GCRA with a known policy: the emission interval
        double toleranceMs = 0;  // and the burst tolerance
        double fill = -1;        // not GCRA: count / limit, -1 unknown
        bool refused = false;    // not GCRA
        qint64 expiresAtMs = -1; // server clock; -1 no expiry, -2 the key is gone
        bool operator==(const Row &) const = default;
    };

    static const QString CoordScopeFamily;

    explicit LimiterTableModel(QObject *parent = nullptr);

    // The policy of CoordScope's limiter `name` of `kind`, for what its keys do not say.
    void setPolicy(const QByteArray &name, const QString &kind, const RateLimitPolicy &policy);
    void setSnapshot(const InspectorSnapshot &snapshot);
    void clear();

    const Row &row(int r) const { return m_rows.at(r); }
    int rowOfKey(const QByteArray &key) const { return m_rowOfKey.value(key, -1); }
    // The first row of `name` for `subject` (any family and kind), -1 if none.
    int rowOf(const QByteArray &name, const QByteArray &subject) const;
    // As of the last snapshot's server time.
    double fillAt(int r) const;
    bool refusedAt(int r) const;
    // The notes of the limiters in the last snapshot ("key vanished", "showing 200 of ...").
    QStringList notes() const { return m_notes; }
    int limiterCount() const { return m_limiterCount; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // CoordScope's kind a subject key's encoding names ("fixed-window" -> "fixed"); empty for
    // another library's layout, whatever its encoding.
    static QString kindOf(const QByteArray &encoding, const QString &family);
    // What the Algorithm column says: CoordScope's kind, or the other library's algorithm.
    static QString algorithmOf(const QByteArray &encoding, const QString &family);
    // The row an entry of a limiter's state makes, with the policy if one is known.
    static Row makeRow(const PrimitiveState &state, const StateEntry &entry,
                       const DiscoveredKey *key, const RateLimitPolicy *policy);

private:
    using Identity = std::pair<QString, QByteArray>; // family, name
    qint64 tatAheadMs(const Row &row) const;
    QString usageText(const Row &row) const;
    void appendRowsOf(const PrimitiveState &state, QList<Row> &out) const;
    void reindex();

    QList<Row> m_rows;
    QHash<QByteArray, int> m_rowOfKey;
    QHash<Identity, quint64> m_versions;         // of the states the rows were made from
    QHash<Identity, QList<QByteArray>> m_keysOf; // the row keys each limiter made
    QHash<QString, RateLimitPolicy> m_policies;  // "name\nkind"
    qint64 m_nowMs = 0;                          // the last snapshot's server time
    QStringList m_notes;
    int m_limiterCount = 0;
};
