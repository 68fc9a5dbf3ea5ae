#pragma once

#include <QMenu>
#include <QUrl>

class ServerSession;

// The window's Help menu: Documentation (F1: DocumentationFolder's, opened with
// QDesktopServices), Keyboard shortcuts (ShortcutsDialog), About CoordScope (AboutDialog) and
// About Qt.
class HelpMenu : public QMenu
{
    Q_OBJECT
public:
    HelpMenu(ServerSession *session, QWidget *window);

    // Where Documentation goes (a local folder); empty, and the action off, when there is none.
    static QUrl documentationUrl();

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
