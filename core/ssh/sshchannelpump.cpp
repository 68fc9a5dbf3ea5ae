#include "sshchannelpump.h"

#include <QByteArray>
#include <QList>

#include <libssh/libssh.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {
constexpr int PumpChunk = 64 * 1024;
// A session that has carried no stream for this long logs out; the next stream logs in again.
constexpr int IdleLogoutSeconds = 30;

RedisError pumpError(const QString &message)
{
    return RedisError(RedisError::Kind::Ssh, message);
}

// A connected pair of loopback TCP sockets: fds[0] for the caller, fds[1] for the pump. The
// listener lives for one accept, and the accepted socket must be the caller's (its address and
// port), so no other local process slips in.
bool loopbackTcpPair(int fds[2])
{
    const int listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (listener < 0)
        return false;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    int client = -1;
    int accepted = -1;
    bool ok = ::bind(listener, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0 &&
              ::listen(listener, 1) == 0 &&
              ::getsockname(listener, reinterpret_cast<sockaddr *>(&address), &length) == 0;
    if (ok) {
        client = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        ok = client >= 0 &&
             ::connect(client, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0;
    }
    if (ok) {
        sockaddr_in peer{};
        socklen_t peerLength = sizeof peer;
        accepted =
            ::accept4(listener, reinterpret_cast<sockaddr *>(&peer), &peerLength, SOCK_CLOEXEC);
        sockaddr_in mine{};
        socklen_t mineLength = sizeof mine;
        ok = accepted >= 0 &&
             ::getsockname(client, reinterpret_cast<sockaddr *>(&mine), &mineLength) == 0 &&
             peer.sin_port == mine.sin_port && peer.sin_addr.s_addr == mine.sin_addr.s_addr;
    }
    ::close(listener);
    if (!ok) {
        if (client >= 0)
            ::close(client);
        if (accepted >= 0)
            ::close(accepted);
        return false;
    }
    const int one = 1;
    ::setsockopt(client, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    ::setsockopt(accepted, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    fds[0] = client;
    fds[1] = accepted;
    return true;
}

bool writeAll(int fd, const char *data, qsizetype size)
{
    while (size > 0) {
        const ssize_t n = ::send(fd, data, size_t(size), MSG_NOSIGNAL);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EAGAIN || errno == EWOULDBLOCK) {
                pollfd p{fd, POLLOUT, 0};
                ::poll(&p, 1, 1000);
                continue;
            }
            return false;
        }
        data += n;
        size -= n;
    }
    return true;
}

// Keepalives at the TCP level too: a bastion that vanishes without a FIN is noticed.
void keepTcpAlive(int fd, int seconds)
{
    if (fd < 0 || seconds <= 0)
        return;
    const int one = 1;
    const int idle = seconds;
    const int interval = std::max(1, seconds / 3);
    const int count = 3;
    ::setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &one, sizeof one);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &interval, sizeof interval);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &count, sizeof count);
}
} // namespace

struct SshChannelPump::Private
{
    struct Pair
    {
        int fd = -1; // the pump's end
        ssh_channel channel = nullptr;
    };
    struct Request
    {
        SshForwardTarget target;
        Stream stream = Stream::LoopbackTcp;
        bool done = false;
        Result<int> result = RedisError(RedisError::Kind::Ssh, QString());
    };

    std::unique_ptr<SshSession> session;
    int keepaliveSeconds = 0;
    int wakeFd = -1;
    std::thread thread;
    std::atomic<bool> stopping{false};
    std::atomic<bool> alive{true};
    std::atomic<int> streams{0};

    mutable std::mutex mutex; // requests, dropReason
    std::condition_variable answered;
    std::vector<Request *> requests;
    QString dropReason;

    std::vector<Pair> pairs; // the pump thread's alone

    void wake()
    {
        const uint64_t one = 1;
        [[maybe_unused]] const ssize_t n = ::write(wakeFd, &one, sizeof one);
    }

    void closePair(Pair &pair, bool sendEof)
    {
        if (pair.channel) {
            if (sendEof && ssh_channel_is_open(pair.channel))
                ssh_channel_send_eof(pair.channel);
            ssh_channel_close(pair.channel);
            ssh_channel_free(pair.channel);
            pair.channel = nullptr;
        }
        if (pair.fd >= 0) {
            ::close(pair.fd);
            pair.fd = -1;
        }
    }

    void serveRequests()
    {
        std::vector<Request *> pending;
        {
            std::lock_guard lock(mutex);
            pending.swap(requests);
        }
        for (Request *request : pending) {
            Result<int> result = open(*request);
            std::lock_guard lock(mutex);
            request->result = std::move(result);
            request->done = true;
        }
        if (!pending.empty())
            answered.notify_all();
    }

    Result<int> open(const Request &request)
    {
        if (!alive)
            return pumpError(dropReason);
        auto channel = session->openChannel(request.target);
        if (!channel) {
            if (!ssh_is_connected(session->handle()))
                drop(channel.error().message());
            return channel.error();
        }
        int fds[2] = {-1, -1};
        const bool made = request.stream == Stream::LoopbackTcp
                              ? loopbackTcpPair(fds)
                              : ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds) == 0;
        if (!made) {
            ssh_channel_close(*channel);
            ssh_channel_free(*channel);
            return pumpError(QStringLiteral("SSH: cannot make a local stream: %1")
                                 .arg(QString::fromLocal8Bit(strerror(errno))));
        }
        pairs.push_back({fds[1], *channel});
        ++streams;
        return fds[0];
    }

    void drop(const QString &why)
    {
        if (!alive.exchange(false))
            return;
        {
            std::lock_guard lock(mutex);
            dropReason =
                QStringLiteral("the SSH session to %1 ended: %2").arg(session->hop().label(), why);
        }
        for (Pair &pair : pairs)
            closePair(pair, false);
        pairs.clear();
        streams = 0;
    }

    // Moves what the channels have to their local ends; false when nothing moved.
    bool fromChannels(std::vector<char> &buffer)
    {
        bool moved = false;
        for (Pair &pair : pairs) {
            while (pair.fd >= 0) {
                const int n = ssh_channel_read_nonblocking(pair.channel, buffer.data(),
                                                           uint32_t(buffer.size()), 0);
                if (n > 0) {
                    moved = true;
                    if (!writeAll(pair.fd, buffer.data(), n)) {
                        closePair(pair, true); // the local reader went away
                        break;
                    }
                    continue;
                }
                if (n == SSH_ERROR || (n == 0 && ssh_channel_is_eof(pair.channel)) ||
                    ssh_channel_is_closed(pair.channel)) {
                    if (!ssh_is_connected(session->handle())) {
                        drop(session->lastLibsshError());
                        return moved;
                    }
                    closePair(pair, false); // the far end (Redis) closed it
                }
                break;
            }
        }
        return moved;
    }

    void run()
    {
        std::vector<char> buffer(PumpChunk);
        auto lastTraffic = std::chrono::steady_clock::now();
        auto lastStream = lastTraffic;
        while (!stopping && alive) {
            std::vector<pollfd> polled;
            polled.push_back({wakeFd, POLLIN, 0});
            polled.push_back({ssh_get_fd(session->handle()), POLLIN, 0});
            for (const Pair &pair : pairs)
                polled.push_back({pair.fd, POLLIN, 0});
            bool buffered = false;
            for (const Pair &pair : pairs)
                buffered = buffered || (pair.channel && ssh_channel_poll(pair.channel, 0) > 0);
            const int ready = ::poll(polled.data(), polled.size(), buffered ? 0 : 1000);
            if (ready < 0 && errno != EINTR) {
                drop(QStringLiteral("poll failed"));
                break;
            }
            if (polled[0].revents & POLLIN) {
                uint64_t count = 0;
                [[maybe_unused]] const ssize_t n = ::read(wakeFd, &count, sizeof count);
            }
            serveRequests();
            bool moved = false;
            // Local ends to their channels. polled[2 + i] is pairs[i] as it was when polled.
            const size_t polledPairs = polled.size() - 2;
            for (size_t i = 0; i < polledPairs && i < pairs.size() && alive; ++i) {
                Pair &pair = pairs[i];
                if (pair.fd < 0 || !(polled[2 + i].revents & (POLLIN | POLLHUP | POLLERR)))
                    continue;
                const ssize_t n = ::recv(pair.fd, buffer.data(), buffer.size(), 0);
                if (n <= 0) {
                    closePair(pair, true); // the local client closed its connection
                    continue;
                }
                moved = true;
                if (ssh_channel_write(pair.channel, buffer.data(), uint32_t(n)) != n) {
                    if (!ssh_is_connected(session->handle())) {
                        drop(session->lastLibsshError());
                        break;
                    }
                    closePair(pair, false);
                }
            }
            if (alive)
                moved = fromChannels(buffer) || moved;
            if (alive && (polled[1].revents & (POLLHUP | POLLERR)) &&
                !ssh_is_connected(session->handle()))
                drop(QStringLiteral("the connection was closed"));
            if (alive && !ssh_is_connected(session->handle()))
                drop(session->lastLibsshError().isEmpty()
                         ? QStringLiteral("the connection was closed")
                         : session->lastLibsshError());
            std::erase_if(pairs, [](const Pair &pair) { return pair.fd < 0; });
            streams = int(pairs.size());
            const auto now = std::chrono::steady_clock::now();
            if (!pairs.empty())
                lastStream = now;
            else if (alive && now - lastStream >= std::chrono::seconds(IdleLogoutSeconds))
                drop(QStringLiteral("logged out after %1 s without a connection")
                         .arg(IdleLogoutSeconds));
            if (moved) {
                lastTraffic = now;
            } else if (alive && keepaliveSeconds > 0 &&
                       now - lastTraffic >= std::chrono::seconds(keepaliveSeconds)) {
                lastTraffic = now;
                if (ssh_send_ignore(session->handle(), "keepalive") != SSH_OK)
                    drop(QStringLiteral("keepalive failed: %1").arg(session->lastLibsshError()));
            }
        }
        // Answers whoever still waits.
        std::lock_guard lock(mutex);
        for (Request *request : requests) {
            request->result =
                pumpError(dropReason.isEmpty() ? QStringLiteral("SSH tunnel closed") : dropReason);
            request->done = true;
        }
        requests.clear();
        answered.notify_all();
    }
};

SshChannelPump::SshChannelPump(std::unique_ptr<SshSession> session, int keepaliveSeconds)
    : d(std::make_unique<Private>())
{
    d->session = std::move(session);
    d->keepaliveSeconds = keepaliveSeconds;
    d->wakeFd = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    keepTcpAlive(ssh_get_fd(d->session->handle()), keepaliveSeconds);
    d->thread = std::thread([this] { d->run(); });
}

SshChannelPump::~SshChannelPump()
{
    d->stopping = true;
    d->wake();
    d->thread.join();
    for (auto &pair : d->pairs)
        d->closePair(pair, false);
    ::close(d->wakeFd);
}

Result<int> SshChannelPump::openStream(const SshForwardTarget &target, Stream stream)
{
    Private::Request request;
    request.target = target;
    request.stream = stream;
    std::unique_lock lock(d->mutex);
    if (!d->alive)
        return pumpError(d->dropReason);
    d->requests.push_back(&request);
    d->wake();
    d->answered.wait(lock, [&] { return request.done; });
    return request.result;
}

bool SshChannelPump::isAlive() const
{
    return d->alive;
}

QString SshChannelPump::dropReason() const
{
    std::lock_guard lock(d->mutex);
    return d->dropReason;
}

const SshHop &SshChannelPump::hop() const
{
    return d->session->hop();
}

int SshChannelPump::streamCount() const
{
    return d->streams;
}
