#include "addressbooklistmodel.h"

#include <algorithm>

AddressBookListModel::AddressBookListModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

AddressBookListModel::Row AddressBookListModel::makeRow(const PrimitiveState &state)
{
    Row row;
    row.kind = state.primitive.kind;
    row.family = state.primitive.family;
    row.name = state.primitive.name;
    row.size = state.totalEntries;
    for (const DiscoveredKey &k : state.primitive.keys) {
        if (k.role == "markers")
            continue;
        if (row.key.isEmpty())
            row.key = k.key;
        if (k.part == "folded")
            row.folded = true;
    }
    for (const auto &[label, count] : state.counts) {
        if (label.startsWith("markers"))
            row.markers += count;
        else if (label.startsWith("names") && count > row.size)
            row.size = count;
    }
    return row;
}

void AddressBookListModel::setSnapshot(const InspectorSnapshot &snapshot)
{
    QList<Row> next;
    m_notes.clear();
    for (const PrimitiveState &state : snapshot.states) {
        if (state.primitive.kind != PrimitiveKind::AddressBook &&
            state.primitive.kind != PrimitiveKind::RecentContacts)
            continue;
        next << makeRow(state);
        for (const QString &note : state.notes)
            m_notes << QString::fromUtf8(state.primitive.name) + QLatin1String(": ") + note;
    }
    const auto same = [](const Row &a, const Row &b) {
        return a.kind == b.kind && a.family == b.family && a.name == b.name;
    };
    for (int r = int(m_rows.size()) - 1; r >= 0; --r) {
        if (std::none_of(next.cbegin(), next.cend(),
                         [&](const Row &n) { return same(n, m_rows[r]); })) {
            beginRemoveRows({}, r, r);
            m_rows.removeAt(r);
            endRemoveRows();
        }
    }
    QList<Row> added;
    for (const Row &n : std::as_const(next)) {
        const auto it = std::find_if(m_rows.begin(), m_rows.end(),
                                     [&](const Row &old) { return same(n, old); });
        if (it == m_rows.end()) {
            added << n;
        } else if (!(*it == n)) {
            *it = n;
            const int r = int(it - m_rows.begin());
            Q_EMIT dataChanged(index(r, 0), index(r, ColumnCount - 1));
        }
    }
    if (!added.isEmpty()) {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + added.size() - 1));
        m_rows << added;
        endInsertRows();
    }
}

void AddressBookListModel::clear()
{
    m_notes.clear();
    if (m_rows.isEmpty())
        return;
    beginRemoveRows({}, 0, int(m_rows.size()) - 1);
    m_rows.clear();
    endRemoveRows();
}

int AddressBookListModel::rowOf(PrimitiveKind kind, const QByteArray &name) const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_rows[r].kind == kind && m_rows[r].name == name)
            return r;
    return -1;
}

QStringList AddressBookListModel::bookNames() const
{
    QStringList names;
    for (const Row &row : m_rows)
        if (row.kind == PrimitiveKind::AddressBook &&
            row.family.startsWith(QLatin1String("coordscope")))
            names << QString::fromUtf8(row.name);
    names.removeDuplicates();
    return names;
}

int AddressBookListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AddressBookListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AddressBookListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case KeyRole:
        return row.key;
    case NameRole:
        return row.name;
    case KindRole:
        return int(row.kind);
    case Qt::ToolTipRole:
        return primitiveKindDescription(row.kind);
    case Qt::DisplayRole:
        switch (index.column()) {
        case Name:
            return QString::fromUtf8(row.name);
        case Kind:
            return primitiveKindName(row.kind);
        case Size:
            return row.size;
        case CaseInsensitive:
            return row.kind == PrimitiveKind::AddressBook ? (row.folded ? tr("yes") : tr("no"))
                                                          : QString();
        case Markers:
            return row.kind == PrimitiveKind::AddressBook ? QVariant(row.markers) : QVariant();
        case Key:
            return QString::fromUtf8(row.key);
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant AddressBookListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Name:
        return tr("Name");
    case Kind:
        return tr("Kind");
    case Size:
        return tr("Entries");
    case CaseInsensitive:
        return tr("Case-insensitive");
    case Markers:
        return tr("Markers in flight");
    case Key:
        return tr("Key");
    }
    return {};
}
