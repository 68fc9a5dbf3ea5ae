#include "clusternodemodel.h"

#include "clustereventmodel.h"

#include <QColor>
#include <QLocale>

#include <algorithm>

ClusterNodeModel::ClusterNodeModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

int ClusterNodeModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ClusterNodeModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ClusterNodeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Role:
            return tr("Role");
        case Address:
            return tr("Address");
        case Id:
            return tr("Id");
        case Slots:
            return tr("Slot ranges");
        case SlotCount:
            return tr("Slots");
        case Keys:
            return tr("Keys");
        case Link:
            return tr("Link");
        case LastRedirect:
            return tr("Last redirection");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Id:
            return tr("The first 8 characters of the node's id (CLUSTER MYID)");
        case Keys:
            return tr("DBSIZE on each master, read every few seconds");
        case Link:
            return tr("CoordScope's connection to the node (made when a command first needs it)");
        case LastRedirect:
            return tr("The last MOVED, ASK, TRYAGAIN or CLUSTERDOWN this node answered");
        }
    }
    return {};
}

QVariant ClusterNodeModel::display(const Row &row, int column) const
{
    switch (column) {
    case Role:
        if (row.master)
            return row.failed ? tr("master (failed)") : tr("master");
        if (row.masterAddress.isEmpty())
            return row.failed ? tr("node (failed)") : tr("node");
        return row.failed ? tr("replica of %1 (failed)").arg(row.masterAddress)
                          : tr("replica of %1").arg(row.masterAddress);
    case Address:
        return row.address;
    case Id:
        return QString::fromLatin1(row.id.left(8));
    case Slots:
        return row.master ? row.ranges : QString();
    case SlotCount:
        return row.master ? QLocale().toString(row.slotCount) : QString();
    case Keys:
        return row.master && row.keys >= 0 ? QLocale().toString(row.keys) : QString();
    case Link:
        if (!row.linked)
            return tr("not used yet");
        switch (row.link) {
        case ClusterNodeLink::State::Connecting:
            return tr("connecting");
        case ClusterNodeLink::State::Connected:
            return tr("connected");
        case ClusterNodeLink::State::Failed:
            return row.linkError.isEmpty() ? tr("failed") : tr("failed: %1").arg(row.linkError);
        }
        return {};
    case LastRedirect:
        return row.lastRedirect;
    }
    return {};
}

QVariant ClusterNodeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return display(row, index.column());
    case Qt::ToolTipRole:
        if (index.column() == Id)
            return QString::fromLatin1(row.id);
        if (index.column() == Link && !row.linkError.isEmpty())
            return row.linkError;
        return display(row, index.column());
    case Qt::ForegroundRole:
        if (row.failed ||
            (index.column() == Link && row.linked && row.link == ClusterNodeLink::State::Failed))
            return QColor(0xc6, 0x28, 0x28);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == SlotCount || index.column() == Keys)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case AddressRole:
        return row.address;
    case MasterRole:
        return row.master;
    case FailedRole:
        return row.failed;
    case SortRole:
        if (index.column() == SlotCount)
            return row.slotCount;
        if (index.column() == Keys)
            return row.keys;
        return display(row, index.column());
    }
    return {};
}

// Masters by their first slot, each followed by its replicas; nodes that are neither (a failed
// master that lost its slots) last.
QList<ClusterNodeModel::Row> ClusterNodeModel::rowsOf(const ClusterTopology &topology)
{
    const QList<ClusterTopology::Node> &nodes = topology.nodes();
    QList<QList<const ClusterTopology::Range *>> rangesOf(nodes.size());
    QList<int> masterOf(nodes.size(), -1); // a replica's master
    for (const ClusterTopology::Range &range : topology.ranges()) {
        if (range.master < 0 || range.master >= nodes.size())
            continue;
        rangesOf[range.master].append(&range);
        for (int replica : range.replicas)
            if (replica >= 0 && replica < nodes.size())
                masterOf[replica] = range.master;
    }
    QList<int> masters = topology.masters();
    std::sort(masters.begin(), masters.end(), [&](int a, int b) {
        return rangesOf.at(a).value(0)->first < rangesOf.at(b).value(0)->first;
    });
    const auto rowOf = [&](int n) {
        const ClusterTopology::Node &node = nodes.at(n);
        Row row;
        row.address = node.address();
        row.id = node.id;
        row.failed = node.failed;
        row.master = !rangesOf.at(n).isEmpty();
        if (masterOf.at(n) >= 0)
            row.masterAddress = nodes.at(masterOf.at(n)).address();
        QStringList ranges;
        for (const ClusterTopology::Range *r : rangesOf.at(n)) {
            ranges << (r->first == r->last ? QString::number(r->first)
                                           : QStringLiteral("%1-%2").arg(r->first).arg(r->last));
            row.slotCount += r->last - r->first + 1;
        }
        row.ranges = ranges.join(QStringLiteral(", "));
        return row;
    };
    QList<Row> rows;
    QList<bool> placed(nodes.size(), false);
    for (int m : std::as_const(masters)) {
        rows << rowOf(m);
        placed[m] = true;
        for (int n = 0; n < nodes.size(); ++n)
            if (!placed.at(n) && masterOf.at(n) == m && rangesOf.at(n).isEmpty()) {
                rows << rowOf(n);
                placed[n] = true;
            }
    }
    for (int n = 0; n < nodes.size(); ++n)
        if (!placed.at(n))
            rows << rowOf(n);
    return rows;
}

bool ClusterNodeModel::sameMapFields(const Row &a, const Row &b)
{
    return a.id == b.id && a.master == b.master && a.failed == b.failed &&
           a.masterAddress == b.masterAddress && a.ranges == b.ranges;
}

void ClusterNodeModel::setTopology(const ClusterTopology &topology)
{
    const QList<Row> fresh = rowsOf(topology);
    QList<QString> order;
    for (const Row &r : fresh)
        order << r.address;
    // Gone: removed from the back, so the indexes ahead stay right.
    for (int i = int(m_rows.size()) - 1; i >= 0; --i)
        if (!order.contains(m_rows.at(i).address)) {
            beginRemoveRows({}, i, i);
            m_rows.removeAt(i);
            endRemoveRows();
        }
    // Kept: in the new order (a failover moves a promoted replica up).
    QList<QString> kept;
    for (const QString &address : std::as_const(order))
        if (rowOf(address) >= 0)
            kept << address;
    reorder(kept);
    // New rows inserted where they belong; kept ones updated in place.
    for (int i = 0; i < fresh.size(); ++i) {
        const Row &next = fresh.at(i);
        if (i >= m_rows.size() || m_rows.at(i).address != next.address) {
            beginInsertRows({}, i, i);
            m_rows.insert(i, next);
            endInsertRows();
            continue;
        }
        Row &row = m_rows[i];
        if (sameMapFields(row, next))
            continue;
        row.id = next.id;
        row.master = next.master;
        row.failed = next.failed;
        row.masterAddress = next.masterAddress;
        row.ranges = next.ranges;
        row.slotCount = next.slotCount;
        rowChanged(i, 0, ColumnCount - 1);
    }
}

void ClusterNodeModel::reorder(const QList<QString> &order)
{
    QList<QString> now;
    for (const Row &r : std::as_const(m_rows))
        now << r.address;
    if (now == order)
        return;
    Q_EMIT layoutAboutToBeChanged();
    const QModelIndexList before = persistentIndexList();
    QList<Row> rows;
    for (const QString &address : order)
        rows << m_rows.at(now.indexOf(address));
    m_rows = rows;
    QModelIndexList after;
    for (const QModelIndex &index : before)
        after << index.sibling(int(order.indexOf(now.at(index.row()))), index.column());
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged();
}

void ClusterNodeModel::setLinks(const QList<ClusterNodeLink> &links)
{
    for (int i = 0; i < m_rows.size(); ++i) {
        Row &row = m_rows[i];
        const auto it = std::find_if(links.begin(), links.end(), [&](const ClusterNodeLink &l) {
            return l.node == row.address;
        });
        const bool linked = it != links.end();
        const auto state = linked ? it->state : ClusterNodeLink::State::Connecting;
        const QString error = linked ? it->lastError : QString();
        if (linked == row.linked && state == row.link && error == row.linkError)
            continue;
        row.linked = linked;
        row.link = state;
        row.linkError = error;
        rowChanged(i, Link, Link);
    }
}

void ClusterNodeModel::setKeyCounts(const QHash<QString, qint64> &keys)
{
    for (int i = 0; i < m_rows.size(); ++i) {
        Row &row = m_rows[i];
        const auto it = keys.constFind(row.address);
        if (it == keys.constEnd() || *it == row.keys)
            continue;
        row.keys = *it;
        rowChanged(i, Keys, Keys);
    }
}

void ClusterNodeModel::noteRedirect(const ClusterRedirect &redirect)
{
    const int i = rowOf(redirect.from);
    if (i < 0)
        return;
    const QString text = ClusterEventModel::redirectText(redirect);
    if (m_rows.at(i).lastRedirect == text)
        return;
    m_rows[i].lastRedirect = text;
    rowChanged(i, LastRedirect, LastRedirect);
}

void ClusterNodeModel::clear()
{
    if (m_rows.isEmpty())
        return;
    beginResetModel();
    m_rows.clear();
    endResetModel();
}

int ClusterNodeModel::rowOf(const QString &address) const
{
    for (int i = 0; i < m_rows.size(); ++i)
        if (m_rows.at(i).address == address)
            return i;
    return -1;
}

int ClusterNodeModel::masterCount() const
{
    return int(std::count_if(m_rows.begin(), m_rows.end(), [](const Row &r) { return r.master; }));
}

void ClusterNodeModel::rowChanged(int row, int firstColumn, int lastColumn)
{
    Q_EMIT dataChanged(index(row, firstColumn), index(row, lastColumn));
}
