#include "respreader.h"

#include <hiredis/hiredis.h>

#include <new>
#include <vector>

namespace {
// Our reply objects under hiredis's reader: hiredis calls these as it parses (a function that
// returns null means out of memory to it). An array holds only the elements that arrived, so a
// claim costs nothing until its elements do; the whole tree becomes one RedisReply at the end.
struct ReplyNode
{
    RedisReply::Type type = RedisReply::Type::Nil;
    QByteArray bytes;
    qint64 integer = 0;
    std::vector<ReplyNode *> children;

    ~ReplyNode()
    {
        for (ReplyNode *child : children)
            delete child;
    }

    RedisReply take()
    {
        switch (type) {
        case RedisReply::Type::Nil:
            return RedisReply();
        case RedisReply::Type::Status:
            return RedisReply::status(std::move(bytes));
        case RedisReply::Type::String:
            return RedisReply::string(std::move(bytes));
        case RedisReply::Type::Error:
            return RedisReply::error(std::move(bytes));
        case RedisReply::Type::Integer:
            return RedisReply::integer(integer);
        case RedisReply::Type::Array:
            break;
        }
        // Each node goes as soon as its value is taken: a reply of millions of elements is
        // never held twice over.
        QList<RedisReply> elements;
        elements.reserve(qsizetype(children.size()));
        for (ReplyNode *&child : children) {
            elements.append(child->take());
            delete child;
            child = nullptr;
        }
        children.clear();
        return RedisReply::array(std::move(elements));
    }
};

// Links a new node into its parent array (hiredis creates the elements in order) or, for a
// top-level reply, returns it as the root. Never throws into hiredis's C code.
void *attach(const redisReadTask *task, ReplyNode *node)
{
    if (task->parent) {
        auto *parent = static_cast<ReplyNode *>(task->parent->obj);
        try {
            parent->children.push_back(node);
        } catch (const std::bad_alloc &) {
            delete node;
            return nullptr;
        }
    }
    return node;
}

ReplyNode *newNode(RedisReply::Type type)
{
    auto *node = new (std::nothrow) ReplyNode;
    if (node)
        node->type = type;
    return node;
}

void *createString(const redisReadTask *task, char *str, size_t len)
{
    const RedisReply::Type type = task->type == REDIS_REPLY_STATUS  ? RedisReply::Type::Status
                                  : task->type == REDIS_REPLY_ERROR ? RedisReply::Type::Error
                                                                    : RedisReply::Type::String;
    ReplyNode *node = newNode(type);
    if (!node)
        return nullptr;
    try {
        node->bytes = QByteArray(str, qsizetype(len));
    } catch (const std::bad_alloc &) {
        delete node;
        return nullptr;
    }
    return attach(task, node);
}

void *createArray(const redisReadTask *task, int elements)
{
    ReplyNode *node = newNode(RedisReply::Type::Array);
    if (!node)
        return nullptr;
    try {
        // What was claimed is a promise, not a size to allocate: RespFrameCheck bounded it, and
        // a server that stops sending costs only what it sent.
        node->children.reserve(size_t(std::min(elements, 1024)));
    } catch (const std::bad_alloc &) {
        delete node;
        return nullptr;
    }
    return attach(task, node);
}

void *createInteger(const redisReadTask *task, long long value)
{
    ReplyNode *node = newNode(RedisReply::Type::Integer);
    if (!node)
        return nullptr;
    node->integer = value;
    return attach(task, node);
}

void *createNil(const redisReadTask *task)
{
    ReplyNode *node = newNode(RedisReply::Type::Nil);
    return node ? attach(task, node) : nullptr;
}

// hiredis frees only a top-level object: the children go with it.
void freeObject(void *object)
{
    delete static_cast<ReplyNode *>(object);
}

redisReplyObjectFunctions replyFunctions = {createString, createArray, createInteger, createNil,
                                            freeObject};

struct ReaderFree
{
    void operator()(redisReader *r) const { redisReaderFree(r); }
};
using ReaderPtr = std::unique_ptr<redisReader, ReaderFree>;

ReaderPtr newReader()
{
    return ReaderPtr(redisReaderCreateWithFunctions(&replyFunctions));
}
} // namespace

struct RespReader::Private
{
    explicit Private(const Limits &limits)
        : check(limits)
    {}
    RespFrameCheck check;
    ReaderPtr reader = newReader();
};

RespReader::RespReader()
    : RespReader(Limits())
{}
RespReader::RespReader(const Limits &limits)
    : d(std::make_unique<Private>(limits))
{}
RespReader::~RespReader() = default;

const RespReader::Limits &RespReader::limits() const
{
    return d->check.limits();
}

void RespReader::feed(const char *data, qsizetype size)
{
    if (size <= 0 || d->check.failed())
        return;
    // Only the bytes before a broken rule reach hiredis: the replies before it still come out.
    const qsizetype good = d->check.scan(data, size);
    if (good > 0)
        redisReaderFeed(d->reader.get(), data, size_t(good));
}

Result<std::optional<RedisReply>> RespReader::next()
{
    void *raw = nullptr;
    if (redisReaderGetReply(d->reader.get(), &raw) != REDIS_OK) {
        const QString why = d->reader->err == REDIS_ERR_OOM
                                ? QStringLiteral("out of memory building a reply")
                                : QString::fromUtf8(d->reader->errstr);
        return RedisError(RedisError::Kind::Protocol, QStringLiteral("invalid reply: ") + why);
    }
    if (!raw) {
        if (d->check.failed())
            return RedisError(RedisError::Kind::Protocol,
                              QStringLiteral("invalid reply: ") + d->check.error());
        return std::optional<RedisReply>();
    }
    const std::unique_ptr<ReplyNode> reply(static_cast<ReplyNode *>(raw));
    try {
        return std::optional<RedisReply>(reply->take());
    } catch (const std::bad_alloc &) {
        // The stream is past this reply, but the program must not end over it.
        return RedisError(RedisError::Kind::Protocol,
                          QStringLiteral("invalid reply: out of memory building a reply"));
    }
}

void RespReader::reset()
{
    d->check.reset();
    d->reader = newReader();
}
