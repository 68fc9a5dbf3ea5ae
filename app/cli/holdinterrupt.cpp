#include "holdinterrupt.h"

#include <QCoreApplication>

void HoldInterrupt::addFailedRelease(QJsonObject &json, const RedisError &error) const
{
    json.insert(QStringLiteral("release"),
                error.mayHaveRun() ? QStringLiteral("unknown") : QStringLiteral("failed"));
    json.insert(QStringLiteral("error"), QJsonObject{{QStringLiteral("kind"), error.kindName()},
                                                     {QStringLiteral("message"), error.message()}});
    if (interrupted())
        json.insert(QStringLiteral("interrupted"), signalName());
}

QString HoldInterrupt::signalPrefix() const
{
    return interrupted() ? signalName() + QStringLiteral(": ") : QString();
}

void HoldInterrupt::markCutShort(QJsonObject &json, QString &text) const
{
    json.insert(QStringLiteral("interrupted"), signalName());
    text += QCoreApplication::translate("HoldInterrupt", " (cut short by %1)").arg(signalName());
}
