#include "delayeditemsmodel.h"

#include "actionrunner.h"
#include "delayedqueuetablemodel.h"
#include "durationtext.h"
#include "primitivestateread.h"
#include "redisconnection.h"

#include <QDateTime>
#include <QScopedValueRollback>
#include <QStringDecoder>

#include <algorithm>
#include <utility>

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

std::optional<qint64> DelayedItemsModel::scoreToMs(double score, ScoreUnit unit)
{
    // The inspector's own conversion: a paged row and a head row of one score show one time.
    return PrimitiveStateRead::storedTimeMs(score, unit);
}

QString DelayedItemsModel::relativeText(qint64 dueMs, qint64 nowMs)
{
    const qint64 delta = dueMs - nowMs;
    if (delta == 0)
        return tr("due now");
    return delta > 0 ? tr("in %1").arg(durationText(delta))
                     : tr("overdue by %1").arg(durationText(-delta));
}

bool DelayedItemsModel::before(const Row &a, const Row &b)
{
    // Redis orders a zset by score, then by member bytes; a row without a score (none in a zset)
    // sorts first.
    if (a.score != b.score)
        return a.score < b.score;
    return a.id < b.id;
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
    m_headCount = 0;
    m_total = 0;
    m_fetchTicket = 0;
    m_fetchAfter.reset();
    m_headTicket = 0;
    m_recheckTicket = 0;
    m_recheckAfter.reset();
    m_pagingStopped = false;
    if (hadRows)
        endResetModel();
}

void DelayedItemsModel::setState(const PrimitiveState &state)
{
    const QScopedValueRollback changing(m_changing, true);
    const DiscoveredPrimitive &p = state.primitive;
    const bool otherQueue = p.family != m_family || p.name != m_name;
    if (otherQueue) {
        clear(); // another queue: a reset is what happened
        m_family = p.family;
        m_name = p.name;
    }
    const DiscoveredKey *schedule = DelayedQueueTableModel::scheduleKey(p);
    const DiscoveredKey *payloads = p.keyWithRole(KeyRole::Payloads);
    m_scheduleKey = schedule ? schedule->key : QByteArray();
    m_unit = schedule ? schedule->scoreUnit : ScoreUnit::None;
    m_payloadsKey = payloads ? payloads->key : QByteArray();
    m_total = DelayedQueueTableModel::scheduledCount(state);
    const bool newRead = otherQueue || state.serverTimeMs != m_nowMs;
    if (newRead) // paging may go on
        m_pagingStopped = false;

    // A task queue's entries are its ready items: its schedule's head is read here, each tick.
    if (p.kind == PrimitiveKind::DelayedQueue) {
        QList<Row> head;
        head.reserve(state.entries.size());
        for (const StateEntry &e : state.entries)
            head << Row{e.id, e.preview, e.score, e.timeMs};
        const bool complete = head.size() >= m_total;
        mergeHead(head, complete);
    } else if (newRead && m_runner && !m_scheduleKey.isEmpty()) {
        m_headTicket = readRange(tr("Reading the first items of %1").arg(QString::fromUtf8(m_name)),
                                 std::nullopt, HeadSize, QStringLiteral("head"));
    }
    trimToTotal();
    if (newRead)
        recheckPagedRows();

    const bool nowChanged = state.serverTimeMs != m_nowMs;
    m_nowMs = state.serverTimeMs;
    if (nowChanged && !m_rows.isEmpty()) // the relative times and flags move with the clock
        Q_EMIT dataChanged(index(0, Due), index(int(m_rows.size()) - 1, Flag));
}

void DelayedItemsModel::recheckPagedRows()
{
    // Paged rows are read again one page per tick, round the loaded range: an item added behind the
    // paging (or removed from the middle) shows within a sweep, at a bounded cost.
    if (!m_runner || m_scheduleKey.isEmpty() || m_recheckTicket != 0 ||
        m_rows.size() <= m_headCount)
        return;
    const bool inRange = m_recheckAfter && m_headCount > 0 &&
                         before(m_rows.at(m_headCount - 1), *m_recheckAfter) &&
                         before(*m_recheckAfter, m_rows.constLast());
    if (!inRange) // the sweep starts (again) after the head
        m_recheckAfter =
            m_headCount > 0 ? std::optional<Row>(m_rows.at(m_headCount - 1)) : std::nullopt;
    m_recheckTicket = readRange(tr("Reading loaded items again"), m_recheckAfter, PageSize,
                                QStringLiteral("recheck"));
}

void DelayedItemsModel::trimToTotal()
{
    // Rows past the schedule's size are gone from it (claimed, or the key vanished). Paging by
    // score reads any of them that were not gone again.
    const int keep = int(qMax<qint64>(m_headCount, m_total));
    if (m_rows.size() > keep) {
        beginRemoveRows({}, keep, int(m_rows.size()) - 1);
        m_rows.resize(keep);
        endRemoveRows();
    }
}

void DelayedItemsModel::mergeHead(const QList<Row> &incoming, bool complete)
{
    mergeRange(std::nullopt, incoming, complete);
    m_headCount = int(incoming.size());
}

void DelayedItemsModel::mergeRange(const std::optional<Row> &after, const QList<Row> &incoming,
                                   bool complete)
{
    // An ordered diff: the rows up to the head's last item (all rows when the head is the whole
    // schedule) against the head, both in zset order. A row missing from the head is gone, a head
    // item missing from the rows is new; each run of either is one ranged signal, so a claim from
    // the front costs one removal, however many rows are loaded.
    const int n = int(incoming.size());
    const auto covered = [&](int row) {
        return row < m_rows.size() &&
               (complete || (n > 0 && !before(incoming.last(), m_rows[row])));
    };
    int changedFirst = -1;
    int changedLast = -1;
    const auto flushChanged = [&] {
        if (changedFirst >= 0)
            Q_EMIT dataChanged(index(changedFirst, 0), index(changedLast, ColumnCount - 1));
        changedFirst = changedLast = -1;
    };
    int r = after ? int(std::upper_bound(m_rows.cbegin(), m_rows.cend(), *after, before) -
                        m_rows.cbegin())
                  : 0;
    int i = 0;
    while (i < n || covered(r)) {
        if (covered(r) && (i == n || before(m_rows.at(r), incoming.at(i)))) {
            flushChanged();
            int end = r + 1;
            while (covered(end) && (i == n || before(m_rows.at(end), incoming.at(i))))
                ++end;
            beginRemoveRows({}, r, end - 1);
            m_rows.remove(r, end - r);
            endRemoveRows();
        } else if (i < n && (!covered(r) || before(incoming.at(i), m_rows.at(r)))) {
            flushChanged();
            int end = i + 1;
            while (end < n && (!covered(r) || before(incoming.at(end), m_rows.at(r))))
                ++end;
            beginInsertRows({}, r, r + end - i - 1);
            m_rows.insert(r, end - i, Row{});
            std::copy(incoming.cbegin() + i, incoming.cbegin() + end, m_rows.begin() + r);
            endInsertRows();
            r += end - i;
            i = end;
        } else {
            Row &row = m_rows[r];
            if (row.preview != incoming.at(i).preview || row.dueMs != incoming.at(i).dueMs) {
                row = incoming.at(i);
                if (changedFirst < 0)
                    changedFirst = r;
                changedLast = r;
            } else {
                flushChanged();
            }
            ++r;
            ++i;
        }
    }
    flushChanged();
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
    m_fetchAfter = m_rows.isEmpty() ? std::nullopt : std::optional<Row>(m_rows.constLast());
    m_fetchTicket = readRange(tr("Reading items %1–%2 of %3")
                                  .arg(m_rows.size() + 1)
                                  .arg(m_rows.size() + PageSize)
                                  .arg(m_total),
                              m_fetchAfter, PageSize, QStringLiteral("page"));
}

quint64 DelayedItemsModel::readRange(const QString &title, const std::optional<Row> &after,
                                     int count, const QString &lane)
{
    const QByteArray key = m_scheduleKey;
    const QByteArray payloads = m_payloadsKey;
    const QByteArray min = after && after->score ? QByteArray::number(*after->score, 'g', 17)
                                                 : QByteArrayLiteral("-inf");
    const std::optional<double> afterScore = after ? after->score : std::nullopt;
    const QByteArray afterId = after ? after->id : QByteArray();
    return m_runner->run(
        title,
        [key, payloads, min, afterScore, afterId, count,
         hasAfter = after.has_value()](RedisConnection &connection, const ActionContext &) {
            ActionResult result;
            // Members tied with `after` at its score sort by member: those up to it were shown. A
            // page of nothing but such ties (more of them than a page) reads on past them.
            QList<QByteArray> flat;
            bool end = false;
            // The bound is inclusive: one more than a page, for the row `after` itself.
            const qint64 limit = count + (hasAfter ? 1 : 0);
            for (qint64 offset = 0;; offset += limit) {
                auto page =
                    connection.command({"ZRANGEBYSCORE", key, min, "+inf", "WITHSCORES", "LIMIT",
                                        QByteArray::number(offset), QByteArray::number(limit)});
                auto items =
                    page.ok() ? page->toBytesList() : Result<QList<QByteArray>>(page.error());
                if (!items.ok()) {
                    result.error = items.error();
                    return result;
                }
                const QList<QByteArray> &got = items.value();
                for (qsizetype i = 0; i + 1 < got.size() && flat.size() < 2 * count; i += 2) {
                    const bool tied = hasAfter && got.at(i + 1).toDouble() == afterScore;
                    if (!tied || got.at(i) > afterId)
                        flat << got.at(i) << got.at(i + 1);
                }
                end = got.size() < 2 * limit;
                if (!flat.isEmpty() || end)
                    break;
            }
            QList<QByteArray> previews;
            if (!payloads.isEmpty() && !flat.isEmpty()) {
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
            result.value =
                QVariantMap{{QStringLiteral("rows"), rows}, {QStringLiteral("end"), end}};
            result.summary = QStringLiteral("%1 items").arg(rows.size());
            return result;
        },
        lane);
}

QList<DelayedItemsModel::Row> DelayedItemsModel::rowsOf(const ActionResult &result, ScoreUnit unit)
{
    QList<Row> rows;
    const QVariantList values = result.value.toMap().value(QStringLiteral("rows")).toList();
    rows.reserve(values.size());
    for (const QVariant &v : values) {
        const QVariantList fields = v.toList();
        const double score = fields.value(2).toDouble();
        rows << Row{fields.value(0).toByteArray(), fields.value(1).toByteArray(), score,
                    scoreToMs(score, unit)};
    }
    return rows;
}

void DelayedItemsModel::onFinished(quint64 ticket, const ActionResult &result)
{
    if (ticket == 0)
        return;
    if (ticket == m_recheckTicket) {
        m_recheckTicket = 0;
        if (!result.ok)
            return; // the next tick tries again; the rows stay as they are
        const QList<Row> rows = rowsOf(result, m_unit);
        const bool end = result.value.toMap().value(QStringLiteral("end")).toBool();
        const QScopedValueRollback changing(m_changing, true);
        // Not past the last row: the rows after it are paging's, not the recheck's.
        QList<Row> inLoaded;
        for (const Row &row : rows)
            if (!m_rows.isEmpty() && !before(m_rows.constLast(), row))
                inLoaded << row;
        mergeRange(m_recheckAfter, inLoaded, end);
        m_recheckAfter =
            end || inLoaded.isEmpty() ? std::nullopt : std::optional<Row>(inLoaded.constLast());
        return;
    }
    if (ticket != m_fetchTicket && ticket != m_headTicket)
        return;
    const bool page = ticket == m_fetchTicket;
    (page ? m_fetchTicket : m_headTicket) = 0;
    if (!result.ok) {
        const bool cancelled = result.skipped || result.error.kind() == RedisError::Kind::Cancelled;
        if (page)
            m_pagingStopped = true;
        if (!cancelled) // a cancelled read is not a failure
            Q_EMIT pageFailed(result.error);
        return;
    }
    const QList<Row> rows = rowsOf(result, m_unit);
    const bool end = result.value.toMap().value(QStringLiteral("end")).toBool();
    // Views and testers ask for more while rows go in: not before they are all in.
    const QScopedValueRollback changing(m_changing, true);
    if (!page) {
        mergeHead(rows, end);
        trimToTotal();
        return;
    }
    const std::optional<Row> after = std::exchange(m_fetchAfter, std::nullopt);
    const bool shrunk = after && (m_rows.isEmpty() || before(m_rows.constLast(), *after));
    if (shrunk) // rows were trimmed since: this page would leave a gap, the next one will not
        return;
    if (end) // the end of the zset, wherever ZCARD said it was
        m_pagingStopped = true;
    qsizetype first = 0; // the head may have grown past where the page started
    while (first < rows.size() && !m_rows.isEmpty() && !before(m_rows.constLast(), rows.at(first)))
        ++first;
    const int fresh = int(rows.size() - first);
    if (fresh > 0) {
        const int at = int(m_rows.size());
        beginInsertRows({}, at, at + fresh - 1);
        m_rows.append(rows.mid(first));
        endInsertRows();
    }
    Q_EMIT pageLoaded(fresh);
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
