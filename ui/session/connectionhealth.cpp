#include "connectionhealth.h"

#include <QSet>

namespace {
const QByteArray Probe = "PING";
const QString ErrorPrefix = QStringLiteral("(error) ");

// The commands the session's features cannot do without; a refusal of anything else (a
// playground action, CLIENT SETNAME) is that action's business, unless it is NOAUTH.
bool isNeeded(const QByteArray &command)
{
    static const QSet<QByteArray> needed{"PING", "INFO",   "PSUBSCRIBE", "SCAN",
                                         "TYPE", "MEMORY", "TIME"};
    return needed.contains(command);
}

QString listed(QStringList items)
{
    items.removeDuplicates();
    if (items.size() < 2)
        return items.join(QString());
    const QString last = items.takeLast();
    return QObject::tr("%1 and %2").arg(items.join(QStringLiteral(", ")), last);
}
} // namespace

ConnectionHealth::ConnectionHealth(QObject *parent)
    : QObject(parent)
{}

void ConnectionHealth::watch(const CommandLog *log)
{
    connect(log, &CommandLog::recorded, this, &ConnectionHealth::observe);
}

bool ConnectionHealth::isRefusal(const RedisError &error)
{
    switch (error.kind()) {
    case RedisError::Kind::Auth:
    case RedisError::Kind::NoPermission:
        return true;
    case RedisError::Kind::Server:
        // "ERR unknown command", or a server (a proxy) that answers -ERR to what it does not
        // serve. Not LOADING, BUSY, MASTERDOWN, TRYAGAIN, MISCONF: they pass, and backing off
        // for 30 s over them would leave the status bar wrong long after.
        return error.message().startsWith(QLatin1String("ERR"));
    default:
        return false;
    }
}

void ConnectionHealth::observe(const CommandRecord &record)
{
    if (record.argv.isEmpty())
        return;
    const QByteArray command = record.argv.first().toUpper();
    const auto it = std::find_if(m_refusals.begin(), m_refusals.end(),
                                 [&](const Refusal &r) { return r.command == command; });
    if (!record.failed) {
        bool change = !std::exchange(m_anySuccess, true);
        if (command == Probe)
            change |= !std::exchange(m_probeAnswered, true);
        if (it != m_refusals.end()) {
            m_refusals.erase(it);
            change = true;
        }
        if (change)
            Q_EMIT changed();
        return;
    }
    // A lost connection is the connection state's business, not a refusal.
    if (!record.replySummary.startsWith(ErrorPrefix))
        return;
    const RedisError error =
        RedisError::fromServerReply(record.replySummary.mid(ErrorPrefix.size()).toUtf8());
    if (!isRefusal(error) || (!isNeeded(command) && error.kind() != RedisError::Kind::Auth))
        return;
    if (it != m_refusals.end()) {
        if (it->error == error)
            return;
        it->error = error;
    } else {
        m_refusals.append({command, error});
    }
    Q_EMIT changed();
}

void ConnectionHealth::reset()
{
    const bool change = !m_refusals.isEmpty() || m_anySuccess || m_probeAnswered;
    m_refusals.clear();
    m_anySuccess = false;
    m_probeAnswered = false;
    if (change)
        Q_EMIT changed();
}

ConnectionHealth::Verdict ConnectionHealth::verdict() const
{
    if (m_refusals.isEmpty())
        return m_probeAnswered ? Verdict::Healthy : Verdict::Unknown;
    bool permission = false;
    for (const Refusal &r : m_refusals) {
        if (r.error.kind() == RedisError::Kind::Auth)
            return Verdict::Refused;
        permission |= r.error.kind() == RedisError::Kind::NoPermission;
    }
    // An ACL user is refused some commands, never all; a server that refuses the probe and
    // more without ever answering anything else refuses everything.
    if (!permission && !m_anySuccess && isRefused(Probe) && m_refusals.size() >= 2)
        return Verdict::Refused;
    return Verdict::Degraded;
}

bool ConnectionHealth::isRefused(const QByteArray &command) const
{
    return std::any_of(m_refusals.cbegin(), m_refusals.cend(),
                       [&](const Refusal &r) { return r.command == command; });
}

QString ConnectionHealth::featureOf(const QByteArray &command)
{
    if (command == "PING")
        return tr("the round-trip time");
    if (command == "INFO")
        return tr("the server figures");
    if (command == "PSUBSCRIBE")
        return tr("live events");
    if (command == "TIME")
        return tr("the server clock");
    return tr("discovery");
}

QString ConnectionHealth::problem() const
{
    switch (verdict()) {
    case Verdict::Unknown:
    case Verdict::Healthy:
        return QString();
    case Verdict::Refused:
        for (const Refusal &r : m_refusals)
            if (r.error.kind() == RedisError::Kind::Auth)
                return tr("every command is refused: %1").arg(r.error.message());
        return tr("every command is refused: %1").arg(m_refusals.constFirst().error.message());
    case Verdict::Degraded:
        break;
    }
    QStringList commands;
    QStringList codes;
    QStringList features;
    bool allPermission = true;
    for (const Refusal &r : m_refusals) {
        commands << QString::fromLatin1(r.command);
        codes << r.error.message().section(QLatin1Char(' '), 0, 0);
        features << featureOf(r.command);
        allPermission &= r.error.kind() == RedisError::Kind::NoPermission;
    }
    codes.removeDuplicates();
    features.removeDuplicates();
    const QString who =
        allPermission
            ? tr("this user may not run %1 (NOPERM)").arg(commands.join(QStringLiteral(", ")))
            : tr("the server refuses %1 (%2)")
                  .arg(commands.join(QStringLiteral(", ")), codes.join(QStringLiteral(", ")));
    return tr("%1: %2 %3 off")
        .arg(who, listed(features), features.size() == 1 ? tr("is") : tr("are"));
}

QString ConnectionHealth::details() const
{
    QStringList lines;
    for (const Refusal &r : m_refusals)
        lines << tr("%1 refused: %2").arg(QString::fromLatin1(r.command), r.error.message());
    if (!lines.isEmpty())
        lines << tr("CoordScope asks again at most every %1 s; a new connection asks at once.")
                     .arg(RefusedRetryMs / 1000);
    return lines.join(QLatin1Char('\n'));
}
