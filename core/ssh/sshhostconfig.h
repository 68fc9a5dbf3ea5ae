#pragma once

#include "result.h"

#include <QString>
#include <QStringList>

// What an OpenSSH client configuration file (~/.ssh/config) says about one host: the Host
// blocks whose patterns match it (wildcards * and ?, negation !), read top to bottom with the
// first value of each keyword winning, as ssh(1) does. Understood: HostName, User, Port,
// IdentityFile (every one, in order), ProxyJump, UserKnownHostsFile, IdentityAgent and Include;
// ProxyCommand is read only to refuse it (CoordScope runs no command to connect).
// Match blocks are skipped (their conditions need a shell), and said so in notes.
struct SshHostConfig
{
    QString hostName; // empty: the name asked for
    QString user;
    quint16 port = 0;
    QStringList identityFiles; // ~ and %d, %u, %h, %r expanded
    QString proxyJump;
    QString proxyCommand; // not run: SshHop refuses a host that needs one
    QString knownHostsFile;
    QString identityAgent;
    QStringList notes; // what was skipped ("Match at line 12 skipped")

    // A missing file is an empty configuration; an unreadable one, or a line that cannot be
    // read, an error naming the file and the line.
    static Result<SshHostConfig> read(const QString &file, const QString &host);
    // ~/.ssh/config
    static QString defaultFile();
};
