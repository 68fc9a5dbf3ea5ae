#include "sshhop.h"

#include "sshhostconfig.h"

#include <QDir>
#include <QFileInfo>

#include <pwd.h>
#include <unistd.h>

namespace {
constexpr int MaxJumpHosts = 8;

QString localUserName()
{
    if (const passwd *entry = ::getpwuid(::geteuid()))
        return QString::fromLocal8Bit(entry->pw_name);
    return qEnvironmentVariable("USER");
}

// Completes one hop from its spec and the config file.
Result<SshHop> resolveHop(const SshOptions &spec, const SshOptions &options, QString *jump)
{
    SshHop hop;
    hop.name = spec.host;
    SshHostConfig config;
    if (options.configFile != u"none") {
        const QString file =
            options.configFile.isEmpty() ? SshHostConfig::defaultFile() : options.configFile;
        auto read = SshHostConfig::read(file, spec.host);
        if (!read)
            return read.error();
        config = *read;
    }
    if (!config.proxyCommand.isEmpty() && config.proxyCommand != u"none")
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the SSH config gives %1 a ProxyCommand (%2), which "
                                         "CoordScope does not run: use ProxyJump, or "
                                         "ssh_config=none")
                              .arg(spec.host, config.proxyCommand));
    hop.hostName = config.hostName.isEmpty() ? spec.host : config.hostName;
    hop.port = spec.port != 0 ? spec.port : (config.port != 0 ? config.port : 22);
    hop.user =
        !spec.user.isEmpty() ? spec.user : (!config.user.isEmpty() ? config.user : localUserName());
    if (!spec.keyFile.isEmpty())
        hop.identityFiles << spec.keyFile;
    hop.identityFiles << config.identityFiles;
    // A jump host tries the key file given for the target last (one key for both is common).
    if (spec.keyFile.isEmpty() && !options.keyFile.isEmpty() && &spec != &options)
        hop.identityFiles << options.keyFile;
    if (hop.identityFiles.isEmpty()) {
        // ssh(1)'s defaults, those that exist.
        for (const char *name : {"id_ed25519", "id_ecdsa", "id_rsa"}) {
            const QString path = QDir::homePath() + QStringLiteral("/.ssh/") + QLatin1String(name);
            if (QFileInfo::exists(path))
                hop.identityFiles << path;
        }
    }
    hop.knownHostsFile = !options.knownHostsFile.isEmpty() ? options.knownHostsFile
                         : !config.knownHostsFile.isEmpty()
                             ? config.knownHostsFile
                             : QDir::homePath() + QStringLiteral("/.ssh/known_hosts");
    if (!options.agentSocket.isEmpty())
        hop.agentSocket = options.agentSocket;
    else if (config.identityAgent == u"none")
        hop.agentSocket.clear();
    else if (!config.identityAgent.isEmpty() && config.identityAgent != u"SSH_AUTH_SOCK")
        hop.agentSocket = config.identityAgent;
    else
        hop.agentSocket = qEnvironmentVariable("SSH_AUTH_SOCK");
    if (jump)
        *jump = config.proxyJump;
    return hop;
}
} // namespace

QString SshHop::label() const
{
    const QString host = hostName.contains(u':') ? u'[' + hostName + u']' : hostName;
    return QStringLiteral("%1@%2:%3").arg(user, host).arg(port);
}

Result<QList<SshHop>> SshHop::route(const SshOptions &options)
{
    if (!options.enabled())
        return RedisError(RedisError::Kind::InvalidArgument, QStringLiteral("no SSH host"));
    QString configJump;
    auto target = resolveHop(options, options, &configJump);
    if (!target)
        return target.error();
    QString jumps = options.proxyJump.isEmpty() ? configJump : options.proxyJump;
    if (jumps == u"none")
        jumps.clear();
    QList<SshHop> hops;
    const QStringList specs = jumps.split(u',', Qt::SkipEmptyParts);
    if (specs.size() > MaxJumpHosts)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("more than %1 SSH jump hosts").arg(MaxJumpHosts));
    for (const QString &jumpSpec : specs) {
        auto spec = SshOptions::fromSpec(jumpSpec);
        if (!spec)
            return RedisError(RedisError::Kind::InvalidArgument,
                              QStringLiteral("SSH jump host: %1").arg(spec.error().message()));
        SshOptions jumpOptions = *spec;
        // The jump hosts use the agent, the config, then the target's key file.
        auto hop = resolveHop(jumpOptions, options, nullptr);
        if (!hop)
            return hop.error();
        hops << *hop;
    }
    hops << *target;
    return hops;
}
