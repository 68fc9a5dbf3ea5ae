#include "delayeditemsmodel.h"

#include "actionrunner.h"
#include "delayedqueuetablemodel.h"
#include "primitivelistmodel.h"
#include "redisconnection.h"

#include <QDateTime>
#include <QScopedValueRollback>
#include <QStringDecoder>

#include <algorithm>

#include <cmath>

namespace {
constexpr int PreviewBytes = 120;

QByteArray cut(const QByteArray &bytes)
{
    return bytes.size() > PreviewBytes ? bytes.left(PreviewBytes) : bytes;
}

// Text payloads (JSON, mostly) as they are; anything else the way redis-cli shows bytes.
QString bytesText(const QByteArray &bytes, qsizetype maxLength)
{
    QStringDecoder decode(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decode(bytes.left(maxLength));
    const bool printable = std::none_of(text.cbegin(), text.cend(), [](QChar c) {
        return c.category() == QChar::Other_Control || c == QChar::ReplacementCharacter;
    });
    if (decode.hasError() || !printable)
        return quoteBytes(bytes, QuoteMode::WhenNeeded, maxLength);
    return bytes.size() > maxLength ? text + QStringLiteral("…") : text;
}
} // namespace

DelayedItemsModel::DelayedItemsModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void DelayedItemsModel::setRunner(ActionRunner *runner)
{
    if (m_runner)
        disconnect(m_runner, nullptr, this, nullptr);
    m_runner = runner;
    m_fetchTicket = 0;
    if (runner)
        connect(runner, &ActionRunner::finished, this, &DelayedItemsModel::onFinished);
}

std::optional<qint64> DelayedItemsModel::scoreToMs(double v, ScoreUnit unit)
{
    if (!std::isfinite(v))
        return std::nullopt;
    double ms = 0;
    switch (unit) {
    case ScoreUnit::None:
        return std::nullopt;
    case ScoreUnit::EpochSeconds:
        ms = v * 1000.0;
        break;
    case ScoreUnit::EpochMilliseconds:
        ms = v;
        break;
    case ScoreUnit::EpochMillisTimes4096:
        ms = std::floor(v / 4096.0);
        break;
    case ScoreUnit::EpochMicroseconds:
        ms = v / 1000.0;
        break;
    case ScoreUnit::EpochNanoseconds:
        ms = v / 1e6;
        break;
    }
    if (std::abs(ms) > 9e15)
        return std::nullopt;
    return qint64(std::llround(ms));
}

QString DelayedItemsModel::relativeText(qint64 dueMs, qint64 nowMs)
{
    const qint64 delta = dueMs - nowMs;
    if (delta == 0)
        return tr("due now");
    return delta > 0 ? tr("in %1").arg(PrimitiveListModel::durationText(delta))
                     : tr("overdue by %1").arg(PrimitiveListModel::durationText(-delta));
}

void DelayedItemsModel::clear()
{
    const bool hadRows = !m_rows.isEmpty();
    if (hadRows)
        beginResetModel();
    m_family.clear();
    m_name.clear();
    m_scheduleKey.clear();
    m_payloadsKey.clear();
    m_unit = ScoreUnit::None;
    m_rows.clear();
    m_ids.clear();
    m_headCount = 0;
    m_total = 0;
    m_fetchTicket = 0;
    m_pagingStopped = false;
    if (hadRows)
        endResetModel();
}

void DelayedItemsModel::setState(const PrimitiveState &state)
{
    const QScopedValueRollback changing(m_changing, true);
    const DiscoveredPrimitive &p = state.primitive;
    if (p.family != m_family || p.name != m_name) {
        clear(); // another queue: a reset is what happened
        m_family = p.family;
        m_name = p.name;
    }
    const DiscoveredKey *schedule = DelayedQueueTableModel::scheduleKey(p);
    const DiscoveredKey *payloads = p.keyWithRole(KeyRole::Payloads);
    m_scheduleKey = schedule ? schedule->key : QByteArray();
    m_unit = schedule ? schedule->scoreUnit : ScoreUnit::None;
    m_payloadsKey = payloads ? payloads->key : QByteArray();
    // A task queue's entries are its ready items: its schedule is only paged.
    const bool ownEntries = p.kind == PrimitiveKind::DelayedQueue;
    m_total = DelayedQueueTableModel::scheduledCount(state);
    if (state.serverTimeMs != m_nowMs) // a new read: paging may go on
        m_pagingStopped = false;

    QList<Row> head;
    head.reserve(state.entries.size());
    if (ownEntries)
        for (const StateEntry &e : state.entries)
            head << Row{e.id, e.preview, e.score, e.timeMs};
    mergeHead(std::move(head));
    // Paged rows past the schedule's size are gone from it (claimed, or the key vanished).
    const int keep = int(qMax<qint64>(m_headCount, m_total));
    if (m_rows.size() > keep) {
        beginRemoveRows({}, keep, int(m_rows.size()) - 1);
        for (qsizetype r = keep; r < m_rows.size(); ++r)
            m_ids.remove(m_rows.at(r).id);
        m_rows.resize(keep);
        endRemoveRows();
    }

    const bool nowChanged = state.serverTimeMs != m_nowMs;
    m_nowMs = state.serverTimeMs;
    if (nowChanged && !m_rows.isEmpty()) // the relative times and flags move with the clock
        Q_EMIT dataChanged(index(0, Due), index(int(m_rows.size()) - 1, Flag));
}

void DelayedItemsModel::mergeHead(QList<Row> incoming)
{
    // Matched by id: the common head and tail of the old and new heads stay (a queue is
    // claimed at its front and grows anywhere), the middle is replaced.
    const int oldCount = m_headCount;
    const int newCount = int(incoming.size());
    int head = 0;
    while (head < oldCount && head < newCount && m_rows.at(head).id == incoming.at(head).id)
        ++head;
    int tail = 0;
    while (tail < oldCount - head && tail < newCount - head &&
           m_rows.at(oldCount - 1 - tail).id == incoming.at(newCount - 1 - tail).id)
        ++tail;

    const auto update = [&](int row, const Row &fresh) {
        const Row &old = m_rows.at(row);
        const bool same = old.preview == fresh.preview && old.dueMs == fresh.dueMs;
        m_rows[row] = fresh;
        if (!same)
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
    };
    for (int r = 0; r < head; ++r)
        update(r, incoming.at(r));
    const int oldMiddle = oldCount - head - tail;
    const int newMiddle = newCount - head - tail;
    if (oldMiddle > 0) {
        beginRemoveRows({}, head, head + oldMiddle - 1);
        for (int r = head; r < head + oldMiddle; ++r)
            m_ids.remove(m_rows.at(r).id);
        m_rows.remove(head, oldMiddle);
        endRemoveRows();
    }
    if (newMiddle > 0) {
        beginInsertRows({}, head, head + newMiddle - 1);
        for (int r = 0; r < newMiddle; ++r)
            m_rows.insert(head + r, incoming.at(head + r));
        endInsertRows();
    }
    m_headCount = newCount;
    for (int t = 0; t < tail; ++t)
        update(newCount - tail + t, incoming.at(newCount - tail + t));
    // The new middle's ids may have been paged in before: those paged rows go.
    QSet<QByteArray> middle;
    for (int r = head; r < head + newMiddle; ++r)
        if (m_ids.contains(incoming.at(r).id))
            middle.insert(incoming.at(r).id);
    for (int r = head; r < head + newMiddle; ++r)
        m_ids.insert(incoming.at(r).id);
    for (int r = int(m_rows.size()) - 1; r >= m_headCount && !middle.isEmpty(); --r) {
        if (!middle.contains(m_rows.at(r).id))
            continue;
        int first = r;
        while (first - 1 >= m_headCount && middle.contains(m_rows.at(first - 1).id))
            --first;
        beginRemoveRows({}, first, r);
        for (int k = first; k <= r; ++k)
            middle.remove(m_rows.at(k).id);
        m_rows.remove(first, r - first + 1);
        endRemoveRows();
        r = first;
    }
}

QList<qint64> DelayedItemsModel::dueTimes(int max) const
{
    QList<qint64> out;
    out.reserve(qMin<qsizetype>(max, m_rows.size()));
    for (const Row &row : m_rows) {
        if (out.size() >= max)
            break;
        if (row.dueMs)
            out << *row.dueMs;
    }
    return out;
}

bool DelayedItemsModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_runner && !m_scheduleKey.isEmpty() && m_fetchTicket == 0 &&
           !m_pagingStopped && !m_changing && m_rows.size() < m_total;
}

void DelayedItemsModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    const QByteArray key = m_scheduleKey;
    const QByteArray payloads = m_payloadsKey;
    const qint64 start = m_rows.size();
    const qint64 stop = start + PageSize - 1;
    m_fetchTicket = m_runner->run(
        tr("Reading items %1–%2 of %3").arg(start + 1).arg(stop + 1).arg(m_total),
        [key, payloads, start, stop](RedisConnection &connection, const ActionContext &) {
            ActionResult result;
            auto page = connection.command(
                {"ZRANGE", key, QByteArray::number(start), QByteArray::number(stop), "WITHSCORES"});
            auto items = page.ok() ? page->toBytesList() : Result<QList<QByteArray>>(page.error());
            if (!items.ok()) {
                result.error = items.error();
                return result;
            }
            const QList<QByteArray> &flat = items.value();
            QList<QByteArray> previews;
            if (!payloads.isEmpty() && flat.size() >= 2) {
                RedisCommand hmget{"HMGET", payloads};
                for (qsizetype i = 0; i + 1 < flat.size(); i += 2)
                    hmget << flat.at(i);
                auto values = connection.command(hmget);
                if (values.ok() && values->isArray())
                    for (const RedisReply &v : values->elements())
                        previews << (v.isString() ? cut(v.bytes()) : QByteArray());
            }
            QVariantList rows;
            for (qsizetype i = 0; i + 1 < flat.size(); i += 2) {
                const QByteArray preview =
                    payloads.isEmpty() ? cut(flat.at(i)) : previews.value(i / 2);
                rows << QVariant(QVariantList{flat.at(i), preview, flat.at(i + 1).toDouble()});
            }
            result.ok = true;
            result.value = rows;
            result.summary = QStringLiteral("%1 items").arg(rows.size());
            return result;
        },
        QStringLiteral("page"));
}

void DelayedItemsModel::onFinished(quint64 ticket, const ActionResult &result)
{
    if (ticket != m_fetchTicket || ticket == 0)
        return;
    m_fetchTicket = 0;
    if (!result.ok) {
        m_pagingStopped = true;
        if (!result.skipped)
            Q_EMIT pageFailed(result.error);
        return;
    }
    QList<Row> fresh;
    const QVariantList rows = result.value.toList();
    for (const QVariant &v : rows) {
        const QVariantList fields = v.toList();
        Row row{fields.value(0).toByteArray(), fields.value(1).toByteArray(),
                fields.value(2).toDouble(), std::nullopt};
        row.dueMs = scoreToMs(*row.score, m_unit);
        if (!m_ids.contains(row.id))
            fresh << row;
    }
    if (rows.size() < PageSize) // the end of the zset, wherever ZCARD said it was
        m_pagingStopped = true;
    if (!fresh.isEmpty()) {
        // Views and testers ask for more while rows go in: not before they are all in.
        const QScopedValueRollback changing(m_changing, true);
        const int first = int(m_rows.size());
        beginInsertRows({}, first, first + int(fresh.size()) - 1);
        for (const Row &row : std::as_const(fresh)) {
            m_ids.insert(row.id);
            m_rows << row;
        }
        endInsertRows();
    }
    Q_EMIT pageLoaded(int(fresh.size()));
}

int DelayedItemsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int DelayedItemsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DelayedItemsModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const bool overdue = row.dueMs && *row.dueMs <= m_nowMs;
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Due:
            if (row.dueMs)
                return relativeText(*row.dueMs, m_nowMs);
            return row.score ? tr("score %1").arg(*row.score, 0, 'g', 17) : QString();
        case Flag:
            return overdue ? tr("overdue") : QString();
        case DueAt:
            return row.dueMs ? QDateTime::fromMSecsSinceEpoch(*row.dueMs)
                                   .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"))
                             : QString();
        case Id:
            return bytesText(row.id, 120);
        case Payload:
            return row.preview == row.id ? QString() : bytesText(row.preview, 200);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (index.column() == Id)
            return bytesText(row.id, 1000);
        if (index.column() == Payload && !row.preview.isEmpty())
            return bytesText(row.preview, 1000);
        return {};
    case IdRole:
        return row.id;
    case DueMsRole:
        return row.dueMs ? QVariant(*row.dueMs) : QVariant();
    default:
        return {};
    }
}

QVariant DelayedItemsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Due:
        return tr("Due");
    case Flag:
        return tr("Flag");
    case DueAt:
        return tr("Due at");
    case Id:
        return tr("Id");
    case Payload:
        return tr("Payload");
    default:
        return {};
    }
}
