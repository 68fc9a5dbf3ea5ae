#pragma once

#include "keypreviewcommands.h"
#include "result.h"

#include <QByteArray>
#include <QMetaType>

#include <functional>
#include <optional>

class RedisConnection;

// The key preview's reads on the worker thread: the first (TYPE and PTTL, then TYPE again, the
// length and the first page) and each next page (TYPE and the page), each round trip one
// pipeline. TYPE comes with every page so that a key deleted or of another type since the last
// round trip is reported as such, never as a WRONGTYPE error or an empty collection.
namespace KeyPreviewReads {
struct Read
{
    QByteArray type;        // TYPE with the page ("none": the key is gone)
    QByteArray changedFrom; // the first round trip's TYPE, when the second found another one
    qint64 ttlMs = -1;      // the first read's PTTL
    qint64 length = -1;     // the first read's STRLEN, LLEN, …; -1: not read
    std::optional<KeyPreviewCommands::Page> page; // when the type is the one asked for
};

// `betweenTrips` runs between the two round trips (tests change the key there).
Result<Read> first(RedisConnection &connection, const QByteArray &key,
                   const std::function<void()> &betweenTrips = {});
Result<Read> page(RedisConnection &connection, const QByteArray &key, const QByteArray &type,
                  const QByteArray &cursor);
} // namespace KeyPreviewReads

Q_DECLARE_METATYPE(KeyPreviewReads::Read)
