#include "limitcommands.h"

#include "gcralimiter.h"
#include "ratelimiterfactory.h"
#include "redisconnection.h"

#include <QJsonArray>
#include <QJsonObject>

#include <QCoreApplication>
#include <cmath>
#include <optional>

namespace {
const QString KindOption = QStringLiteral("kind");
const QString SubjectOption = QStringLiteral("subject");
const QString LimitOption = QStringLiteral("limit");
const QString PeriodOption = QStringLiteral("period");
const QString CapacityOption = QStringLiteral("capacity");
const QString RateOption = QStringLiteral("rate");
const QString CostOption = QStringLiteral("cost");
const QString NowOption = QStringLiteral("now");

RedisError usageError(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}

// A finite decimal number above 0 (--rate), or from 0 (--capacity: 0 is gcra's "the limit";
// the funnel's policy check refuses it).
Result<double> decimalNumber(const CliContext &c, const QString &option, bool zeroAllowed)
{
    bool ok = false;
    const double v = c.parser.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0 || (v == 0 && !zeroAllowed))
        return usageError(
            QCoreApplication::translate("LimitCommands", "--%1 must be a number %2, not \"%3\"")
                .arg(option,
                     zeroAllowed ? QCoreApplication::translate("LimitCommands", "from 0")
                                 : QCoreApplication::translate("LimitCommands", "above 0"),
                     c.parser.value(option)));
    return v;
}

// Which options each kind takes: a missing one or one of another kind is a usage error.
Result<RateLimitPolicy> policyFor(const CliContext &c, const QString &kind)
{
    const bool windowed = kind != u"funnel";
    const QStringList needed =
        windowed ? QStringList{LimitOption, PeriodOption} : QStringList{CapacityOption, RateOption};
    QStringList refused =
        windowed ? QStringList{RateOption} : QStringList{LimitOption, PeriodOption};
    if (kind != u"gcra" && windowed)
        refused << CapacityOption;
    for (const QString &option : needed)
        if (!c.parser.isSet(option))
            return usageError(
                QCoreApplication::translate("LimitCommands", "the %1 limiter needs --%2")
                    .arg(kind, option));
    for (const QString &option : refused)
        if (c.parser.isSet(option))
            return usageError(
                QCoreApplication::translate("LimitCommands",
                                            "--%1 does not apply to the %2 limiter (it takes "
                                            "%3)")
                    .arg(option, kind,
                         kind == u"funnel"
                             ? QCoreApplication::translate("LimitCommands", "--capacity and --rate")
                         : kind == u"gcra" ? QCoreApplication::translate(
                                                 "LimitCommands", "--limit, --period, --capacity")
                                           : QCoreApplication::translate("LimitCommands",
                                                                         "--limit and --period")));
    RateLimitPolicy policy;
    if (windowed) {
        const auto limit = c.wholeNumber(LimitOption, 0, 1, QStringLiteral("requests"));
        if (!limit)
            return limit.error();
        const auto period = c.duration(PeriodOption, 0, 1, CliContext::MaxLeaseMs);
        if (!period)
            return period.error();
        policy.limit = *limit;
        policy.periodMs = *period;
    }
    if (c.parser.isSet(CapacityOption)) {
        const auto capacity = decimalNumber(c, CapacityOption, true);
        if (!capacity)
            return capacity.error();
        policy.capacity = *capacity;
    }
    if (c.parser.isSet(RateOption)) {
        const auto rate = decimalNumber(c, RateOption, false);
        if (!rate)
            return rate.error();
        policy.ratePerSecond = *rate;
    }
    return policy;
}

QJsonValue usOrNull(qint64 us)
{
    return us >= 0 ? QJsonValue(us) : QJsonValue();
}

QJsonValue msOrNull(qint64 us)
{
    return us >= 0 ? QJsonValue(RateLimitDecision::ceilMs(us)) : QJsonValue();
}

QJsonObject decisionJson(const QString &kind, const QByteArray &subject, const RateLimitDecision &d)
{
    QJsonObject o{{QStringLiteral("kind"), kind},
                  {QStringLiteral("subject"), QString::fromUtf8(subject)},
                  {QStringLiteral("allowed"), d.allowed},
                  {QStringLiteral("cost"), d.cost},
                  {QStringLiteral("limit"), d.limit},
                  {QStringLiteral("remaining"), d.remaining},
                  {QStringLiteral("retry_after_ms"), msOrNull(d.retryAfterUs)},
                  {QStringLiteral("retry_after_us"), usOrNull(d.retryAfterUs)},
                  {QStringLiteral("reset_after_ms"), msOrNull(d.resetAfterUs)},
                  {QStringLiteral("reset_after_us"), usOrNull(d.resetAfterUs)},
                  {QStringLiteral("now_ms"), d.nowUs / 1000},
                  {QStringLiteral("now_us"), d.nowUs}};
    if (d.level >= 0)
        o.insert(QStringLiteral("level"), d.level);
    if (kind == u"gcra") {
        QJsonArray reply;
        for (const qint64 v : GcraLimiter::clThrottleReply(d))
            reply.append(v);
        o.insert(QStringLiteral("cl_throttle"), reply);
    }
    return o;
}

QString decisionText(const RateLimitDecision &d)
{
    QString text =
        d.allowed ? QCoreApplication::translate("LimitCommands",
                                                "allowed: %1 of %2 remaining, full again in %3 ms")
                        .arg(d.remaining)
                        .arg(d.limit)
                        .arg(d.resetAfterMs())
        : d.retryAfterUs < 0
            ? QCoreApplication::translate("LimitCommands",
                                          "refused: a cost of %1 exceeds the limit %2 "
                                          "and will never be admitted")
                  .arg(d.cost)
                  .arg(d.limit)
            : QCoreApplication::translate("LimitCommands",
                                          "refused: retry in %1 ms (%2 of %3 remaining)")
                  .arg(d.retryAfterMs())
                  .arg(d.remaining)
                  .arg(d.limit);
    if (d.level >= 0)
        text += QCoreApplication::translate("LimitCommands", "; level %1").arg(d.level);
    return text;
}

QJsonObject stateJson(const QByteArray &subject, const RateLimiterState &s)
{
    QJsonObject o{{QStringLiteral("kind"), s.kind},
                  {QStringLiteral("subject"), QString::fromUtf8(subject)},
                  {QStringLiteral("limit"), s.limit},
                  {QStringLiteral("remaining"), s.remaining},
                  {QStringLiteral("retry_after_ms"), RateLimitDecision::ceilMs(s.retryAfterUs)},
                  {QStringLiteral("reset_after_ms"), RateLimitDecision::ceilMs(s.resetAfterUs)},
                  {QStringLiteral("now_ms"), s.nowUs / 1000},
                  {QStringLiteral("now_us"), s.nowUs}};
    if (s.count >= 0)
        o.insert(QStringLiteral("count"), s.count);
    if (s.windowStartUs >= 0)
        o.insert(QStringLiteral("window_start_ms"), s.windowStartUs / 1000);
    if (s.level >= 0)
        o.insert(QStringLiteral("level"), s.level);
    if (s.kind == u"gcra")
        o.insert(QStringLiteral("tat_us"), usOrNull(s.tatUs));
    return o;
}

QString stateText(const RateLimiterState &s)
{
    QString text = QCoreApplication::translate("LimitCommands", "%1 of %2 remaining")
                       .arg(s.remaining)
                       .arg(s.limit);
    if (s.count >= 0)
        text += QCoreApplication::translate("LimitCommands", ", %1 in the window").arg(s.count);
    if (s.level >= 0)
        text += QCoreApplication::translate("LimitCommands", ", level %1").arg(s.level);
    if (s.kind == u"gcra")
        text += s.tatUs >= 0
                    ? QCoreApplication::translate("LimitCommands", ", TAT %1 µs").arg(s.tatUs)
                    : QCoreApplication::translate("LimitCommands", ", no TAT (full)");
    if (s.retryAfterUs > 0)
        text += QCoreApplication::translate("LimitCommands", ", next admitted in %1 ms")
                    .arg(RateLimitDecision::ceilMs(s.retryAfterUs));
    text += QCoreApplication::translate("LimitCommands", ", full again in %1 ms")
                .arg(RateLimitDecision::ceilMs(s.resetAfterUs));
    return text;
}
} // namespace

QList<CliCommand> LimitCommands::all()
{
    return {{QStringLiteral("limit"),
             QStringLiteral("limit hit|status NAME --kind KIND [--subject S] ..."),
             QCoreApplication::translate(
                 "LimitCommands", "Rate limiters: fixed window, sliding window, funnel, GCRA."),
             &LimitCommands::addOptions, &LimitCommands::run}};
}

void LimitCommands::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        {KindOption,
         QCoreApplication::translate("LimitCommands", "Limiter: %1 (default gcra).")
             .arg(RateLimiterFactory::kinds().join(QStringLiteral(", "))),
         QStringLiteral("KIND"), QStringLiteral("gcra")},
        {SubjectOption,
         QCoreApplication::translate("LimitCommands",
                                     "Who is limited, e.g. user + action \"alice:upload\" (default "
                                     "\"default\")."),
         QStringLiteral("S"), QStringLiteral("default")},
        {LimitOption,
         QCoreApplication::translate("LimitCommands", "fixed, sliding, gcra: requests per period."),
         QStringLiteral("N")},
        {PeriodOption,
         QCoreApplication::translate("LimitCommands",
                                     "fixed, sliding, gcra: the period in milliseconds."),
         QStringLiteral("MS")},
        {CapacityOption,
         QCoreApplication::translate(
             "LimitCommands",
             "funnel: its size; gcra: the burst, max_burst + 1 (0 or unset: --limit)."),
         QStringLiteral("C")},
        {RateOption,
         QCoreApplication::translate("LimitCommands",
                                     "funnel: leak rate per second (may be fractional)."),
         QCoreApplication::translate("LimitCommands", "PER_S")},
        {CostOption,
         QCoreApplication::translate("LimitCommands", "hit: units this request takes (default 1)."),
         QStringLiteral("N")},
        {NowOption,
         QCoreApplication::translate(
             "LimitCommands", "Use this clock (ms since the epoch) instead of the server's TIME."),
         QStringLiteral("MS")},
    });
}

int LimitCommands::run(const CliContext &c)
{
    if (c.arguments.size() != 2)
        return c.output.usage(QCoreApplication::translate(
            "LimitCommands", "usage: limit hit|status NAME --kind KIND [options]"));
    const QString action = c.arguments.at(0);
    const QByteArray name = c.arguments.at(1).toUtf8();
    const QString kind = c.parser.value(KindOption);
    const QByteArray subject = c.parser.value(SubjectOption).toUtf8();
    if (action != u"hit" && action != u"status")
        return c.output.usage(QCoreApplication::translate(
                                  "LimitCommands", "unknown limit action \"%1\" (hit, status)")
                                  .arg(action));
    if (!RateLimiterFactory::kinds().contains(kind))
        return c.output.usage(QCoreApplication::translate(
                                  "LimitCommands", "unknown rate limiter kind \"%1\" (known: %2)")
                                  .arg(kind, RateLimiterFactory::kinds().join(u", ")));
    const auto policy = policyFor(c, kind);
    if (!policy)
        return c.output.failure(policy.error());
    const auto cost = c.wholeNumber(CostOption, 1, 1, QStringLiteral("units"));
    if (!cost)
        return c.output.failure(cost.error());
    if (action == u"status" && c.parser.isSet(CostOption))
        return c.output.usage(
            QCoreApplication::translate("LimitCommands", "--cost is for hit, not status"));
    std::optional<qint64> nowMs;
    if (c.parser.isSet(NowOption)) {
        const auto now = c.wholeNumber(NowOption, 0, 0);
        if (!now)
            return c.output.failure(now.error());
        nowMs = *now;
    }
    if (auto valid = RateLimiter::validateSubject(subject); !valid)
        return c.output.failure(valid.error());

    RedisConnection connection(c.connection);
    auto created = RateLimiterFactory::create(kind, connection, c.keys, name, *policy);
    if (!created)
        return c.output.failure(created.error());
    RateLimiter &limiter = *created.value();

    if (action == u"status") {
        const auto s = limiter.state(subject, nowMs);
        if (!s)
            return c.output.failure(s.error());
        return c.output.success(stateText(*s), stateJson(subject, *s));
    }
    const auto decision = limiter.hit(subject, *cost, nowMs);
    if (!decision)
        return c.output.failure(decision.error());
    const int code =
        c.output.success(decisionText(*decision), decisionJson(kind, subject, *decision));
    return decision->allowed ? code : Refused;
}
