#pragma once

#include <QSortFilterProxyModel>

// The key browser's filter: the text filter of every view's table, plus "Unclaimed only", which
// hides the keys a discovered primitive owns (KeyBrowserModel::ClaimedRole).
class KeyBrowserFilter : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit KeyBrowserFilter(QObject *parent = nullptr);

    bool unclaimedOnly() const { return m_unclaimedOnly; }
    void setUnclaimedOnly(bool on);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool m_unclaimedOnly = false;
};
