#include "durationtext.h"

#include <QCoreApplication>

QString durationText(qint64 ms)
{
    if (ms < 1000)
        return QStringLiteral("%1 ms").arg(ms);
    if (ms < 60'000)
        return QCoreApplication::translate("DurationText", "%1 s")
            .arg(double(ms) / 1000.0, 0, 'f', 1);
    if (ms < 3'600'000)
        return QCoreApplication::translate("DurationText", "%1 min %2 s")
            .arg(ms / 60'000)
            .arg(ms % 60'000 / 1000);
    if (ms < 86'400'000)
        return QCoreApplication::translate("DurationText", "%1 h %2 min")
            .arg(ms / 3'600'000)
            .arg(ms % 3'600'000 / 60'000);
    return QCoreApplication::translate("DurationText", "%1 d %2 h")
        .arg(ms / 86'400'000)
        .arg(ms % 86'400'000 / 3'600'000);
}
