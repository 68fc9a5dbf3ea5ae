#pragma once

#include "rediserror.h"

#include <QString>

#include <optional>

// An SSH host whose key known_hosts does not have: what the user must see to decide whether to
// trust it (the host, the key type, the SHA-256 fingerprint). SshSession refuses such a host with
// error(); the GUI reads it back with fromError() and asks; accepted, the fingerprint goes into
// SshOptions::acceptFingerprint for the next attempt.
struct SshUnknownHost
{
    QString host; // "[127.0.0.1]:2222", or "bastion" on port 22
    QString knownHostsFile;
    QString keyType;     // "ssh-ed25519"
    QString fingerprint; // "SHA256:..."

    RedisError error() const;
    static std::optional<SshUnknownHost> fromError(const RedisError &error);
};
