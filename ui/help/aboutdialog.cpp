#include "aboutdialog.h"

#include "componentversions.h"
#include "serversession.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QVBoxLayout>

AboutDialog::AboutDialog(const ServerSession *session, QWidget *parent)
    : QDialog(parent)
    , m_label(new QLabel(text(session), this))
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About CoordScope"));
    m_label->setTextFormat(Qt::RichText);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_label);
    layout->addWidget(buttons);
}

QString AboutDialog::text(const ServerSession *session)
{
    const auto row = [](const QString &name, const QString &value) {
        return QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
            .arg(name.toHtmlEscaped(), value.toHtmlEscaped());
    };
    const QString server = session->serverVersion();
    const QString serverText = server.isEmpty()       ? tr("not connected")
                               : session->isSandbox() ? tr("%1 (the sandbox)").arg(server)
                                                      : tr("%1 (%2)").arg(server, session->label());

    // The sandbox's own server when it runs, else the redis-server it would start.
    const RedisServerProcess *sandbox = session->sandboxServer();
    QString sandboxText;
    if (sandbox && !sandbox->version().isEmpty()) {
        sandboxText = sandbox->version();
    } else {
        const QString executable = RedisServerProcess::findExecutable();
        const QString version = ComponentVersions::redisServer(executable);
        sandboxText = executable.isEmpty() ? tr("not found (the sandbox needs redis-server)")
                      : version.isEmpty()  ? tr("unknown (%1)").arg(executable)
                                           : tr("%1 (%2)").arg(version, executable);
    }

    return QStringLiteral("<h3>%1</h3><p>%2</p><table cellspacing=\"4\">%3</table><p>%4</p>")
        .arg(tr("CoordScope %1").arg(QStringLiteral(COORDSCOPE_VERSION)).toHtmlEscaped(),
             tr("Inspector and playground for the coordination primitives built on Redis.")
                 .toHtmlEscaped(),
             row(tr("Qt"),
                 tr("%1 (built with %2)")
                     .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))) +
                 row(tr("hiredis"), ComponentVersions::hiredis()) +
                 row(tr("Redis server"), serverText) + row(tr("Sandbox redis-server"), sandboxText),
             tr("Licence: MIT (Expat). Copyright © 2026 the CoordScope authors.").toHtmlEscaped());
}
