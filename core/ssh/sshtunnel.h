#pragma once

#include "result.h"
#include "sshoptions.h"
#include "sshsession.h"

#include <QString>

#include <memory>

// The SSH tunnel of a connection: one SSH session (through its jump hosts, each a session
// carried by the one before) and one forwarded channel per Redis connection it carries, so that
// every node of a Cluster or a Sentinel deployment is reached through the same session at the
// address it announces. Shared by every connection made with the same SSH options (shared()),
// thread-safe, and reconnected on demand: after a drop, the next stream asked for logs in again
// (the connections see the drop as a closed connection and reconnect as from any server).
class SshTunnel
{
public:
    ~SshTunnel();
    SshTunnel(const SshTunnel &) = delete;
    SshTunnel &operator=(const SshTunnel &) = delete;

    // The tunnel for these SSH options, made (not connected) on first use; the options' secrets
    // and answers (password, passphrase, accepted fingerprint) replace the tunnel's.
    static std::shared_ptr<SshTunnel> shared(const SshOptions &options);

    // A connected stream to the target through the tunnel: the descriptor of a loopback TCP
    // socket the caller owns. Logs in first when the tunnel is down. Blocking, up to the
    // options' connect timeout for each hop.
    Result<int> openStream(const SshForwardTarget &target);

    // "via root@bastion:22" (the jump hosts too: "via a@j:22 → root@bastion:22").
    QString label() const;
    bool isUp() const;
    // Why the last session ended (empty if none did), and how many times it was set up again.
    QString lastDrop() const;
    int reconnects() const;
    // The session now (or last) up: 1 for the first, one more at each login.
    int sessionNumber() const;
    // The streams it carries now (the last hop's channels).
    int streamCount() const;
    // Ends the session now (tests, and the GUI's disconnect); the next stream logs in again.
    void close();

private:
    explicit SshTunnel(const SshOptions &options);
    Result<void> connectLocked();

    struct Private;
    std::unique_ptr<Private> d;
};
