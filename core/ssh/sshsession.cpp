#include "sshsession.h"

#include "sshunknownhost.h"

#include <QFile>
#include <QMutex>
#include <QStringList>

#include <libssh/libssh.h>

#include <atomic>
#include <cstring>

#include <unistd.h>

namespace {
QMutex passphraseMutex;
std::atomic<int> askingNow{0};
SshSession::PassphraseProvider &passphraseProvider()
{
    static SshSession::PassphraseProvider provider;
    return provider;
}

RedisError sshError(const QString &message)
{
    return RedisError(RedisError::Kind::Ssh, message);
}

struct KeyFacts
{
    QString type;
    QString fingerprint; // "SHA256:..."
};

KeyFacts serverKeyFacts(ssh_session session)
{
    KeyFacts facts;
    ssh_key key = nullptr;
    if (ssh_get_server_publickey(session, &key) != SSH_OK)
        return facts;
    facts.type = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key)));
    unsigned char *hash = nullptr;
    size_t length = 0;
    if (ssh_get_publickey_hash(key, SSH_PUBLICKEY_HASH_SHA256, &hash, &length) == 0) {
        char *text = ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash, length);
        if (text) {
            facts.fingerprint = QString::fromLatin1(text);
            ssh_string_free_char(text);
        }
        ssh_clean_pubkey_hash(&hash);
    }
    ssh_key_free(key);
    return facts;
}

// A key file that opens without a passphrase: 0; one that needs one: 1; unreadable: -1.
int keyNeedsPassphrase(const QString &file)
{
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    ssh_key key = nullptr;
    const QByteArray path = QFile::encodeName(file);
    // An auth callback that answers nothing: a key that needs a passphrase fails to import.
    const int rc = ssh_pki_import_privkey_file(
        path.constData(), nullptr,
        [](const char *, char *, size_t, int, int, void *) { return -1; }, nullptr, &key);
    if (rc == SSH_OK) {
        ssh_key_free(key);
        return 0;
    }
    return 1;
}
} // namespace

QString SshForwardTarget::describe() const
{
    if (!unixPath.isEmpty())
        return QStringLiteral("unix:%1").arg(unixPath);
    return QStringLiteral("%1:%2").arg(host.contains(u':') ? u'[' + host + u']' : host).arg(port);
}

bool SshSession::isAsking()
{
    return askingNow > 0;
}

void SshSession::setPassphraseProvider(PassphraseProvider provider)
{
    QMutexLocker lock(&passphraseMutex);
    passphraseProvider() = std::move(provider);
}

SshSession::SshSession(ssh_session session, SshHop hop)
    : m_session(session)
    , m_hop(std::move(hop))
{}

SshSession::~SshSession()
{
    if (m_session) {
        ssh_disconnect(m_session);
        ssh_free(m_session);
    }
}

QString SshSession::lastLibsshError() const
{
    return QString::fromUtf8(ssh_get_error(m_session));
}

Result<std::unique_ptr<SshSession>> SshSession::open(const SshHop &hop, const SshOptions &options,
                                                     int fd)
{
    ssh_session raw = ssh_new();
    if (!raw) {
        if (fd >= 0)
            ::close(fd);
        return sshError(QStringLiteral("SSH: cannot create a session"));
    }
    std::unique_ptr<SshSession> session(new SshSession(raw, hop));
    const QByteArray host = hop.hostName.toUtf8();
    const QByteArray user = hop.user.toUtf8();
    const QByteArray knownHosts = QFile::encodeName(hop.knownHostsFile);
    const unsigned int port = hop.port;
    const bool no = false;
    const long timeoutSeconds = std::max(1, (options.connectTimeoutMs + 999) / 1000);
    ssh_options_set(raw, SSH_OPTIONS_HOST, host.constData());
    ssh_options_set(raw, SSH_OPTIONS_PORT, &port);
    ssh_options_set(raw, SSH_OPTIONS_USER, user.constData());
    ssh_options_set(raw, SSH_OPTIONS_KNOWNHOSTS, knownHosts.constData());
    // The system-wide file stays out of it: known_hosts is the one the user named.
    ssh_options_set(raw, SSH_OPTIONS_GLOBAL_KNOWNHOSTS, "/dev/null");
    ssh_options_set(raw, SSH_OPTIONS_PROCESS_CONFIG, &no); // SshHop read the config
    ssh_options_set(raw, SSH_OPTIONS_TIMEOUT, &timeoutSeconds);
    // Redis sends small requests and waits for each reply: Nagle's delay would cost ~40 ms each.
    const int noDelay = 1;
    ssh_options_set(raw, SSH_OPTIONS_NODELAY, &noDelay);
    if (fd >= 0) {
        socket_t socket = fd;
        ssh_options_set(raw, SSH_OPTIONS_FD, &socket);
    }
    if (ssh_connect(raw) != SSH_OK)
        return sshError(QStringLiteral("SSH: cannot connect to %1: %2")
                            .arg(hop.label(), session->lastLibsshError()));
    if (auto checked = session->checkHostKey(options); !checked)
        return checked.error();
    if (auto authenticated = session->authenticate(options); !authenticated)
        return authenticated.error();
    return session;
}

Result<void> SshSession::checkHostKey(const SshOptions &options)
{
    const KeyFacts key = serverKeyFacts(m_session);
    const QString where = m_hop.port == 22
                              ? m_hop.hostName
                              : QStringLiteral("[%1]:%2").arg(m_hop.hostName).arg(m_hop.port);
    switch (ssh_session_is_known_server(m_session)) {
    case SSH_KNOWN_HOSTS_OK:
        return {};
    case SSH_KNOWN_HOSTS_CHANGED:
    case SSH_KNOWN_HOSTS_OTHER:
        return RedisError(
            RedisError::Kind::SshHostKey,
            QStringLiteral("WARNING: the SSH host key of %1 has CHANGED: it is now %2 %3, not the "
                           "key %4 records for it. Someone may be intercepting the connection "
                           "(or the host was reinstalled); refused. If you know the new key is "
                           "right, remove the old entry (ssh-keygen -R '%1' -f %4).")
                .arg(where, key.type, key.fingerprint, m_hop.knownHostsFile));
    case SSH_KNOWN_HOSTS_UNKNOWN:
    case SSH_KNOWN_HOSTS_NOT_FOUND:
        break;
    case SSH_KNOWN_HOSTS_ERROR:
    default:
        return sshError(QStringLiteral("SSH: cannot check %1's host key against %2: %3")
                            .arg(where, m_hop.knownHostsFile, lastLibsshError()));
    }
    const bool accepted = options.acceptNew || (!options.acceptFingerprint.isEmpty() &&
                                                options.acceptFingerprint == key.fingerprint);
    if (!accepted)
        return SshUnknownHost{where, m_hop.knownHostsFile, key.type, key.fingerprint}.error();
    if (ssh_session_update_known_hosts(m_session) != SSH_OK)
        return sshError(QStringLiteral("SSH: cannot add %1's host key to %2: %3")
                            .arg(where, m_hop.knownHostsFile, lastLibsshError()));
    return {};
}

Result<void> SshSession::authenticate(const SshOptions &options)
{
    if (ssh_userauth_none(m_session, nullptr) == SSH_AUTH_SUCCESS)
        return {};
    const int methods = ssh_userauth_list(m_session, nullptr);
    QStringList tried;
    if ((methods & SSH_AUTH_METHOD_PUBLICKEY) && !m_hop.agentSocket.isEmpty()) {
        const QByteArray agent = QFile::encodeName(m_hop.agentSocket);
        ssh_options_set(m_session, SSH_OPTIONS_IDENTITY_AGENT, agent.constData());
        if (ssh_userauth_agent(m_session, nullptr) == SSH_AUTH_SUCCESS)
            return {};
        tried << QStringLiteral("the agent at %1").arg(m_hop.agentSocket);
    }
    if (methods & SSH_AUTH_METHOD_PUBLICKEY) {
        for (const QString &file : m_hop.identityFiles) {
            const int needs = keyNeedsPassphrase(file);
            if (needs < 0) {
                tried << QStringLiteral("key %1 (unreadable)").arg(file);
                continue;
            }
            QString passphrase;
            if (needs == 1) {
                passphrase = options.passphrase;
                if (passphrase.isEmpty()) {
                    PassphraseProvider provider;
                    {
                        QMutexLocker lock(&passphraseMutex);
                        provider = passphraseProvider();
                    }
                    ++askingNow;
                    const std::optional<QString> asked =
                        provider ? provider(file) : std::optional<QString>();
                    --askingNow;
                    if (!asked) {
                        tried
                            << QStringLiteral("key %1 (encrypted, no passphrase given)").arg(file);
                        continue;
                    }
                    passphrase = *asked;
                }
            }
            ssh_key key = nullptr;
            const QByteArray path = QFile::encodeName(file);
            QByteArray secret = passphrase.toUtf8();
            const int imported = ssh_pki_import_privkey_file(
                path.constData(), needs == 1 ? secret.constData() : nullptr, nullptr, nullptr,
                &key);
            ::explicit_bzero(secret.data(), size_t(secret.size()));
            if (imported != SSH_OK) {
                tried
                    << QStringLiteral("key %1 (wrong passphrase, or not a private key)").arg(file);
                continue;
            }
            const int rc = ssh_userauth_publickey(m_session, nullptr, key);
            ssh_key_free(key);
            if (rc == SSH_AUTH_SUCCESS)
                return {};
            tried << QStringLiteral("key %1").arg(file);
        }
    }
    if ((methods & SSH_AUTH_METHOD_PASSWORD) && !options.password.isEmpty()) {
        QByteArray secret = options.password.toUtf8();
        const int rc = ssh_userauth_password(m_session, nullptr, secret.constData());
        ::explicit_bzero(secret.data(), size_t(secret.size()));
        if (rc == SSH_AUTH_SUCCESS)
            return {};
        tried << QStringLiteral("a password");
    }
    QStringList offered;
    if (methods & SSH_AUTH_METHOD_PUBLICKEY)
        offered << QStringLiteral("publickey");
    if (methods & SSH_AUTH_METHOD_PASSWORD)
        offered << QStringLiteral("password");
    if (methods & SSH_AUTH_METHOD_INTERACTIVE)
        offered << QStringLiteral("keyboard-interactive");
    return RedisError(
        RedisError::Kind::Auth,
        QStringLiteral("SSH host %1 refused the login: tried %2; it offers %3")
            .arg(m_hop.label(),
                 tried.isEmpty() ? QStringLiteral("nothing (no agent, no key file, no password)")
                                 : tried.join(QStringLiteral(", ")),
                 offered.isEmpty() ? QStringLiteral("no method") : offered.join(u'/')));
}

Result<ssh_channel> SshSession::openChannel(const SshForwardTarget &target)
{
    ssh_channel channel = ssh_channel_new(m_session);
    if (!channel)
        return sshError(QStringLiteral("SSH: %1 cannot open a channel: %2")
                            .arg(m_hop.label(), lastLibsshError()));
    int rc = SSH_ERROR;
    if (!target.unixPath.isEmpty()) {
        const QByteArray path = QFile::encodeName(target.unixPath);
        rc = ssh_channel_open_forward_unix(channel, path.constData(), "127.0.0.1", 0);
    } else {
        const QByteArray host = target.host.toUtf8();
        rc = ssh_channel_open_forward(channel, host.constData(), target.port, "127.0.0.1", 0);
    }
    if (rc != SSH_OK) {
        const QString why = lastLibsshError();
        ssh_channel_free(channel);
        return sshError(QStringLiteral("SSH host %1 could not open a channel to %2: %3")
                            .arg(m_hop.label(), target.describe(), why));
    }
    return channel;
}
