#include "sshtunnel.h"

#include "sshchannelpump.h"
#include "sshhop.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

#include <atomic>
#include <mutex>
#include <vector>

// Two locks: `connecting` is held across the slow work (logins, channel opens, a passphrase
// asked of the user) by the threads that ask for streams; `state` only for a moment, so that
// the GUI thread (which asks for labels and errors) never waits on a login.
struct SshTunnel::Private
{
    std::mutex connecting;
    std::vector<std::shared_ptr<SshChannelPump>> pumps; // the jump hosts first; `connecting`

    mutable std::mutex state;
    SshOptions options;
    QString label;
    QString lastDrop;
    std::shared_ptr<SshChannelPump> last; // the hop that opens the streams
    int sessions = 0;

    bool up() const { return last && last->isAlive(); }

    static QString dropReasonOf(const std::vector<std::shared_ptr<SshChannelPump>> &chain)
    {
        for (const auto &pump : chain)
            if (!pump->isAlive())
                return pump->dropReason();
        return {};
    }

    // Under `connecting`.
    void teardown()
    {
        {
            std::lock_guard lock(state);
            last.reset();
        }
        // The last hop rides on the one before: stop it first.
        while (!pumps.empty())
            pumps.pop_back();
    }
};

namespace {
std::atomic<bool> shuttingDown{false};
std::mutex registryMutex;
// Strong references: a tunnel outlives the short connections that come and go through it (a
// Sentinel's sentinels asked, then the master), and its session ends by itself once it has
// carried nothing for a while (SshChannelPump's idle limit). The sessions end with the
// application (QCoreApplication's post routines), before libssh's own clean-up at exit: never
// in a static destructor, which may run after it.
QHash<QString, std::shared_ptr<SshTunnel>> &registry()
{
    static auto *tunnels = [] {
        auto *made = new QHash<QString, std::shared_ptr<SshTunnel>>;
        qAddPostRoutine([] {
            shuttingDown = true; // no new login from here on
            QHash<QString, std::shared_ptr<SshTunnel>> ending;
            {
                std::lock_guard lock(registryMutex);
                ending.swap(registry());
            }
            for (const auto &tunnel : std::as_const(ending))
                tunnel->close();
        });
        return made;
    }();
    return *tunnels;
}

int sshTimeoutMs(const SshOptions &options)
{
    return options.connectTimeoutMs > 0 ? options.connectTimeoutMs : 10000;
}
} // namespace

SshTunnel::SshTunnel(const SshOptions &options)
    : d(std::make_unique<Private>())
{
    d->options = options;
    d->label = QStringLiteral("via %1").arg(options.spec());
}

SshTunnel::~SshTunnel()
{
    std::lock_guard lock(d->connecting);
    d->teardown();
}

std::shared_ptr<SshTunnel> SshTunnel::shared(const SshOptions &options)
{
    std::shared_ptr<SshTunnel> tunnel;
    {
        std::lock_guard lock(registryMutex);
        auto &tunnels = registry();
        const QString key = options.identity();
        tunnel = tunnels.value(key);
        if (!tunnel) {
            // Forget the tunnels nobody uses whose session has ended (and their secrets).
            for (auto it = tunnels.begin(); it != tunnels.end();)
                it = it->use_count() == 1 && !it->get()->isUp() ? tunnels.erase(it) : std::next(it);
            tunnel.reset(new SshTunnel(options));
            tunnels.insert(key, tunnel);
            return tunnel;
        }
    }
    std::lock_guard lock(tunnel->d->state);
    tunnel->d->options = options; // the latest secrets and accepted fingerprint
    return tunnel;
}

Result<void> SshTunnel::connectLocked()
{
    {
        std::lock_guard lock(d->state);
        if (d->up())
            return {};
    }
    if (shuttingDown)
        return RedisError(RedisError::Kind::Ssh, QStringLiteral("SSH: the application is ending"));
    if (!d->pumps.empty()) {
        const QString why = Private::dropReasonOf(d->pumps);
        d->teardown();
        std::lock_guard lock(d->state);
        d->lastDrop = why;
    }
    SshOptions options;
    {
        std::lock_guard lock(d->state);
        options = d->options;
    }
    auto route = SshHop::route(options);
    if (!route)
        return route.error();
    QStringList labels;
    for (const SshHop &hop : *route)
        labels << hop.label();
    {
        std::lock_guard lock(d->state);
        d->label = QStringLiteral("via %1").arg(labels.join(QStringLiteral(" → ")));
    }
    for (qsizetype i = 0; i < route->size(); ++i) {
        const SshHop &hop = route->at(i);
        int fd = -1;
        if (!d->pumps.empty()) {
            auto stream = d->pumps.back()->openStream({hop.hostName, hop.port, {}},
                                                      SshChannelPump::Stream::SocketPair,
                                                      sshTimeoutMs(options));
            if (!stream) {
                d->teardown();
                return stream.error();
            }
            fd = *stream;
        }
        // The password is the target's: a jump host never sees it.
        SshOptions hopOptions = options;
        if (i + 1 < route->size())
            hopOptions.password.clear();
        auto session = SshSession::open(hop, hopOptions, fd);
        if (!session) {
            d->teardown();
            return session.error();
        }
        d->pumps.push_back(
            std::make_shared<SshChannelPump>(std::move(session.value()), options.keepaliveSeconds));
    }
    std::lock_guard lock(d->state);
    d->last = d->pumps.back();
    ++d->sessions;
    return {};
}

Result<int> SshTunnel::openStream(const SshForwardTarget &target)
{
    std::lock_guard lock(d->connecting);
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (auto connected = connectLocked(); !connected)
            return connected.error();
        int timeoutMs = 0;
        {
            std::lock_guard stateLock(d->state);
            timeoutMs = sshTimeoutMs(d->options);
        }
        auto stream =
            d->pumps.back()->openStream(target, SshChannelPump::Stream::LoopbackTcp, timeoutMs);
        if (stream || d->pumps.back()->isAlive())
            return stream; // open, or refused by a live session (nothing listens there)
        // The session had ended unnoticed: log in again once.
    }
    return RedisError(RedisError::Kind::Ssh, Private::dropReasonOf(d->pumps));
}

QString SshTunnel::label() const
{
    std::lock_guard lock(d->state);
    return d->label;
}

bool SshTunnel::isUp() const
{
    std::lock_guard lock(d->state);
    return d->up();
}

QString SshTunnel::lastDrop() const
{
    std::lock_guard lock(d->state);
    const QString now = d->last && !d->last->isAlive() ? d->last->dropReason() : QString();
    return now.isEmpty() ? d->lastDrop : now;
}

int SshTunnel::reconnects() const
{
    std::lock_guard lock(d->state);
    return std::max(0, d->sessions - 1);
}

int SshTunnel::sessionNumber() const
{
    std::lock_guard lock(d->state);
    return d->sessions;
}

int SshTunnel::streamCount() const
{
    std::lock_guard lock(d->state);
    return d->last ? d->last->streamCount() : 0;
}

void SshTunnel::close()
{
    std::lock_guard lock(d->connecting);
    d->teardown();
}
