#pragma once

#include <QDialog>

class QLabel;
class ServerSession;

// Help › About CoordScope: the versions of CoordScope, Qt (running, and built with), hiredis,
// the connected server (INFO server's redis_version, or "not connected") and the sandbox's
// redis-server, and the licence.
class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(const ServerSession *session, QWidget *parent = nullptr);

    // What the dialog shows (rich text), as of now. Asks redis-server --version when no sandbox
    // runs.
    static QString text(const ServerSession *session);
    QLabel *label() const { return m_label; }

private:
    QLabel *m_label;
};
