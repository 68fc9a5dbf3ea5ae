#pragma once

#include "connectionoptions.h"
#include "rediserror.h"

#include <QObject>
#include <memory>

class QIODevice;

// The byte stream under both client faces: a QTcpSocket, QSslSocket or QLocalSocket chosen
// from ConnectionOptions and configured (TCP_NODELAY, TLS certificates, SNI). It reports a
// connection as up only when it can carry commands: for TLS, after the handshake. Through SSH
// (ConnectionOptions::ssh), the socket is a stream of the shared SshTunnel, asked for on a pool
// thread (open()) or on the caller's (openBlocking()); TLS runs over it end to end.
class RedisTransport : public QObject
{
    Q_OBJECT
public:
    explicit RedisTransport(const ConnectionOptions &options, QObject *parent = nullptr);
    ~RedisTransport() override;

    // Starts connecting; the outcome comes as connected() or failed().
    void open();
    // Blocking form of open(), for threads without an event loop.
    Result<void> openBlocking(int timeoutMs);
    bool isConnected() const;
    // Whether the server is known to have closed an idle connection: its EOF (or reset) is
    // waiting on the socket, or the socket is already closed. Consumes no reply bytes; one
    // non-blocking peek, so it is cheap enough before every command.
    bool peerClosed();
    void abort();

    QIODevice *device() const;
    // The socket's descriptor, for poll() over several connections at once (FanOutRound); -1
    // when there is no socket.
    qintptr descriptor() const;
    // Writes and pushes the bytes to the kernel without waiting for them to be sent.
    void write(const QByteArray &bytes);
    // Blocks until bytes are readable, a write completes, or the deadline (-1: none) passes.
    bool waitForReadyRead(int timeoutMs);
    // The failure behind the last error signal or failed wait, mapped to the taxonomy.
    RedisError lastError() const;

Q_SIGNALS:
    void connected();
    void readyRead();
    void disconnected();
    void failed(const RedisError &error);

private:
    // Through SSH: takes the tunnel's stream (a connected socket's descriptor) as its socket.
    void adoptStream(int fd);

    struct Private;
    std::unique_ptr<Private> d;
};
