#include "semaphoretablemodel.h"

#include "primitivelistmodel.h"
#include "rediscommand.h"
#include "semaphorerowmerge.h"

namespace {
std::optional<qint64> countOf(const PrimitiveState &state, const QByteArray &role)
{
    for (const auto &[name, n] : state.counts)
        if (name == role)
            return n;
    return std::nullopt;
}

qint64 flagged(const PrimitiveState &state, StateEntry::Flag flag)
{
    qint64 n = 0;
    for (const StateEntry &e : state.entries)
        n += e.flag == flag ? 1 : 0;
    return n;
}
} // namespace

SemaphoreTableModel::SemaphoreTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

bool SemaphoreTableModel::isSemaphore(const PrimitiveState &state)
{
    switch (state.primitive.kind) {
    case PrimitiveKind::Semaphore:
    case PrimitiveKind::ExpirableSemaphore:
        return true;
    default: // a Counter (any integer string) is at most maybe a semaphore: not listed
        return false;
    }
}

PrimitiveState SemaphoreTableModel::withLimit(PrimitiveState state, std::optional<qint64> limit)
{
    if (state.limit || !limit || *limit <= 0)
        return state;
    state.limit = limit;
    qint64 live = 0;
    for (StateEntry &e : state.entries) {
        if (e.flag == StateEntry::Flag::Expired)
            continue;
        if (live >= *limit)
            e.flag = StateEntry::Flag::BeyondLimit;
        ++live;
    }
    return state;
}

SemaphoreTableModel::Identity SemaphoreTableModel::identityOf(const PrimitiveState &state)
{
    return {state.primitive.family, state.primitive.name};
}

SemaphoreTableModel::Row SemaphoreTableModel::makeRow(const PrimitiveState &raw,
                                                      const RedisError &error) const
{
    Row row;
    const auto hint = m_hints.constFind(identityOf(raw));
    row.assumedLimit = !raw.limit && hint != m_hints.cend();
    row.state =
        withLimit(raw, hint != m_hints.cend() ? std::optional<qint64>(*hint) : std::nullopt);
    const PrimitiveState &s = row.state;
    row.text[Name] = quoteBytes(s.primitive.name, QuoteMode::WhenNeeded, 200);
    row.text[Layout] = s.primitive.library.isEmpty() ? s.primitive.family : s.primitive.library;
    if (s.primitive.kind == PrimitiveKind::Counter) {
        // A permits counter (Redisson's RSemaphore): the value is what is free.
        const auto value = countOf(s, "counter");
        const auto available = countOf(s, "available");
        if (available || value)
            row.text[Free] = QString::number(available ? *available : *value);
        row.text[Holders] = tr("not recorded");
    } else {
        const qint64 expired =
            countOf(s, "expired").value_or(flagged(s, StateEntry::Flag::Expired));
        const qint64 live = qMax<qint64>(0, s.totalEntries - expired);
        row.text[Holders] = QString::number(live);
        row.text[Expired] = QString::number(expired);
        if (s.limit) {
            row.text[Limit] =
                row.assumedLimit ? tr("%1 (assumed)").arg(*s.limit) : QString::number(*s.limit);
            row.text[Free] = QString::number(qMax<qint64>(0, *s.limit - live));
            row.text[BeyondLimit] = QString::number(qMax<qint64>(0, live - *s.limit));
        }
    }
    QStringList notes = s.notes;
    if (error.isError())
        notes.prepend(tr("read failed: %1").arg(error.message()));
    row.text[Notes] = notes.join(QStringLiteral("; "));
    return row;
}

void SemaphoreTableModel::setStates(const QList<PrimitiveState> &states,
                                    const QList<RedisError> &errors)
{
    m_lastStates.clear();
    m_lastErrors.clear();
    QList<Row> next;
    QSet<Identity> seen;
    for (qsizetype i = 0; i < states.size(); ++i) {
        const PrimitiveState &s = states.at(i);
        if (!isSemaphore(s) || seen.contains(identityOf(s)))
            continue;
        seen.insert(identityOf(s));
        const RedisError error = i < errors.size() ? errors.at(i) : RedisError();
        m_lastStates.append(s);
        m_lastErrors.append(error);
        next.append(makeRow(s, error));
    }
    struct Ops
    {
        SemaphoreTableModel *m;
        void remove(int first, int last)
        {
            m->beginRemoveRows({}, first, last);
            m->m_rows.remove(first, last - first + 1);
            m->endRemoveRows();
        }
        void insert(int at, const QList<Row> &rows)
        {
            m->beginInsertRows({}, at, at + int(rows.size()) - 1);
            for (qsizetype k = 0; k < rows.size(); ++k)
                m->m_rows.insert(at + k, rows.at(k));
            m->endInsertRows();
        }
        void changed(int first, int last)
        {
            Q_EMIT m->dataChanged(m->index(first, 0), m->index(last, ColumnCount - 1));
        }
    } ops{this};
    semaphoreMergeRows(
        m_rows, next, [](const Row &r) { return identityOf(r.state); },
        [](const Row &a, const Row &b) {
            for (int c = 0; c < ColumnCount; ++c)
                if (a.text[c] != b.text[c])
                    return false;
            return true;
        },
        ops);
}

void SemaphoreTableModel::setLimitHint(const QString &family, const QByteArray &name, int limit)
{
    m_hints.insert({family, name}, limit);
    setStates(QList<PrimitiveState>(m_lastStates), QList<RedisError>(m_lastErrors));
}

std::optional<qint64> SemaphoreTableModel::limitHint(const QString &family,
                                                     const QByteArray &name) const
{
    const auto it = m_hints.constFind({family, name});
    return it == m_hints.cend() ? std::nullopt : std::optional<qint64>(*it);
}

int SemaphoreTableModel::rowOf(const QString &family, const QByteArray &name) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).state.primitive.family == family &&
            m_rows.at(i).state.primitive.name == name)
            return i;
    return -1;
}

const PrimitiveState &SemaphoreTableModel::stateAt(int row) const
{
    return m_rows.at(row).state;
}

bool SemaphoreTableModel::limitIsAssumed(int row) const
{
    return m_rows.at(row).assumedLimit;
}

int SemaphoreTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SemaphoreTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SemaphoreTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const DiscoveredPrimitive &p = row.state.primitive;
    switch (role) {
    case Qt::DisplayRole:
        return row.text[index.column()];
    case Qt::ToolTipRole:
        switch (index.column()) {
        case Name:
            return primitiveKindDescription(p.kind);
        case Layout:
            return tr("Layout: %1").arg(p.family);
        case Limit:
            return row.assumedLimit ? tr("This layout does not store its limit: this is the "
                                         "limit CoordScope last used on it")
                                    : QVariant();
        case Expired:
            return tr("Members past their lease that no acquire has cleaned up yet");
        case BeyondLimit:
            return tr("Live members ranked at or past the limit: they should not hold a permit");
        case Notes:
            return row.text[Notes];
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        if (index.column() >= Holders && index.column() <= BeyondLimit)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case FamilyRole:
        return p.family;
    case NameRole:
        return p.name;
    case KindRole:
        return int(p.kind);
    case KeysRole: {
        QStringList keys;
        for (const DiscoveredKey &k : p.keys)
            keys << QString::fromUtf8(k.key);
        return keys;
    }
    default:
        return {};
    }
}

QVariant SemaphoreTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
        section >= ColumnCount)
        return {};
    switch (Column(section)) {
    case Name:
        return tr("Name");
    case Layout:
        return tr("Layout");
    case Holders:
        return tr("Holders");
    case Limit:
        return tr("Limit");
    case Free:
        return tr("Free");
    case Expired:
        return tr("Expired");
    case BeyondLimit:
        return tr("Beyond limit");
    case Notes:
        return tr("Notes");
    case ColumnCount:
        break;
    }
    return {};
}
