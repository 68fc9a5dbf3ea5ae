#include "sshtunnel.h"

#include "sshchannelpump.h"
#include "sshhop.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

#include <mutex>
#include <vector>

#include <unistd.h>

struct SshTunnel::Private
{
    mutable std::mutex mutex;
    SshOptions options;
    std::vector<std::unique_ptr<SshChannelPump>> pumps; // the jump hosts first
    QString label;
    QString lastDrop;
    int sessions = 0;

    bool up() const { return !pumps.empty() && pumps.back()->isAlive(); }

    QString dropReason() const
    {
        for (const auto &pump : pumps)
            if (!pump->isAlive())
                return pump->dropReason();
        return {};
    }

    void teardown()
    {
        // The last hop rides on the one before: stop it first.
        while (!pumps.empty())
            pumps.pop_back();
    }
};

namespace {
std::mutex registryMutex;
// Strong references: a tunnel outlives the short connections that come and go through it (a
// Sentinel's sentinels asked, then the master), and its session ends by itself once it has
// carried nothing for a while (SshChannelPump's idle limit).
// The sessions end with the application (QCoreApplication's post routines), before libssh's
// own clean-up at exit: never in a static destructor, which may run after it.
QHash<QString, std::shared_ptr<SshTunnel>> &registry()
{
    static auto *tunnels = [] {
        auto *made = new QHash<QString, std::shared_ptr<SshTunnel>>;
        qAddPostRoutine([] {
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
} // namespace

SshTunnel::SshTunnel(const SshOptions &options)
    : d(std::make_unique<Private>())
{
    d->options = options;
    d->label = QStringLiteral("via %1").arg(options.spec());
}

SshTunnel::~SshTunnel()
{
    d->teardown();
}

std::shared_ptr<SshTunnel> SshTunnel::shared(const SshOptions &options)
{
    std::lock_guard lock(registryMutex);
    auto &tunnels = registry();
    const QString key = options.identity();
    std::shared_ptr<SshTunnel> tunnel = tunnels.value(key);
    if (!tunnel) {
        // Forget the tunnels nobody uses whose session has ended.
        for (auto it = tunnels.begin(); it != tunnels.end();)
            it = it->use_count() == 1 && !it->get()->isUp() ? tunnels.erase(it) : std::next(it);
        tunnel.reset(new SshTunnel(options));
        tunnels.insert(key, tunnel);
    } else {
        std::lock_guard tunnelLock(tunnel->d->mutex);
        tunnel->d->options = options;
    }
    return tunnel;
}

Result<void> SshTunnel::connectLocked()
{
    if (d->up())
        return {};
    if (!d->pumps.empty()) {
        d->lastDrop = d->dropReason();
        d->teardown();
    }
    auto route = SshHop::route(d->options);
    if (!route)
        return route.error();
    QStringList labels;
    for (const SshHop &hop : *route)
        labels << hop.label();
    d->label = QStringLiteral("via %1").arg(labels.join(QStringLiteral(" → ")));
    for (const SshHop &hop : *route) {
        int fd = -1;
        if (!d->pumps.empty()) {
            auto stream = d->pumps.back()->openStream({hop.hostName, hop.port, {}},
                                                      SshChannelPump::Stream::SocketPair);
            if (!stream) {
                d->teardown();
                return stream.error();
            }
            fd = *stream;
        }
        auto session = SshSession::open(hop, d->options, fd);
        if (!session) {
            d->teardown();
            return session.error();
        }
        d->pumps.push_back(std::make_unique<SshChannelPump>(std::move(session.value()),
                                                            d->options.keepaliveSeconds));
    }
    ++d->sessions;
    return {};
}

Result<int> SshTunnel::openStream(const SshForwardTarget &target)
{
    std::lock_guard lock(d->mutex);
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (auto connected = connectLocked(); !connected)
            return connected.error();
        auto stream = d->pumps.back()->openStream(target, SshChannelPump::Stream::LoopbackTcp);
        if (stream || d->up())
            return stream; // open, or refused by a live session (nothing listens there)
        // The session had ended unnoticed: log in again once.
    }
    return RedisError(RedisError::Kind::Ssh, d->dropReason());
}

QString SshTunnel::label() const
{
    std::lock_guard lock(d->mutex);
    return d->label;
}

bool SshTunnel::isUp() const
{
    std::lock_guard lock(d->mutex);
    return d->up();
}

QString SshTunnel::lastDrop() const
{
    std::lock_guard lock(d->mutex);
    const QString now = d->dropReason();
    return now.isEmpty() ? d->lastDrop : now;
}

int SshTunnel::reconnects() const
{
    std::lock_guard lock(d->mutex);
    return std::max(0, d->sessions - 1);
}

int SshTunnel::streamCount() const
{
    std::lock_guard lock(d->mutex);
    return d->pumps.empty() ? 0 : d->pumps.back()->streamCount();
}

void SshTunnel::close()
{
    std::lock_guard lock(d->mutex);
    d->teardown();
}
