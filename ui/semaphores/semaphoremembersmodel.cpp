#include "semaphoremembersmodel.h"

#include "tablecsv.h"

#include "durationtext.h"
#include "rediscommand.h"
#include "semaphorerowmerge.h"

#include <QBrush>
#include <QGuiApplication>
#include <QPalette>

SemaphoreMembersModel::SemaphoreMembersModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

bool SemaphoreMembersModel::isCounterScore(double score)
{
    return score > -1e9 && score < 1e9;
}

bool SemaphoreMembersModel::timesAreDeadlines(const PrimitiveState &state)
{
    for (const DiscoveredKey &k : state.primitive.keys)
        if (k.role == "holders" && k.encoding.contains("expir") &&
            !k.encoding.contains("acquired-or"))
            return true;
    for (const StateEntry &e : state.entries)
        if (e.timeMs && *e.timeMs > state.serverTimeMs)
            return true;
    return false;
}

QColor SemaphoreMembersModel::flagColor(StateEntry::Flag flag, const QPalette &palette)
{
    switch (flag) {
    case StateEntry::Flag::BeyondLimit: {
        const bool dark = palette.color(QPalette::Base).lightness() < 128;
        return QColor::fromHsl(12, 200, dark ? 150 : 110);
    }
    case StateEntry::Flag::Expired:
        return palette.color(QPalette::Mid);
    default:
        return palette.color(QPalette::Highlight);
    }
}

SemaphoreMembersModel::Row SemaphoreMembersModel::makeRow(const StateEntry &e, qint64 rank,
                                                          qint64 nowMs) const
{
    Row row;
    row.entry = e;
    row.rank = rank;
    row.text[Rank] = QString::number(rank);
    row.text[Holder] = quoteBytes(e.id, QuoteMode::WhenNeeded, 80);
    const bool counter = e.score && isCounterScore(*e.score);
    if (e.score)
        row.text[Score] =
            counter ? tr("counter %1").arg(qint64(*e.score)) : QString::number(*e.score, 'f', 0);
    if (e.timeMs) {
        const qint64 delta = nowMs - *e.timeMs;
        if (!m_deadlines) {
            row.text[Age] = durationText(qMax<qint64>(0, delta));
        } else if (delta < 0) {
            row.text[Age] = tr("expires in %1").arg(durationText(-delta));
        } else {
            row.text[Age] = tr("expired %1 ago").arg(durationText(delta));
        }
    }
    switch (m_measure) {
    case Measure::AgeSeconds:
        row.chartValue = e.timeMs ? double(qMax<qint64>(0, nowMs - *e.timeMs)) / 1000.0 : 0;
        break;
    case Measure::TimeLeftSeconds:
        row.chartValue = e.timeMs ? double(*e.timeMs - nowMs) / 1000.0 : 0;
        break;
    case Measure::Counter:
        row.chartValue = e.score ? *e.score : 0;
        break;
    case Measure::None:
        break;
    }
    if (e.ttlMs >= 0)
        row.text[LeaseTtl] = durationText(e.ttlMs);
    else if (e.ttlMs == -2)
        row.text[LeaseTtl] = tr("gone");
    switch (e.flag) {
    case StateEntry::Flag::BeyondLimit:
        row.text[Flag] = tr("beyond limit");
        break;
    case StateEntry::Flag::Expired:
        row.text[Flag] = tr("expired, not cleaned");
        break;
    case StateEntry::Flag::None:
        break;
    default:
        row.text[Flag] = stateEntryFlagName(e.flag);
        break;
    }
    return row;
}

void SemaphoreMembersModel::setState(const PrimitiveState &state)
{
    m_deadlines = timesAreDeadlines(state);
    m_limit = state.limit;
    m_total = state.totalEntries;
    // Counters order the fair and ttl-keys layouts; a time (as age or time left) the others.
    bool anyTime = false;
    bool allCounters = !state.entries.isEmpty();
    for (const StateEntry &e : state.entries) {
        anyTime = anyTime || e.timeMs.has_value();
        allCounters = allCounters && e.score && isCounterScore(*e.score);
    }
    const Measure measure = allCounters ? Measure::Counter
                            : anyTime
                                ? (m_deadlines ? Measure::TimeLeftSeconds : Measure::AgeSeconds)
                                : Measure::None;
    const bool headerChanged =
        (measure == Measure::TimeLeftSeconds) != (m_measure == Measure::TimeLeftSeconds);
    m_measure = measure;
    if (headerChanged)
        Q_EMIT headerDataChanged(Qt::Horizontal, Age, Age);
    const qint64 nowMs = state.serverTimeMs;
    QList<Row> next;
    QSet<QByteArray> seen;
    next.reserve(state.entries.size());
    for (qsizetype i = 0; i < state.entries.size(); ++i) {
        if (seen.contains(state.entries.at(i).id))
            continue; // a zset has no duplicates; a garbled read should not break the model
        seen.insert(state.entries.at(i).id);
        next.append(makeRow(state.entries.at(i), i, nowMs));
    }
    SemaphoreModelRows<SemaphoreMembersModel, Row> rows{this,
                                                        m_rows,
                                                        {Qt::DisplayRole, Qt::ToolTipRole,
                                                         Qt::BackgroundRole, Qt::ForegroundRole,
                                                         FlagRole, ChartValueRole}};
    semaphoreMergeRows(
        m_rows, next, [](const Row &r) { return r.entry.id; },
        [](const Row &a, const Row &b) {
            for (int c = 0; c < ColumnCount; ++c)
                if (a.text[c] != b.text[c])
                    return false;
            return a.chartValue == b.chartValue;
        },
        rows);
}

void SemaphoreMembersModel::clear()
{
    m_measure = Measure::None;
    m_limit.reset();
    m_total = 0;
    if (m_rows.isEmpty())
        return;
    beginRemoveRows({}, 0, int(m_rows.size()) - 1);
    m_rows.clear();
    endRemoveRows();
}

int SemaphoreMembersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SemaphoreMembersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SemaphoreMembersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const StateEntry::Flag flag = row.entry.flag;
    switch (role) {
    case Qt::DisplayRole:
        return row.text[index.column()];
    case Qt::ToolTipRole:
        if (index.column() == Holder)
            return QString::fromUtf8(row.entry.id.toPercentEncoding(" :{}-_."));
        if (flag == StateEntry::Flag::BeyondLimit)
            return tr("Ranked past the limit but still in the set: it should not hold a permit");
        if (flag == StateEntry::Flag::Expired)
            return tr("Past its lease; the next acquire removes it");
        return {};
    case Qt::BackgroundRole: {
        if (flag != StateEntry::Flag::BeyondLimit && flag != StateEntry::Flag::Expired)
            return {};
        QColor c = flagColor(flag, QGuiApplication::palette());
        c.setAlpha(90);
        return QBrush(c);
    }
    case Qt::ForegroundRole:
        if (flag == StateEntry::Flag::Expired)
            return QBrush(QGuiApplication::palette().color(QPalette::PlaceholderText));
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == Rank || index.column() == Score || index.column() == Age ||
            index.column() == LeaseTtl)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case TableCsv::ExportRole: // PTTL's numbers: ms, -1 no expiry, -2 gone
        if (index.column() != LeaseTtl)
            return {};
        return row.entry.ttlMs == -1 ? QVariant(QString()) : QVariant(row.entry.ttlMs);
    case HolderRole:
        return row.entry.id;
    case FlagRole:
        return int(flag);
    case ChartValueRole:
        return row.chartValue;
    default:
        return {};
    }
}

QVariant SemaphoreMembersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == TableCsv::ExportRole)
        return section == LeaseTtl ? QVariant(tr("Lease TTL (ms)")) : QVariant();
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= ColumnCount)
        return {};
    switch (Column(section)) {
    case Rank:
        return tr("Rank");
    case Holder:
        return tr("Holder");
    case Score:
        return tr("Score");
    case Age:
        return m_measure == Measure::TimeLeftSeconds ? tr("Expiry") : tr("Age");
    case LeaseTtl:
        return tr("Lease TTL");
    case Flag:
        return tr("Flag");
    case ColumnCount:
        break;
    }
    return {};
}
