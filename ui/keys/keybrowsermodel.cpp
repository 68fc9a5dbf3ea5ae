#include "keybrowsermodel.h"

#include "actionrunner.h"
#include "keybrowser.h"
#include "redisconnection.h"
#include "tablecsv.h"

#include <QLocale>

#include <limits>

namespace {
constexpr int ScanCount = 200;       // SCAN COUNT: keys the server looks at per call
constexpr int MaxScansPerBatch = 64; // SCAN calls of a batch that finds nothing
constexpr int MaxRetries = 3;        // interrupted batches in a row sent again
} // namespace

KeyBrowserModel::KeyBrowserModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void KeyBrowserModel::setRunner(ActionRunner *runner)
{
    if (m_runner)
        disconnect(m_runner, nullptr, this, nullptr);
    m_runner = runner;
    if (runner)
        connect(runner, &ActionRunner::finished, this, &KeyBrowserModel::onFinished);
}

void KeyBrowserModel::setFilter(const QByteArray &match, const QByteArray &type)
{
    m_match = match;
    m_type = type;
}

void KeyBrowserModel::clear()
{
    m_ticket = 0; // a batch still running is dropped when it ends
    m_interrupted = 0;
    m_started = false;
    m_finished = false;
    m_memoryUsage = true;
    m_error = {};
    dropRows();
    Q_EMIT scanStateChanged();
}

void KeyBrowserModel::dropRows()
{
    m_cursor = "0";
    if (m_rows.isEmpty())
        return;
    beginResetModel();
    m_rows.clear();
    m_rowOf.clear();
    endResetModel();
}

void KeyBrowserModel::scan()
{
    clear();
    m_started = true;
    m_budget = MaxKeysPerClick;
    m_tripsLeft = MaxRoundTripsPerClick;
    runBatch();
}

void KeyBrowserModel::scanMore()
{
    if (!m_started) {
        scan();
        return;
    }
    if (m_ticket != 0 || m_finished)
        return;
    m_error = {};
    m_budget = MaxKeysPerClick;
    m_tripsLeft = MaxRoundTripsPerClick;
    runBatch();
}

void KeyBrowserModel::runBatch()
{
    if (!m_runner)
        return;
    KeyBrowserOptions options;
    options.match = m_match;
    options.type = m_type;
    options.count = ScanCount;
    options.memoryUsage = m_memoryUsage;
    options.maxScansPerBatch = qMax(1, qMin(MaxScansPerBatch, m_tripsLeft));
    const QByteArray cursor = m_cursor;
    m_ticket = m_runner->run(
        tr("Scanning keys"),
        [options, cursor](RedisConnection &connection, const ActionContext &context) {
            ActionResult result;
            // The connection asks before each round trip: count them (still stopping when the
            // runner cancels).
            qint64 trips = 0;
            connection.setStopCheck([&trips, &context] {
                ++trips;
                return context.isCancelled();
            });
            // A cluster's keys are on its masters, each scanned in turn (no MOVED would say so).
            KeyBrowserOptions scan = options;
            if (const Result<bool> cluster = connection.detectCluster(); cluster && *cluster) {
                const ClusterTopology topology = connection.clusterTopology();
                for (int m : topology.masters())
                    scan.nodes << topology.nodes().at(m).address();
            }
            KeyBrowser browser(connection, scan, cursor);
            auto batch = browser.next();
            connection.setStopCheck([&context] { return context.isCancelled(); });
            if (!batch) {
                result.error = batch.error();
                return result;
            }
            QVariantList keys;
            keys.reserve(batch->keys.size());
            for (const KeyInfo &info : std::as_const(batch->keys))
                keys << QVariant(
                    QVariantList{info.key, info.type, info.ttlMs, info.memoryBytes.value_or(-1)});
            result.ok = true;
            result.value = QVariantList{QVariant(keys), batch->cursor, batch->finished,
                                        browser.memoryUsageAvailable(), trips};
            return result;
        },
        QStringLiteral("scan"));
    Q_EMIT scanStateChanged();
}

void KeyBrowserModel::onFinished(quint64 ticket, const ActionResult &result)
{
    if (ticket != m_ticket || ticket == 0)
        return; // a batch of a scan that was started over
    m_ticket = 0;
    if (!result.ok) {
        // Interrupted (the session set the runner's connection again): the cursor is still
        // good, so the batch is sent again.
        const bool interrupted =
            result.skipped || result.error.kind() == RedisError::Kind::Cancelled;
        if (interrupted && m_runner->hasConnection() && m_interrupted++ < MaxRetries) {
            runBatch();
            return;
        }
        m_error = result.skipped ? RedisError(RedisError::Kind::Closed, tr("Not connected"))
                                 : result.error;
        Q_EMIT scanStateChanged();
        return;
    }
    m_interrupted = 0;
    const QVariantList out = result.value.toList();
    QList<Row> fresh;
    for (const QVariant &v : out.value(0).toList()) {
        const QVariantList fields = v.toList();
        Row row{fields.value(0).toByteArray(),
                fields.value(1).toByteArray(),
                fields.value(2).toLongLong(),
                fields.value(3).toLongLong(),
                {}};
        if (m_rowOf.contains(row.key))
            continue;
        row.claimedBy = m_claims.value(row.key);
        m_rowOf.insert(row.key, int(m_rows.size() + fresh.size()));
        fresh << row;
    }
    m_cursor = out.value(1).toByteArray();
    m_finished = out.value(2).toBool();
    m_memoryUsage = out.value(3).toBool();
    m_tripsLeft -= out.value(4).toInt();
    if (!fresh.isEmpty()) {
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(fresh.size()) - 1);
        m_rows << fresh;
        endInsertRows();
        if (m_ticket != 0)
            return; // a slot of rowsInserted started another scan
    }
    m_budget -= int(fresh.size());
    if (!m_finished && m_budget > 0 && m_tripsLeft > 0)
        runBatch();
    else
        Q_EMIT scanStateChanged();
}

void KeyBrowserModel::setClaims(const QHash<QByteArray, QString> &claims)
{
    m_claims = claims;
    for (int i = 0; i < m_rows.size(); ++i) {
        Row &row = m_rows[i];
        QString claim = claims.value(row.key);
        if (claim == row.claimedBy)
            continue;
        row.claimedBy = std::move(claim);
        Q_EMIT dataChanged(index(i, ClaimedBy), index(i, ClaimedBy),
                           {Qt::DisplayRole, Qt::ToolTipRole, ClaimedRole});
    }
}

QString KeyBrowserModel::statusText() const
{
    const QLocale locale;
    const QString keys = tr("%Ln key(s)", nullptr, int(m_rows.size()));
    if (!m_started)
        return tr("Not scanned yet");
    if (m_error.isError())
        return tr("%1 · the scan stopped: %2").arg(keys, m_error.message());
    QString state;
    if (isScanning())
        state = tr("scanning…");
    else if (m_finished)
        state = tr("scan complete");
    else if (m_budget > 0)
        state = tr("stopped after %1 round trips this click: Scan more goes on")
                    .arg(locale.toString(MaxRoundTripsPerClick));
    else
        state = tr("stopped after %Ln key(s) this click: Scan more goes on", nullptr,
                   int(MaxKeysPerClick));
    QString text = keys + QStringLiteral(" · ") + state;
    if (!m_memoryUsage)
        text += tr(" · sizes unknown (MEMORY USAGE not allowed)");
    return text;
}

QString KeyBrowserModel::ttlText(qint64 ttlMs)
{
    if (ttlMs < 0)
        return tr("no expiry");
    const QLocale locale;
    if (ttlMs < 60000)
        return tr("%1 s").arg(locale.toString(ttlMs / 1000.0, 'f', 1));
    const qint64 s = ttlMs / 1000;
    if (s < 3600)
        return tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    if (s < 86400)
        return tr("%1 h %2 min").arg(s / 3600).arg(s % 3600 / 60);
    return tr("%1 d %2 h").arg(s / 86400).arg(s % 86400 / 3600);
}

int KeyBrowserModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int KeyBrowserModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant KeyBrowserModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case TableCsv::ExportRole: // PTTL's numbers: ms, -1 no expiry, -2 gone; bytes
        if (index.column() == Ttl)
            return row.ttlMs;
        if (index.column() == Size)
            return row.sizeBytes < 0 ? QVariant(QString()) : QVariant(row.sizeBytes);
        return {};
    case Qt::DisplayRole:
        switch (Column(index.column())) {
        case Key:
            return QString::fromUtf8(row.key);
        case Type:
            return QString::fromLatin1(row.type);
        case Ttl:
            return ttlText(row.ttlMs);
        case Size:
            return row.sizeBytes < 0 ? tr("unknown") : QLocale().formattedDataSize(row.sizeBytes);
        case ClaimedBy:
            return row.claimedBy;
        case ColumnCount:
            break;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == Size)
            return row.sizeBytes < 0
                       ? tr("MEMORY USAGE is not allowed for this user, or was not asked")
                       : tr("%1 bytes (MEMORY USAGE)").arg(QLocale().toString(row.sizeBytes));
        if (index.column() == ClaimedBy)
            return row.claimedBy.isEmpty()
                       ? tr("No layout the inspector knows claims this key")
                       : tr("Part of %1 (see the Inspector)").arg(row.claimedBy);
        return {};
    case KeyRole:
        return row.key;
    case TypeRole:
        return row.type;
    case ClaimedRole:
        return !row.claimedBy.isEmpty();
    case SortRole:
        switch (Column(index.column())) {
        case Ttl:
            return row.ttlMs < 0 ? std::numeric_limits<qint64>::max() : row.ttlMs;
        case Size:
            return row.sizeBytes;
        default:
            return data(index, Qt::DisplayRole);
        }
    default:
        return {};
    }
}

QVariant KeyBrowserModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == TableCsv::ExportRole)
        return section == Ttl    ? QVariant(tr("TTL (ms)"))
               : section == Size ? QVariant(tr("Size (bytes)"))
                                 : QVariant();
    if (role == Qt::DisplayRole) {
        switch (Column(section)) {
        case Key:
            return tr("Key");
        case Type:
            return tr("Type");
        case Ttl:
            return tr("TTL");
        case Size:
            return tr("Size");
        case ClaimedBy:
            return tr("Claimed by");
        case ColumnCount:
            break;
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case Key:
            return tr("The key's name (Ctrl+C copies the selected ones)");
        case Type:
            return tr("TYPE: string, list, hash, set, zset, stream, or a module's type");
        case Ttl:
            return tr("PTTL when the key was listed");
        case Size:
            return tr("MEMORY USAGE: the bytes the key takes in the server's memory");
        case ClaimedBy:
            return tr("The primitive the inspector recognised this key as part of");
        case ColumnCount:
            break;
        }
    }
    return {};
}
