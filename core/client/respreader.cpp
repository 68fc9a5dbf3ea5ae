#include "respreader.h"

#include <hiredis/hiredis.h>

namespace {
struct ReaderFree
{
    void operator()(redisReader *r) const { redisReaderFree(r); }
};
struct ReplyFree
{
    void operator()(redisReply *r) const { freeReplyObject(r); }
};

RedisReply convert(const redisReply *r)
{
    switch (r->type) {
    case REDIS_REPLY_STRING:
        return RedisReply::string(QByteArray(r->str, qsizetype(r->len)));
    case REDIS_REPLY_STATUS:
        return RedisReply::status(QByteArray(r->str, qsizetype(r->len)));
    case REDIS_REPLY_ERROR:
        return RedisReply::error(QByteArray(r->str, qsizetype(r->len)));
    case REDIS_REPLY_INTEGER:
        return RedisReply::integer(r->integer);
    case REDIS_REPLY_ARRAY: {
        QList<RedisReply> elements;
        elements.reserve(qsizetype(r->elements));
        for (size_t i = 0; i < r->elements; ++i)
            elements.append(convert(r->element[i]));
        return RedisReply::array(std::move(elements));
    }
    default:
        return RedisReply();
    }
}
} // namespace

struct RespReader::Private
{
    std::unique_ptr<redisReader, ReaderFree> reader{redisReaderCreate()};
};

RespReader::RespReader()
    : d(std::make_unique<Private>())
{}
RespReader::~RespReader() = default;

void RespReader::feed(const char *data, qsizetype size)
{
    if (size > 0)
        redisReaderFeed(d->reader.get(), data, size_t(size));
}

Result<std::optional<RedisReply>> RespReader::next()
{
    void *raw = nullptr;
    if (redisReaderGetReply(d->reader.get(), &raw) != REDIS_OK) {
        const QString why = QString::fromUtf8(d->reader->errstr);
        return RedisError(RedisError::Kind::Protocol, QStringLiteral("invalid reply: ") + why);
    }
    if (!raw)
        return std::optional<RedisReply>();
    const std::unique_ptr<redisReply, ReplyFree> reply(static_cast<redisReply *>(raw));
    return std::optional<RedisReply>(convert(reply.get()));
}

void RespReader::reset()
{
    d->reader.reset(redisReaderCreate());
}
