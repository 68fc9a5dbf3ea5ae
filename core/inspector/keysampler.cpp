#include "keysampler.h"

#include <QCoreApplication>

namespace KeySampler {

namespace {
RedisError unexpected(const QString &what)
{
    return RedisError(RedisError::Kind::UnexpectedReply, what);
}
} // namespace

qsizetype commandCount(const QByteArray &type)
{
    if (type == "string")
        return 2;
    if (type == "hash" || type == "zset" || type == "list")
        return 1;
    return 0;
}

QList<RedisCommand> commands(const KeySample &s)
{
    if (s.type == "string")
        return {{"STRLEN", s.key},
                {"GETRANGE", s.key, "0", QByteArray::number(StringSampleBytes - 1)}};
    if (s.type == "hash")
        return {{"HSCAN", s.key, "0", "COUNT", QByteArray::number(HashSampleCount)}};
    if (s.type == "zset")
        return {{"ZRANGE", s.key, "0", "2", "WITHSCORES"}};
    if (s.type == "list")
        return {{"LRANGE", s.key, "0", "2"}};
    return {};
}

Result<void> fill(KeySample &s, const QList<Result<RedisReply>> &replies, qsizetype at)
{
    for (qsizetype i = 0; i < commandCount(s.type); ++i) {
        const Result<RedisReply> &r = replies.at(at + i);
        if (!r && r.error().kind() == RedisError::Kind::WrongType)
            return {};
        if (!r)
            return r.error();
    }
    const RedisReply &first = *replies.at(at);
    if (s.type == "string") {
        const RedisReply &value = *replies.at(at + 1);
        if (!first.isInteger() || !value.isString())
            return unexpected(QCoreApplication::translate("PrimitiveDiscovery",
                                                          "STRLEN/GETRANGE: unexpected reply"));
        if (first.integerValue() <= StringSampleBytes)
            s.stringValue = value.bytes();
    } else if (s.type == "hash") {
        if (!first.isArray() || first.elements().size() != 2)
            return unexpected(QCoreApplication::translate(
                "PrimitiveDiscovery", "HSCAN: expected [cursor, [field, value, ...]]"));
        const auto flat = first.elements().at(1).toBytesList();
        if (!flat || flat->size() % 2 != 0)
            return unexpected(QCoreApplication::translate("PrimitiveDiscovery",
                                                          "HSCAN: expected field/value pairs"));
        for (qsizetype i = 0; i + 1 < flat->size(); i += 2) {
            s.hashFields << flat->at(i);
            s.hashValues << flat->at(i + 1);
        }
    } else if (s.type == "zset") {
        const auto flat = first.toBytesList();
        if (!flat || flat->size() % 2 != 0)
            return unexpected(QCoreApplication::translate("PrimitiveDiscovery",
                                                          "ZRANGE: expected member/score pairs"));
        for (qsizetype i = 0; i + 1 < flat->size(); i += 2) {
            bool ok = false;
            const double score = flat->at(i + 1).toDouble(&ok);
            s.zsetHead.append({flat->at(i), ok ? score : 0.0});
        }
    } else if (s.type == "list") {
        const auto items = first.toBytesList();
        if (!items)
            return items.error();
        s.listHead = *items;
    }
    return {};
}

} // namespace KeySampler
