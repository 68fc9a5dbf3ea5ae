#include "primitivelistmodel.h"

#include "durationtext.h"
#include "primitivekind.h"
#include "rediscommand.h"

#include <QBrush>
#include <QColor>

#include <algorithm>
#include <numeric>

namespace {
QString bytesText(const QByteArray &bytes, qsizetype maxLength = 60)
{
    return quoteBytes(bytes, QuoteMode::WhenNeeded, maxLength);
}

std::optional<qint64> count(const PrimitiveState &state, const QByteArray &role)
{
    for (const auto &[name, n] : state.counts)
        if (name == role)
            return n;
    return std::nullopt;
}

QString countsText(const PrimitiveState &state)
{
    QStringList parts;
    for (const auto &[name, n] : state.counts)
        if (!name.startsWith("deadline-ms:")) // a time, not a size: the entries show it
            parts << QStringLiteral("%1 %2").arg(QString::fromUtf8(name)).arg(n);
    return parts.join(QStringLiteral(" · "));
}
} // namespace

PrimitiveListModel::PrimitiveListModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

QString PrimitiveListModel::headline(const PrimitiveState &s)
{
    const PrimitiveKind kind = s.primitive.kind;
    if (isLockKind(kind)) {
        if (!s.holder && s.ttlMs == -2)
            return s.totalEntries > 0 ? tr("free · %1 waiting").arg(s.totalEntries) : tr("free");
        QString text = s.holder ? tr("held by %1").arg(bytesText(*s.holder, 40)) : tr("held");
        if (const auto holds = count(s, "holds"); holds && *holds > 1)
            text += tr(" ×%1").arg(*holds);
        text += s.ttlMs >= 0 ? tr(" · %1 left").arg(durationText(s.ttlMs)) : tr(" · no expiry");
        if (kind == PrimitiveKind::FairLock && s.totalEntries > 0)
            text += tr(" · %1 waiting").arg(s.totalEntries);
        return text;
    }
    switch (kind) {
    case PrimitiveKind::Semaphore:
    case PrimitiveKind::ExpirableSemaphore: {
        QString text = s.limit ? tr("%1 / %2 holders").arg(s.totalEntries).arg(*s.limit)
                               : tr("%n holder(s)", nullptr, int(s.totalEntries));
        if (const auto expired = count(s, "expired"); expired && *expired > 0)
            text += tr(" · %1 expired").arg(*expired);
        return text;
    }
    case PrimitiveKind::DelayedQueue: {
        const qint64 total = count(s, "total").value_or(s.totalEntries);
        if (const auto due = count(s, "due"))
            return tr("%1 due of %2").arg(*due).arg(total);
        return tr("%1 scheduled").arg(total);
    }
    case PrimitiveKind::RateLimiter: {
        const QString subjects = tr("%n subject(s)", nullptr, int(s.totalEntries));
        return s.limit ? tr("%1 · limit %2").arg(subjects).arg(*s.limit) : subjects;
    }
    default:
        break;
    }
    const QString counts = countsText(s);
    if (!counts.isEmpty())
        return counts;
    return s.totalEntries > 0 ? tr("%n entry(s)", nullptr, int(s.totalEntries)) : QString();
}

bool PrimitiveListModel::Row::sameIdentity(const Row &other) const
{
    return state.primitive.family == other.state.primitive.family &&
           state.primitive.name == other.state.primitive.name;
}

bool PrimitiveListModel::Row::looksSame(const Row &other) const
{
    if (failed != other.failed)
        return false;
    for (int c = 0; c < ColumnCount; ++c)
        if (text[c] != other.text[c] || toolTip[c] != other.toolTip[c])
            return false;
    return true;
}

bool PrimitiveListModel::lessThan(const PrimitiveState &a, const PrimitiveState &b)
{
    const DiscoveredPrimitive &x = a.primitive;
    const DiscoveredPrimitive &y = b.primitive;
    if (x.kind != y.kind)
        return x.kind < y.kind;
    if (x.family != y.family)
        return x.family < y.family;
    return x.name < y.name;
}

PrimitiveListModel::Row PrimitiveListModel::makeRow(const PrimitiveState &state,
                                                    const RedisError &error)
{
    Row row;
    row.state = state;
    const DiscoveredPrimitive &p = state.primitive;
    row.text[Kind] = primitiveKindName(p.kind);
    row.toolTip[Kind] = primitiveKindDescription(p.kind);
    row.text[Name] = bytesText(p.name, 200);
    row.text[Library] = p.library;
    row.toolTip[Library] = tr("Layout: %1").arg(p.family);
    QStringList keys;
    for (const DiscoveredKey &k : p.keys)
        keys << bytesText(k.key, 200);
    row.text[Keys] = keys.size() == 1 ? keys.first() : tr("%n key(s)", nullptr, int(keys.size()));
    row.toolTip[Keys] = keys.join(QLatin1Char('\n'));
    row.failed = error.isError();
    row.text[State] = row.failed ? tr("read failed: %1").arg(error.message()) : headline(state);
    QStringList notes = state.notes;
    if (row.failed)
        notes.prepend(error.toString());
    row.toolTip[State] = notes.join(QLatin1Char('\n'));
    if (!state.notes.isEmpty() && !row.failed)
        row.text[State] += tr("  (%n note(s))", nullptr, int(state.notes.size()));
    return row;
}

void PrimitiveListModel::setStates(const QList<PrimitiveState> &states,
                                   const QList<RedisError> &errors, const QList<quint64> &versions)
{
    // The monitor's order already is the model's (discovery sorts so); sort only when not.
    QList<qsizetype> order(states.size());
    std::iota(order.begin(), order.end(), 0);
    const auto byPrimitive = [&](qsizetype a, qsizetype b) {
        return lessThan(states.at(a), states.at(b));
    };
    if (!std::is_sorted(order.cbegin(), order.cend(), byPrimitive))
        std::stable_sort(order.begin(), order.end(), byPrimitive);
    const bool versioned = versions.size() == states.size();
    const auto rowFor = [&](qsizetype k) {
        Row row = makeRow(states.at(k), k < errors.size() ? errors.at(k) : RedisError());
        row.version = versioned ? versions.at(k) : 0;
        return row;
    };

    // A merge of two sorted lists: gone rows are removed, new ones inserted where they sort,
    // and rows that look different afterwards are reported in contiguous runs.
    QList<int> changed;
    int i = 0;
    qsizetype j = 0;
    const qsizetype n = order.size();
    while (i < m_rows.size() || j < n) {
        if (j == n || (i < m_rows.size() && lessThan(m_rows.at(i).state, states.at(order.at(j))))) {
            int last = i;
            while (last + 1 < m_rows.size() &&
                   (j == n || lessThan(m_rows.at(last + 1).state, states.at(order.at(j)))))
                ++last;
            beginRemoveRows({}, i, last);
            m_rows.remove(i, last - i + 1);
            endRemoveRows();
        } else if (i == m_rows.size() || lessThan(states.at(order.at(j)), m_rows.at(i).state)) {
            qsizetype end = j + 1;
            while (end < n &&
                   (i == m_rows.size() || lessThan(states.at(order.at(end)), m_rows.at(i).state)))
                ++end;
            beginInsertRows({}, i, i + int(end - j) - 1);
            for (qsizetype k = j; k < end; ++k)
                m_rows.insert(i + int(k - j), rowFor(order.at(k)));
            endInsertRows();
            i += int(end - j);
            j = end;
        } else {
            const qsizetype k = order.at(j);
            if (!versioned || m_rows.at(i).version != versions.at(k)) {
                Row fresh = rowFor(k);
                if (!m_rows.at(i).looksSame(fresh))
                    changed << i;
                m_rows[i] = std::move(fresh); // same look or not: the fresher numbers
            }
            ++i;
            ++j;
        }
    }
    for (qsizetype k = 0; k < changed.size();) {
        qsizetype end = k + 1;
        while (end < changed.size() && changed.at(end) == changed.at(end - 1) + 1)
            ++end;
        Q_EMIT dataChanged(index(changed.at(k), 0), index(changed.at(end - 1), ColumnCount - 1));
        k = end;
    }
}

int PrimitiveListModel::rowOf(const QString &family, const QByteArray &name) const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_rows.at(r).state.primitive.family == family &&
            m_rows.at(r).state.primitive.name == name)
            return r;
    return -1;
}

const PrimitiveState &PrimitiveListModel::stateAt(int row) const
{
    return m_rows.at(row).state;
}

int PrimitiveListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PrimitiveListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PrimitiveListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return row.text[index.column()];
    case Qt::ToolTipRole:
        return row.toolTip[index.column()].isEmpty() ? QVariant() : row.toolTip[index.column()];
    case Qt::ForegroundRole:
        if (index.column() == State && row.failed)
            return QBrush(QColor(0xc0, 0x30, 0x30));
        return {};
    case FamilyRole:
        return row.state.primitive.family;
    case NameRole:
        return row.state.primitive.name;
    case KindRole:
        return int(row.state.primitive.kind);
    case HasNotesRole:
        return !row.state.notes.isEmpty();
    default:
        return {};
    }
}

QVariant PrimitiveListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Kind:
        return tr("Kind");
    case Name:
        return tr("Name");
    case Library:
        return tr("Library");
    case Keys:
        return tr("Keys");
    case State:
        return tr("State");
    default:
        return {};
    }
}
