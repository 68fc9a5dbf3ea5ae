#pragma once

#include "result.h"

#include <QString>

// How to reach Redis through SSH (docs/connections.md, "SSH tunnels"): the host to log in to
// (an alias of ~/.ssh/config or an address), the jump hosts before it, how to authenticate and
// which known_hosts file vouches for the host keys. Part of ConnectionOptions; from the URL
// (?ssh=user@host:port&ssh_key=...), the CLI's --ssh flags or the connection dialog.
// The secrets (password, passphrase) are never written to a URL, a settings file or a log.
struct SshOptions
{
    QString host;           // empty: no tunnel
    quint16 port = 0;       // 0: the config's Port, else 22
    QString user;           // empty: the config's User, else the local user
    QString keyFile;        // empty: the agent, then the config's IdentityFile, then ~/.ssh/id_*
    QString password;       // secret: tried after the keys
    QString passphrase;     // secret: for an encrypted key file
    QString knownHostsFile; // empty: ~/.ssh/known_hosts
    // Empty: ~/.ssh/config; "none": no config file.
    QString configFile;
    // "[user@]host[:port][,...]": the jump hosts, first to last (ssh -J); empty: the config's
    // ProxyJump; "none": none even if the config has one.
    QString proxyJump;
    QString agentSocket; // empty: $SSH_AUTH_SOCK
    // A host key not in known_hosts: add it and go on (--ssh-accept-new). Off: refused.
    bool acceptNew = false;
    // "SHA256:..." of a host key the user accepted after seeing it (the GUI's question): that
    // key, and only that key, is added to known_hosts.
    QString acceptFingerprint;
    int keepaliveSeconds = 15; // an SSH message after this much silence; 0: none
    int connectTimeoutMs = 10000;

    bool enabled() const { return !host.isEmpty(); }
    // "[user@]host[:port]" ("[::1]:22" for IPv6).
    static Result<SshOptions> fromSpec(const QString &spec);
    QString spec() const;
    // What a shared tunnel is known by: every field but the secrets, the accepted fingerprint
    // and the timeout.
    QString identity() const;

    bool operator==(const SshOptions &other) const = default;
};
