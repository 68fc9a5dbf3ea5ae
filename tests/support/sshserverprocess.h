#pragma once

#include "result.h"

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

// A private OpenSSH server for the SSH tunnel tests: /usr/sbin/sshd run as a child (-D -e, never
// the system service) on a free loopback port, with a host key, an authorized_keys file and a
// config of its own in a temporary directory; forwarding allowed, passwords not (sshd checks
// them against the system's accounts). Fails, never skips, when sshd or ssh-keygen is missing.
class SshServerProcess
{
public:
    ~SshServerProcess();

    // authorizedKeys: public key files whose keys may log in. extraConfig: more sshd_config
    // lines ("PermitOpen 127.0.0.1:6379").
    static Result<std::unique_ptr<SshServerProcess>> start(const QStringList &authorizedKeys,
                                                           const QStringList &extraConfig = {});

    // Makes a key pair with ssh-keygen in dir: returns the private key's path (the public key is
    // path + ".pub").
    static Result<QString> makeKey(const QString &dir, const QString &name,
                                   const QString &type = QStringLiteral("ed25519"),
                                   const QString &passphrase = QString());

    quint16 port() const { return m_port; }
    // "root@127.0.0.1:PORT" with the user running the tests.
    QString spec() const;
    // The known_hosts line that vouches for this server ("[127.0.0.1]:PORT ssh-ed25519 AAAA...").
    QString knownHostsLine() const;
    // Its host key's "SHA256:..." fingerprint, as ssh-keygen -l prints it.
    QString fingerprint() const { return m_fingerprint; }
    // What sshd logged so far.
    QString log();
    // How many logins it accepted so far (from its log).
    int acceptedLogins();
    // Kills every connection's processes (the listener stays): each client sees its session end.
    int dropSessions();
    qint64 pid() const;

private:
    SshServerProcess() = default;
    Result<void> launch(const QStringList &authorizedKeys, const QStringList &extraConfig);

    QTemporaryDir m_dir;
    QProcess m_process;
    quint16 m_port = 0;
    QString m_hostPublicKey; // "ssh-ed25519 AAAA..."
    QString m_fingerprint;
    QString m_log;
};

// A private ssh-agent (ssh-agent -D -a SOCKET) holding the keys given.
class SshAgentProcess
{
public:
    ~SshAgentProcess();
    static Result<std::unique_ptr<SshAgentProcess>> start(const QStringList &privateKeys);
    QString socketPath() const { return m_socket; }

private:
    SshAgentProcess() = default;
    QTemporaryDir m_dir;
    QProcess m_process;
    QString m_socket;
};
