#pragma once

#include "result.h"

#include <QtGlobal>
#include <memory>

// The network between a replica and its master, under the playground's control. The replica is
// started with `replicaof 127.0.0.1 <port()>` and the link forwards its connections to the
// master's port. Paused, it stops passing the master's bytes to the replica (they wait, in
// order) while the replica's bytes, its ACKs among them, still reach the master: a partition of
// the replication stream alone. Nothing in Redis is reconfigured, clients keep writing to the
// master, and WAIT there counts the replica only up to what it had before the pause.
//
// The sockets live in a thread of their own, so the link forwards while its owner blocks; it
// needs a QCoreApplication. Destroying the link drops what it held and closes every connection.
class ReplicationLink
{
public:
    explicit ReplicationLink(quint16 masterPort);
    ~ReplicationLink();
    ReplicationLink(const ReplicationLink &) = delete;
    ReplicationLink &operator=(const ReplicationLink &) = delete;

    // Listens on a free loopback port.
    Result<void> start();
    quint16 port() const;

    // Both return once the forwarding thread has applied them: after pause() not one more byte
    // of the master's reaches the replica; resume() first delivers what waited.
    void pause();
    void resume();
    bool isPaused() const;
    // The master's bytes waiting for resume().
    qint64 heldBytes() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};
