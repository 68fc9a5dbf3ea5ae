#pragma once

#include <QString>

// The versions of what CoordScope runs on, for Help › About.
namespace ComponentVersions {
// The hiredis CoordScope was compiled against: HIREDIS_MAJOR.HIREDIS_MINOR.HIREDIS_PATCH.
QString hiredis();
// What `executable --version` says (redis-server's "v=7.0.15": "7.0.15"); empty when the
// program is missing, fails, or does not say within timeoutMs.
QString redisServer(const QString &executable, int timeoutMs = 3000);
} // namespace ComponentVersions
