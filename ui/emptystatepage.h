#pragma once

#include <QWidget>

class QAction;
class QHBoxLayout;
class QLabel;
class QToolButton;
class QVBoxLayout;

// The page a view shows instead of its table when there is nothing to list: a title, a line or
// two on what the view shows and why it is empty, and one-click actions (Load demo data,
// Refresh) centred under them. Every view builds it the same way, so it lives here.
class EmptyStatePage : public QWidget
{
    Q_OBJECT

public:
    // `namePrefix` names the children for tests and style sheets: <prefix>EmptyTitle,
    // <prefix>EmptyDetail.
    explicit EmptyStatePage(const QString &namePrefix, QWidget *parent = nullptr);

    void setTitle(const QString &title);
    void setDetail(const QString &detail);
    QString title() const;
    QString detail() const;
    // "title\ndetail", what the views' emptyStateText() return.
    QString text() const;
    QLabel *detailLabel() const { return m_detail; }

    // A text-only button for `action`, centred in the row of actions; it follows the action's
    // text, enabled state and tooltip.
    QToolButton *addAction(QAction *action);
    // A widget under the actions (a status line).
    void addWidget(QWidget *widget);

    // The standard titles, so every view says the same thing in the same state.
    static QString notConnectedTitle();
    static QString waitingTitle();

private:
    QLabel *m_title = nullptr;
    QLabel *m_detail = nullptr;
    QHBoxLayout *m_actions = nullptr;
    QVBoxLayout *m_column = nullptr;
};
