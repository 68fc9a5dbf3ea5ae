#include "commandlogmodel.h"

#include <QBrush>
#include <QColor>
#include <QDateTime>
#include <QFont>

namespace {
constexpr int CellArgumentLength = 64;
constexpr int ToolTipLength = 4000;

} // namespace

CommandLogModel::CommandLogModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(DefaultBatchIntervalMs);
    connect(&m_flushTimer, &QTimer::timeout, this, &CommandLogModel::flush);
}

void CommandLogModel::setCommandLog(CommandLog *log)
{
    disconnect(m_logConnection);
    if (log)
        m_logConnection = connect(log, &CommandLog::recorded, this, &CommandLogModel::append);
}

void CommandLogModel::setCapacity(int capacity)
{
    m_capacity = qMax(1, capacity);
    const auto excess = qsizetype(m_rows.size()) - m_capacity;
    if (excess > 0) {
        beginRemoveRows(QModelIndex(), 0, int(excess) - 1);
        m_rows.erase(m_rows.begin(), m_rows.begin() + excess);
        endRemoveRows();
    }
    trimBuffer();
}

void CommandLogModel::setBatchIntervalMs(int ms)
{
    m_flushTimer.setInterval(qMax(0, ms));
}

void CommandLogModel::setPaused(bool paused)
{
    if (m_paused == paused)
        return;
    m_paused = paused;
    if (!m_paused && !m_buffer.empty())
        m_flushTimer.start();
    Q_EMIT pausedChanged(m_paused);
}

const CommandRecord &CommandLogModel::record(int row) const
{
    return m_rows.at(size_t(row)).record;
}

int CommandLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int CommandLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CommandLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return QVariant();
    const Row &row = m_rows.at(size_t(index.row()));
    const CommandRecord &r = row.record;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Time:
            return row.time;
        case Connection:
            return r.connection;
        case Node:
            return row.node;
        case Command:
            return row.command;
        case Latency:
            if (r.notShown > 0)
                return QString();
            return QStringLiteral("%1 ms").arg(double(r.latencyUs) / 1000.0, 0, 'f', 3);
        case Reply:
            return r.replySummary;
        }
        break;
    case Qt::FontRole:
        if (r.notShown > 0) {
            QFont italic;
            italic.setItalic(true);
            return italic;
        }
        break;
    case Qt::ToolTipRole:
        switch (index.column()) {
        case Time:
            return QDateTime::fromMSecsSinceEpoch(r.timeMs).toString(Qt::ISODateWithMs);
        case Command: {
            if (r.notShown > 0)
                return row.command;
            const QString full = formatArgv(r.argv);
            return full.size() > ToolTipLength
                       ? QString(full.left(ToolTipLength) + QStringLiteral("…"))
                       : full;
        }
        case Node:
            return r.redirect.isEmpty()
                       ? r.node
                       : tr("Answered by %1, sent there after %2").arg(r.node, r.redirect);
        case Latency:
            return QStringLiteral("%1 µs").arg(r.latencyUs);
        case Reply:
            return r.replySummary;
        }
        break;
    case Qt::ForegroundRole:
        if (r.failed)
            return QBrush(QColor(0xc0, 0x1c, 0x28));
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == Latency)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        break;
    case FailedRole:
        return r.failed;
    case LatencyUsRole:
        return r.latencyUs;
    case FilterRole:
        return QString(r.connection + QLatin1Char(' ') + row.node + QLatin1Char(' ') + row.command);
    }
    return QVariant();
}

QVariant CommandLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::TextAlignmentRole && section == Latency)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Time:
        return tr("Time");
    case Connection:
        return tr("Connection");
    case Node:
        return tr("Node");
    case Command:
        return tr("Command");
    case Latency:
        return tr("Latency");
    case Reply:
        return tr("Reply");
    }
    return QVariant();
}

QString CommandLogModel::formatArgv(const RedisCommand &argv, int maxArgumentLength)
{
    QString out;
    for (const QByteArray &arg : argv) {
        if (!out.isEmpty())
            out += QLatin1Char(' ');
        out += quoteBytes(arg, QuoteMode::WhenNeeded, maxArgumentLength);
    }
    return out;
}

void CommandLogModel::append(const CommandRecord &record)
{
    m_buffer.push_back(record);
    trimBuffer();
    if (!m_paused && !m_flushTimer.isActive())
        m_flushTimer.start();
}

void CommandLogModel::clear()
{
    m_flushTimer.stop();
    beginResetModel();
    m_rows.clear();
    m_buffer.clear();
    endResetModel();
}

void CommandLogModel::flush()
{
    m_flushTimer.stop();
    if (m_paused || m_buffer.empty())
        return;
    // trimBuffer() keeps the batch within capacity, so evicting old rows makes room for it.
    const auto incoming = qsizetype(m_buffer.size());
    const auto evict =
        qMin(qsizetype(m_rows.size()), qsizetype(m_rows.size()) + incoming - m_capacity);
    if (evict > 0) {
        beginRemoveRows(QModelIndex(), 0, int(evict) - 1);
        m_rows.erase(m_rows.begin(), m_rows.begin() + evict);
        endRemoveRows();
    }
    const int first = int(m_rows.size());
    beginInsertRows(QModelIndex(), first, first + int(incoming) - 1);
    for (const CommandRecord &r : m_buffer)
        m_rows.push_back(makeRow(r));
    m_buffer.clear();
    endInsertRows();
}

CommandLogModel::Row CommandLogModel::makeRow(const CommandRecord &record)
{
    if (record.notShown > 0) {
        // A SampledCommandLog's summary: a busy connection's commands left out.
        CommandRecord summary = record;
        summary.replySummary = tr("sampled: the first %n command(s) of every %1 s are logged",
                                  nullptr, record.sampledPerWindow)
                                   .arg(double(record.sampleWindowMs) / 1000.0);
        return Row{
            summary,
            QDateTime::fromMSecsSinceEpoch(record.timeMs).toString(QStringLiteral("HH:mm:ss.zzz")),
            tr("… %n more command(s) not shown", nullptr, record.notShown), QString()};
    }
    return Row{
        record,
        QDateTime::fromMSecsSinceEpoch(record.timeMs).toString(QStringLiteral("HH:mm:ss.zzz")),
        formatArgv(record.argv, CellArgumentLength),
        record.redirect.isEmpty() ? record.node
                                  : record.node + QStringLiteral(" ← ") + record.redirect};
}

void CommandLogModel::trimBuffer()
{
    while (qsizetype(m_buffer.size()) > m_capacity)
        m_buffer.pop_front();
}
