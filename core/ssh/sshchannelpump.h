#pragma once

#include "result.h"
#include "sshsession.h"

#include <QString>

#include <memory>

// Carries the bytes of one SSH session's forwarded channels, each joined to a local stream
// socket, in a thread of its own that owns the session from then on (libssh sessions are not
// thread-safe): the other threads ask it for streams. A session that drops (the server, the
// network, a keepalive that fails) closes every local stream, so their readers see the
// connection end as they would a server's, and the pump says why in dropReason(). A session
// that carries no stream for 30 s logs out. Each stream buffers at most 1 MiB each way: a
// reader that does not read holds back its own stream (through the SSH window), not the others.
class SshChannelPump
{
public:
    // What the local end of a stream is: a connected loopback TCP socket (for Qt's sockets,
    // which take it as a descriptor; TLS runs over it as over any TCP socket), or one end of a
    // Unix socketpair (the next hop's SSH session runs over it).
    enum class Stream { LoopbackTcp, SocketPair };

    SshChannelPump(std::unique_ptr<SshSession> session, int keepaliveSeconds);
    ~SshChannelPump();
    SshChannelPump(const SshChannelPump &) = delete;
    SshChannelPump &operator=(const SshChannelPump &) = delete;

    // Opens a channel to the target and gives the caller's end of its stream (the caller owns
    // the descriptor). Blocks until the channel is open or refused, at most timeoutMs;
    // thread-safe.
    Result<int> openStream(const SshForwardTarget &target, Stream stream, int timeoutMs);
    bool isAlive() const;
    // Why the session ended; empty while it is alive.
    QString dropReason() const;
    const SshHop &hop() const;
    // Streams open now.
    int streamCount() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};
