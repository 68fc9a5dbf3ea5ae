#include "recentconnections.h"

#include <QSettings>

namespace {
const QString Key = QStringLiteral("connections/recent");
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
    QSettings().setValue(Key, list);
}
