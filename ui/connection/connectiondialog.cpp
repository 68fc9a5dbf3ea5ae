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
    for (QLineEdit *edit : {m_user, m_password, m_caFile, m_certFile, m_keyFile})
        connect(edit, &QLineEdit::textChanged, this, &ConnectionDialog::validate);
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

void ConnectionDialog::setOptions(const ConnectionOptions &options)
{
    ConnectionOptions where = options;
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
    RecentConnections::remember(*o);
    QDialog::accept();
}

void ConnectionDialog::validate()
{
    m_tls->setEnabled(isTlsUrl(m_url->currentText()));
    const auto o = currentOptions();
    m_error->setText(o ? QString() : o.error().message());
    m_error->setVisible(!o);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(o.ok());
}
