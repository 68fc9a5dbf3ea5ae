#include "sshprompts.h"

#include "sshsession.h"
#include "sshunknownhost.h"

#include <QApplication>
#include <QInputDialog>
#include <QMessageBox>
#include <QPointer>
#include <QThread>

QString SshPrompts::trustQuestion(const SshUnknownHost &host)
{
    return QApplication::translate(
               "SshPrompts",
               "The SSH host %1 is not in %2.\n\nIts %3 key has the fingerprint\n\n    %4\n\n"
               "Compare it with the fingerprint the host's administrator gives you (ssh-keygen "
               "-lf on the host's key). Trust this host, add its key to known_hosts and connect?")
        .arg(host.host, host.knownHostsFile, host.keyType, host.fingerprint);
}

bool SshPrompts::trustHost(QWidget *parent, const SshUnknownHost &host, const Confirmation &confirm)
{
    const QString question = trustQuestion(host);
    if (confirm)
        return confirm(question);
    QMessageBox box(QMessageBox::Warning, QApplication::translate("SshPrompts", "Unknown SSH host"),
                    question, QMessageBox::Yes | QMessageBox::No, parent);
    box.setDefaultButton(QMessageBox::No);
    box.button(QMessageBox::Yes)
        ->setText(QApplication::translate("SshPrompts", "Trust and connect"));
    return box.exec() == QMessageBox::Yes;
}

void SshPrompts::installPassphraseDialog(QWidget *parent)
{
    const QPointer<QWidget> window(parent);
    SshSession::setPassphraseProvider([window](const QString &keyFile) -> std::optional<QString> {
        std::optional<QString> answer;
        const auto ask = [&] {
            bool ok = false;
            const QString text = QInputDialog::getText(
                window, QApplication::translate("SshPrompts", "SSH key passphrase"),
                QApplication::translate("SshPrompts", "Passphrase for %1:").arg(keyFile),
                QLineEdit::Password, QString(), &ok);
            if (ok)
                answer = text;
        };
        if (!qApp)
            return std::nullopt;
        if (QThread::currentThread() == qApp->thread())
            ask();
        else
            QMetaObject::invokeMethod(qApp, ask, Qt::BlockingQueuedConnection);
        return answer;
    });
}
