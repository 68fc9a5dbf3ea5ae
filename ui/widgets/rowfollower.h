#pragma once

#include <QObject>

class QTableView;

// Keeps a table's newest (last) row in sight as its model adds rows, like `tail -f`: scrolling
// away from the bottom stops following, scrolling back to the bottom (or setFollowing(true))
// resumes it. Following is decided by where the user left the scroll bar, not re-guessed at
// each insertion, so a burst that changes the viewport (a scroll bar appearing, rows evicted at
// the top, a delayed layout) keeps the bottom in sight.
class RowFollower : public QObject
{
    Q_OBJECT
public:
    explicit RowFollower(QTableView *table);

    bool isFollowing() const { return m_following; }
    // true scrolls to the newest row now.
    void setFollowing(bool following);

Q_SIGNALS:
    void followingChanged(bool following);

private:
    void scrollToBottom();
    void updateFollowing(bool following);

    QTableView *m_table;
    bool m_following = true;
    bool m_scrolling = false; // our own scroll, not the user's
};
