#pragma once

#include <QByteArray>

// Shapes of stored values, for the layouts that only the value tells apart: a uuid1 token from a
// random hex one, a Redisson owner field from any other, an integer, a JSON job, a score that
// reads as a time. Cheap checks on bytes; nothing is parsed in full.
namespace ValueShape {

// Exactly `length` characters of [0-9a-f].
bool isLowerHex(const QByteArray &value, qsizetype length);
// Python's uuid.uuid1().hex (redis-py's token): 32 lower-case hex characters whose version
// nibble (index 12) is 1 and whose variant nibble (index 16) is 8, 9, a or b. A random 128-bit
// hex token passes by chance once in 64.
bool isUuid1Hex(const QByteArray &value);
// RFC 4122 text, "8-4-4-4-12" hex digits with dashes (either case).
bool isUuidText(const QByteArray &value);
// uuid.uuid4() as text: the version character (index 14) is 4.
bool isUuid4Text(const QByteArray &value);
// Redisson's lock owner "<client uuid>:<thread id>".
bool isRedissonOwner(const QByteArray &value);
// Exactly `length` characters of the standard base64 alphabet (no padding).
bool isBase64(const QByteArray &value, qsizetype length);
// An optional '-' and 1..maxDigits decimal digits.
bool isInteger(const QByteArray &value, int maxDigits = 18);
// 1..maxDigits decimal digits, not all zeros.
bool isPositiveInteger(const QByteArray &value, int maxDigits = 18);
// A JSON object or array by its first and last characters (no parse).
bool isJsonObject(const QByteArray &value);
bool isJsonArray(const QByteArray &value);
// A JSON object text holding the key "name" (looked for as "\"name\":"; no parse).
bool jsonHasKey(const QByteArray &object, const char *name);

// What magnitude a number has if it is a time since the epoch between 1973 and 5138.
enum class TimeMagnitude { None, Seconds, Milliseconds, Microseconds, Nanoseconds };
TimeMagnitude timeMagnitude(double value);

} // namespace ValueShape
