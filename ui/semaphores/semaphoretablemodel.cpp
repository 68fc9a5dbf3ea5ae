#include "semaphoretablemodel.h"

#include "rediscommand.h"
#include "semaphorekind.h"
#include "semaphorerowmerge.h"

namespace {
const QString CoordScopeFamily = QStringLiteral("coordscope-semaphore");

QStringList keyNames(const DiscoveredPrimitive &p)
{
    QStringList keys;
    keys.reserve(p.keys.size());
    for (const DiscoveredKey &k : p.keys)
        keys << QString::fromUtf8(k.key);
    return keys;
}

bool isCount(int column)
{
    return column >= SemaphoreTableModel::Holders && column <= SemaphoreTableModel::BeyondLimit;
}

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
    const auto setNumber = [&row](Column column, qint64 n) {
        row.number[column] = n;
        row.text[column] = QString::number(n);
    };
    row.text[Name] = quoteBytes(s.primitive.name, QuoteMode::WhenNeeded, 200);
    row.text[Layout] = s.primitive.library.isEmpty() ? s.primitive.family : s.primitive.library;
    if (s.primitive.family == CoordScopeFamily) {
        SemaphoreKind kind = SemaphoreKind::fromKeys(s.primitive);
        // A kind the keys once decided stays while they still fit it: the locked semaphore's
        // ":semlock" exists only while an acquire runs, so discoveries see it come and go.
        const auto decided = m_decidedKinds.constFind(identityOf(raw));
        if (kind.isKnown()) {
            m_decidedKinds.insert(identityOf(raw), kind.kind);
        } else if (decided != m_decidedKinds.cend() && kind.candidates.contains(*decided)) {
            kind.explanation =
                tr("%1 Seen as %2 earlier: its keys then said so.").arg(kind.explanation, *decided);
            kind.kind = *decided;
        } else if (decided != m_decidedKinds.cend()) {
            m_decidedKinds.remove(identityOf(raw)); // the keys no longer fit it
        }
        row.text[Kind] = kind.text();
        row.kindExplanation = kind.explanation;
    }
    const qint64 expired = countOf(s, "expired").value_or(flagged(s, StateEntry::Flag::Expired));
    const qint64 live = qMax<qint64>(0, s.totalEntries - expired);
    setNumber(Holders, live);
    setNumber(Expired, expired);
    if (s.limit) {
        setNumber(Limit, *s.limit);
        if (row.assumedLimit)
            row.text[Limit] = tr("%1 (assumed)").arg(*s.limit);
        setNumber(Free, qMax<qint64>(0, *s.limit - live));
        setNumber(BeyondLimit, qMax<qint64>(0, live - *s.limit));
    }
    QStringList notes = s.notes;
    if (error.isError())
        notes.prepend(tr("read failed: %1").arg(error.message()));
    row.text[Notes] = notes.join(QStringLiteral("; "));
    return row;
}

void SemaphoreTableModel::forgetServer()
{
    m_hints.clear();
    m_decidedKinds.clear();
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
    // The text decides the tooltips and sort keys too; the keys are what KeysRole shows.
    SemaphoreModelRows<SemaphoreTableModel, Row> rows{
        this, m_rows, {Qt::DisplayRole, Qt::ToolTipRole, SortRole, KeysRole}};
    semaphoreMergeRows(
        m_rows, next, [](const Row &r) { return identityOf(r.state); },
        [](const Row &a, const Row &b) {
            for (int c = 0; c < ColumnCount; ++c)
                if (a.text[c] != b.text[c])
                    return false;
            return keyNames(a.state.primitive) == keyNames(b.state.primitive);
        },
        rows);
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
        case Kind:
            return row.kindExplanation.isEmpty() ? QVariant() : row.kindExplanation;
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
        if (isCount(index.column()))
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case FamilyRole:
        return p.family;
    case NameRole:
        return p.name;
    case KindRole:
        return int(p.kind);
    case KeysRole:
        return keyNames(p);
    case SortRole:
        if (isCount(index.column())) // an empty count (no limit known) sorts last
            return row.number[index.column()] ? QVariant(*row.number[index.column()]) : QVariant();
        return row.text[index.column()];
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
    case Kind:
        return tr("Kind");
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
