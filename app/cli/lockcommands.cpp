#include "lockcommands.h"

#include "distributedlock.h"
#include "getsetlock.h"
#include "holdinterrupt.h"
#include "lockfactory.h"
#include "redisconnection.h"
#include "redlock.h"
#include "reentrantlock.h"
#include "stillheld.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QThread>
#include <QUrl>
#include <QUrlQuery>

#include <QCoreApplication>
#include <optional>

namespace {
const QString KindOption = QStringLiteral("kind");
const QString TtlOption = QStringLiteral("ttl");
const QString WaitOption = QStringLiteral("wait");
const QString OwnerOption = QStringLiteral("owner");
const QString TokenOption = QStringLiteral("token");
const QString NodesOption = QStringLiteral("nodes");
const QString HoldOption = QStringLiteral("hold");
const QString ClockOffsetOption = QStringLiteral("clock-offset");
constexpr int RedlockNodeTimeoutMs = 50;

QJsonObject holdJson(const QString &kind, const LockHold &h)
{
    QJsonObject o{
        {QStringLiteral("kind"), kind},
        {QStringLiteral("acquired"), h.acquired},
        {QStringLiteral("key"), QString::fromUtf8(h.key)},
        {QStringLiteral("token"),
         h.acquired ? QJsonValue(QString::fromUtf8(h.token)) : QJsonValue()},
        {QStringLiteral("fencing"), h.fencing >= 0 ? QJsonValue(h.fencing) : QJsonValue()},
        {QStringLiteral("acquired_at_ms"), CliOutput::millisecondsFromMicros(h.acquiredAtUs)},
        {QStringLiteral("acquired_at_us"),
         h.acquiredAtUs > 0 ? QJsonValue(h.acquiredAtUs) : QJsonValue()},
        {QStringLiteral("ttl_ms"), h.ttlMs},
        {QStringLiteral("attempts"), h.attempts}};
    if (h.validityMs >= 0 && h.acquired)
        o.insert(QStringLiteral("validity_ms"), h.validityMs);
    if (h.holdCount > 0)
        o.insert(QStringLiteral("hold_count"), h.holdCount);
    if (!h.detail.isEmpty())
        o.insert(QStringLiteral("detail"), h.detail);
    return o;
}

QString holdText(const LockHold &h)
{
    if (!h.acquired)
        return QCoreApplication::translate("LockCommands", "not acquired: %1").arg(h.detail);
    QString text = QCoreApplication::translate("LockCommands", "acquired %1 token %2 ttl %3 ms")
                       .arg(QString::fromUtf8(h.key), QString::fromUtf8(h.token))
                       .arg(h.ttlMs);
    if (h.fencing >= 0)
        text += QCoreApplication::translate("LockCommands", " fencing %1").arg(h.fencing);
    if (h.holdCount > 0)
        text += QCoreApplication::translate("LockCommands", " holds %1").arg(h.holdCount);
    return text;
}

// The connections and the lock of one invocation.
struct LockSetup
{
    std::vector<std::unique_ptr<RedisConnection>> connections;
    std::unique_ptr<DistributedLock> lock;
    Redlock *redlock = nullptr;
};

Result<LockSetup> makeLock(const CliContext &c, const QString &kind, const QByteArray &name)
{
    LockSetup setup;
    if (kind == u"redlock") {
        if (auto valid = KeySpace::validateName(name); !valid)
            return RedisError(RedisError::Kind::InvalidArgument,
                              QCoreApplication::translate("LockCommands", "lock ") +
                                  valid.error().message());
        const QStringList urls =
            c.parser.value(NodesOption).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (urls.isEmpty())
            return RedisError(RedisError::Kind::InvalidArgument,
                              QCoreApplication::translate(
                                  "LockCommands", "--kind redlock needs --nodes URL,URL,..."));
        QList<RedisConnection *> nodes;
        for (const QString &url : urls) {
            auto options = ConnectionOptions::fromUrl(url);
            if (!options)
                return RedisError(RedisError::Kind::InvalidArgument,
                                  QCoreApplication::translate("LockCommands", "--nodes: ") +
                                      options.error().message());
            const QUrlQuery query{QUrl(url)};
            if (!query.hasQueryItem(QStringLiteral("connect_timeout")))
                options.value().connectTimeoutMs = RedlockNodeTimeoutMs;
            if (!query.hasQueryItem(QStringLiteral("timeout")))
                options.value().commandTimeoutMs = RedlockNodeTimeoutMs;
            if (options->password.isEmpty())
                options.value().password = c.connection.password;
            options.value().clientName = c.connection.clientName;
            setup.connections.push_back(std::make_unique<RedisConnection>(*options));
            nodes.append(setup.connections.back().get());
        }
        auto redlock = Redlock::create(nodes, c.keys, name);
        if (!redlock)
            return redlock.error();
        setup.redlock = redlock.value().get();
        setup.lock = std::move(redlock).value();
        return setup;
    }
    if (c.parser.isSet(NodesOption))
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QCoreApplication::translate("LockCommands", "--nodes is for --kind redlock"));
    setup.connections.push_back(std::make_unique<RedisConnection>(c.connection));
    auto lock = LockFactory::create(kind, *setup.connections.front(), c.keys, name);
    if (!lock)
        return lock.error();
    setup.lock = std::move(lock).value();
    if (auto *reentrant = dynamic_cast<ReentrantLock *>(setup.lock.get());
        reentrant && c.parser.isSet(OwnerOption))
        reentrant->setOwner(c.parser.value(OwnerOption).toUtf8());
    if (c.parser.isSet(ClockOffsetOption)) {
        auto *getset = dynamic_cast<GetSetLock *>(setup.lock.get());
        if (!getset)
            return RedisError(
                RedisError::Kind::InvalidArgument,
                QCoreApplication::translate("LockCommands",
                                            "--clock-offset is for the clock-based kind getset"));
        bool ok = false;
        const qint64 offset = c.parser.value(ClockOffsetOption).toLongLong(&ok);
        if (!ok)
            return RedisError(RedisError::Kind::InvalidArgument,
                              QCoreApplication::translate(
                                  "LockCommands", "--clock-offset must be a whole number of "
                                                  "milliseconds (negative: behind), not \"%1\"")
                                  .arg(c.parser.value(ClockOffsetOption)));
        getset->setClock(ClientClock(offset));
    }
    return setup;
}

QJsonArray nodesJson(const Redlock *redlock)
{
    QJsonArray nodes;
    if (!redlock)
        return nodes;
    for (const RedlockNodeResult &n : redlock->lastAttempt())
        nodes.append(QJsonObject{
            {QStringLiteral("node"), n.endpoint},
            {QStringLiteral("outcome"), RedlockNodeResult::outcomeName(n.outcome)},
            {QStringLiteral("latency_us"), n.latencyUs},
            {QStringLiteral("detail"),
             n.outcome == RedlockNodeResult::Outcome::Error ? n.error.toString() : n.detail}});
    return nodes;
}

// The hold a release or extend refers to: the token (or owner) the user names.
Result<LockHold> namedHold(const CliContext &c, const DistributedLock &lock, const QString &kind)
{
    LockHold h;
    h.acquired = true;
    h.key = lock.key();
    if (c.parser.isSet(TokenOption))
        h.token = c.parser.value(TokenOption).toUtf8();
    else if (kind == u"reentrant" && c.parser.isSet(OwnerOption))
        h.token = c.parser.value(OwnerOption).toUtf8();
    else if (kind != u"naive")
        return RedisError(
            RedisError::Kind::InvalidArgument,
            kind == u"reentrant"
                ? QCoreApplication::translate("LockCommands",
                                              "release/extend of a reentrant lock needs --owner")
                : QCoreApplication::translate("LockCommands",
                                              "release/extend needs --token (printed by "
                                              "acquire)"));
    return h;
}
} // namespace

QList<CliCommand> LockCommands::all()
{
    return {{QStringLiteral("lock"), QStringLiteral("lock acquire|release|extend|status NAME"),
             QCoreApplication::translate("LockCommands",
                                         "Distributed locks: every variant, safe and unsafe."),
             &LockCommands::addOptions, &LockCommands::run}};
}

void LockCommands::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {KindOption,
         QCoreApplication::translate("LockCommands", "Lock variant: %1, redlock (default token).")
             .arg(LockFactory::kinds().join(QStringLiteral(", "))),
         QStringLiteral("KIND"), QStringLiteral("token")},
        {TtlOption,
         QCoreApplication::translate("LockCommands", "Lease in milliseconds (default 10000)."),
         QStringLiteral("MS")},
        {WaitOption,
         QCoreApplication::translate("LockCommands",
                                     "Keep trying to acquire this long (default 0: once)."),
         QStringLiteral("MS")},
        {OwnerOption, QCoreApplication::translate("LockCommands", "Owner id of a reentrant lock."),
         QStringLiteral("ID")},
        {TokenOption,
         QCoreApplication::translate(
             "LockCommands", "Token to release or extend (printed by acquire; for getset, the "
                             "expiry time it stored)."),
         QStringLiteral("T")},
        {NodesOption,
         QCoreApplication::translate("LockCommands",
                                     "Redlock: the masters, as URLs separated by commas."),
         QStringLiteral("URLS")},
        {ClockOffsetOption,
         QCoreApplication::translate(
             "LockCommands", "getset: run this client's clock MS ahead (negative: behind)."),
         QStringLiteral("MS")},
        {HoldOption,
         QCoreApplication::translate(
             "LockCommands", "acquire: hold the lock this long, release it, and print both times."),
         QStringLiteral("MS")},
    });
}

int LockCommands::run(const CliContext &c)
{
    if (c.arguments.size() != 2)
        return c.output.usage(QCoreApplication::translate(
            "LockCommands", "usage: lock acquire|release|extend|status NAME [options]"));
    const QString action = c.arguments.at(0);
    const QByteArray name = c.arguments.at(1).toUtf8();
    const QString kind = c.parser.value(KindOption);
    if (!QStringList{QStringLiteral("acquire"), QStringLiteral("release"), QStringLiteral("extend"),
                     QStringLiteral("status")}
             .contains(action))
        return c.output.usage(QCoreApplication::translate(
                                  "LockCommands", "unknown lock action \"%1\" (acquire, release, "
                                                  "extend, status)")
                                  .arg(action));
    const auto ttl = c.duration(TtlOption, 10000, 1, CliContext::MaxLeaseMs);
    const auto wait = c.duration(WaitOption, 0, 0, CliContext::MaxBlockMs);
    const auto holdMs = c.duration(HoldOption, -1, 0, CliContext::MaxBlockMs);
    for (const RedisError &e : {ttl.error(), wait.error(), holdMs.error()})
        if (e.isError())
            return c.output.failure(e);

    auto setup = makeLock(c, kind, name);
    if (!setup)
        return c.output.failure(setup.error());
    DistributedLock &lock = *setup->lock;

    if (action == u"status") {
        const auto s = lock.status();
        if (!s)
            return c.output.failure(s.error());
        QJsonObject o{{QStringLiteral("kind"), kind},
                      {QStringLiteral("key"), QString::fromUtf8(lock.key())},
                      {QStringLiteral("held"), s->held},
                      {QStringLiteral("holder"),
                       s->held ? QJsonValue(QString::fromUtf8(s->holder)) : QJsonValue()},
                      {QStringLiteral("ttl_ms"), s->ttlMs}};
        if (s->holdCount > 0)
            o.insert(QStringLiteral("hold_count"), s->holdCount);
        if (s->fencing >= 0)
            o.insert(QStringLiteral("fencing"), s->fencing);
        const QString text =
            s->held ? QCoreApplication::translate("LockCommands", "held by %1, ttl %2 ms")
                          .arg(QString::fromUtf8(s->holder))
                          .arg(s->ttlMs)
                    : QStringLiteral("free");
        return c.output.success(text, o);
    }

    if (action == u"acquire") {
        // With --hold or --wait, Ctrl-C or SIGTERM from here on ends the wait at the next
        // attempt and releases anything acquired before the CLI ends.
        std::optional<HoldInterrupt> interrupt;
        if (*holdMs >= 0 || *wait > 0) {
            interrupt.emplace();
            lock.setStopCheck([&interrupt] { return interrupt->interrupted(); });
        }
        if (*holdMs > *ttl && kind != u"naive")
            c.output.warning(QCoreApplication::translate(
                                 "LockCommands", "--hold %1 ms is longer than the lease (--ttl %2 "
                                                 "ms) and nothing extends it: the lock expires "
                                                 "while held, and its release finds it lost")
                                 .arg(*holdMs)
                                 .arg(*ttl));
        const auto hold = lock.acquire({*ttl, *wait, 10, 10});
        if (!hold)
            return c.output.failure(hold.error());
        QJsonObject o = holdJson(kind, *hold);
        if (setup->redlock) {
            o.insert(QStringLiteral("nodes"), nodesJson(setup->redlock));
            for (const RedlockNodeResult &n : setup->redlock->lastAttempt())
                if (n.outcome == RedlockNodeResult::Outcome::Error)
                    c.output.warning(QCoreApplication::translate("LockCommands", "node %1: %2")
                                         .arg(n.endpoint, n.error.toString()));
        }
        QString text = holdText(*hold);
        // A signal while waiting: what the last attempt got is released at once, as a hold
        // of 0 ms would be.
        bool cutShort = interrupt && interrupt->interrupted();
        const qint64 keepMs = cutShort ? 0 : *holdMs;
        bool lost = false;
        if (hold->acquired && keepMs >= 0) {
            QElapsedTimer held;
            held.start();
            cutShort = !interrupt->sleep(keepMs);
            const auto released = lock.release(*hold);
            if (!released) {
                // Say what is still held, and how to release it, with the error.
                interrupt->addFailedRelease(o, released.error());
                const StillHeld left{StillHeld::Kind::Lock, kind, name,        hold->key,
                                     hold->token,           0,    hold->ttlMs, held.elapsed()};
                QStringList release = left.releaseArguments();
                if (setup->redlock)
                    release << QStringLiteral("--nodes") << c.parser.value(NodesOption);
                const int failed = c.output.partial(
                    text, o,
                    interrupt->signalPrefix() +
                        left.failedRelease(released.error(), c.commandLine(release)));
                return interrupt->interrupted() ? interrupt->exitStatus() : failed;
            }
            lost = released->outcome == LockRelease::Outcome::Lost;
            o.insert(QStringLiteral("released_at_ms"),
                     CliOutput::millisecondsFromMicros(released->releasedAtUs));
            o.insert(QStringLiteral("released_at_us"), released->releasedAtUs);
            o.insert(QStringLiteral("release"), LockRelease::outcomeName(released->outcome));
            text += QCoreApplication::translate("LockCommands", "; held %1 ms, %2")
                        .arg((released->releasedAtUs - hold->acquiredAtUs) / 1000)
                        .arg(LockRelease::outcomeName(released->outcome));
        }
        if (cutShort)
            interrupt->markCutShort(o, text);
        const int code = c.output.success(text, o);
        if (interrupt && interrupt->interrupted())
            return interrupt->exitStatus();
        return hold->acquired && !lost ? code : NotAcquired;
    }

    const auto hold = namedHold(c, lock, kind);
    if (!hold)
        return c.output.failure(hold.error());
    if (action == u"release") {
        const auto released = lock.release(*hold);
        if (!released)
            return c.output.failure(released.error());
        const QString outcome = LockRelease::outcomeName(released->outcome);
        QJsonObject o{{QStringLiteral("kind"), kind},
                      {QStringLiteral("key"), QString::fromUtf8(lock.key())},
                      {QStringLiteral("release"), outcome},
                      {QStringLiteral("released_at_ms"),
                       CliOutput::millisecondsFromMicros(released->releasedAtUs)},
                      {QStringLiteral("released_at_us"), released->releasedAtUs}};
        if (!released->detail.isEmpty())
            o.insert(QStringLiteral("detail"), released->detail);
        if (setup->redlock)
            o.insert(QStringLiteral("nodes"), nodesJson(setup->redlock));
        const int code = c.output.success(released->detail.isEmpty()
                                              ? outcome
                                              : outcome + QStringLiteral(": ") + released->detail,
                                          o);
        return released->outcome == LockRelease::Outcome::Lost ? NotAcquired : code;
    }

    const auto extended = lock.extend(*hold, *ttl);
    if (!extended)
        return c.output.failure(extended.error());
    QJsonObject o = holdJson(kind, *extended);
    if (setup->redlock)
        o.insert(QStringLiteral("nodes"), nodesJson(setup->redlock));
    const int code = c.output.success(
        extended->acquired
            ? QCoreApplication::translate("LockCommands", "extended to %1 ms").arg(*ttl)
            : QCoreApplication::translate("LockCommands", "lost: ") + extended->detail,
        o);
    return extended->acquired ? code : NotAcquired;
}
