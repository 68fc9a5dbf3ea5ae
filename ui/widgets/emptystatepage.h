#pragma once

#include <QWidget>

class QAction;
class QHBoxLayout;
class QLabel;
class QToolButton;
class QVBoxLayout;
class ServerSession;

// What a kind view (Locks, Semaphores…) says on its empty page in each state of the server.
struct KindEmptyTexts
{
    QString subject; // "its locks: who holds what…", after "…connect to a Redis server to see "
    QString looking; // "Looking for locks…"
    QString none;    // "No locks found in this database"
    QString shows;   // what the view shows, once it found none
    QString demo;    // what Load demo data writes (said when writes are allowed); may be empty
};

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

    // The page of a kind view: not connected, waiting for the server, looking (before the first
    // discovery), or none found, with what the view shows and why demo data can or cannot be
    // loaded (read-only mode).
    void showKindState(const ServerSession &session, bool discovered, const KindEmptyTexts &texts);

    // The standard titles, so every view says the same thing in the same state.
    static QString notConnectedTitle();
    static QString waitingTitle();

private:
    QLabel *m_title = nullptr;
    QLabel *m_detail = nullptr;
    QHBoxLayout *m_actions = nullptr;
    QVBoxLayout *m_column = nullptr;
};
