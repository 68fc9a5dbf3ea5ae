#pragma once

#include "keyspace.h"
#include "ratelimitdecision.h"
#include "ratelimiterstate.h"
#include "ratelimitpolicy.h"
#include "redisreply.h"
#include "result.h"

#include <QByteArray>
#include <QString>
#include <optional>

class LuaScript;
class RedisConnection;

// A rate limiter on one name, applied per subject (a user + an action: "alice:upload"). Each
// variant is a small subclass with one Lua script; a hit is one round trip.
// Keys: "<prefix>{name:subject}:<kind>", so all of one subject's state is in one hash slot. The
// name has no ':' and the subject may, so a key names exactly one limiter and subject.
// Time is the server's TIME unless the caller injects now (ms since the epoch; tests and the
// playground). Redis expires keys by its own clock, which an injected one does not move: with
// an injected now every TTL is InjectedClockGraceMs longer, and the stored state, not the TTL,
// decides. The limiter uses the connection it is given, from the calling thread.
class RateLimiter
{
public:
    virtual ~RateLimiter();
    RateLimiter(const RateLimiter &) = delete;
    RateLimiter &operator=(const RateLimiter &) = delete;

    static constexpr qint64 InjectedClockGraceMs = 3600000;
    // The cost the scripts read as "peek": state() runs the hit script with it, writing nothing.
    static constexpr qint64 PeekCost = 0;
    static constexpr qint64 MaxCost = RateLimitPolicy::MaxLimit;
    static constexpr qint64 MaxNowMs = 4000000000000; // year 2096: µs stay exact in a double

    // "fixed", "sliding", "funnel", "gcra".
    virtual QString kind() const = 0;
    const QByteArray &name() const { return m_name; }
    const RateLimitPolicy &policy() const { return m_policy; }
    QByteArray key(const QByteArray &subject) const;

    // Counts a request of cost units for subject and admits or refuses it. Checks the
    // policy, subject, cost and now first: bad input is InvalidArgument and writes nothing.
    Result<RateLimitDecision> hit(const QByteArray &subject, qint64 cost = 1,
                                  std::optional<qint64> nowMs = std::nullopt);
    // The subject's state now, without writing anything.
    Result<RateLimiterState> state(const QByteArray &subject,
                                   std::optional<qint64> nowMs = std::nullopt);

    // InvalidArgument naming the field when the policy does not fit this kind.
    virtual Result<void> validatePolicy() const = 0;
    // Non-empty, no braces (it goes into the hash tag), no ':' (it ends the name in the key:
    // "api:v2" + "alice" and "api" + "v2:alice" would share one).
    static Result<void> validateName(const QByteArray &name);
    // Non-empty, no braces (it goes into the hash tag).
    static Result<void> validateSubject(const QByteArray &subject);

protected:
    RateLimiter(RedisConnection &connection, KeySpace keys, QByteArray name,
                RateLimitPolicy policy);
    // One script per operation; nowUs is empty for the server's clock.
    virtual Result<RateLimitDecision> hitKey(const QByteArray &key, qint64 cost,
                                             const QByteArray &nowUs) = 0;
    virtual Result<RateLimiterState> stateOfKey(const QByteArray &key, const QByteArray &nowUs) = 0;

    RedisConnection &connection() const { return m_connection; }
    // limit in 1..MaxLimit and periodMs in 1..MaxPeriodMs (fixed, sliding, gcra).
    Result<void> validateLimitAndPeriod() const;
    static qint64 ttlGraceMs(const QByteArray &nowUs)
    {
        return nowUs.isEmpty() ? 0 : InjectedClockGraceMs;
    }
    // EVALSHA, and the reply as an array of at least minSize elements (UnexpectedReply if not).
    Result<QList<RedisReply>> evalArray(const LuaScript &script, const QByteArray &key,
                                        const QList<QByteArray> &args, qsizetype minSize) const;
    // Element i as a number: an integer reply, or a string holding one (a funnel level).
    static Result<double> numberAt(const QList<RedisReply> &reply, qsizetype i);
    static Result<void> checkWholeNumber(const char *field, qint64 value, qint64 min, qint64 max);

private:
    RedisConnection &m_connection;
    KeySpace m_keys;
    QByteArray m_name;
    RateLimitPolicy m_policy;
};
