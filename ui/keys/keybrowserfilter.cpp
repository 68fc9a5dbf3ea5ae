#include "keybrowserfilter.h"

#include "keybrowsermodel.h"

KeyBrowserFilter::KeyBrowserFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setFilterKeyColumn(-1);
    setSortCaseSensitivity(Qt::CaseInsensitive);
    setSortRole(KeyBrowserModel::SortRole);
}

void KeyBrowserFilter::setUnclaimedOnly(bool on)
{
    if (on == m_unclaimedOnly)
        return;
    m_unclaimedOnly = on;
    invalidateRowsFilter();
}

bool KeyBrowserFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_unclaimedOnly && sourceModel()
                               ->index(sourceRow, 0, sourceParent)
                               .data(KeyBrowserModel::ClaimedRole)
                               .toBool())
        return false;
    return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
}
