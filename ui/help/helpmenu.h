#pragma once

#include <QMenu>
#include <QUrl>

class ServerSession;

// The window's Help menu: the documentation (F1: the docs folder of the source tree CoordScope
// was built from when it is there, else the packaged copy in /usr/share/doc/coordscope), the
// keyboard shortcuts of every menu, About CoordScope (versions of CoordScope, Qt, hiredis and
// the server, the licence) and About Qt.
class HelpMenu : public QMenu
{
    Q_OBJECT
public:
    HelpMenu(ServerSession *session, QWidget *window);

    // Where Documentation goes (tests read it instead of opening a browser).
    static QUrl documentationUrl();
    // About's text (rich text).
    QString aboutText() const;

    QAction *documentationAction() const { return m_docs; }
    QAction *shortcutsAction() const { return m_shortcuts; }
    QAction *aboutAction() const { return m_about; }

private:
    ServerSession *m_session;
    QWidget *m_window;
    QAction *m_docs;
    QAction *m_shortcuts;
    QAction *m_about;
};
