#include "keypreviewcommands.h"

#include <QCryptographicHash>
#include <QStringDecoder>

#include <QCoreApplication>
#include <limits>

namespace KeyPreviewCommands {
namespace {
RedisError unexpected(const QByteArray &type)
{
    return RedisError(
        RedisError::Kind::UnexpectedReply,
        QCoreApplication::translate("KeyPreviewCommands", "unexpected reply to the %1 page")
            .arg(QString::fromLatin1(type)));
}

// Pairs of a flat array ([f1, v1, f2, v2, ...]) as rows.
Result<QList<Row>> pairs(const RedisReply &reply)
{
    auto flat = reply.toBytesList();
    if (!flat || flat->size() % 2 != 0)
        return RedisError(RedisError::Kind::UnexpectedReply, QStringLiteral("odd reply"));
    QList<Row> rows;
    rows.reserve(flat->size() / 2);
    for (qsizetype i = 0; i + 1 < flat->size(); i += 2)
        rows << cutRow(flat->at(i), flat->at(i + 1));
    return rows;
}
} // namespace

Row cutRow(const QByteArray &field, const QByteArray &value)
{
    Row row{
        field.left(CellPreviewBytes), value.left(CellPreviewBytes), field.size(), value.size(), {}};
    row.identity =
        row.fieldCut()
            ? QByteArray(row.field + QCryptographicHash::hash(field, QCryptographicHash::Sha1))
            : field;
    return row;
}

std::optional<QByteArray> nextStreamId(const QByteArray &id)
{
    const qsizetype dash = id.indexOf('-');
    bool msOk = false;
    bool seqOk = false;
    quint64 ms = id.left(dash).toULongLong(&msOk);
    quint64 seq = id.mid(dash + 1).toULongLong(&seqOk);
    if (dash < 0 || !msOk || !seqOk)
        return std::nullopt;
    constexpr quint64 Max = std::numeric_limits<quint64>::max();
    if (seq < Max) {
        ++seq;
    } else if (ms < Max) {
        ++ms;
        seq = 0;
    } else {
        return std::nullopt;
    }
    return QByteArray(QByteArray::number(ms) + '-' + QByteArray::number(seq));
}

bool isPreviewable(const QByteArray &type)
{
    return !lengthCommand(type, "k").isEmpty();
}

QByteArray firstCursor(const QByteArray &type)
{
    return type == "stream" ? QByteArray("-") : QByteArray("0");
}

RedisCommand lengthCommand(const QByteArray &type, const QByteArray &key)
{
    if (type == "string")
        return {"STRLEN", key};
    if (type == "list")
        return {"LLEN", key};
    if (type == "hash")
        return {"HLEN", key};
    if (type == "set")
        return {"SCARD", key};
    if (type == "zset")
        return {"ZCARD", key};
    if (type == "stream")
        return {"XLEN", key};
    return {};
}

RedisCommand pageCommand(const QByteArray &type, const QByteArray &key, const QByteArray &cursor,
                         int pageSize)
{
    const QByteArray count = QByteArray::number(pageSize);
    const qint64 start = cursor.toLongLong();
    const QByteArray stop = QByteArray::number(start + pageSize - 1);
    if (type == "string")
        return {"GETRANGE", key, "0", QByteArray::number(StringPreviewBytes - 1)};
    if (type == "list")
        return {"LRANGE", key, cursor, stop};
    if (type == "zset")
        return {"ZRANGE", key, cursor, stop, "WITHSCORES"};
    if (type == "hash")
        return {"HSCAN", key, cursor, "COUNT", count};
    if (type == "set")
        return {"SSCAN", key, cursor, "COUNT", count};
    if (type == "stream")
        return {"XRANGE", key, cursor, "+", "COUNT", count};
    return {};
}

Result<Page> parsePage(const QByteArray &type, const QByteArray &cursor, const RedisReply &reply,
                       int pageSize)
{
    Page page;
    if (type == "string") {
        auto bytes = reply.toBytes();
        if (!bytes)
            return unexpected(type);
        page.rows << Row{"value", *bytes, 5, bytes->size(), "value"};
        page.finished = true;
        return page;
    }
    if (type == "list") {
        auto items = reply.toBytesList();
        if (!items)
            return unexpected(type);
        const qint64 start = cursor.toLongLong();
        for (qsizetype i = 0; i < items->size(); ++i)
            page.rows << cutRow(QByteArray::number(start + i), items->at(i));
        page.nextCursor = QByteArray::number(start + items->size());
        page.finished = items->size() < pageSize;
        return page;
    }
    if (type == "zset") {
        auto rows = pairs(reply);
        if (!rows)
            return unexpected(type);
        page.rows = *rows;
        page.nextCursor = QByteArray::number(cursor.toLongLong() + rows->size());
        page.finished = rows->size() < pageSize;
        return page;
    }
    if (type == "hash" || type == "set") {
        const auto parts = reply.toArray();
        if (!parts || parts->size() != 2 || !parts->at(0).isString())
            return unexpected(type);
        page.nextCursor = parts->at(0).bytes();
        page.finished = page.nextCursor == "0";
        if (type == "hash") {
            auto rows = pairs(parts->at(1));
            if (!rows)
                return unexpected(type);
            page.rows = *rows;
        } else {
            auto members = parts->at(1).toBytesList();
            if (!members)
                return unexpected(type);
            for (const QByteArray &m : std::as_const(*members))
                page.rows << cutRow(m, {});
        }
        return page;
    }
    if (type == "stream") {
        const auto entries = reply.toArray();
        if (!entries)
            return unexpected(type);
        for (const RedisReply &entry : *entries) {
            const auto parts = entry.toArray();
            if (!parts || parts->size() != 2 || !parts->at(0).isString())
                return unexpected(type);
            const auto flat = parts->at(1).toBytesList();
            if (!flat || flat->size() % 2 != 0)
                return unexpected(type);
            QByteArray shown;
            for (qsizetype i = 0; i + 1 < flat->size(); i += 2)
                shown +=
                    (i == 0 ? QByteArray() : QByteArray(" ")) + flat->at(i) + '=' + flat->at(i + 1);
            page.rows << cutRow(parts->at(0).bytes(), shown);
        }
        page.finished = entries->size() < pageSize;
        if (!page.rows.isEmpty() && !page.finished) {
            const auto next = nextStreamId(page.rows.constLast().field);
            page.finished = !next;
            page.nextCursor = next.value_or(cursor);
        } else {
            page.nextCursor = cursor;
        }
        return page;
    }
    return RedisError(RedisError::Kind::InvalidArgument,
                      QCoreApplication::translate("KeyPreviewCommands", "no preview for type %1")
                          .arg(QString::fromLatin1(type)));
}

namespace {
bool isWholeText(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder.decode(bytes);
    if (decoder.hasError())
        return false;
    for (QChar c : text)
        if (c.category() == QChar::Other_Control && c != u'\t' && c != u'\n' && c != u'\r')
            return false;
    return true;
}

// The bytes without a UTF-8 sequence cut at the end, when they are text that way.
std::optional<QByteArray> textHead(const QByteArray &bytes, bool truncated)
{
    for (qsizetype cut = 0; cut <= (truncated ? 3 : 0) && cut <= bytes.size(); ++cut)
        if (isWholeText(bytes.chopped(cut)))
            return bytes.chopped(cut);
    return std::nullopt;
}
} // namespace

bool isText(const QByteArray &bytes, bool truncated)
{
    return textHead(bytes, truncated).has_value();
}

QString displayText(const QByteArray &bytes, bool truncated)
{
    const auto text = textHead(bytes, truncated);
    return text ? QString::fromUtf8(*text) : QString::fromLatin1(bytes.toHex(' '));
}
} // namespace KeyPreviewCommands
