#pragma once

#include <QList>
#include <QWidget>

class QAction;
class QHBoxLayout;
class QLineEdit;
class QSortFilterProxyModel;
class QToolButton;

// The bar above a view's table: a filter box that drives a QSortFilterProxyModel, then
// text-only buttons for the view's actions (Export, demo traffic, Refresh…).
class ViewToolBar : public QWidget
{
    Q_OBJECT

public:
    // `filter` may be null (a bar without a filter box).
    ViewToolBar(const QString &placeholder, QSortFilterProxyModel *filter,
                QWidget *parent = nullptr);

    QLineEdit *filterEdit() const { return m_filterEdit; }
    QToolButton *addAction(QAction *action);
    // A button that opens a menu of `actions` (e.g. "Export" → CSV…, PNG…).
    QToolButton *addMenu(const QString &text, const QList<QAction *> &actions);
    // Any other widget, after the buttons added so far.
    void addWidget(QWidget *widget);

private:
    QLineEdit *m_filterEdit = nullptr;
    QHBoxLayout *m_layout = nullptr;
};
