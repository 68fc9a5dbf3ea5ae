#include "connectiondialog.h"

#include "recentconnections.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QUrl>
#include <QUrlQuery>
#include <QVBoxLayout>

namespace {
RedisError invalid(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}

bool isTlsUrl(const QString &text)
{
    return text.trimmed().startsWith(QLatin1String("rediss://"), Qt::CaseInsensitive);
}
} // namespace

ConnectionDialog::ConnectionDialog(QWidget *parent)
    : QDialog(parent)
    , m_url(new QComboBox(this))
    , m_user(new QLineEdit(this))
    , m_password(new QLineEdit(this))
    , m_tls(new QGroupBox(tr("TLS (rediss:// URLs)"), this))
    , m_caFile(new QLineEdit(this))
    , m_certFile(new QLineEdit(this))
    , m_keyFile(new QLineEdit(this))
    , m_verify(new QCheckBox(tr("Verify the server's certificate"), this))
    , m_ssh(new QGroupBox(tr("SSH tunnel"), this))
    , m_sshHost(new QLineEdit(this))
    , m_sshPort(new QSpinBox(this))
    , m_sshUser(new QLineEdit(this))
    , m_sshLogin(new QComboBox(this))
    , m_sshKeyFile(new QLineEdit(this))
    , m_sshSecret(new QLineEdit(this))
    , m_sshSecretLabel(new QLabel(this))
    , m_sshJump(new QLineEdit(this))
    , m_sshKnownHosts(new QLineEdit(this))
    , m_sshUseConfig(new QCheckBox(tr("Use ~/.ssh/config (Host aliases, User, Port, "
                                      "IdentityFile, ProxyJump)"),
                                   this))
    , m_connectTimeout(new QSpinBox(this))
    , m_readOnly(new QCheckBox(tr("Read-only: send only read commands"), this))
    , m_error(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Connect to Redis"));
    setMinimumWidth(560);

    m_url->setObjectName(QStringLiteral("url"));
    m_url->setEditable(true);
    m_url->setInsertPolicy(QComboBox::NoInsert);
    m_url->addItems(RecentConnections::urls());
    m_url->setToolTip(tr("Recent connections are kept without their passwords"));
    auto *urlHint = new QLabel(
        tr("redis://host:port/db · rediss://host:port · unix:///path/to/redis.sock"), this);
    urlHint->setEnabled(false);

    m_user->setObjectName(QStringLiteral("user"));
    m_user->setPlaceholderText(tr("default"));
    m_password->setObjectName(QStringLiteral("password"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("none"));

    m_caFile->setPlaceholderText(tr("the system's CA certificates"));
    m_certFile->setPlaceholderText(tr("none"));
    m_keyFile->setPlaceholderText(tr("none"));
    m_verify->setChecked(true);
    const QString pem = tr("PEM files (*.pem *.crt *.key);;All files (*)");
    auto *tlsForm = new QFormLayout(m_tls);
    tlsForm->addRow(tr("CA certificate:"), fileField(m_caFile, tr("CA certificate"), pem));
    tlsForm->addRow(tr("Client certificate:"),
                    fileField(m_certFile, tr("Client certificate"), pem));
    tlsForm->addRow(tr("Client key:"), fileField(m_keyFile, tr("Client key"), pem));
    tlsForm->addRow(QString(), m_verify);

    m_connectTimeout->setObjectName(QStringLiteral("connectTimeout"));
    m_connectTimeout->setRange(0, 600000);
    m_connectTimeout->setSingleStep(500);
    m_connectTimeout->setSuffix(tr(" ms"));
    m_connectTimeout->setSpecialValueText(tr("no limit"));
    m_connectTimeout->setValue(ConnectionOptions().connectTimeoutMs);

    m_readOnly->setObjectName(QStringLiteral("readOnly"));
    m_readOnly->setChecked(true);
    m_readOnly->setToolTip(
        tr("The inspector only reads either way. Uncheck to allow the playground actions "
           "(acquire, release, enqueue, hit) to write to this server. You can change it later "
           "in the Connection menu."));

    m_error->setObjectName(QStringLiteral("error"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setStyleSheet(QStringLiteral("color: #c01c28;"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Connect"));

    auto *form = new QFormLayout;
    form->addRow(tr("URL:"), m_url);
    form->addRow(QString(), urlHint);
    form->addRow(tr("User:"), m_user);
    form->addRow(tr("Password:"), m_password);
    form->addRow(tr("Connect timeout:"), m_connectTimeout);
    form->addRow(QString(), m_readOnly);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_tls);
    layout->addWidget(makeSshSection());
    layout->addWidget(m_error);
    layout->addStretch(1);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectionDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConnectionDialog::reject);
    connect(m_url, &QComboBox::editTextChanged, this, [this](const QString &text) {
        // An explicit read_only=yes|no in the URL sets the box; the box is what counts.
        const QUrlQuery query(QUrl(text.trimmed()));
        if (query.hasQueryItem(QStringLiteral("read_only")))
            if (const auto typed = ConnectionOptions::fromUrl(text))
                m_readOnly->setChecked(typed->readOnly);
        validate();
    });
    connect(m_url, &QComboBox::activated, this, [this](int index) {
        // A recent URL carries user, TLS files and timeout: spread them over the fields.
        if (const auto picked = ConnectionOptions::fromUrl(m_url->itemText(index)))
            setOptions(*picked);
    });
    for (QLineEdit *edit : {m_user, m_password, m_caFile, m_certFile, m_keyFile, m_sshHost,
                            m_sshUser, m_sshKeyFile, m_sshSecret, m_sshJump, m_sshKnownHosts})
        connect(edit, &QLineEdit::textChanged, this, &ConnectionDialog::validate);
    connect(m_ssh, &QGroupBox::toggled, this, &ConnectionDialog::validate);
    connect(m_sshPort, &QSpinBox::valueChanged, this, &ConnectionDialog::validate);
    connect(m_sshLogin, &QComboBox::currentIndexChanged, this, &ConnectionDialog::validate);
    connect(m_sshUseConfig, &QCheckBox::toggled, this, &ConnectionDialog::validate);
    connect(m_verify, &QCheckBox::toggled, this, &ConnectionDialog::validate);
    connect(m_connectTimeout, &QSpinBox::valueChanged, this, &ConnectionDialog::validate);

    const QStringList recent = RecentConnections::urls();
    const auto initial = ConnectionOptions::fromUrl(recent.isEmpty() ? QString() : recent.first());
    setOptions(initial ? *initial : ConnectionOptions());
}

QWidget *ConnectionDialog::fileField(QLineEdit *edit, const QString &caption, const QString &filter)
{
    auto *field = new QWidget(this);
    auto *browse = new QToolButton(field);
    browse->setText(tr("Browse…"));
    connect(browse, &QToolButton::clicked, this, [this, edit, caption, filter] {
        const QString file = QFileDialog::getOpenFileName(this, caption, edit->text(), filter);
        if (!file.isEmpty())
            edit->setText(file);
    });
    auto *row = new QHBoxLayout(field);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(edit, 1);
    row->addWidget(browse);
    return field;
}

QGroupBox *ConnectionDialog::makeSshSection()
{
    m_ssh->setObjectName(QStringLiteral("ssh"));
    m_ssh->setCheckable(true);
    m_ssh->setChecked(false);
    m_ssh->setToolTip(tr("Reach the server through an SSH host (a bastion). Every node of a "
                         "Cluster or Sentinel deployment is reached through the same session."));
    m_sshHost->setObjectName(QStringLiteral("sshHost"));
    m_sshHost->setPlaceholderText(tr("bastion.example.com, or a Host of ~/.ssh/config"));
    m_sshPort->setObjectName(QStringLiteral("sshPort"));
    m_sshPort->setRange(0, 65535);
    m_sshPort->setSpecialValueText(tr("default (22)"));
    m_sshUser->setObjectName(QStringLiteral("sshUser"));
    m_sshUser->setPlaceholderText(tr("the config's, else your user name"));
    m_sshLogin->setObjectName(QStringLiteral("sshLogin"));
    m_sshLogin->addItem(tr("SSH agent, then key files"), int(SshLogin::AgentOrKeys));
    m_sshLogin->addItem(tr("Key file"), int(SshLogin::KeyFile));
    m_sshLogin->addItem(tr("Password"), int(SshLogin::Password));
    m_sshKeyFile->setObjectName(QStringLiteral("sshKeyFile"));
    m_sshKeyFile->setPlaceholderText(tr("~/.ssh/id_ed25519, id_ecdsa, id_rsa"));
    m_sshSecret->setObjectName(QStringLiteral("sshSecret"));
    m_sshSecret->setEchoMode(QLineEdit::Password);
    m_sshJump->setObjectName(QStringLiteral("sshJump"));
    m_sshJump->setPlaceholderText(tr("none (as ssh -J: user@jump1:22,jump2)"));
    m_sshKnownHosts->setObjectName(QStringLiteral("sshKnownHosts"));
    m_sshKnownHosts->setPlaceholderText(tr("~/.ssh/known_hosts"));
    m_sshUseConfig->setObjectName(QStringLiteral("sshUseConfig"));
    m_sshUseConfig->setChecked(true);

    auto *hostRow = new QHBoxLayout;
    hostRow->addWidget(m_sshHost, 1);
    hostRow->addWidget(new QLabel(tr("Port:"), this));
    hostRow->addWidget(m_sshPort);
    auto *form = new QFormLayout(m_ssh);
    form->addRow(tr("Host:"), hostRow);
    form->addRow(tr("User:"), m_sshUser);
    form->addRow(tr("Log in with:"), m_sshLogin);
    form->addRow(tr("Key file:"),
                 fileField(m_sshKeyFile, tr("SSH private key"), tr("All files (*)")));
    form->addRow(m_sshSecretLabel, m_sshSecret);
    form->addRow(tr("Jump hosts:"), m_sshJump);
    form->addRow(tr("Known hosts:"),
                 fileField(m_sshKnownHosts, tr("known_hosts file"), tr("All files (*)")));
    form->addRow(QString(), m_sshUseConfig);
    return m_ssh;
}

void ConnectionDialog::setSshOptions(const SshOptions &ssh)
{
    m_ssh->setChecked(ssh.enabled());
    m_sshHost->setText(ssh.host);
    m_sshPort->setValue(ssh.port);
    m_sshUser->setText(ssh.user);
    m_sshKeyFile->setText(ssh.keyFile);
    m_sshJump->setText(ssh.proxyJump);
    m_sshKnownHosts->setText(ssh.knownHostsFile);
    m_sshUseConfig->setChecked(ssh.configFile != u"none");
    const SshLogin login = !ssh.password.isEmpty()  ? SshLogin::Password
                           : !ssh.keyFile.isEmpty() ? SshLogin::KeyFile
                                                    : SshLogin::AgentOrKeys;
    m_sshLogin->setCurrentIndex(m_sshLogin->findData(int(login)));
    m_sshSecret->setText(login == SshLogin::Password ? ssh.password : ssh.passphrase);
}

Result<void> ConnectionDialog::applySshFields(SshOptions &ssh) const
{
    const QString host = m_sshHost->text().trimmed();
    if (host.isEmpty())
        return invalid(tr("the SSH tunnel needs a host (or uncheck SSH tunnel)"));
    const auto spec = SshOptions::fromSpec(host);
    if (!spec)
        return invalid(tr("SSH host: %1").arg(spec.error().message()));
    ssh.host = spec->host;
    ssh.port = m_sshPort->value() != 0 ? quint16(m_sshPort->value()) : spec->port;
    ssh.user = !m_sshUser->text().trimmed().isEmpty() ? m_sshUser->text().trimmed() : spec->user;
    ssh.proxyJump = m_sshJump->text().trimmed();
    for (const QString &jump : ssh.proxyJump.split(u',', Qt::SkipEmptyParts))
        if (const auto jumpSpec = SshOptions::fromSpec(jump); !jumpSpec)
            return invalid(tr("SSH jump host: %1").arg(jumpSpec.error().message()));
    ssh.knownHostsFile = m_sshKnownHosts->text().trimmed();
    ssh.configFile = m_sshUseConfig->isChecked() ? QString() : QStringLiteral("none");
    const auto login = SshLogin(m_sshLogin->currentData().toInt());
    ssh.keyFile = login == SshLogin::Password ? QString() : m_sshKeyFile->text().trimmed();
    ssh.password = login == SshLogin::Password ? m_sshSecret->text() : QString();
    ssh.passphrase = login == SshLogin::Password ? QString() : m_sshSecret->text();
    if (login == SshLogin::KeyFile && ssh.keyFile.isEmpty())
        return invalid(tr("choose the SSH key file"));
    if (!ssh.keyFile.isEmpty() && !QFileInfo(ssh.keyFile).isReadable())
        return invalid(tr("cannot read %1").arg(ssh.keyFile));
    if (login == SshLogin::Password && ssh.password.isEmpty())
        return invalid(tr("type the SSH password"));
    return {};
}

void ConnectionDialog::setOptions(const ConnectionOptions &options)
{
    ConnectionOptions where = options;
    where.ssh = SshOptions{}; // the SSH section shows it
    where.user.clear();
    where.password.clear();
    where.readOnly = false; // the check box shows it
    where.connectTimeoutMs = ConnectionOptions().connectTimeoutMs;
    where.tls = TlsOptions{};
    where.tls.serverName = options.tls.serverName;
    m_url->setEditText(where.toUrl(false));
    m_user->setText(options.user);
    m_password->setText(options.password);
    m_caFile->setText(options.tls.caFile);
    m_certFile->setText(options.tls.certFile);
    m_keyFile->setText(options.tls.keyFile);
    m_verify->setChecked(options.tls.verifyPeer);
    m_connectTimeout->setValue(options.connectTimeoutMs);
    setSshOptions(options.ssh);
    if (options.readOnly)
        m_readOnly->setChecked(true);
    validate();
}

void ConnectionDialog::setReadOnly(bool on)
{
    m_readOnly->setChecked(on);
}

bool ConnectionDialog::isReadOnly() const
{
    return m_readOnly->isChecked();
}

Result<ConnectionOptions> ConnectionDialog::currentOptions() const
{
    const QString text = m_url->currentText();
    auto parsed = ConnectionOptions::fromUrl(text);
    if (!parsed)
        return parsed.error();
    ConnectionOptions o = *parsed;
    if (!m_user->text().isEmpty())
        o.user = m_user->text();
    if (!m_password->text().isEmpty())
        o.password = m_password->text();
    if (!o.user.isEmpty() && o.password.isEmpty())
        return invalid(tr("user \"%1\" needs a password").arg(o.user));
    if (!QUrlQuery(QUrl(text.trimmed())).hasQueryItem(QStringLiteral("connect_timeout")))
        o.connectTimeoutMs = m_connectTimeout->value();
    o.readOnly = m_readOnly->isChecked();
    if (m_ssh->isChecked()) {
        const bool acceptNew = o.ssh.acceptNew;
        o.ssh = SshOptions{};
        o.ssh.acceptNew = acceptNew;
        if (auto applied = applySshFields(o.ssh); !applied)
            return applied.error();
    }

    if (o.transport != ConnectionOptions::Transport::Tls)
        return o;
    for (const auto &[edit, file] :
         {std::pair{m_caFile, &o.tls.caFile}, std::pair{m_certFile, &o.tls.certFile},
          std::pair{m_keyFile, &o.tls.keyFile}})
        if (!edit->text().isEmpty())
            *file = edit->text();
    o.tls.verifyPeer = o.tls.verifyPeer && m_verify->isChecked();
    if (o.tls.certFile.isEmpty() != o.tls.keyFile.isEmpty())
        return invalid(tr("a client certificate needs its key, and a key its certificate"));
    for (const QString &file : {o.tls.caFile, o.tls.certFile, o.tls.keyFile})
        if (!file.isEmpty() && !QFileInfo(file).isReadable())
            return invalid(tr("cannot read %1").arg(file));
    return o;
}

ConnectionOptions ConnectionDialog::options() const
{
    return currentOptions().valueOr(ConnectionOptions());
}

QString ConnectionDialog::errorText() const
{
    return m_error->text();
}

void ConnectionDialog::accept()
{
    const auto o = currentOptions();
    if (!o)
        return;
    QDialog::accept(); // remembered once it connects (MainWindow), not when it may fail
}

void ConnectionDialog::validate()
{
    m_tls->setEnabled(isTlsUrl(m_url->currentText()));
    const auto login = SshLogin(m_sshLogin->currentData().toInt());
    m_sshKeyFile->setEnabled(login != SshLogin::Password);
    m_sshSecretLabel->setText(login == SshLogin::Password ? tr("Password:")
                                                          : tr("Key passphrase:"));
    m_sshSecret->setPlaceholderText(
        login == SshLogin::Password ? QString() : tr("none, or asked for when the key needs one"));
    const auto o = currentOptions();
    m_error->setText(o ? QString() : o.error().message());
    m_error->setVisible(!o);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(o.ok());
}
