#pragma once

#include "connectionoptions.h"

#include <optional>

// Where the window connects at start when no --url says: the sandbox (the documented default),
// or the server the last session ended on, read-only, unless that server needs a password.
// Passwords are never stored, so reconnecting to it would only sit on NOAUTH: the window starts
// on the sandbox instead and asks for the password in the connection dialog, on that server.
struct StartupConnection
{
    enum class Start { Sandbox, LastServer };

    Start start = Start::Sandbox;
    // LastServer: where to connect. Sandbox: the last server, when it needs its password asked.
    std::optional<ConnectionOptions> server;

    bool asksPassword() const { return start == Start::Sandbox && server.has_value(); }

    // From how the last session ended (MainWindow::lastSessionKind()) and RecentConnections.
    static StartupConnection fromLastSession(const QString &lastSessionKind);
};
