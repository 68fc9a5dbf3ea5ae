#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

// An inline strip above the window's content for what the user should notice but need not
// dismiss first (unlike a modal message box): "could not start redis-server", "connection refused".
class MessageBanner : public QFrame
{
    Q_OBJECT
public:
    enum class Severity { Information, Error };

    explicit MessageBanner(QWidget *parent = nullptr);

    void showMessage(const QString &text, Severity severity = Severity::Error);
    QString text() const;

private:
    QLabel *m_text;
    QToolButton *m_close;
};
