#include "lockplayground.h"

#include "lockfactory.h"
#include "reentrantlock.h"

#include <QObject>
#include <QVariantMap>

namespace {
constexpr qint64 MaxTtlMs = 24LL * 3600 * 1000;
constexpr qint64 MaxWaitMs = 60000;
constexpr int MaxReleaseRounds = 1000; // a reentrant lock's holds given back on quitting

QString shortToken(const QByteArray &token)
{
    return token.size() > 12 ? QString::fromUtf8(token.left(12)) + QStringLiteral("…")
                             : QString::fromUtf8(token);
}

// What the form shows of a hold after the key and token: ", fencing number 4, hold count 2,
// lease 30000 ms".
QString holdText(const LockHold &hold)
{
    QString text;
    if (hold.fencing >= 0)
        text += QObject::tr(", fencing number %1").arg(hold.fencing);
    if (hold.holdCount > 0)
        text += QObject::tr(", hold count %1").arg(hold.holdCount);
    text +=
        hold.ttlMs >= 0 ? QObject::tr(", lease %1 ms").arg(hold.ttlMs) : QObject::tr(", no expiry");
    return text;
}

QVariantMap holdValue(const LockHold &hold)
{
    return {
        {QStringLiteral("key"), hold.key},         {QStringLiteral("token"), hold.token},
        {QStringLiteral("fencing"), hold.fencing}, {QStringLiteral("holdCount"), hold.holdCount},
        {QStringLiteral("ttlMs"), hold.ttlMs},     {QStringLiteral("validityMs"), hold.validityMs}};
}

ActionResult failure(const RedisError &error)
{
    ActionResult result;
    result.error = error;
    result.summary = error.message();
    return result;
}

QString parseNumber(const QString &text, qint64 min, qint64 max, qint64 *out, const QString &what)
{
    bool ok = false;
    const qint64 value = text.trimmed().toLongLong(&ok);
    if (!ok)
        return QObject::tr("%1 must be a whole number of milliseconds").arg(what);
    if (value < min || value > max)
        return QObject::tr("%1 must be between %2 and %3 ms").arg(what).arg(min).arg(max);
    *out = value;
    return {};
}
} // namespace

LockPlayground::LockPlayground(KeySpace keys)
    : m_keys(std::move(keys))
{}

QString LockPlayground::validateName(const QString &name)
{
    if (name.trimmed().isEmpty())
        return QObject::tr("Give the lock a name");
    if (name.contains(QLatin1Char('{')) || name.contains(QLatin1Char('}')))
        return QObject::tr("A lock name cannot contain { or } (they delimit the key's hash tag)");
    if (name.size() > 200)
        return QObject::tr("A lock name is at most 200 characters");
    return {};
}

QString LockPlayground::validateTtl(const QString &text, qint64 *ttlMs)
{
    return parseNumber(text, 1, MaxTtlMs, ttlMs, QObject::tr("TTL"));
}

QString LockPlayground::validateWait(const QString &text, qint64 *waitMs)
{
    return parseNumber(text, 0, MaxWaitMs, waitMs, QObject::tr("Wait"));
}

QString LockPlayground::validateRetry(const QString &text, int *retryMs)
{
    qint64 value = 0;
    const QString error = parseNumber(text, 1, 10000, &value, QObject::tr("Retry delay"));
    if (error.isEmpty())
        *retryMs = int(value);
    return error;
}

bool LockPlayground::holds(const QString &kind, const QByteArray &name) const
{
    return m_holds.contains({kind, name});
}

std::optional<LockHold> LockPlayground::hold(const QString &kind, const QByteArray &name) const
{
    const auto it = m_holds.constFind({kind, name});
    return it == m_holds.cend() ? std::nullopt : std::optional<LockHold>(it->hold);
}

void LockPlayground::keep(const Identity &id, const LockHold &hold)
{
    Kept kept{hold, {}};
    kept.leaseSince.start();
    const QMutexLocker lock(&m_mutex);
    m_holds.insert(id, kept);
}

void LockPlayground::drop(const Identity &id)
{
    const QMutexLocker lock(&m_mutex);
    m_holds.remove(id);
}

StillHeld LockPlayground::stillHeld(const Identity &id, const Kept &kept) const
{
    const LockHold &h = kept.hold;
    return {StillHeld::Kind::Lock,    id.first, id.second, h.key, h.token, 0, h.ttlMs,
            kept.leaseSince.elapsed()};
}

QList<StillHeld> LockPlayground::stillHeld() const
{
    const QMutexLocker lock(&m_mutex);
    QList<StillHeld> held;
    for (auto it = m_holds.cbegin(); it != m_holds.cend(); ++it)
        held << stillHeld(it.key(), it.value());
    return held;
}

QList<std::pair<StillHeld, RedisError>> LockPlayground::releaseAll(RedisConnection &connection)
{
    QList<std::pair<StillHeld, RedisError>> failed;
    const QList<Identity> ids = m_holds.keys();
    for (const Identity &id : ids) {
        // A reentrant lock gives back one hold per release; the others free it at once.
        for (int round = 0; m_holds.contains(id) && round < MaxReleaseRounds; ++round) {
            const Kept kept = m_holds.value(id);
            const ActionResult released = release(connection, id.first, id.second);
            if (!released.ok && released.error.kind() != RedisError::Kind::Lost) {
                failed.append(std::make_pair(stillHeld(id, kept), released.error));
                break;
            }
        }
    }
    return failed;
}

ActionResult LockPlayground::acquire(RedisConnection &connection, const LockRequest &request)
{
    auto lock = LockFactory::create(request.kind, connection, m_keys, request.name);
    if (!lock)
        return failure(lock.error());
    const Identity id{request.kind, request.name};
    // A reentrant lock is taken again by the same owner, so keep the owner id.
    if (auto *reentrant = dynamic_cast<ReentrantLock *>(lock.value().get());
        reentrant && m_holds.contains(id))
        reentrant->setOwner(m_holds.value(id).hold.token);
    LockAcquireOptions options;
    options.ttlMs = request.ttlMs;
    options.waitMs = request.waitMs;
    options.retryDelayMs = request.retryDelayMs;
    const auto hold = lock.value()->acquire(options);
    if (!hold)
        return failure(hold.error());
    ActionResult result;
    result.ok = true;
    QVariantMap value{{QStringLiteral("acquired"), hold->acquired}};
    if (!hold->acquired) {
        result.summary =
            QObject::tr("Not acquired: %1 after %n attempt(s)", "", hold->attempts)
                .arg(hold->detail.isEmpty() ? QObject::tr("held by someone else") : hold->detail);
        result.value = value;
        return result;
    }
    keep(id, hold.value());
    value.insert(holdValue(*hold));
    result.value = value;
    result.summary = QObject::tr("Acquired %1 (%2), token %3")
                         .arg(QString::fromUtf8(hold->key), request.kind, shortToken(hold->token)) +
                     holdText(*hold);
    return result;
}

ActionResult LockPlayground::release(RedisConnection &connection, const QString &kind,
                                     const QByteArray &name)
{
    const Identity id{kind, name};
    if (!m_holds.contains(id))
        return failure(RedisError(
            RedisError::Kind::InvalidArgument,
            QObject::tr("Nothing to release: this playground does not hold the %1 lock %2")
                .arg(kind, QString::fromUtf8(name))));
    auto lock = LockFactory::create(kind, connection, m_keys, name);
    if (!lock)
        return failure(lock.error());
    const Kept kept = m_holds.value(id);
    const auto released = lock.value()->release(kept.hold);
    if (!released)
        return failure(released.error());
    if (released->outcome == LockRelease::Outcome::StillHeld) {
        Kept left = kept;
        left.hold.holdCount = released->holdCount;
        const QMutexLocker guard(&m_mutex);
        m_holds.insert(id, left);
    } else {
        drop(id);
    }
    ActionResult result;
    result.ok = released->outcome != LockRelease::Outcome::Lost;
    if (!result.ok)
        result.error = RedisError(RedisError::Kind::Lost,
                                  QObject::tr("the lock was no longer ours (expired or taken)"));
    result.value =
        QVariantMap{{QStringLiteral("key"), lock.value()->key()},
                    {QStringLiteral("outcome"), LockRelease::outcomeName(released->outcome)},
                    {QStringLiteral("holdCount"), released->holdCount}};
    switch (released->outcome) {
    case LockRelease::Outcome::Released:
        result.summary = QObject::tr("Released %1").arg(QString::fromUtf8(lock.value()->key()));
        break;
    case LockRelease::Outcome::StillHeld:
        result.summary = QObject::tr("Released one hold of %1; %n left", "", released->holdCount)
                             .arg(QString::fromUtf8(lock.value()->key()));
        break;
    case LockRelease::Outcome::Lost:
        result.summary = QObject::tr("Not released: %1 was no longer ours (expired or taken)")
                             .arg(QString::fromUtf8(lock.value()->key()));
        break;
    case LockRelease::Outcome::DeletedAny:
        result.summary = QObject::tr("Deleted %1 without checking whose it was (%2 lock)")
                             .arg(QString::fromUtf8(lock.value()->key()), kind);
        break;
    }
    return result;
}

ActionResult LockPlayground::extend(RedisConnection &connection, const QString &kind,
                                    const QByteArray &name, qint64 ttlMs)
{
    const Identity id{kind, name};
    if (!m_holds.contains(id))
        return failure(RedisError(
            RedisError::Kind::InvalidArgument,
            QObject::tr("Nothing to extend: this playground does not hold the %1 lock %2")
                .arg(kind, QString::fromUtf8(name))));
    auto lock = LockFactory::create(kind, connection, m_keys, name);
    if (!lock)
        return failure(lock.error());
    const auto extended = lock.value()->extend(m_holds.value(id).hold, ttlMs);
    if (!extended)
        return failure(extended.error());
    ActionResult result;
    if (!extended->acquired) {
        drop(id);
        result.error = RedisError(RedisError::Kind::Lost, QObject::tr("the lock was lost"));
        result.value = QVariantMap{{QStringLiteral("key"), lock.value()->key()}};
        result.summary = QObject::tr("Not extended: %1 was no longer ours")
                             .arg(QString::fromUtf8(lock.value()->key()));
        return result;
    }
    // Keep what the lock returned: the lease it granted, and for the variants that change them
    // on a renewal, the token, fencing number, hold count or validity.
    keep(id, *extended);
    result.ok = true;
    result.value = holdValue(*extended);
    QString text = QObject::tr("Extended %1").arg(QString::fromUtf8(lock.value()->key())) +
                   holdText(*extended);
    if (extended->validityMs >= 0 && extended->validityMs != extended->ttlMs)
        text += QObject::tr(", valid for %1 ms").arg(extended->validityMs);
    result.summary = text;
    return result;
}
