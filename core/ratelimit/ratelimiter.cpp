#include "ratelimiter.h"

#include "luascript.h"
#include "redisconnection.h"

RateLimiter::RateLimiter(RedisConnection &connection, KeySpace keys, QByteArray name,
                         RateLimitPolicy policy)
    : m_connection(connection)
    , m_keys(std::move(keys))
    , m_name(std::move(name))
    , m_policy(policy)
{}

RateLimiter::~RateLimiter() = default;

QByteArray RateLimiter::key(const QByteArray &subject) const
{
    return m_keys.key(m_name + ':' + subject, kind().toUtf8());
}

Result<void> RateLimiter::validateName(const QByteArray &name)
{
    if (auto valid = KeySpace::validateName(name); !valid)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("rate limiter ") + valid.error().message());
    if (name.contains(':'))
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("rate limiter name must not contain ':' (it separates "
                                         "the name from the subject in the key): ") +
                              QString::fromUtf8(name));
    return {};
}

Result<void> RateLimiter::validateLimitAndPeriod() const
{
    if (auto valid = checkWholeNumber("limit", m_policy.limit, 1, RateLimitPolicy::MaxLimit);
        !valid)
        return valid;
    return checkWholeNumber("period (ms)", m_policy.periodMs, 1, RateLimitPolicy::MaxPeriodMs);
}

Result<void> RateLimiter::validateSubject(const QByteArray &subject)
{
    if (subject.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("rate limit subject is empty"));
    if (subject.contains('{') || subject.contains('}'))
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("rate limit subject must not contain '{' or '}': ") +
                              QString::fromUtf8(subject));
    return {};
}

Result<void> RateLimiter::checkWholeNumber(const char *field, qint64 value, qint64 min, qint64 max)
{
    if (value < min || value > max)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("%1 must be between %2 and %3, not %4")
                              .arg(QLatin1String(field))
                              .arg(min)
                              .arg(max)
                              .arg(value));
    return {};
}

Result<RateLimitDecision> RateLimiter::hit(const QByteArray &subject, qint64 cost,
                                           std::optional<qint64> nowMs)
{
    if (auto valid = validateName(m_name); !valid)
        return valid.error();
    if (auto valid = validatePolicy(); !valid)
        return valid.error();
    if (auto valid = validateSubject(subject); !valid)
        return valid.error();
    if (auto valid = checkWholeNumber("cost", cost, 1, MaxCost); !valid)
        return valid.error();
    if (nowMs)
        if (auto valid = checkWholeNumber("now (ms)", *nowMs, 0, MaxNowMs); !valid)
            return valid.error();
    auto decision =
        hitKey(key(subject), cost, nowMs ? QByteArray::number(*nowMs * 1000) : QByteArray());
    if (decision)
        decision.value().cost = cost;
    return decision;
}

Result<RateLimiterState> RateLimiter::state(const QByteArray &subject, std::optional<qint64> nowMs)
{
    if (auto valid = validateName(m_name); !valid)
        return valid.error();
    if (auto valid = validatePolicy(); !valid)
        return valid.error();
    if (auto valid = validateSubject(subject); !valid)
        return valid.error();
    if (nowMs)
        if (auto valid = checkWholeNumber("now (ms)", *nowMs, 0, MaxNowMs); !valid)
            return valid.error();
    auto s = stateOfKey(key(subject), nowMs ? QByteArray::number(*nowMs * 1000) : QByteArray());
    if (s)
        s.value().kind = kind();
    return s;
}

Result<QList<RedisReply>> RateLimiter::evalArray(const LuaScript &script, const QByteArray &key,
                                                 const QList<QByteArray> &args,
                                                 qsizetype minSize) const
{
    const auto reply = m_connection.eval(script, {key}, args);
    if (!reply)
        return reply.error();
    auto elements = reply->toArray();
    if (!elements)
        return elements.error();
    if (elements->size() < minSize)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("%1 replied %2 elements, expected %3")
                              .arg(script.name())
                              .arg(elements->size())
                              .arg(minSize));
    return elements;
}

Result<double> RateLimiter::numberAt(const QList<RedisReply> &reply, qsizetype i)
{
    const RedisReply &r = reply.at(i);
    if (r.isInteger())
        return double(r.integerValue());
    bool ok = false;
    const double v = r.bytes().toDouble(&ok);
    if (!r.isString() || !ok)
        return RedisError(RedisError::Kind::UnexpectedReply,
                          QStringLiteral("expected a number, got %1").arg(r.summary()));
    return v;
}
