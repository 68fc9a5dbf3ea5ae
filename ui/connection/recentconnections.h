#pragma once

#include "connectionoptions.h"

#include <QStringList>

// The connections the user made lately, kept in QSettings as URLs without their passwords:
// a password never reaches the disk.
class RecentConnections
{
public:
    static constexpr int MaxEntries = 10;

    // Newest first.
    static QStringList urls();
    // Moves options to the front of the list (stored without the password).
    static void remember(const ConnectionOptions &options);
    // Whether the last connection to url (one of urls()) was made with a password: reconnecting
    // then needs the user to give it again.
    static bool neededPassword(const QString &url);
};
