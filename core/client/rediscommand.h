#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

// A command is a value: its argv as byte arrays, sent binary-safe.
using RedisCommand = QList<QByteArray>;

// The RESP encoding of one command ("*N\r\n$len\r\narg\r\n...").
QByteArray formatCommand(const RedisCommand &argv);

// redis-cli's way of showing bytes, with text shown as text: printable ASCII and the printable
// characters of well-formed UTF-8 as they are ("李 锁", "café"); \\ \" \n \r \t \a \b escaped;
// any other byte as \xNN (a lone or malformed UTF-8 byte, a control or invisible character).
// WhenNeeded adds quotes only to empty arguments and those with spaces, quotes or escaped
// bytes. Past maxLength bytes (if >= 0; moved back to a character's start) the rest is cut,
// shown as "…".
enum class QuoteMode { WhenNeeded, Always };
QString quoteBytes(const QByteArray &bytes, QuoteMode mode, qsizetype maxLength = -1);
