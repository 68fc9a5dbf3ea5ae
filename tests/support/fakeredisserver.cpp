#include "fakeredisserver.h"

#include "respreader.h"

#include <QMutex>
#include <QTcpServer>
#include <QTcpSocket>
#include <QThread>

struct FakeRedisServer::Private
{
    Responder responder;
    QThread thread;
    QObject context;              // moved to thread: what runs there is queued on it
    QTcpServer *server = nullptr; // lives on thread
    quint16 port = 0;
    mutable QMutex mutex;
    QList<QByteArray> names;

    void accept()
    {
        while (QTcpSocket *socket = server->nextPendingConnection()) {
            auto reader = std::make_shared<RespReader>();
            QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, reader] {
                reader->feed(socket->readAll());
                for (;;) {
                    auto next = reader->next();
                    if (!next || !next->has_value())
                        break;
                    QList<QByteArray> argv;
                    for (const RedisReply &arg : next->value().elements())
                        argv.append(arg.bytes());
                    {
                        QMutexLocker lock(&mutex);
                        names.append(argv.value(0).toUpper());
                    }
                    const QByteArray reply = responder(argv);
                    if (!reply.isEmpty())
                        socket->write(reply);
                }
            });
            QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        }
    }
};

FakeRedisServer::FakeRedisServer(Responder responder)
    : d(std::make_unique<Private>())
{
    d->responder = std::move(responder);
    d->context.moveToThread(&d->thread);
    d->thread.start();
    QMetaObject::invokeMethod(
        &d->context,
        [this] {
            d->server = new QTcpServer;
            QObject::connect(d->server, &QTcpServer::newConnection, d->server,
                             [this] { d->accept(); });
            if (d->server->listen(QHostAddress::LocalHost, 0))
                d->port = d->server->serverPort();
        },
        Qt::BlockingQueuedConnection);
}

FakeRedisServer::~FakeRedisServer()
{
    QMetaObject::invokeMethod(
        &d->context,
        [this] {
            // The sockets are the server's children: they go with it.
            const auto sockets = d->server->findChildren<QTcpSocket *>();
            for (QTcpSocket *socket : sockets)
                socket->abort();
            delete d->server;
        },
        Qt::BlockingQueuedConnection);
    d->thread.quit();
    d->thread.wait();
}

FakeRedisServer::Responder FakeRedisServer::always(const QByteArray &reply)
{
    return [reply](const QList<QByteArray> &) { return reply; };
}

quint16 FakeRedisServer::port() const
{
    return d->port;
}

QString FakeRedisServer::url() const
{
    return QStringLiteral("redis://127.0.0.1:%1").arg(d->port);
}

QList<QByteArray> FakeRedisServer::commandNames() const
{
    QMutexLocker lock(&d->mutex);
    return d->names;
}
