#pragma once

#include "rediserror.h"

#include <QAbstractTableModel>
#include <QHash>

class ActionRunner;
struct ActionResult;

// The plain key browser's rows: every key SCAN finds (name, TYPE, PTTL, MEMORY USAGE or
// "unknown") and which discovered primitive claims it, if any. Filled batch by batch from
// core's KeyBrowser (read commands only) on the view's ActionRunner, lane "scan": scan() starts
// over (old rows dropped, batches of an earlier scan ignored), scanMore() goes on where the
// last click stopped; each click reads at most MaxKeysPerClick keys and makes at most
// MaxRoundTripsPerClick round trips (SCAN calls and the pipelines describing what they found),
// so that a MATCH that matches nothing on a big keyspace stops too. MATCH and TYPE are SCAN's
// own filters. A batch the runner interrupted (the session set its connection's options again,
// e.g. read-only toggled) is sent again from the same cursor.
class KeyBrowserModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    static constexpr int MaxKeysPerClick = 5000;
    static constexpr int MaxRoundTripsPerClick = 200;
    enum Column { Key, Type, Ttl, Size, ClaimedBy, ColumnCount };
    Q_ENUM(Column)
    enum Role {
        KeyRole = Qt::UserRole + 1, // QByteArray
        TypeRole,                   // QByteArray
        ClaimedRole,                // bool
        SortRole,                   // numbers for TTL and size
    };

    explicit KeyBrowserModel(QObject *parent = nullptr);

    void setRunner(ActionRunner *runner);
    // SCAN MATCH (glob, empty: all) and TYPE (empty: any), for the next scan() (the view starts
    // one when they change).
    void setFilter(const QByteArray &match, const QByteArray &type);
    QByteArray matchFilter() const { return m_match; }
    QByteArray typeFilter() const { return m_type; }

    // Drops the rows and scans from the start.
    void scan();
    // Reads up to MaxKeysPerClick more keys from where the last scan stopped.
    void scanMore();
    // Drops the rows and stops (another server, none).
    void clear();

    // key → "lock: orders" for the keys the inspector's primitives own.
    void setClaims(const QHash<QByteArray, QString> &claims);

    bool hasScanned() const { return m_started; }
    bool isScanning() const { return m_ticket != 0; }
    bool isFinished() const { return m_finished; } // the cursor came back to 0
    bool memoryUsageAvailable() const { return m_memoryUsage; }
    RedisError lastError() const { return m_error; }
    int rowOf(const QByteArray &key) const { return m_rowOf.value(key, -1); }
    // "1,204 keys · stopped at 5,000 keys this click: Scan more goes on", for the status line.
    QString statusText() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    static QString ttlText(qint64 ttlMs);

Q_SIGNALS:
    // A scan started, a batch came in, a scan stopped or failed.
    void scanStateChanged();

private:
    struct Row
    {
        QByteArray key;
        QByteArray type;
        qint64 ttlMs = -1;
        qint64 sizeBytes = -1; // -1: unknown
        QString claimedBy;
    };
    void runBatch();
    void onFinished(quint64 ticket, const ActionResult &result);
    void dropRows();

    ActionRunner *m_runner = nullptr;
    QByteArray m_match;
    QByteArray m_type;
    QByteArray m_cursor = "0";
    bool m_started = false;
    bool m_finished = false;
    bool m_memoryUsage = true;
    int m_budget = 0;      // keys this click may still add
    int m_tripsLeft = 0;   // round trips this click may still make
    int m_interrupted = 0; // batches in a row the runner interrupted
    quint64 m_ticket = 0;
    RedisError m_error;
    QList<Row> m_rows;
    QHash<QByteArray, int> m_rowOf;
    QHash<QByteArray, QString> m_claims;
};
