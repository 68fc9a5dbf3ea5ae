#include "startupconnection.h"

#include "recentconnections.h"

StartupConnection StartupConnection::fromLastSession(const QString &lastSessionKind)
{
    StartupConnection choice;
    const QStringList recent = RecentConnections::urls();
    if (lastSessionKind != QStringLiteral("remote") || recent.isEmpty())
        return choice;
    auto parsed = ConnectionOptions::fromUrl(recent.constFirst());
    if (!parsed)
        return choice;
    ConnectionOptions options = *parsed;
    // A server CoordScope did not start is read-only (stored URLs never say read_only).
    options.readOnly = true;
    choice.server = options;
    if (!RecentConnections::neededPassword(recent.constFirst()))
        choice.start = Start::LastServer;
    return choice;
}
