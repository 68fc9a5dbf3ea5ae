#pragma once

#include "connectionoptions.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;

// Asks where to connect: a URL (with the recent ones to pick from), credentials, TLS files, an
// SSH tunnel (host, user, port, how to log in, key file, jump hosts, ~/.ssh/config) and a connect
// timeout, and read-only mode (checked whenever the dialog opens: a server the user did
// not start is inspected without writing, unless they say otherwise here or with read_only=no in
// the URL). Says inline what is wrong and keeps Connect disabled until it is right. Accepting
// remembers the connection in QSettings without its passwords (Redis's, SSH's, a key's
// passphrase).
class ConnectionDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ConnectionDialog(QWidget *parent = nullptr);

    // Fills the fields from options: the URL says where, the fields say the rest. Read-only is
    // checked when options.readOnly, left as it is otherwise (see setReadOnly).
    void setOptions(const ConnectionOptions &options);
    void setReadOnly(bool on);
    bool isReadOnly() const;
    // What the fields describe, or why they describe nothing one can connect to.
    Result<ConnectionOptions> currentOptions() const;
    // currentOptions() after the dialog was accepted.
    ConnectionOptions options() const;
    QString errorText() const;

    void accept() override;

    // How the SSH section logs in.
    enum class SshLogin { AgentOrKeys, KeyFile, Password };

private:
    QWidget *fileField(QLineEdit *edit, const QString &caption, const QString &filter);
    QGroupBox *makeSshSection();
    void setSshOptions(const SshOptions &ssh);
    Result<void> applySshFields(SshOptions &ssh) const;
    void validate();

    QComboBox *m_url;
    QLineEdit *m_user;
    QLineEdit *m_password;
    QGroupBox *m_tls;
    QLineEdit *m_caFile;
    QLineEdit *m_certFile;
    QLineEdit *m_keyFile;
    QCheckBox *m_verify;
    QGroupBox *m_ssh; // checkable: checked, the connection goes through SSH
    QLineEdit *m_sshHost;
    QSpinBox *m_sshPort;
    QLineEdit *m_sshUser;
    QComboBox *m_sshLogin;
    QLineEdit *m_sshKeyFile;
    QLineEdit *m_sshSecret; // the key's passphrase or the password, as m_sshLogin says
    QLabel *m_sshSecretLabel;
    QLineEdit *m_sshJump;
    QLineEdit *m_sshKnownHosts;
    QCheckBox *m_sshUseConfig;
    QSpinBox *m_connectTimeout;
    QCheckBox *m_readOnly;
    QLabel *m_error;
    QDialogButtonBox *m_buttons;
};
