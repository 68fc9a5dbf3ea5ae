#include "componentversions.h"

#include <QProcess>
#include <QRegularExpression>

#include <hiredis/hiredis.h>

QString ComponentVersions::hiredis()
{
    return QStringLiteral("%1.%2.%3").arg(HIREDIS_MAJOR).arg(HIREDIS_MINOR).arg(HIREDIS_PATCH);
}

QString ComponentVersions::redisServer(const QString &executable, int timeoutMs)
{
    if (executable.isEmpty())
        return {};
    QProcess process;
    process.start(executable, {QStringLiteral("--version")});
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        return {};
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return {};
    // "Redis server v=7.0.15 sha=00000000:0 malloc=jemalloc-5.3.0 bits=64 build=…"
    static const QRegularExpression versionRe(QStringLiteral("\\bv=([0-9][0-9A-Za-z.\\-]*)"));
    const auto match = versionRe.match(QString::fromUtf8(process.readAllStandardOutput()));
    return match.hasMatch() ? match.captured(1) : QString();
}
