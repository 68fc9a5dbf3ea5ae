#pragma once

#include "result.h"
#include "sshoptions.h"

#include <QList>
#include <QString>
#include <QStringList>

// One SSH server on the way to Redis, with everything needed to log in to it: the address
// (after ~/.ssh/config's HostName and Port), the user, the key files to try, the known_hosts
// file and the agent. route() gives the whole way, the jump hosts first and the host that opens
// the forwarded channels last, as ssh -J does.
struct SshHop
{
    QString name;     // as written (an alias of the config, or an address)
    QString hostName; // the address connected to, and looked up in known_hosts
    quint16 port = 22;
    QString user;
    QStringList identityFiles; // tried in order, after the agent
    QString knownHostsFile;
    QString agentSocket; // empty: no agent

    // "user@host:port", for messages.
    QString label() const;
    // The hops to the options' host: its ProxyJump hosts (from the options, else its config
    // entry) then the host itself, each completed from the config file.
    static Result<QList<SshHop>> route(const SshOptions &options);
};
