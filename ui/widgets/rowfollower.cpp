#include "rowfollower.h"

#include <QAbstractItemModel>
#include <QScrollBar>
#include <QTableView>

RowFollower::RowFollower(QTableView *table)
    : QObject(table)
    , m_table(table)
{
    QScrollBar *bar = table->verticalScrollBar();
    // The range grows with new rows and with a smaller viewport (a horizontal scroll bar that
    // appears with the vertical one): while following, the value goes with the maximum.
    connect(bar, &QScrollBar::rangeChanged, this, [this] {
        if (m_following)
            scrollToBottom();
    });
    // Any other move of the value is the user's (wheel, drag, keys, a selected row): it says
    // whether to follow. A value clamped by a shrinking range lands on the maximum: following.
    connect(bar, &QScrollBar::valueChanged, this, [this, bar](int value) {
        if (!m_scrolling)
            updateFollowing(value >= bar->maximum());
    });
    // Rows inserted before the view's delayed layout has updated the range.
    connect(table->model(), &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_following)
            scrollToBottom();
    });
}

void RowFollower::setFollowing(bool following)
{
    if (following)
        scrollToBottom();
    updateFollowing(following);
}

void RowFollower::scrollToBottom()
{
    m_scrolling = true;
    m_table->scrollToBottom();
    m_scrolling = false;
}

void RowFollower::updateFollowing(bool following)
{
    if (following == m_following)
        return;
    m_following = following;
    Q_EMIT followingChanged(following);
}
