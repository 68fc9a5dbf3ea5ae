#include "helpmenu.h"

#include "serversession.h"
#include "shortcutsdialog.h"

#include <QApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>

HelpMenu::HelpMenu(ServerSession *session, QWidget *window)
    : QMenu(tr("&Help"), window)
    , m_session(session)
    , m_window(window)
    , m_docs(addAction(tr("&Documentation")))
    , m_shortcuts(addAction(tr("&Keyboard shortcuts")))
{
    setObjectName(QStringLiteral("helpMenu"));
    m_docs->setShortcut(QKeySequence::HelpContents);
    m_docs->setToolTip(tr("Open the documentation: %1").arg(documentationUrl().toDisplayString()));
    connect(m_docs, &QAction::triggered, this,
            [] { QDesktopServices::openUrl(documentationUrl()); });
    connect(m_shortcuts, &QAction::triggered, this, [this] {
        auto *dialog = new ShortcutsDialog(m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    });
    addSeparator();
    m_about = addAction(tr("&About CoordScope"));
    m_about->setMenuRole(QAction::AboutRole);
    connect(m_about, &QAction::triggered, this,
            [this] { QMessageBox::about(m_window, tr("About CoordScope"), aboutText()); });
    QAction *aboutQt = addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

QUrl HelpMenu::documentationUrl()
{
    // Run from a build tree: the docs beside the sources; installed: the package's copy.
    const QString source = QStringLiteral(COORDSCOPE_SOURCE_DOCS);
    const QString installed = QStringLiteral("/usr/share/doc/coordscope");
    for (const QString &dir : {source, installed})
        if (QFileInfo::exists(QDir(dir).filePath(QStringLiteral("ARCHITECTURE.md"))) ||
            QFileInfo::exists(QDir(dir).filePath(QStringLiteral("README.md"))))
            return QUrl::fromLocalFile(dir);
    return QUrl(QStringLiteral("https://github.com/coordscope/coordscope/tree/main/docs"));
}

QString HelpMenu::aboutText() const
{
    const QString server = m_session->serverVersion();
    const QString serverLine =
        server.isEmpty() ? tr("Redis: not connected")
        : m_session->isSandbox()
            ? tr("Redis %1 (the sandbox)").arg(server)
            : tr("Redis %1 (%2)").arg(server, m_session->label().toHtmlEscaped());
    return tr("<h3>CoordScope %1</h3>"
              "<p>Inspector and playground for the coordination primitives built on Redis.</p>"
              "<p>Qt %2 (built with %3)<br>hiredis %4<br>%5</p>"
              "<p>Licence: MIT. Copyright © the CoordScope authors.</p>")
        .arg(QStringLiteral(COORDSCOPE_VERSION), QString::fromLatin1(qVersion()),
             QStringLiteral(QT_VERSION_STR), QStringLiteral(COORDSCOPE_HIREDIS_VERSION),
             serverLine);
}
