#include "lockworkload.h"

#include "fencedresource.h"
#include "getsetlock.h"
#include "lockfactory.h"
#include "lockwatchdog.h"
#include "redisconnection.h"
#include "redlock.h"
#include "simulatedclient.h"
#include "syncedlock.h"
#include "tokenlock.h"
#include "watchedhold.h"

namespace {

QString redlockVotes(const Redlock &lock)
{
    QStringList votes;
    for (const RedlockNodeResult &node : lock.lastAttempt())
        votes << RedlockNodeResult::outcomeName(node.outcome) % u' ' %
                     QString::number(double(node.latencyUs) / 1000.0, 'f', 1) % u"ms";
    return u"nodes: " % votes.join(u", ");
}

} // namespace

qint64 LockWorkload::grantTimeUs(const SimulatedClient &client, const LockHold &hold) const
{
    // Redlock's acquiredAtUs is the first node's clock, where its validity starts; the client
    // holds the lock only once a majority said yes, at the end of the round.
    return m_redlock ? client.nowUs() : hold.acquiredAtUs;
}

LockWorkload::LockWorkload(QByteArray lockName)
    : m_lockName(std::move(lockName))
    , m_lockNameText(QString::fromUtf8(m_lockName))
{}

LockWorkload::~LockWorkload() = default;

Result<void> LockWorkload::setUp(SimulatedClient &client)
{
    m_lock.reset();
    const KeySpace keys(client.config().keyPrefix);
    if (client.config().variant == u"redlock") {
        QList<RedisConnection *> nodes;
        for (int node = 0; node < client.nodes().size(); ++node)
            nodes << &client.nodeConnection(node);
        Result<std::unique_ptr<Redlock>> lock = Redlock::create(nodes, keys, m_lockName);
        if (!lock)
            return lock.error();
        m_lock = std::move(lock).value();
        m_redlock = true;
    } else {
        Result<std::unique_ptr<DistributedLock>> lock =
            LockFactory::create(client.config().variant, client.connection(), keys, m_lockName);
        if (!lock)
            return lock.error();
        m_lock = std::move(lock).value();
    }
    m_lock->setStepHook(client.stepHook());
    applyClock(m_clock);
    if (client.profile().fenced)
        m_resource =
            std::make_unique<FencedResource>(client.connection(), keys, m_lockName + "-resource");
    return {};
}

void LockWorkload::forget()
{
    m_resource.reset();
    m_lock.reset();
}

void LockWorkload::applyClock(const ClientClock &clock)
{
    m_clock = clock;
    if (auto *getset = dynamic_cast<GetSetLock *>(m_lock.get()))
        getset->setClock(clock);
}

void LockWorkload::operate(SimulatedClient &client)
{
    const ClientProfile &profile = client.profile();
    if (!client.think(client.draw(profile.thinkMs)))
        return;
    const QString &resource = m_lockNameText;
    client.record(client.event(PlaygroundEvent::Kind::Attempt, 0, resource));
    LockAcquireOptions options;
    options.ttlMs = profile.ttlMs;
    options.waitMs = profile.waitMs;
    options.retryDelayMs = profile.retryDelayMs;
    options.retryJitterMs = profile.retryDelayMs;
    const Result<LockHold> acquired = m_lock->acquire(options);
    if (client.hasCrashed())
        return;
    client.countOperation();
    if (!acquired || !acquired->acquired) {
        PlaygroundEvent refused = client.event(PlaygroundEvent::Kind::Refused, 0, resource);
        refused.detail = acquired ? acquired->detail : acquired.error().message();
        refused.failed = !acquired; // an error, not a "no"
        if (auto *redlock = dynamic_cast<Redlock *>(m_lock.get()))
            refused.detail += u"; " % redlockVotes(*redlock);
        client.record(refused);
        return;
    }
    LockHold hold = *acquired;
    PlaygroundEvent granted =
        client.event(PlaygroundEvent::Kind::Granted, grantTimeUs(client, hold), resource);
    granted.token = QString::fromLatin1(hold.token);
    granted.fencing = hold.fencing;
    granted.detail = hold.detail;
    if (auto *redlock = dynamic_cast<Redlock *>(m_lock.get()))
        granted.detail =
            u"validity " % QString::number(hold.validityMs) % u" ms; " % redlockVotes(*redlock);
    client.record(granted);

    // A second, nested hold of the reentrant lock now and then.
    const bool nested = client.config().variant == u"reentrant" && client.chance(0.5);
    if (nested) {
        const Result<LockHold> again = m_lock->tryAcquire(profile.ttlMs);
        if (client.hasCrashed())
            return;
        if (again && again->acquired) {
            PlaygroundEvent deeper =
                client.event(PlaygroundEvent::Kind::Granted, again->acquiredAtUs, resource);
            deeper.token = granted.token;
            deeper.detail = QStringLiteral("nested: hold count %1").arg(again->holdCount);
            client.record(deeper);
            const Result<LockRelease> inner = m_lock->release(*again);
            if (client.hasCrashed())
                return;
            PlaygroundEvent left =
                client.event(inner && inner->outcome != LockRelease::Outcome::Lost
                                 ? PlaygroundEvent::Kind::Released
                                 : PlaygroundEvent::Kind::Lost,
                             inner ? inner->releasedAtUs : 0, resource);
            left.token = granted.token;
            client.record(left);
        }
    }

    std::unique_ptr<WatchedHold> watched;
    // The watchdog renews with the token lock's extend script: the kinds that store a token.
    const QString kind = m_lock->kind();
    if (profile.watchdog && (kind == u"token" || kind == u"fenced" || kind == u"synced")) {
        Result<std::unique_ptr<WatchedHold>> started = WatchedHold::start(
            *m_lock, hold, client.connection().options(),
            LockWatchdog::byScript(TokenLock::extendScript(), hold.key, hold.token));
        if (started)
            watched = std::move(started).value();
    }
    // A watchdog that failed to renew has given the lock up: the holder stops working.
    const auto watching = [&watched] { return !watched->isLost(); };
    const bool held = watched ? client.hold(client.draw(profile.holdMs), watching, 5)
                              : client.hold(client.draw(profile.holdMs));
    if (!held) { // crashed: the hold is gone with the process; an abort: let go quietly
        if (watched && !client.hasCrashed())
            (void)watched->release();
        return;
    }
    QString writeNote;
    if (m_resource && hold.fencing >= 0) {
        const Result<FencedResource::WriteOutcome> write =
            m_resource->write(hold.fencing, QByteArray::number(client.index()));
        if (write)
            writeNote = write->accepted ? QStringLiteral("fenced write accepted")
                                        : u"fenced write refused: " % write->detail;
    }
    // Redlock releases node after node: the holder lets go when it starts (a competitor may win
    // a majority before the last node is released).
    const qint64 releaseStartUs = client.nowUs();
    const Result<LockRelease> released = watched ? watched->release() : m_lock->release(hold);
    if (client.hasCrashed())
        return;
    const bool lost = !released || released->outcome == LockRelease::Outcome::Lost;
    PlaygroundEvent ended =
        client.event(lost ? PlaygroundEvent::Kind::Lost : PlaygroundEvent::Kind::Released,
                     m_redlock  ? releaseStartUs
                     : released ? released->releasedAtUs
                                : 0,
                     resource);
    ended.token = granted.token;
    ended.fencing = hold.fencing;
    QStringList notes;
    if (!writeNote.isEmpty())
        notes << writeNote;
    notes << (released ? released->detail : released.error().message());
    notes.removeAll(QString());
    ended.detail = notes.join(u"; ");
    client.record(ended);
}
