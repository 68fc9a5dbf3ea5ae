#include "recentconnections.h"

#include <QSettings>

namespace {
const QString Key = QStringLiteral("connections/recent");
// The URLs (of Key) that were connected to with a password; the password itself is not kept.
const QString WithPasswordKey = QStringLiteral("connections/withPassword");
} // namespace

QStringList RecentConnections::urls()
{
    return QSettings().value(Key).toStringList();
}

void RecentConnections::remember(const ConnectionOptions &options)
{
    ConnectionOptions stored = options;
    stored.password.clear();
    stored.readOnly = false; // the connection dialog opens read-only whatever was stored
    const QString url = stored.toUrl(false);
    QStringList list = urls();
    list.removeAll(url);
    list.prepend(url);
    while (list.size() > MaxEntries)
        list.removeLast();
    QSettings settings;
    settings.setValue(Key, list);
    QStringList withPassword = settings.value(WithPasswordKey).toStringList();
    withPassword.removeAll(url);
    if (!options.password.isEmpty())
        withPassword.prepend(url);
    while (withPassword.size() > MaxEntries)
        withPassword.removeLast();
    settings.setValue(WithPasswordKey, withPassword);
}

bool RecentConnections::neededPassword(const QString &url)
{
    return QSettings().value(WithPasswordKey).toStringList().contains(url);
}
