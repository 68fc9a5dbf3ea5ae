#pragma once

#include <QByteArray>
#include <QList>

// A command is a value: its argv as byte arrays, sent binary-safe.
using RedisCommand = QList<QByteArray>;

// The RESP encoding of one command ("*N\r\n$len\r\narg\r\n...").
QByteArray formatCommand(const RedisCommand &argv);
