#include "replicationlink.h"

#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

#include <list>

namespace {

// Lives in the link's thread: every socket below is used there only.
class LinkForwarder : public QObject
{
public:
    explicit LinkForwarder(quint16 masterPort)
        : m_masterPort(masterPort)
    {}

    Result<quint16> listen()
    {
        m_server = new QTcpServer(this);
        if (!m_server->listen(QHostAddress::LocalHost, 0))
            return RedisError(RedisError::Kind::Io,
                              QStringLiteral("the replication link cannot listen: %1")
                                  .arg(m_server->errorString()));
        QObject::connect(m_server, &QTcpServer::newConnection, this, [this] { accept(); });
        return m_server->serverPort();
    }

    void setPaused(bool paused)
    {
        m_paused = paused;
        if (paused)
            return;
        for (auto it = m_connections.begin(); it != m_connections.end();) {
            Connection &c = *it++; // close() erases c
            toReplica(c);
            if (c.masterClosed)
                close(c);
        }
    }

    qint64 heldBytes() const
    {
        qint64 held = 0;
        for (const Connection &c : m_connections)
            held += c.master->bytesAvailable();
        return held;
    }

private:
    struct Connection
    {
        QTcpSocket *replica = nullptr;
        QTcpSocket *master = nullptr;
        bool masterClosed = false;
    };

    void accept()
    {
        while (QTcpSocket *replica = m_server->nextPendingConnection()) {
            auto *master = new QTcpSocket(this);
            // Replication is a stream of small writes: no Nagle delay on either leg.
            replica->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            master->setSocketOption(QAbstractSocket::LowDelayOption, 1);
            Connection &c = m_connections.emplace_back(Connection{replica, master});
            Connection *cp = &c; // std::list: stable until close() erases it
            QObject::connect(master, &QTcpSocket::connected, this, [this, cp] { toMaster(*cp); });
            QObject::connect(replica, &QTcpSocket::readyRead, this, [this, cp] { toMaster(*cp); });
            QObject::connect(master, &QTcpSocket::readyRead, this, [this, cp] { toReplica(*cp); });
            QObject::connect(replica, &QTcpSocket::disconnected, this, [this, cp] { close(*cp); });
            // A refused connect reports an error and no disconnected().
            QObject::connect(master, &QTcpSocket::disconnected, this,
                             [this, cp] { masterGone(*cp); });
            QObject::connect(master, &QTcpSocket::errorOccurred, this,
                             [this, cp](QAbstractSocket::SocketError) { masterGone(*cp); });
            master->connectToHost(QHostAddress::LocalHost, m_masterPort);
        }
    }

    void toMaster(Connection &c)
    {
        if (c.master->state() == QAbstractSocket::ConnectedState && c.replica->bytesAvailable())
            c.master->write(c.replica->readAll());
    }

    void toReplica(Connection &c)
    {
        if (!m_paused && c.master->bytesAvailable())
            c.replica->write(c.master->readAll());
    }

    // While paused the replica must not learn of it either: it sees the close on resume().
    void masterGone(Connection &c)
    {
        if (c.masterClosed)
            return;
        c.masterClosed = true;
        if (!m_paused) {
            toReplica(c);
            close(c);
        }
    }

    void close(Connection &c)
    {
        for (QTcpSocket *s : {c.replica, c.master}) {
            s->disconnect(this);
            s->flush();
            s->disconnectFromHost();
            s->deleteLater();
        }
        m_connections.remove_if([&c](const Connection &other) { return &other == &c; });
    }

    const quint16 m_masterPort;
    QTcpServer *m_server = nullptr;
    std::list<Connection> m_connections;
    bool m_paused = false;
};

} // namespace

struct ReplicationLink::Private
{
    quint16 masterPort = 0;
    quint16 port = 0;
    bool paused = false;
    QThread thread;
    LinkForwarder *forwarder = nullptr;

    template <typename F>
    void inThread(F &&f) const
    {
        QMetaObject::invokeMethod(forwarder, std::forward<F>(f), Qt::BlockingQueuedConnection);
    }
};

ReplicationLink::ReplicationLink(quint16 masterPort)
    : d(std::make_unique<Private>())
{
    d->masterPort = masterPort;
    d->thread.setObjectName(QStringLiteral("replication link"));
}

ReplicationLink::~ReplicationLink()
{
    d->thread.quit();
    d->thread.wait(); // the forwarder and its sockets are deleted there (finished -> deleteLater)
}

Result<void> ReplicationLink::start()
{
    if (d->forwarder)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the replication link is already started"));
    d->forwarder = new LinkForwarder(d->masterPort);
    d->forwarder->moveToThread(&d->thread);
    QObject::connect(&d->thread, &QThread::finished, d->forwarder, &QObject::deleteLater);
    d->thread.start();
    Result<quint16> listened = RedisError();
    d->inThread([&] { listened = d->forwarder->listen(); });
    if (!listened)
        return listened.error();
    d->port = listened.value();
    return {};
}

quint16 ReplicationLink::port() const
{
    return d->port;
}

void ReplicationLink::pause()
{
    if (!d->forwarder)
        return;
    d->inThread([this] { d->forwarder->setPaused(true); });
    d->paused = true;
}

void ReplicationLink::resume()
{
    if (!d->forwarder)
        return;
    d->inThread([this] { d->forwarder->setPaused(false); });
    d->paused = false;
}

bool ReplicationLink::isPaused() const
{
    return d->paused;
}

qint64 ReplicationLink::heldBytes() const
{
    if (!d->forwarder)
        return 0;
    qint64 held = 0;
    d->inThread([&] { held = d->forwarder->heldBytes(); });
    return held;
}
