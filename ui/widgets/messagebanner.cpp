#include "messagebanner.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

MessageBanner::MessageBanner(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("messageBanner"));
    setFrameShape(QFrame::StyledPanel);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close->setAutoRaise(true);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setToolTip(tr("Dismiss"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 6, 6, 6);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    connect(m_close, &QToolButton::clicked, this, &QWidget::hide);
    hide();
}

void MessageBanner::showMessage(const QString &text, Severity severity)
{
    const bool error = severity == Severity::Error;
    setStyleSheet(
        error ? QStringLiteral("#messageBanner { background: #fbe3e4; border: 1px solid "
                               "#e0a3a6; border-radius: 4px; } QLabel { color: #7a1017; }")
              : QStringLiteral("#messageBanner { background: #e3eefb; border: 1px solid "
                               "#a3bfe0; border-radius: 4px; } QLabel { color: #10397a; }"));
    m_text->setText(text);
    show();
}

QString MessageBanner::text() const
{
    return m_text->text();
}
