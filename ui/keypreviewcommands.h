#pragma once

#include "rediscommand.h"
#include "redisreply.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <QString>

// The key preview's read commands and the parsing of their replies, one small pure function per
// step so that each type's paging can be tested without a server. A page is read from a cursor:
// the start index (list, zset), the SCAN cursor (hash, set) or the exclusive start id (stream,
// "-" for the first page). Strings are not paged: their first StringPreviewBytes are read.
namespace KeyPreviewCommands {
constexpr int PageSize = 200;
constexpr int StringPreviewBytes = 4096;

// One row of a preview: index, field, member or stream id, and its value (element, field value,
// score, the stream entry's fields; empty for a set's members).
struct Row
{
    QByteArray field;
    QByteArray value;
};

struct Page
{
    QList<Row> rows;
    QByteArray nextCursor; // where the next page starts
    bool finished = false; // no page after this one
};

// Whether the preview knows how to page `type` (string, list, hash, set, zset, stream).
bool isPreviewable(const QByteArray &type);
// The first page's cursor for `type`.
QByteArray firstCursor(const QByteArray &type);
// STRLEN, LLEN, HLEN, SCARD, ZCARD or XLEN; empty for another type.
RedisCommand lengthCommand(const QByteArray &type, const QByteArray &key);
// The page at `cursor`: GETRANGE, LRANGE, HSCAN, SSCAN, ZRANGE … WITHSCORES or XRANGE … COUNT;
// empty for another type.
RedisCommand pageCommand(const QByteArray &type, const QByteArray &key, const QByteArray &cursor,
                         int pageSize = PageSize);
// The rows of a page's reply and where the next page starts. A short page (fewer rows than
// asked) or SCAN's cursor 0 finishes the preview. Fails on a reply of the wrong shape.
Result<Page> parsePage(const QByteArray &type, const QByteArray &cursor, const RedisReply &reply,
                       int pageSize = PageSize);

// Bytes for the user: the text when they are valid UTF-8 without control characters other than
// tab and newlines, else hex ("de ad be ef").
// `truncated`: the bytes are the head of a longer value, and a UTF-8 sequence cut at the end
// does not make them binary.
bool isText(const QByteArray &bytes, bool truncated = false);
QString displayText(const QByteArray &bytes, bool truncated = false);
} // namespace KeyPreviewCommands
