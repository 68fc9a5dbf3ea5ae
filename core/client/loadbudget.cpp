#include "loadbudget.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace {
constexpr double UsPerSecond = 1e6;

RedisError badBudget(const QString &text, const QString &why)
{
    return RedisError(RedisError::Kind::InvalidArgument,
                      QStringLiteral("budget \"%1\": %2 (write a share of one server core such as "
                                     "\"2%\" or \"0.5%\", commands per second such as \"500/s\", "
                                     "or both: \"2%,500/s\")")
                          .arg(text, why));
}

QString number(double value)
{
    return QString::number(value, 'g', 6);
}
} // namespace

Result<LoadBudgetLimits> LoadBudgetLimits::parse(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char(','));
    LoadBudgetLimits out{0, 0};
    bool share = false;
    bool rate = false;
    for (const QString &raw : parts) {
        const QString part = raw.trimmed();
        bool ok = false;
        if (part.endsWith(QLatin1Char('%'))) {
            const double percent = part.chopped(1).trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(percent))
                return badBudget(text, QStringLiteral("\"%1\" is not a percentage").arg(part));
            if (percent <= 0 || percent > 100)
                return badBudget(text, QStringLiteral("the share must be above 0 % and at most "
                                                      "100 %, not %1 %")
                                           .arg(number(percent)));
            if (share)
                return badBudget(text, QStringLiteral("two shares"));
            share = true;
            out.serverShare = percent / 100;
        } else if (part.endsWith(QLatin1String("/s"))) {
            const double perSecond = part.chopped(2).trimmed().toDouble(&ok);
            if (!ok || !std::isfinite(perSecond))
                return badBudget(text, QStringLiteral("\"%1\" is not a number of commands per "
                                                      "second")
                                           .arg(part));
            if (perSecond < 1)
                return badBudget(
                    text,
                    QStringLiteral("at least 1 command per second, not %1").arg(number(perSecond)));
            if (rate)
                return badBudget(text, QStringLiteral("two rates"));
            rate = true;
            out.commandsPerSecond = perSecond;
        } else {
            return badBudget(text, part.isEmpty() ? QStringLiteral("empty")
                                                  : QStringLiteral("\"%1\" ends neither in % nor "
                                                                   "in /s")
                                                        .arg(part));
        }
    }
    return out;
}

QString LoadBudgetLimits::toString() const
{
    QStringList parts;
    if (serverShare > 0)
        parts << number(serverShare * 100) + QLatin1Char('%');
    if (commandsPerSecond > 0)
        parts << number(commandsPerSecond) + QLatin1String("/s");
    return parts.isEmpty() ? QStringLiteral("unlimited") : parts.join(QLatin1Char(','));
}

LoadBudget::LoadBudget(LoadBudgetLimits limits)
{
    setLimits(limits);
}

void LoadBudget::configure(Bucket &b, double perSecond)
{
    b.ratePerUs = std::max(0.0, perSecond) / UsPerSecond;
    b.capacity = std::max(0.0, perSecond);
    b.tokens = b.capacity; // a new limit starts with a full second
}

void LoadBudget::setLimits(const LoadBudgetLimits &limits)
{
    m_limits = limits;
    configure(m_server, limits.serverShare * UsPerSecond);
    configure(m_commands, limits.commandsPerSecond);
}

const LoadBudgetLimits &LoadBudget::limits() const
{
    return m_limits;
}

double LoadBudget::tokensAt(const Bucket &b, qint64 elapsedUs)
{
    return std::min(b.capacity, b.tokens + b.ratePerUs * double(std::max<qint64>(0, elapsedUs)));
}

void LoadBudget::refill(qint64 nowUs)
{
    const qint64 elapsed = m_lastUs ? nowUs - *m_lastUs : 0;
    m_server.tokens = tokensAt(m_server, elapsed);
    m_commands.tokens = tokensAt(m_commands, elapsed);
    if (!m_lastUs || nowUs > *m_lastUs)
        m_lastUs = nowUs;
}

void LoadBudget::spend(qint64 commands, qint64 busyUs, qint64 nowUs)
{
    refill(nowUs);
    if (m_server.ratePerUs > 0)
        m_server.tokens -= double(std::max<qint64>(0, busyUs));
    if (m_commands.ratePerUs > 0)
        m_commands.tokens -= double(std::max<qint64>(0, commands));
}

qint64 LoadBudget::waitFor(const Bucket &b, double tokens)
{
    if (b.ratePerUs <= 0 || tokens >= 0)
        return 0;
    return qint64(std::ceil(-tokens / b.ratePerUs));
}

qint64 LoadBudget::delayUs(qint64 nowUs) const
{
    const qint64 elapsed = m_lastUs ? nowUs - *m_lastUs : 0;
    return std::max(waitFor(m_server, tokensAt(m_server, elapsed)),
                    waitFor(m_commands, tokensAt(m_commands, elapsed)));
}

qint64 LoadBudget::chargedUs(qint64 roundTripUs, qint64 floorUs, qint64 commands)
{
    const qint64 atLeast = std::max<qint64>(1, commands);
    return std::clamp(roundTripUs - floorUs, atLeast, atLeast * MaxChargedUsPerCommand);
}
