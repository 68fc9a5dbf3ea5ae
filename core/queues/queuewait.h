#pragma once

#include "result.h"

#include <QByteArray>

// How long a take may block. 0: do not block (LPOP, LMPOP, LMOVE); more: a blocking command
// (BLPOP, BLMOVE) with that timeout. There is no "forever": a consumer loops on a long wait, so
// it stays in control of its connection.
class QueueWait
{
public:
    static constexpr qint64 MaxMs = 24LL * 3600 * 1000; // a day

    static Result<void> validate(qint64 waitMs);
    // BLPOP's timeout argument: seconds with millisecond decimals ("0.250").
    static QByteArray seconds(qint64 waitMs);
};
