#include "helpmenu.h"

#include "aboutdialog.h"
#include "documentationfolder.h"
#include "shortcutsdialog.h"

#include <QApplication>
#include <QDesktopServices>

HelpMenu::HelpMenu(ServerSession *session, QWidget *window)
    : QMenu(tr("&Help"), window)
    , m_session(session)
    , m_window(window)
    , m_docs(addAction(tr("&Documentation")))
    , m_shortcuts(addAction(tr("&Keyboard shortcuts")))
{
    setObjectName(QStringLiteral("helpMenu"));
    m_docs->setShortcut(QKeySequence::HelpContents);
    const QUrl docs = documentationUrl();
    m_docs->setEnabled(!docs.isEmpty());
    m_docs->setToolTip(docs.isEmpty()
                           ? tr("No documentation here: neither the sources' docs folder nor "
                                "the packaged copy (share/doc/coordscope) is there")
                           : tr("Open the documentation: %1").arg(docs.toLocalFile()));
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
    connect(m_about, &QAction::triggered, this, [this] {
        auto *dialog = new AboutDialog(m_session, m_window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->open();
    });
    QAction *aboutQt = addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);
}

QUrl HelpMenu::documentationUrl()
{
    const QString folder = DocumentationFolder::find(QCoreApplication::applicationDirPath());
    return folder.isEmpty() ? QUrl() : QUrl::fromLocalFile(folder);
}
