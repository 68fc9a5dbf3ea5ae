#pragma once

#include <QWidget>

class CommandLogModel;
class QLabel;
class QLineEdit;
class RowFollower;
class QSortFilterProxyModel;
class QTableView;
class QTimer;
class QToolButton;

// The Command log: every command the connections sent, newest at the bottom, filtered by
// command or connection text. Follows the newest row unless the user scrolled up (the Follow
// button shows it and brings the view back) or paused it.
class CommandLogView : public QWidget
{
    Q_OBJECT
public:
    explicit CommandLogView(CommandLogModel *model, QWidget *parent = nullptr);

    CommandLogModel *model() const { return m_model; }
    QSortFilterProxyModel *proxyModel() const { return m_proxy; }
    QTableView *tableView() const { return m_table; }
    QLineEdit *filterEdit() const { return m_filter; }
    QToolButton *followButton() const { return m_follow; }
    QLabel *countLabel() const { return m_count; }
    bool isFollowing() const;

    void focusFilter();
    // The selected rows as tab-separated lines, with the full command.
    QString selectedText() const;
    void copySelection();

private:
    void setupTable();
    void updateCount();

    CommandLogModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_table;
    QLineEdit *m_filter;
    RowFollower *m_follower = nullptr;
    QToolButton *m_follow;
    QToolButton *m_pause;
    QToolButton *m_clear;
    QLabel *m_count;
    QTimer *m_pausedCountTimer;
};
