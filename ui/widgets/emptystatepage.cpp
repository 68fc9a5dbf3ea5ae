#include "emptystatepage.h"

#include "serversession.h"
#include "viewwidgets.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

EmptyStatePage::EmptyStatePage(const QString &namePrefix, QWidget *parent)
    : QWidget(parent)
{
    auto *column = new QWidget(this);
    column->setMaximumWidth(620);
    m_title = ViewWidgets::scaledLabel(column, 1.4, true);
    m_title->setObjectName(namePrefix + QStringLiteral("EmptyTitle"));
    m_title->setAlignment(Qt::AlignCenter);
    m_title->setWordWrap(true);
    m_detail = new QLabel(column);
    m_detail->setObjectName(namePrefix + QStringLiteral("EmptyDetail"));
    m_detail->setTextFormat(Qt::PlainText);
    m_detail->setAlignment(Qt::AlignCenter);
    m_detail->setWordWrap(true);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_column = new QVBoxLayout(column);
    m_column->addWidget(m_title);
    m_column->addSpacing(8);
    m_column->addWidget(m_detail);
    m_column->addSpacing(12);
    m_actions = new QHBoxLayout;
    m_actions->addStretch(1);
    m_actions->addStretch(1);
    m_column->addLayout(m_actions);

    auto *centered = new QHBoxLayout;
    centered->addStretch(1);
    centered->addWidget(column, 3);
    centered->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addStretch(1);
    layout->addLayout(centered);
    layout->addStretch(2);
}

void EmptyStatePage::setTitle(const QString &title)
{
    m_title->setText(title);
}

void EmptyStatePage::setDetail(const QString &detail)
{
    m_detail->setText(detail);
}

QString EmptyStatePage::title() const
{
    return m_title->text();
}

QString EmptyStatePage::detail() const
{
    return m_detail->text();
}

QString EmptyStatePage::text() const
{
    return m_title->text() + QLatin1Char('\n') + m_detail->text();
}

QToolButton *EmptyStatePage::addAction(QAction *action)
{
    auto *button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    // Before the closing stretch.
    m_actions->insertWidget(m_actions->count() - 1, button);
    return button;
}

void EmptyStatePage::addWidget(QWidget *widget)
{
    m_column->addWidget(widget);
}

void EmptyStatePage::showKindState(const ServerSession &session, bool discovered,
                                   const KindEmptyTexts &texts)
{
    const RedisClient::State state = session.state();
    if (!session.client() || state == RedisClient::State::Disconnected) {
        setTitle(notConnectedTitle());
        setDetail(
            tr("Start the sandbox or connect to a Redis server to see %1").arg(texts.subject));
    } else if (state != RedisClient::State::Connected) {
        setTitle(waitingTitle());
        setDetail(tr("The view fills in when the connection is back."));
    } else if (!discovered) {
        setTitle(texts.looking);
        setDetail({});
    } else {
        setTitle(texts.none);
        QString detail = texts.shows;
        if (!session.allowsWrites())
            detail += QStringLiteral("\n\n") +
                      tr("Read-only mode is on for this connection: CoordScope sends it only read "
                         "commands, so demo data, which writes keys, cannot be loaded. Turn "
                         "read-only off (Connection › Read-only) or use the sandbox to load it.");
        else if (!texts.demo.isEmpty())
            detail += QStringLiteral("\n\n") + texts.demo;
        setDetail(detail);
    }
}

QString EmptyStatePage::notConnectedTitle()
{
    return tr("Not connected");
}

QString EmptyStatePage::waitingTitle()
{
    return tr("Waiting for the server…");
}
