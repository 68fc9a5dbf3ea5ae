#pragma once

#include <QByteArray>
#include <QList>

#include <functional>
#include <memory>

// A server on loopback that speaks just enough RESP to play a broken or hostile Redis: it reads
// each command and writes whatever the responder returns for it, raw bytes, valid or not. It runs
// on its own thread, so a test may block (on a CLI process, on a blocking connection) while it
// answers.
class FakeRedisServer
{
public:
    // The bytes to answer argv with; an empty result answers nothing.
    using Responder = std::function<QByteArray(const QList<QByteArray> &argv)>;

    explicit FakeRedisServer(Responder responder);
    ~FakeRedisServer();
    FakeRedisServer(const FakeRedisServer &) = delete;
    FakeRedisServer &operator=(const FakeRedisServer &) = delete;

    // Every command answered with the same bytes.
    static Responder always(const QByteArray &reply);

    quint16 port() const;
    QString url() const; // redis://127.0.0.1:PORT
    // Commands received so far, on every connection (their names, upper-case).
    QList<QByteArray> commandNames() const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};
