#include "rediscommand.h"

#include <hiredis/hiredis.h>

#include <memory>
#include <vector>

QByteArray formatCommand(const RedisCommand &argv)
{
    std::vector<const char *> args;
    std::vector<size_t> lengths;
    args.reserve(argv.size());
    lengths.reserve(argv.size());
    for (const QByteArray &a : argv) {
        args.push_back(a.constData());
        lengths.push_back(size_t(a.size()));
    }
    char *raw = nullptr;
    const int len = redisFormatCommandArgv(&raw, int(args.size()), args.data(), lengths.data());
    const std::unique_ptr<char, decltype(&redisFreeCommand)> owned(raw, &redisFreeCommand);
    if (len < 0)
        return QByteArray();
    return QByteArray(raw, len);
}
