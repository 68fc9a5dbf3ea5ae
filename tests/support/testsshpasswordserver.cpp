#include "testsshpasswordserver.h"

#include <libssh/callbacks.h>
#include <libssh/libssh.h>
#include <libssh/server.h>

#include <atomic>
#include <cerrno>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace {
RedisError passwordServerError(const QString &what, ssh_bind bind = nullptr)
{
    const QString why = bind ? QString::fromUtf8(ssh_get_error(bind)) : QString();
    return RedisError(RedisError::Kind::Io,
                      QStringLiteral("test SSH password server: %1 %2").arg(what, why).trimmed());
}

// The one user and password the server lets in, and how many password logins it let in or not.
struct PasswordCheck
{
    QByteArray user;
    QByteArray password;
    std::atomic<int> accepted{0};
    std::atomic<int> refused{0};
};

// A connected TCP socket to host:port (a forwarded channel's destination), or -1.
int connectTcp(const char *host, int port)
{
    addrinfo hints{};
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_NUMERICSERV;
    addrinfo *found = nullptr;
    if (::getaddrinfo(host, QByteArray::number(port).constData(), &hints, &found) != 0)
        return -1;
    int fd = -1;
    for (addrinfo *a = found; a && fd < 0; a = a->ai_next) {
        fd = ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC, a->ai_protocol);
        if (fd >= 0 && ::connect(fd, a->ai_addr, a->ai_addrlen) != 0) {
            ::close(fd);
            fd = -1;
        }
    }
    ::freeaddrinfo(found);
    const int noDelay = 1;
    if (fd >= 0)
        ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &noDelay, sizeof noDelay);
    return fd;
}

// One direct-tcpip channel and the TCP socket it was forwarded to. The channel's bytes go to the
// socket from libssh's channel callbacks; the socket's go to the channel from the session's
// event loop, which polls the socket.
struct ChannelForward
{
    ssh_channel channel = nullptr;
    int fd = -1;
    bool polled = false;
    bool ended = false; // either side closed: the session loop lets it go
    ssh_channel_callbacks_struct callbacks{};

    static int channelData(ssh_session, ssh_channel, void *data, uint32_t length, int,
                           void *userdata)
    {
        auto *forward = static_cast<ChannelForward *>(userdata);
        const char *bytes = static_cast<const char *>(data);
        for (uint32_t sent = 0; sent < length && !forward->ended;) {
            const ssize_t n = ::send(forward->fd, bytes + sent, length - sent, MSG_NOSIGNAL);
            if (n > 0)
                sent += uint32_t(n);
            else if (errno != EINTR)
                forward->ended = true;
        }
        return int(length);
    }

    static void channelEnded(ssh_session, ssh_channel, void *userdata)
    {
        static_cast<ChannelForward *>(userdata)->ended = true;
    }

    static int socketReadable(socket_t fd, int, void *userdata)
    {
        auto *forward = static_cast<ChannelForward *>(userdata);
        if (forward->ended)
            return 0;
        char buffer[16384];
        const ssize_t n = ::recv(fd, buffer, sizeof buffer, MSG_DONTWAIT);
        if (n > 0) {
            if (ssh_channel_write(forward->channel, buffer, uint32_t(n)) == SSH_ERROR)
                forward->ended = true;
        } else if (n == 0 || (errno != EAGAIN && errno != EINTR)) {
            forward->ended = true;
        }
        return 0;
    }
};

// One client's session, served on a thread of its own: the password login, then the channels it
// opens, until the client leaves or the server stops.
class PasswordServerSession
{
public:
    PasswordServerSession(ssh_session session, PasswordCheck &check)
        : m_session(session)
        , m_check(check)
    {}

    // stopFd: readable once the server stops.
    void run(int stopFd, const std::atomic<bool> &stopping)
    {
        // The password checked by a server callback; every other method refused, the refusal
        // offering "password" only; the other requests come to onMessage().
        m_callbacks.userdata = this;
        m_callbacks.auth_password_function = checkPassword;
        ssh_callbacks_init(&m_callbacks);
        ssh_set_server_callbacks(m_session, &m_callbacks);
        ssh_set_auth_methods(m_session, SSH_AUTH_METHOD_PASSWORD);
        if (ssh_handle_key_exchange(m_session) != SSH_OK)
            return;
        ssh_set_message_callback(m_session, onMessage, this);
        m_event = ssh_event_new();
        ssh_event_add_session(m_event, m_session);
        ssh_event_add_fd(
            m_event, stopFd, POLLIN, [](socket_t, int, void *) { return 0; }, nullptr);
        while (!stopping && !(ssh_get_status(m_session) & (SSH_CLOSED | SSH_CLOSED_ERROR))) {
            if (ssh_event_dopoll(m_event, -1) == SSH_ERROR)
                break;
            settleForwards(false);
        }
        settleForwards(true);
        ssh_event_remove_fd(m_event, stopFd);
        ssh_event_remove_session(m_event, m_session);
        ssh_event_free(m_event);
    }

private:
    static int checkPassword(ssh_session, const char *user, const char *password, void *userdata)
    {
        auto *self = static_cast<PasswordServerSession *>(userdata);
        PasswordCheck &check = self->m_check;
        if (user && password && check.user == user && check.password == password) {
            ++check.accepted;
            self->m_authenticated = true;
            return SSH_AUTH_SUCCESS;
        }
        ++check.refused;
        return SSH_AUTH_DENIED;
    }

    // 0: handled here; 1: libssh sends its default answer (a refusal).
    static int onMessage(ssh_session, ssh_message message, void *userdata)
    {
        auto *self = static_cast<PasswordServerSession *>(userdata);
        if (self->m_authenticated && ssh_message_type(message) == SSH_REQUEST_CHANNEL_OPEN &&
            ssh_message_subtype(message) == SSH_CHANNEL_DIRECT_TCPIP)
            return self->openForward(message);
        return 1;
    }

    int openForward(ssh_message message)
    {
        const int fd = connectTcp(ssh_message_channel_request_open_destination(message),
                                  ssh_message_channel_request_open_destination_port(message));
        if (fd < 0)
            return 1;
        ssh_channel channel = ssh_message_channel_request_open_reply_accept(message);
        if (!channel) {
            ::close(fd);
            return 0;
        }
        auto forward = std::make_unique<ChannelForward>();
        forward->channel = channel;
        forward->fd = fd;
        forward->callbacks.userdata = forward.get();
        forward->callbacks.channel_data_function = ChannelForward::channelData;
        forward->callbacks.channel_eof_function = ChannelForward::channelEnded;
        forward->callbacks.channel_close_function = ChannelForward::channelEnded;
        ssh_callbacks_init(&forward->callbacks);
        ssh_set_channel_callbacks(channel, &forward->callbacks);
        // Its socket joins the poll once the event loop is out of this callback.
        m_forwards.push_back(std::move(forward));
        return 0;
    }

    // Between two polls: new forwards' sockets are polled from now on, ended ones (all of them
    // when the session ends) are closed.
    void settleForwards(bool all)
    {
        for (auto it = m_forwards.begin(); it != m_forwards.end();) {
            ChannelForward &forward = **it;
            if (!all && !forward.ended) {
                if (!forward.polled)
                    ssh_event_add_fd(m_event, forward.fd, POLLIN, ChannelForward::socketReadable,
                                     &forward);
                forward.polled = true;
                ++it;
                continue;
            }
            if (forward.polled)
                ssh_event_remove_fd(m_event, forward.fd);
            // The channel may outlive this call (until the client's close): it must not call
            // back into a forward that is gone.
            ssh_remove_channel_callbacks(forward.channel, &forward.callbacks);
            ssh_channel_free(forward.channel);
            ::close(forward.fd);
            it = m_forwards.erase(it);
        }
    }

    ssh_session m_session;
    PasswordCheck &m_check;
    ssh_server_callbacks_struct m_callbacks{};
    ssh_event m_event = nullptr;
    bool m_authenticated = false;
    std::vector<std::unique_ptr<ChannelForward>> m_forwards;
};
} // namespace

struct TestSshPasswordServer::Private
{
    PasswordCheck check;
    ssh_bind bind = nullptr;
    quint16 port = 0;
    QString hostKey; // "ssh-ed25519 AAAA..."
    int stopFd = -1; // an eventfd, never read: once written, readable for all
    std::atomic<bool> stopping{false};
    std::thread acceptor;
    std::mutex mutex;
    std::vector<std::thread> sessions; // joined at the end: a test serves a handful
    std::set<int> sessionFds;          // shut down on stop, to end a key exchange that waits

    Result<void> listen();
    void acceptLoop();
    void serve(ssh_session session, int fd);
};

Result<void> TestSshPasswordServer::Private::listen()
{
    stopFd = ::eventfd(0, EFD_CLOEXEC);
    bind = ssh_bind_new();
    if (stopFd < 0 || !bind)
        return passwordServerError(QStringLiteral("no eventfd or ssh_bind"));
    ssh_key key = nullptr;
    if (ssh_pki_generate(SSH_KEYTYPE_ED25519, 0, &key) != SSH_OK)
        return passwordServerError(QStringLiteral("cannot generate an ed25519 host key"));
    char *base64 = nullptr;
    if (ssh_pki_export_pubkey_base64(key, &base64) != SSH_OK) {
        ssh_key_free(key);
        return passwordServerError(QStringLiteral("cannot export the host key"));
    }
    hostKey = QStringLiteral("%1 %2").arg(QLatin1String(ssh_key_type_to_char(ssh_key_type(key))),
                                          QLatin1String(base64));
    ssh_string_free_char(base64);
    const bool no = false;
    const int anyPort = 0;
    ssh_bind_options_set(bind, SSH_BIND_OPTIONS_PROCESS_CONFIG, &no); // no system config
    ssh_bind_options_set(bind, SSH_BIND_OPTIONS_BINDADDR, "127.0.0.1");
    ssh_bind_options_set(bind, SSH_BIND_OPTIONS_BINDPORT, &anyPort);
    // The bind owns the key from here on.
    if (ssh_bind_options_set(bind, SSH_BIND_OPTIONS_IMPORT_KEY, key) != SSH_OK) {
        ssh_key_free(key);
        return passwordServerError(QStringLiteral("cannot use the host key:"), bind);
    }
    if (ssh_bind_listen(bind) != SSH_OK)
        return passwordServerError(QStringLiteral("cannot listen:"), bind);
    sockaddr_in address{};
    socklen_t length = sizeof address;
    if (::getsockname(ssh_bind_get_fd(bind), reinterpret_cast<sockaddr *>(&address), &length) != 0)
        return passwordServerError(QStringLiteral("no port bound"));
    port = ntohs(address.sin_port);
    acceptor = std::thread([this] { acceptLoop(); });
    return {};
}

void TestSshPasswordServer::Private::acceptLoop()
{
    while (!stopping) {
        pollfd polled[2] = {{ssh_bind_get_fd(bind), POLLIN, 0}, {stopFd, POLLIN, 0}};
        if (::poll(polled, 2, -1) < 0) {
            if (errno == EINTR)
                continue;
            return;
        }
        if (polled[1].revents != 0 || !(polled[0].revents & POLLIN))
            return;
        ssh_session session = ssh_new();
        if (!session)
            return;
        if (ssh_bind_accept(bind, session) != SSH_OK) {
            ssh_free(session);
            continue;
        }
        const int fd = ssh_get_fd(session);
        std::lock_guard lock(mutex);
        sessionFds.insert(fd);
        if (stopping) // the destructor has shut the others down already
            ::shutdown(fd, SHUT_RDWR);
        sessions.emplace_back([this, session, fd] { serve(session, fd); });
    }
}

void TestSshPasswordServer::Private::serve(ssh_session session, int fd)
{
    // It outlives the libssh session, whose callbacks point to it.
    PasswordServerSession served(session, check);
    served.run(stopFd, stopping);
    {
        // Before ssh_free closes the descriptor, whose number may then be reused.
        std::lock_guard lock(mutex);
        sessionFds.erase(fd);
    }
    ssh_disconnect(session);
    ssh_free(session);
}

TestSshPasswordServer::TestSshPasswordServer()
    : d(std::make_unique<Private>())
{}

TestSshPasswordServer::~TestSshPasswordServer()
{
    d->stopping = true;
    if (d->stopFd >= 0) {
        const uint64_t one = 1;
        [[maybe_unused]] const ssize_t written = ::write(d->stopFd, &one, sizeof one);
    }
    {
        std::lock_guard lock(d->mutex);
        for (const int fd : d->sessionFds)
            ::shutdown(fd, SHUT_RDWR);
    }
    if (d->acceptor.joinable())
        d->acceptor.join();
    for (std::thread &session : d->sessions) // the acceptor, which adds them, has ended
        session.join();
    if (d->bind)
        ssh_bind_free(d->bind);
    if (d->stopFd >= 0)
        ::close(d->stopFd);
}

Result<std::unique_ptr<TestSshPasswordServer>> TestSshPasswordServer::start(const QString &user,
                                                                            const QString &password)
{
    std::unique_ptr<TestSshPasswordServer> server(new TestSshPasswordServer);
    server->d->check.user = user.toUtf8();
    server->d->check.password = password.toUtf8();
    if (auto listening = server->d->listen(); !listening)
        return listening.error();
    return server;
}

quint16 TestSshPasswordServer::port() const
{
    return d->port;
}

QString TestSshPasswordServer::spec() const
{
    return QStringLiteral("%1@127.0.0.1:%2").arg(QString::fromUtf8(d->check.user)).arg(d->port);
}

QString TestSshPasswordServer::knownHostsLine() const
{
    return QStringLiteral("[127.0.0.1]:%1 %2").arg(d->port).arg(d->hostKey);
}

int TestSshPasswordServer::acceptedLogins() const
{
    return d->check.accepted;
}

int TestSshPasswordServer::refusedLogins() const
{
    return d->check.refused;
}
