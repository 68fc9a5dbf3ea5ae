#pragma once

#include "result.h"

#include <QString>

#include <memory>

// An SSH server for the password login tests, made with libssh's server API and run in this
// process: OpenSSH's sshd checks passwords against the system's accounts, which tests must not
// touch. It listens on a free loopback port with an ed25519 host key of its own, accepts one
// user with one password (and no other method), and forwards direct-tcpip channels to the
// address each one asks for. A thread accepts, a thread serves each session; the destructor
// ends them all.
class TestSshPasswordServer
{
public:
    ~TestSshPasswordServer();
    TestSshPasswordServer(const TestSshPasswordServer &) = delete;
    TestSshPasswordServer &operator=(const TestSshPasswordServer &) = delete;

    static Result<std::unique_ptr<TestSshPasswordServer>> start(const QString &user,
                                                                const QString &password);

    quint16 port() const;
    // "USER@127.0.0.1:PORT".
    QString spec() const;
    // The known_hosts line that vouches for this server ("[127.0.0.1]:PORT ssh-ed25519 AAAA...").
    QString knownHostsLine() const;
    // Password logins accepted and refused so far (a client's "none" probe is neither).
    int acceptedLogins() const;
    int refusedLogins() const;

private:
    TestSshPasswordServer();

    struct Private;
    std::unique_ptr<Private> d;
};
