#include "hiredisroundtrip.h"

#include <QElapsedTimer>

#include <hiredis/hiredis.h>

namespace {
struct ContextFree
{
    void operator()(redisContext *c) const { redisFree(c); }
};
struct ReplyFree
{
    void operator()(redisReply *r) const { freeReplyObject(r); }
};
} // namespace

struct HiredisRoundTrip::Private
{
    ConnectionOptions target;
    std::unique_ptr<redisContext, ContextFree> context;

    RedisError contextError(const QString &what) const
    {
        return RedisError(RedisError::Kind::Io,
                          QStringLiteral("hiredis %1 %2: %3")
                              .arg(what, target.endpoint(),
                                   context ? QString::fromUtf8(context->errstr)
                                           : QStringLiteral("out of memory")));
    }
};

HiredisRoundTrip::HiredisRoundTrip(const ConnectionOptions &target)
    : d(std::make_unique<Private>())
{
    d->target = target;
}

HiredisRoundTrip::~HiredisRoundTrip() = default;

bool HiredisRoundTrip::supports(const ConnectionOptions &target)
{
    return target.transport != ConnectionOptions::Transport::Tls;
}

QString HiredisRoundTrip::libraryVersion()
{
    return QStringLiteral("%1.%2.%3").arg(HIREDIS_MAJOR).arg(HIREDIS_MINOR).arg(HIREDIS_PATCH);
}

Result<void> HiredisRoundTrip::connect()
{
    if (!supports(d->target))
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("hiredis 0.14 cannot speak TLS"));
    if (d->target.transport == ConnectionOptions::Transport::Unix)
        d->context.reset(redisConnectUnix(d->target.socketPath.toLocal8Bit().constData()));
    else
        d->context.reset(redisConnect(d->target.host.toLatin1().constData(), d->target.port));
    if (!d->context || d->context->err)
        return d->contextError(QStringLiteral("cannot connect to"));
    return {};
}

Result<double> HiredisRoundTrip::sequential(int requests)
{
    if (!d->context)
        if (auto connected = connect(); !connected)
            return connected.error();
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < requests; ++i) {
        const std::unique_ptr<redisReply, ReplyFree> reply(
            static_cast<redisReply *>(redisCommand(d->context.get(), "SET key:__rand_int__ xxx")));
        if (!reply) {
            const RedisError e = d->contextError(QStringLiteral("lost"));
            d->context.reset();
            return e;
        }
        if (reply->type == REDIS_REPLY_ERROR)
            return RedisError::fromServerReply(QByteArray(reply->str, qsizetype(reply->len)));
    }
    return double(requests) * 1e9 / double(qMax<qint64>(1, clock.nsecsElapsed()));
}
