#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

// A command is a value: its argv as byte arrays, sent binary-safe.
using RedisCommand = QList<QByteArray>;

// The RESP encoding of one command ("*N\r\n$len\r\narg\r\n...").
QByteArray formatCommand(const RedisCommand &argv);

// redis-cli's way of showing bytes: printable ASCII as is; \\ \" \n \r \t \a \b escaped;
// any other byte as \xNN. WhenNeeded adds quotes only to empty arguments and those with
// spaces, quotes or escaped bytes. Past maxLength bytes (if >= 0) the rest is cut, shown as "…".
enum class QuoteMode { WhenNeeded, Always };
QString quoteBytes(const QByteArray &bytes, QuoteMode mode, qsizetype maxLength = -1);
