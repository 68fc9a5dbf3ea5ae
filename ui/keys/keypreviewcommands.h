#pragma once

#include "rediscommand.h"
#include "redisreply.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

// The key preview's read commands and the parsing of their replies, one small pure function per
// step so that each type's paging can be tested without a server. A page is read from a cursor:
// the start index (list, zset), the SCAN cursor (hash, set) or the first id to read (stream, "-"
// for the first page; inclusive, so that servers before 6.2 page too). Strings are not paged:
// their first StringPreviewBytes are read. A collection's fields and values are cut to their
// first CellPreviewBytes, their whole lengths kept, so that a 1 MiB element costs the GUI 4 KiB.
namespace KeyPreviewCommands {
constexpr int PageSize = 200;
constexpr int StringPreviewBytes = 4096;
constexpr int CellPreviewBytes = 4096;

// One row of a preview: index, field, member or stream id, and its value (element, field value,
// score, the stream entry's fields; empty for a set's members), each its head when it is longer
// than CellPreviewBytes.
struct Row
{
    QByteArray field;
    QByteArray value;
    qint64 fieldSize = 0; // the whole lengths
    qint64 valueSize = 0;
    // Tells rows apart: the field, or its head and SHA-1 when it was cut.
    QByteArray identity;

    bool fieldCut() const { return fieldSize > field.size(); }
    bool valueCut() const { return valueSize > value.size(); }
};
// The row of a whole field and value: heads, lengths and identity.
Row cutRow(const QByteArray &field, const QByteArray &value);

struct Page
{
    QList<Row> rows;
    QByteArray nextCursor; // where the next page starts
    bool finished = false; // no page after this one
};

// The stream id right after `id` ("5-3" → "5-4", carrying into the milliseconds); nullopt after
// the last possible id or for a malformed one.
std::optional<QByteArray> nextStreamId(const QByteArray &id);

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
