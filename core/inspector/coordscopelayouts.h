#pragma once

#include "keylayout.h"

#include <QByteArray>
#include <QList>

// CoordScope's own layouts for a key prefix ("cs:" by default): every key is
// "<prefix>{NAME}:<part>" (the rate limiters': "<prefix>{NAME:SUBJECT}:<kind>"), as written by
// core/locks, semaphores, queues, delayed, ratelimit, autocomplete and structures
// (docs/primitives/*.md).
QList<KeyLayout> coordScopeLayouts(const QByteArray &prefix);
