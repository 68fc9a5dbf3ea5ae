#pragma once

#include "result.h"

#include <QByteArray>

class RedisConnection;

// CPU time in seconds, to tell whether a run was bound by the client or by the servers.
class CpuTime
{
public:
    // This process's user + system time (its threads included, its children not).
    static double ofThisProcess();
    // used_cpu_user + used_cpu_sys from a server's INFO (the cpu section).
    static double ofServerInfo(const QByteArray &info);
    // The same, asked of the server (INFO cpu).
    static Result<double> ofServer(RedisConnection &server);
};
