#include "cputime.h"

#include "redisconnection.h"

#include <sys/resource.h>

double CpuTime::ofThisProcess()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

double CpuTime::ofServerInfo(const QByteArray &info)
{
    double seconds = 0;
    for (const QByteArray &line : info.split('\n'))
        if (line.startsWith("used_cpu_sys:") || line.startsWith("used_cpu_user:"))
            seconds += line.mid(line.indexOf(':') + 1).trimmed().toDouble();
    return seconds;
}

Result<double> CpuTime::ofServer(RedisConnection &server)
{
    const auto reply = server.command({"INFO", "cpu"});
    if (!reply)
        return reply.error();
    const auto text = reply->toBytes();
    if (!text)
        return text.error();
    return ofServerInfo(*text);
}
