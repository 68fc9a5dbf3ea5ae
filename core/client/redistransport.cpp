#include "redistransport.h"

#include "sshtunnel.h"

#include <QFile>
#include <QLocalSocket>
#include <QPointer>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslSocket>
#include <QTcpSocket>
#include <QThreadPool>

#include <cerrno>
#include <sys/socket.h>
#include <unistd.h>

namespace {
RedisError ioError(const QString &message)
{
    return RedisError(RedisError::Kind::Io, message);
}

Result<QSslKey> readKey(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return ioError(QStringLiteral("cannot read TLS key %1: %2").arg(path, file.errorString()));
    const QByteArray pem = file.readAll();
    for (const auto algorithm : {QSsl::Rsa, QSsl::Ec, QSsl::Opaque}) {
        QSslKey key(pem, algorithm, QSsl::Pem, QSsl::PrivateKey);
        if (!key.isNull())
            return key;
    }
    return ioError(QStringLiteral("%1 holds no PEM private key").arg(path));
}

Result<QSslConfiguration> tlsConfiguration(const TlsOptions &tls)
{
    QSslConfiguration config = QSslConfiguration::defaultConfiguration();
    if (!tls.caFile.isEmpty()) {
        if (!QFile::exists(tls.caFile))
            return ioError(QStringLiteral("TLS CA file %1 does not exist").arg(tls.caFile));
        const auto cas = QSslCertificate::fromPath(tls.caFile, QSsl::Pem);
        if (cas.isEmpty())
            return ioError(
                QStringLiteral("TLS CA file %1 holds no PEM certificate").arg(tls.caFile));
        config.setCaCertificates(cas);
    }
    if (!tls.certFile.isEmpty()) {
        const auto certs = QSslCertificate::fromPath(tls.certFile, QSsl::Pem);
        if (certs.isEmpty())
            return ioError(
                QStringLiteral("TLS certificate %1 holds no PEM certificate").arg(tls.certFile));
        config.setLocalCertificate(certs.first());
        const auto key = readKey(tls.keyFile);
        if (!key)
            return key.error();
        config.setPrivateKey(*key);
    }
    config.setPeerVerifyMode(tls.verifyPeer ? QSslSocket::VerifyPeer : QSslSocket::VerifyNone);
    return config;
}

RedisError mapSocketError(QAbstractSocket::SocketError error, const QString &text,
                          const ConnectionOptions &o)
{
    const QString where = o.endpoint();
    switch (error) {
    case QAbstractSocket::ConnectionRefusedError:
        return ioError(QStringLiteral("connection refused by %1").arg(where));
    case QAbstractSocket::HostNotFoundError:
        return ioError(QStringLiteral("host %1 not found").arg(o.host));
    case QAbstractSocket::RemoteHostClosedError:
        return RedisError(RedisError::Kind::Closed,
                          QStringLiteral("the server at %1 closed the connection").arg(where));
    case QAbstractSocket::SocketTimeoutError:
        return RedisError(RedisError::Kind::Timeout, QStringLiteral("%1 timed out").arg(where));
    case QAbstractSocket::SslHandshakeFailedError:
    case QAbstractSocket::SslInternalError:
    case QAbstractSocket::SslInvalidUserDataError:
        // What OpenSSL says when the bytes that came back are not TLS: a plain Redis port
        // answering the hello with an error reply.
        if (text.contains(QLatin1String("wrong version number")) ||
            text.contains(QLatin1String("packet length too long")))
            return ioError(QStringLiteral("TLS handshake with %1 failed: the server did not answer "
                                          "in TLS: is it a plain port? (then use redis://)")
                               .arg(where));
        return ioError(QStringLiteral("TLS handshake with %1 failed: %2").arg(where, text));
    default:
        return ioError(QStringLiteral("%1: %2").arg(where, text));
    }
}

RedisError mapLocalError(QLocalSocket::LocalSocketError error, const QString &text,
                         const ConnectionOptions &o)
{
    switch (error) {
    case QLocalSocket::ServerNotFoundError:
        return ioError(QStringLiteral("no Redis socket at %1").arg(o.socketPath));
    case QLocalSocket::ConnectionRefusedError:
        return ioError(QStringLiteral("connection refused by %1").arg(o.socketPath));
    case QLocalSocket::PeerClosedError:
        return RedisError(
            RedisError::Kind::Closed,
            QStringLiteral("the server at %1 closed the connection").arg(o.socketPath));
    case QLocalSocket::SocketAccessError:
        return ioError(QStringLiteral("no permission to open %1").arg(o.socketPath));
    case QLocalSocket::SocketTimeoutError:
        return RedisError(RedisError::Kind::Timeout,
                          QStringLiteral("%1 timed out").arg(o.socketPath));
    default:
        return ioError(QStringLiteral("%1: %2").arg(o.socketPath, text));
    }
}
// The SSH tunnels' set-ups (logins, channel opens) block: they run here, never on the thread of
// an asynchronous transport.
QThreadPool &sshConnectPool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool;
        p->setMaxThreadCount(4);
        p->setExpiryTimeout(10000);
        return p;
    }();
    return *pool;
}

// A stream's descriptor on its way to the transport: closed unless taken.
struct StreamDescriptor
{
    int fd = -1;
    ~StreamDescriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
    int take() { return std::exchange(fd, -1); }
};

SshForwardTarget sshTarget(const ConnectionOptions &o)
{
    SshForwardTarget target;
    if (o.transport == ConnectionOptions::Transport::Unix)
        target.unixPath = o.socketPath;
    else {
        target.host = o.host;
        target.port = o.port;
    }
    return target;
}
} // namespace

struct RedisTransport::Private
{
    ConnectionOptions options;
    QIODevice *device = nullptr;
    QTcpSocket *tcp = nullptr;     // also set for TLS
    QSslSocket *ssl = nullptr;     // TLS only
    QLocalSocket *local = nullptr; // Unix socket only
    RedisError lastError;
    // Blocking use: plain TCP writes and reads go straight to the kernel, with no Qt buffer whose
    // write notifier is switched on and off (two event-dispatcher wake-ups) on every command.
    bool unbuffered = false;
    std::shared_ptr<SshTunnel> tunnel; // through SSH: every open() asks it for a stream
    int tunnelSession = 0;             // the tunnel's session the stream came from
    quint64 generation = 0;            // open() and abort(): a stream that comes later is dropped

    RedisError currentError() const
    {
        if (tunnel) {
            const QString where = QStringLiteral("%1 (%2)").arg(options.address(), tunnel->label());
            // The session's end, when it is the one this stream rode on (not an older one's).
            if (tunnelSession != 0 && tunnel->sessionNumber() == tunnelSession && !tunnel->isUp() &&
                !tunnel->lastDrop().isEmpty())
                return RedisError(RedisError::Kind::Closed,
                                  QStringLiteral("%1: %2").arg(where, tunnel->lastDrop()));
            if (tcp && tcp->error() == QAbstractSocket::RemoteHostClosedError)
                return RedisError(
                    RedisError::Kind::Closed,
                    QStringLiteral("the server at %1 closed the connection").arg(where));
        }
        if (local)
            return mapLocalError(local->error(), local->errorString(), options);
        if (tcp)
            return mapSocketError(tcp->error(), tcp->errorString(), options);
        return RedisError(RedisError::Kind::Closed, QStringLiteral("not connected"));
    }
};

RedisTransport::RedisTransport(const ConnectionOptions &options, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    d->options = options;
}

RedisTransport::~RedisTransport()
{
    if (d->device)
        d->device->disconnect(this);
}

void RedisTransport::open()
{
    if (d->device) {
        // open() may run inside a slot of the old device's signal: delete it later.
        d->device->disconnect(this);
        if (d->local)
            d->local->abort();
        else if (d->tcp)
            d->tcp->abort();
        d->device->deleteLater();
    }
    d->device = nullptr;
    d->tcp = nullptr;
    d->ssl = nullptr;
    d->local = nullptr;
    d->lastError = RedisError();
    ++d->generation;
    const ConnectionOptions &o = d->options;

    if (o.ssh.enabled() && !d->tunnel) {
        SshOptions ssh = o.ssh;
        if (o.connectTimeoutMs > 0)
            ssh.connectTimeoutMs = o.connectTimeoutMs; // for each step: a hop's login, a channel
        d->tunnel = SshTunnel::shared(ssh);
    }
    d->tunnelSession = 0;
    if (o.transport == ConnectionOptions::Transport::Unix && !d->tunnel) {
        d->local = new QLocalSocket(this);
        d->device = d->local;
        connect(d->local, &QLocalSocket::connected, this, &RedisTransport::connected);
        connect(d->local, &QLocalSocket::errorOccurred, this,
                [this](QLocalSocket::LocalSocketError) {
                    d->lastError = d->currentError();
                    Q_EMIT failed(d->lastError);
                });
        connect(d->local, &QLocalSocket::disconnected, this, &RedisTransport::disconnected);
        connect(d->local, &QLocalSocket::readyRead, this, &RedisTransport::readyRead);
        d->local->connectToServer(o.socketPath);
        return;
    }

    if (o.transport == ConnectionOptions::Transport::Tls) {
        const auto config = tlsConfiguration(o.tls);
        d->ssl = new QSslSocket(this);
        d->tcp = d->ssl;
        d->device = d->ssl;
        if (!config) {
            d->lastError = config.error();
            // Reported from the event loop (or by openBlocking) so callers see one path.
            QMetaObject::invokeMethod(
                this, [this, e = config.error()] { Q_EMIT failed(e); }, Qt::QueuedConnection);
            return;
        }
        d->ssl->setSslConfiguration(*config);
        connect(d->ssl, &QSslSocket::encrypted, this, [this] {
            d->tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            d->tcp->setSocketOption(QAbstractSocket::KeepAliveOption, 1);
            Q_EMIT connected();
        });
    } else {
        d->tcp = new QTcpSocket(this);
        d->device = d->tcp;
        connect(d->tcp, &QTcpSocket::connected, this, [this] {
            d->tcp->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            d->tcp->setSocketOption(QAbstractSocket::KeepAliveOption, 1);
            Q_EMIT connected();
        });
    }
    connect(d->tcp, &QAbstractSocket::errorOccurred, this, [this](QAbstractSocket::SocketError) {
        d->lastError = d->currentError();
        Q_EMIT failed(d->lastError);
    });
    connect(d->tcp, &QAbstractSocket::disconnected, this, &RedisTransport::disconnected);
    connect(d->tcp, &QAbstractSocket::readyRead, this, &RedisTransport::readyRead);
    if (d->tunnel) {
        if (d->unbuffered)
            return; // openBlocking() asks the tunnel itself
        // Asks the tunnel on a pool thread, then adopts the stream here.
        auto tunnel = d->tunnel;
        const SshForwardTarget target = sshTarget(o);
        const QPointer<RedisTransport> self(this);
        const quint64 generation = d->generation;
        sshConnectPool().start([self, tunnel, target, generation] {
            auto stream = tunnel->openStream(target);
            auto descriptor = std::make_shared<StreamDescriptor>();
            if (stream)
                descriptor->fd = *stream;
            QMetaObject::invokeMethod(
                self.data(),
                [self, descriptor, generation, error = stream.error()] {
                    if (!self || self->d->generation != generation)
                        return; // reopened or aborted meanwhile: the descriptor closes
                    if (error.isError()) {
                        self->d->lastError = error;
                        Q_EMIT self->failed(error);
                        return;
                    }
                    self->adoptStream(descriptor->take());
                },
                Qt::QueuedConnection);
        });
        return;
    }
    if (d->ssl) {
        const QString peer = o.tls.serverName.isEmpty() ? o.host : o.tls.serverName;
        d->ssl->connectToHostEncrypted(o.host, o.port, peer);
    } else {
        d->tcp->connectToHost(o.host, o.port,
                              d->unbuffered ? QIODevice::ReadWrite | QIODevice::Unbuffered
                                            : QIODevice::ReadWrite);
    }
}

void RedisTransport::adoptStream(int fd)
{
    d->tunnelSession = d->tunnel->sessionNumber();
    const QIODevice::OpenMode mode =
        d->unbuffered ? QIODevice::ReadWrite | QIODevice::Unbuffered : QIODevice::ReadWrite;
    if (!d->tcp->setSocketDescriptor(fd, QAbstractSocket::ConnectedState, mode)) {
        ::close(fd);
        d->lastError = RedisError(RedisError::Kind::Io,
                                  QStringLiteral("%1: cannot use the SSH tunnel's stream: %2")
                                      .arg(d->options.address(), d->tcp->errorString()));
        Q_EMIT failed(d->lastError);
        return;
    }
    if (d->ssl) {
        const ConnectionOptions &o = d->options;
        d->ssl->setPeerVerifyName(o.tls.serverName.isEmpty() ? o.host : o.tls.serverName);
        d->ssl->startClientEncryption(); // encrypted() says connected()
        return;
    }
    if (!d->unbuffered)
        QMetaObject::invokeMethod(this, &RedisTransport::connected, Qt::QueuedConnection);
}

Result<void> RedisTransport::openBlocking(int timeoutMs)
{
    d->unbuffered = true;
    open();
    if (d->lastError.isError())
        return d->lastError;
    if (d->tunnel) {
        auto stream = d->tunnel->openStream(sshTarget(d->options));
        if (!stream) {
            d->lastError = stream.error();
            return stream.error();
        }
        adoptStream(*stream);
        if (d->lastError.isError())
            return d->lastError;
        if (!d->ssl)
            return {};
    }
    const int wait = timeoutMs > 0 ? timeoutMs : -1;
    bool ok = false;
    if (d->local)
        ok = d->local->waitForConnected(wait);
    else if (d->ssl)
        ok = d->ssl->waitForEncrypted(wait);
    else
        ok = d->tcp->waitForConnected(wait);
    if (ok)
        return {};
    RedisError e = d->currentError();
    const bool tcpUp = d->ssl && d->ssl->state() == QAbstractSocket::ConnectedState;
    if ((e.kind() == RedisError::Kind::Timeout || e.message().isEmpty()) && tcpUp)
        // A plain port reads the TLS hello as the start of a command and waits for the rest.
        e = RedisError(RedisError::Kind::Timeout,
                       QStringLiteral("connected to %1, but no TLS handshake within %2 ms: is "
                                      "it a TLS port? (a plain port needs redis://)")
                           .arg(d->options.endpoint())
                           .arg(timeoutMs));
    else if (e.kind() == RedisError::Kind::Timeout || e.message().isEmpty())
        e = RedisError(RedisError::Kind::Timeout,
                       QStringLiteral("connecting to %1 timed out after %2 ms")
                           .arg(d->options.endpoint())
                           .arg(timeoutMs));
    d->lastError = e;
    abort();
    return e;
}

bool RedisTransport::isConnected() const
{
    if (d->local)
        return d->local->state() == QLocalSocket::ConnectedState;
    if (d->ssl)
        return d->ssl->state() == QAbstractSocket::ConnectedState && d->ssl->isEncrypted();
    return d->tcp && d->tcp->state() == QAbstractSocket::ConnectedState;
}

bool RedisTransport::peerClosed()
{
    if (!isConnected())
        return true;
    if (d->device->bytesAvailable() > 0)
        return false;
    const qintptr fd = d->local ? d->local->socketDescriptor() : d->tcp->socketDescriptor();
    if (fd < 0)
        return false;
    char byte = 0;
    const ssize_t n = ::recv(int(fd), &byte, 1, MSG_PEEK | MSG_DONTWAIT);
    if (n == 0)
        return true; // EOF: the server closed it (its idle timeout, CLIENT KILL, a restart)
    if (n < 0)
        return errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR; // reset
    if (!d->ssl)
        return false;
    // TLS: the waiting bytes may be the server's close_notify; let the socket read them.
    d->ssl->waitForReadyRead(0);
    return !isConnected();
}

void RedisTransport::abort()
{
    ++d->generation;
    if (d->local)
        d->local->abort();
    else if (d->tcp)
        d->tcp->abort();
}

QIODevice *RedisTransport::device() const
{
    return d->device;
}

qintptr RedisTransport::descriptor() const
{
    if (d->local)
        return d->local->socketDescriptor();
    return d->tcp ? d->tcp->socketDescriptor() : -1;
}

void RedisTransport::write(const QByteArray &bytes)
{
    d->device->write(bytes);
    if (d->local)
        d->local->flush();
    else
        d->tcp->flush();
}

bool RedisTransport::waitForReadyRead(int timeoutMs)
{
    if (d->device->waitForReadyRead(timeoutMs))
        return true;
    d->lastError = d->currentError();
    return false;
}

RedisError RedisTransport::lastError() const
{
    return d->lastError;
}
