#include "semaphorecommands.h"

#include "countingsemaphore.h"
#include "holdinterrupt.h"
#include "redisconnection.h"
#include "semaphorefactory.h"
#include "stillheld.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QThread>

#include <QCoreApplication>
#include <limits>
#include <optional>

namespace {
const QString KindOption = QStringLiteral("kind");
const QString LimitOption = QStringLiteral("limit");
const QString LeaseOption = QStringLiteral("lease");
const QString CurrentLeaseOption = QStringLiteral("current-lease");
const QString WaitOption = QStringLiteral("wait");
const QString HoldOption = QStringLiteral("hold");
const QString HolderOption = QStringLiteral("holder");
const QString ClockOffsetOption = QStringLiteral("clock-offset");
constexpr qint64 DefaultLeaseMs = 10000;

QJsonValue usOrNull(qint64 us)
{
    return us > 0 ? QJsonValue(us) : QJsonValue();
}

QJsonValue nonNegativeOrNull(qint64 v)
{
    return v >= 0 ? QJsonValue(v) : QJsonValue();
}

QJsonObject permitJson(const QString &kind, const SemaphorePermit &p)
{
    QJsonObject o{
        {QStringLiteral("kind"), kind},
        {QStringLiteral("acquired"), p.acquired},
        {QStringLiteral("holder"),
         p.acquired ? QJsonValue(QString::fromUtf8(p.holder)) : QJsonValue()},
        {QStringLiteral("rank"), nonNegativeOrNull(p.rank)},
        {QStringLiteral("counter"), nonNegativeOrNull(p.counter)},
        {QStringLiteral("limit"), p.limit},
        {QStringLiteral("lease_ms"), p.leaseMs},
        {QStringLiteral("acquired_at_ms"), CliOutput::millisecondsFromMicros(p.acquiredAtUs)},
        {QStringLiteral("acquired_at_us"), usOrNull(p.acquiredAtUs)},
        {QStringLiteral("attempts"), p.attempts}};
    if (!p.detail.isEmpty())
        o.insert(QStringLiteral("detail"), p.detail);
    return o;
}

QString permitText(const SemaphorePermit &p)
{
    if (!p.acquired)
        return QCoreApplication::translate("SemaphoreCommands", "not acquired: %1").arg(p.detail);
    QString text = QCoreApplication::translate(
                       "SemaphoreCommands", "acquired holder %1 rank %2 of limit %3, lease %4 ms")
                       .arg(QString::fromUtf8(p.holder))
                       .arg(p.rank)
                       .arg(p.limit)
                       .arg(p.leaseMs);
    if (p.counter >= 0)
        text += QCoreApplication::translate("SemaphoreCommands", " counter %1").arg(p.counter);
    return text;
}

QString releaseName(const SemaphoreRelease &r)
{
    return r.released ? QStringLiteral("released") : QStringLiteral("expired");
}

QJsonObject statusJson(const QString &kind, const SemaphoreStatus &s)
{
    QJsonArray holders;
    for (const SemaphoreHolder &h : s.holders)
        holders.append(
            QJsonObject{{QStringLiteral("holder"), QString::fromUtf8(h.id)},
                        {QStringLiteral("rank"), h.rank},
                        {QStringLiteral("counter"), nonNegativeOrNull(h.counter)},
                        {QStringLiteral("age_ms"), nonNegativeOrNull(h.ageMs)},
                        {QStringLiteral("lease_left_ms"), nonNegativeOrNull(h.leaseLeftMs)},
                        {QStringLiteral("expired"), h.expired}});
    return {{QStringLiteral("kind"), kind},
            {QStringLiteral("layout"), s.layout},
            {QStringLiteral("limit"), s.limit},
            {QStringLiteral("free_permits"), s.freePermits},
            {QStringLiteral("holders"), holders}};
}

QString statusText(const SemaphoreStatus &s)
{
    QStringList lines{QCoreApplication::translate("SemaphoreCommands", "%1 of %2 permits free")
                          .arg(s.freePermits)
                          .arg(s.limit)};
    for (const SemaphoreHolder &h : s.holders) {
        QString line = QStringLiteral("  %1 %2").arg(h.rank).arg(QString::fromUtf8(h.id));
        if (h.counter >= 0)
            line += QCoreApplication::translate("SemaphoreCommands", " counter %1").arg(h.counter);
        if (h.ageMs >= 0)
            line += QCoreApplication::translate("SemaphoreCommands", " age %1 ms").arg(h.ageMs);
        if (h.leaseLeftMs >= 0)
            line += QCoreApplication::translate("SemaphoreCommands", " lease left %1 ms")
                        .arg(h.leaseLeftMs);
        if (h.expired)
            line += QCoreApplication::translate("SemaphoreCommands", " (expired)");
        lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

bool usesClientClock(const QString &kind)
{
    return kind == u"basic" || kind == u"fair" || kind == u"locked";
}

Result<void> applyClockOffset(const CliContext &c, const QString &kind,
                              CountingSemaphore &semaphore)
{
    if (!c.parser.isSet(ClockOffsetOption))
        return {};
    if (!usesClientClock(kind))
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QCoreApplication::translate("SemaphoreCommands",
                                        "--clock-offset is for the clock-based kinds basic, "
                                        "fair and locked, not %1")
                .arg(kind));
    bool ok = false;
    const qint64 offset = c.parser.value(ClockOffsetOption).toLongLong(&ok);
    if (!ok)
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QCoreApplication::translate("SemaphoreCommands",
                                        "--clock-offset must be a whole number of milliseconds "
                                        "(negative: behind), not \"%1\"")
                .arg(c.parser.value(ClockOffsetOption)));
    semaphore.setClock(ClientClock(offset));
    return {};
}

// The permit a release or refresh refers to: the holder id printed by acquire.
Result<SemaphorePermit> namedPermit(const CliContext &c, qint64 limit)
{
    // The lease the permit was acquired with: the clock-based kinds judge by it whether the
    // permit has already expired, so a refresh must not pass the new lease in its place.
    const auto currentLease =
        c.duration(CurrentLeaseOption, DefaultLeaseMs, 1, CliContext::MaxLeaseMs);
    if (!currentLease)
        return currentLease.error();
    if (!c.parser.isSet(HolderOption) || c.parser.value(HolderOption).isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QCoreApplication::translate(
                              "SemaphoreCommands", "release/refresh needs --holder ID (printed by "
                                                   "acquire)"));
    SemaphorePermit p;
    p.acquired = true;
    p.holder = c.parser.value(HolderOption).toUtf8();
    p.limit = int(limit);
    p.leaseMs = *currentLease;
    return p;
}

int acquire(const CliContext &c, const QString &kind, CountingSemaphore &semaphore,
            const SemaphoreAcquireOptions &options, qint64 holdMs)
{
    // With --hold or --wait, Ctrl-C or SIGTERM from here on ends the wait at the next attempt
    // and releases the permit, if one was acquired, before the CLI ends.
    std::optional<HoldInterrupt> interrupt;
    if (holdMs >= 0 || options.waitMs > 0) {
        interrupt.emplace();
        semaphore.setStopCheck([&interrupt] { return interrupt->interrupted(); });
    }
    if (holdMs > options.leaseMs)
        c.output.warning(
            QCoreApplication::translate("SemaphoreCommands",
                                        "--hold %1 ms is longer than the lease (--lease %2 ms) "
                                        "and nothing refreshes it: the permit expires while "
                                        "held")
                .arg(holdMs)
                .arg(options.leaseMs));
    const auto permit = semaphore.acquire(options);
    if (!permit)
        return c.output.failure(permit.error());
    QJsonObject o = permitJson(kind, *permit);
    QString text = permitText(*permit);
    // A signal while waiting: a permit the last attempt got is released at once, as a hold of
    // 0 ms would be.
    bool cutShort = interrupt && interrupt->interrupted();
    const qint64 keepMs = cutShort ? 0 : holdMs;
    bool expired = false;
    if (permit->acquired && keepMs >= 0) {
        QElapsedTimer held;
        held.start();
        cutShort = !interrupt->sleep(keepMs);
        const auto released = semaphore.release(*permit);
        if (!released) {
            // Say which permit is (or may be) still held, and how to release it, with the error.
            interrupt->addFailedRelease(o, released.error());
            const StillHeld left{
                StillHeld::Kind::Permit, kind,          semaphore.name(), {},
                permit->holder,          permit->limit, permit->leaseMs,  held.elapsed()};
            const int failed = c.output.partial(
                text, o,
                interrupt->signalPrefix() +
                    left.failedRelease(released.error(), c.commandLine(left.releaseArguments())));
            return interrupt->interrupted() ? interrupt->exitStatus() : failed;
        }
        expired = !released->released;
        o.insert(QStringLiteral("released_at_ms"),
                 CliOutput::millisecondsFromMicros(released->releasedAtUs));
        o.insert(QStringLiteral("released_at_us"), usOrNull(released->releasedAtUs));
        o.insert(QStringLiteral("release"), releaseName(*released));
        if (expired)
            o.insert(QStringLiteral("detail"), released->detail);
        text += QCoreApplication::translate("SemaphoreCommands", "; held %1 ms, %2")
                    .arg((released->releasedAtUs - permit->acquiredAtUs) / 1000)
                    .arg(releaseName(*released));
    }
    if (cutShort)
        interrupt->markCutShort(o, text);
    const int code = c.output.success(text, o);
    if (interrupt && interrupt->interrupted())
        return interrupt->exitStatus();
    return permit->acquired && !expired ? code : SemaphoreCommands::NotAcquired;
}
} // namespace

QList<CliCommand> SemaphoreCommands::all()
{
    return {{QStringLiteral("semaphore"),
             QStringLiteral("semaphore acquire|release|refresh|status NAME --limit N"),
             QCoreApplication::translate(
                 "SemaphoreCommands", "Counting semaphores: every variant, clock-based and safe."),
             &SemaphoreCommands::addOptions, &SemaphoreCommands::run}};
}

void SemaphoreCommands::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {KindOption,
         QCoreApplication::translate("SemaphoreCommands", "Semaphore variant: %1 (default atomic).")
             .arg(SemaphoreFactory::kinds().join(QStringLiteral(", "))),
         QStringLiteral("KIND"), QStringLiteral("atomic")},
        {LimitOption,
         QCoreApplication::translate("SemaphoreCommands", "Number of permits (acquire, status)."),
         QStringLiteral("N")},
        {LeaseOption,
         QCoreApplication::translate(
             "SemaphoreCommands",
             "Lease in milliseconds (default 10000); for refresh, the new lease."),
         QStringLiteral("MS")},
        {CurrentLeaseOption,
         QCoreApplication::translate(
             "SemaphoreCommands",
             "refresh: the lease the permit was acquired with (default 10000)."),
         QStringLiteral("MS")},
        {WaitOption,
         QCoreApplication::translate("SemaphoreCommands",
                                     "Keep trying to acquire this long (default 0: once)."),
         QStringLiteral("MS")},
        {HoldOption,
         QCoreApplication::translate(
             "SemaphoreCommands",
             "acquire: hold the permit this long, release it, and print both times."),
         QStringLiteral("MS")},
        {HolderOption,
         QCoreApplication::translate("SemaphoreCommands",
                                     "Holder id to release or refresh (printed by acquire)."),
         QStringLiteral("ID")},
        {ClockOffsetOption,
         QCoreApplication::translate(
             "SemaphoreCommands",
             "basic, fair, locked: run this client's clock MS ahead (negative: "
             "behind)."),
         QStringLiteral("MS")},
    });
}

int SemaphoreCommands::run(const CliContext &c)
{
    if (c.arguments.size() != 2)
        return c.output.usage(QCoreApplication::translate(
            "SemaphoreCommands",
            "usage: semaphore acquire|release|refresh|status NAME --limit N [options]"));
    const QString action = c.arguments.at(0);
    const QByteArray name = c.arguments.at(1).toUtf8();
    const QString kind = c.parser.value(KindOption);
    if (!QStringList{QStringLiteral("acquire"), QStringLiteral("release"),
                     QStringLiteral("refresh"), QStringLiteral("status")}
             .contains(action))
        return c.output.usage(
            QCoreApplication::translate("SemaphoreCommands",
                                        "unknown semaphore action \"%1\" (acquire, release, "
                                        "refresh, status)")
                .arg(action));
    const bool needsLimit = action == u"acquire" || action == u"status";
    if (needsLimit && !c.parser.isSet(LimitOption))
        return c.output.usage(
            QCoreApplication::translate("SemaphoreCommands", "semaphore %1 needs --limit N")
                .arg(action));
    const auto limit = c.wholeNumber(LimitOption, 1, 1, QStringLiteral("permits"));
    const auto lease = c.duration(LeaseOption, DefaultLeaseMs, 1, CliContext::MaxLeaseMs);
    const auto wait = c.duration(WaitOption, 0, 0, CliContext::MaxBlockMs);
    const auto holdMs = c.duration(HoldOption, -1, 0, CliContext::MaxBlockMs);
    for (const RedisError &e : {limit.error(), lease.error(), wait.error(), holdMs.error()})
        if (e.isError())
            return c.output.failure(e);
    if (*limit > std::numeric_limits<int>::max())
        return c.output.usage(
            QCoreApplication::translate("SemaphoreCommands", "--limit is too large: %1")
                .arg(*limit));
    if (auto valid = CountingSemaphore::validate(int(*limit), *lease); !valid)
        return c.output.failure(valid.error());

    RedisConnection connection(c.connection);
    auto created = SemaphoreFactory::create(kind, connection, c.keys, name);
    if (!created)
        return c.output.failure(created.error());
    CountingSemaphore &semaphore = *created.value();
    if (auto clock = applyClockOffset(c, kind, semaphore); !clock)
        return c.output.failure(clock.error());

    if (action == u"status") {
        const auto s = semaphore.status(int(*limit));
        if (!s)
            return c.output.failure(s.error());
        return c.output.success(statusText(*s), statusJson(kind, *s));
    }
    if (action == u"acquire") {
        SemaphoreAcquireOptions options;
        options.limit = int(*limit);
        options.leaseMs = *lease;
        options.waitMs = *wait;
        return acquire(c, kind, semaphore, options, *holdMs);
    }

    const auto permit = namedPermit(c, *limit);
    if (!permit)
        return c.output.failure(permit.error());
    if (action == u"release") {
        const auto released = semaphore.release(*permit);
        if (!released)
            return c.output.failure(released.error());
        const QString outcome = releaseName(*released);
        QJsonObject o{{QStringLiteral("kind"), kind},
                      {QStringLiteral("holder"), QString::fromUtf8(permit->holder)},
                      {QStringLiteral("release"), outcome},
                      {QStringLiteral("released"), released->released},
                      {QStringLiteral("released_at_ms"),
                       CliOutput::millisecondsFromMicros(released->releasedAtUs)},
                      {QStringLiteral("released_at_us"), usOrNull(released->releasedAtUs)}};
        if (!released->detail.isEmpty())
            o.insert(QStringLiteral("detail"), released->detail);
        const int code = c.output.success(released->detail.isEmpty()
                                              ? outcome
                                              : outcome + QStringLiteral(": ") + released->detail,
                                          o);
        return released->released ? code : NotAcquired;
    }

    const auto refreshed = semaphore.refresh(*permit, *lease);
    if (!refreshed)
        return c.output.failure(refreshed.error());
    QJsonObject o = permitJson(kind, *refreshed);
    o.insert(QStringLiteral("holder"), QString::fromUtf8(permit->holder));
    o.insert(QStringLiteral("refresh"),
             refreshed->acquired ? QStringLiteral("ok") : QStringLiteral("lost"));
    const int code = c.output.success(
        refreshed->acquired
            ? QCoreApplication::translate("SemaphoreCommands", "refreshed to %1 ms").arg(*lease)
            : QCoreApplication::translate("SemaphoreCommands", "lost: ") + refreshed->detail,
        o);
    return refreshed->acquired ? code : NotAcquired;
}
