#pragma once

#include "keylayout.h"
#include "redisreply.h"
#include "result.h"

#include <QList>

// The bounded look at a key's value that a layout's confirm() needs (KeyLayout::needsSample):
// STRLEN + GETRANGE 0 511 of a string (the value kept only when it is at most 512 bytes), HSCAN 0
// COUNT 10 of a hash, the first three members of a zset or items of a list. Shared by the
// discovery and by KeyIdentification, so one key is classified the same way by both.
namespace KeySampler {
inline constexpr int StringSampleBytes = 512;
inline constexpr int HashSampleCount = 10;

// How many commands commands() makes for a type (0: the type needs no sample).
qsizetype commandCount(const QByteArray &type);
// The commands that read the sample of a key whose type is known.
QList<RedisCommand> commands(const KeySample &sample);
// Fills the sample from their replies, starting at replies[at]; a key that changed type since
// TYPE keeps an empty sample.
Result<void> fill(KeySample &sample, const QList<Result<RedisReply>> &replies, qsizetype at);
} // namespace KeySampler
