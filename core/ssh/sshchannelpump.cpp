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
// What may wait to be written each way on one stream before its other side is read no more.
constexpr qsizetype BufferLimit = 1024 * 1024;
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
    // Data (our keepalive messages among it) unacknowledged this long ends the connection:
    // without it, a bastion that vanished is noticed only after the kernel's ~15 minutes of
    // retransmissions.
    const unsigned int userTimeoutMs = unsigned(seconds) * 3 * 1000;
    ::setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &userTimeoutMs, sizeof userTimeoutMs);
}
} // namespace

struct SshChannelPump::Private
{
    // One stream: the pump's end of the local socket (non-blocking) and its channel, with what
    // waits to be written each way. A full buffer stops reading the other side, so a slow
    // reader holds back its own stream (through the SSH window) and no other.
    struct Pair
    {
        int fd = -1;
        ssh_channel channel = nullptr;
        QByteArray toLocal;
        QByteArray toChannel;
        bool remoteEof = false; // the far end (Redis) closed: close once toLocal is written
    };
    struct Request
    {
        SshForwardTarget target;
        Stream stream = Stream::LoopbackTcp;
        bool done = false;
        bool abandoned = false; // the asker stopped waiting: close what was opened
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
    std::vector<std::shared_ptr<Request>> requests;
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
        std::vector<std::shared_ptr<Request>> pending;
        {
            std::lock_guard lock(mutex);
            pending.swap(requests);
        }
        for (const auto &request : pending) {
            Result<int> result = open(*request);
            std::lock_guard lock(mutex);
            if (request->abandoned) {
                if (result)
                    ::close(*result); // its pair sees the end and closes the channel
                continue;
            }
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
            const QString why = QString::fromLocal8Bit(strerror(errno));
            ssh_channel_close(*channel);
            ssh_channel_free(*channel);
            return pumpError(QStringLiteral("SSH: cannot make a local stream: %1").arg(why));
        }
        ::fcntl(fds[1], F_SETFL, ::fcntl(fds[1], F_GETFL) | O_NONBLOCK);
        Pair pair;
        pair.fd = fds[1];
        pair.channel = *channel;
        pairs.push_back(std::move(pair));
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
        // Logged out for real (a session carried over a jump host's channel closes it too, so
        // that hop's pump sees its stream end).
        ssh_disconnect(session->handle());
    }

    // Reads what a channel has into its pair's buffer, up to the buffer's limit; true when
    // something came. Notes the far end's EOF, and drops the session when it is gone.
    bool readChannel(Pair &pair, std::vector<char> &buffer)
    {
        bool moved = false;
        while (pair.fd >= 0 && !pair.remoteEof && pair.toLocal.size() < BufferLimit) {
            const int n = ssh_channel_read_nonblocking(pair.channel, buffer.data(),
                                                       uint32_t(buffer.size()), 0);
            if (n > 0) {
                pair.toLocal.append(buffer.data(), n);
                moved = true;
                continue;
            }
            if (n == 0 && !ssh_channel_is_eof(pair.channel) && !ssh_channel_is_closed(pair.channel))
                break; // nothing more now
            // SSH_EOF, an EOF or close without data, or SSH_ERROR.
            if (n == SSH_ERROR && !ssh_is_connected(session->handle())) {
                drop(session->lastLibsshError());
                return moved;
            }
            pair.remoteEof = true;
        }
        return moved;
    }

    // Writes a pair's buffer to its local end as far as the socket takes it.
    bool writeLocal(Pair &pair)
    {
        if (pair.toLocal.isEmpty())
            return false;
        const ssize_t n = ::send(pair.fd, pair.toLocal.constData(), size_t(pair.toLocal.size()),
                                 MSG_NOSIGNAL | MSG_DONTWAIT);
        if (n > 0) {
            pair.toLocal.remove(0, n);
            return true;
        }
        if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)
            closePair(pair, true); // the local reader went away
        return false;
    }

    // Reads the local end (while its buffer has room) and writes what waits to the channel.
    bool localToChannel(Pair &pair, std::vector<char> &buffer, bool readable)
    {
        bool moved = false;
        if (readable && pair.toChannel.size() < BufferLimit) {
            const ssize_t n = ::recv(pair.fd, buffer.data(), buffer.size(), MSG_DONTWAIT);
            if (n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR)) {
                closePair(pair, true); // the local client closed its connection
                return true;
            }
            if (n > 0) {
                pair.toChannel.append(buffer.data(), n);
                moved = true;
            }
        }
        if (!pair.toChannel.isEmpty()) {
            const int written = ssh_channel_write(pair.channel, pair.toChannel.constData(),
                                                  uint32_t(pair.toChannel.size()));
            if (written == SSH_ERROR) {
                if (!ssh_is_connected(session->handle()))
                    drop(session->lastLibsshError());
                else
                    closePair(pair, false);
                return true;
            }
            if (written > 0) {
                pair.toChannel.remove(0, written);
                moved = true;
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
            // The session's socket only while it carries streams: reading it is the channels'
            // business, and nothing would read it otherwise (a busy loop).
            polled.push_back({pairs.empty() ? -1 : ssh_get_fd(session->handle()), POLLIN, 0});
            bool ready = false; // something to do without waiting
            for (const Pair &pair : pairs) {
                short events = 0;
                if (pair.toChannel.size() < BufferLimit)
                    events |= POLLIN;
                if (!pair.toLocal.isEmpty())
                    events |= POLLOUT;
                polled.push_back({pair.fd, events, 0});
                ready =
                    ready || !pair.toChannel.isEmpty() || pair.remoteEof ||
                    (pair.toLocal.size() < BufferLimit && ssh_channel_poll(pair.channel, 0) != 0);
            }
            if (::poll(polled.data(), polled.size(), ready ? 0 : 1000) < 0 && errno != EINTR) {
                drop(QStringLiteral("poll failed"));
                break;
            }
            if (polled[0].revents & POLLIN) {
                uint64_t count = 0;
                [[maybe_unused]] const ssize_t n = ::read(wakeFd, &count, sizeof count);
            }
            serveRequests();
            bool moved = false;
            // polled[2 + i] is pairs[i] as it was when polled; requests only append pairs.
            const size_t polledPairs = polled.size() - 2;
            for (size_t i = 0; i < pairs.size() && alive; ++i) {
                Pair &pair = pairs[i];
                if (pair.fd < 0)
                    continue;
                const short revents = i < polledPairs ? polled[2 + i].revents : short(0);
                moved =
                    localToChannel(pair, buffer, revents & (POLLIN | POLLHUP | POLLERR)) || moved;
                if (pair.fd < 0 || !alive)
                    continue;
                moved = readChannel(pair, buffer) || moved;
                if (pair.fd < 0 || !alive)
                    continue;
                moved = writeLocal(pair) || moved;
                if (pair.fd >= 0 && pair.remoteEof && pair.toLocal.isEmpty())
                    closePair(pair, false); // Redis closed it, and its last bytes are out
            }
            if (alive && !pairs.empty() && !ssh_is_connected(session->handle()))
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
                // Unacknowledged, it ends the TCP connection after TCP_USER_TIMEOUT.
                ssh_send_ignore(session->handle(), "keepalive");
                if (!ssh_is_connected(session->handle()))
                    drop(QStringLiteral("keepalive failed: %1").arg(session->lastLibsshError()));
            }
        }
        // Answers whoever still waits.
        std::lock_guard lock(mutex);
        for (const auto &request : requests) {
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

Result<int> SshChannelPump::openStream(const SshForwardTarget &target, Stream stream, int timeoutMs)
{
    auto request = std::make_shared<Private::Request>();
    request->target = target;
    request->stream = stream;
    std::unique_lock lock(d->mutex);
    if (!d->alive)
        return pumpError(d->dropReason);
    d->requests.push_back(request);
    d->wake();
    const auto deadline =
        std::chrono::steady_clock::now() + std::chrono::milliseconds(std::max(1000, timeoutMs));
    if (!d->answered.wait_until(lock, deadline, [&] { return request->done; })) {
        request->abandoned = true; // the pump closes it if it opens after all
        return pumpError(QStringLiteral("SSH host %1 did not open a channel to %2 within %3 ms")
                             .arg(d->session->hop().label(), target.describe())
                             .arg(timeoutMs));
    }
    return request->result;
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
