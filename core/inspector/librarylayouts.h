#pragma once

#include "keylayout.h"

#include <QList>

// The layouts of the libraries people run, one function per library (docs/inspector.md lists
// each with its source; /tmp/research/layouts.md has the evidence). Specificity: 50-70 for keys
// with a distinctive literal prefix or exact name, 30-45 for a common prefix confirmed by the
// value, at most 15 for bare names told only by the value's shape ("probable").
QList<KeyLayout> redissonLayouts();
QList<KeyLayout> bullMqLayouts(); // BullMQ, and Bull 3 where they differ
QList<KeyLayout> sidekiqLayouts();
QList<KeyLayout> redisInActionLayouts();
QList<KeyLayout> redisPyLayouts(); // redis-py's Lock and python-redis-lock
QList<KeyLayout> nodeRedlockLayouts();
QList<KeyLayout> redisCellLayouts();
// Hand-rolled shapes with no library behind them: fixed-window counters, sliding-window logs,
// integer counters, "lock:" names, zsets of JSON scored by time.
QList<KeyLayout> handRolledLayouts();
