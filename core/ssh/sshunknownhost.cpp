#include "sshunknownhost.h"

#include <QRegularExpression>

namespace {
const QString Template = QStringLiteral(
    "the SSH host %1 is not in %2: its %3 key is %4. Check the fingerprint with the host's "
    "administrator, then accept it (--ssh-accept-new)");
} // namespace

RedisError SshUnknownHost::error() const
{
    return RedisError(RedisError::Kind::SshHostKey,
                      Template.arg(host, knownHostsFile, keyType, fingerprint));
}

std::optional<SshUnknownHost> SshUnknownHost::fromError(const RedisError &error)
{
    if (error.kind() != RedisError::Kind::SshHostKey)
        return std::nullopt;
    static const QRegularExpression pattern(QStringLiteral(
        "the SSH host (\\S+) is not in (.+): its (\\S+) key is (SHA256:[A-Za-z0-9+/=]+)\\."));
    const auto match = pattern.match(error.message());
    if (!match.hasMatch())
        return std::nullopt; // a changed key: nothing to accept
    return SshUnknownHost{match.captured(1), match.captured(2), match.captured(3),
                          match.captured(4)};
}
