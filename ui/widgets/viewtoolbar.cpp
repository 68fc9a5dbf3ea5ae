#include "viewtoolbar.h"

#include "viewwidgets.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QMenu>
#include <QSortFilterProxyModel>
#include <QToolButton>

ViewToolBar::ViewToolBar(const QString &placeholder, QSortFilterProxyModel *filter, QWidget *parent)
    : QWidget(parent)
{
    m_layout = new QHBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    if (filter) {
        m_filterEdit = new QLineEdit(this);
        m_filterEdit->setPlaceholderText(placeholder);
        m_filterEdit->setClearButtonEnabled(true);
        ViewWidgets::makeViewFilter(m_filterEdit);
        connect(m_filterEdit, &QLineEdit::textChanged, filter,
                &QSortFilterProxyModel::setFilterFixedString);
        m_layout->addWidget(m_filterEdit, 1);
    } else {
        m_layout->addStretch(1);
    }
}

QToolButton *ViewToolBar::addAction(QAction *action)
{
    auto *button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_layout->addWidget(button);
    return button;
}

QToolButton *ViewToolBar::addMenu(const QString &text, const QList<QAction *> &actions)
{
    auto *button = new QToolButton(this);
    button->setText(text);
    button->setPopupMode(QToolButton::InstantPopup);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto *menu = new QMenu(button);
    menu->addActions(actions);
    button->setMenu(menu);
    m_layout->addWidget(button);
    return button;
}

void ViewToolBar::addWidget(QWidget *widget)
{
    m_layout->addWidget(widget);
}
