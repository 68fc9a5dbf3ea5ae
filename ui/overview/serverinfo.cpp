#include "serverinfo.h"

#include <QCoreApplication>

namespace {
// "db0" -> 0; -1 when name is not a keyspace field.
int databaseIndex(const QByteArray &name)
{
    if (!name.startsWith("db"))
        return -1;
    bool ok = false;
    const int index = name.mid(2).toInt(&ok);
    return ok ? index : -1;
}
} // namespace

ServerInfo ServerInfo::fromInfo(const QByteArray &info)
{
    ServerInfo s;
    for (QByteArray line : info.split('\n')) {
        line = line.trimmed();
        const qsizetype colon = line.indexOf(':');
        if (line.startsWith('#') || colon <= 0)
            continue;
        const QByteArray name = line.left(colon);
        const QByteArray value = line.mid(colon + 1);
        const int index = databaseIndex(name);
        if (index < 0) {
            s.fields.insert(name, value);
            continue;
        }
        Database db;
        db.index = index;
        for (const QByteArray &field : value.split(',')) {
            if (field.startsWith("keys="))
                db.keys = field.mid(5).toLongLong();
            else if (field.startsWith("expires="))
                db.expires = field.mid(8).toLongLong();
        }
        s.databases.append(db);
    }
    return s;
}

QString ServerInfo::value(const QByteArray &name) const
{
    return QString::fromUtf8(fields.value(name));
}

qint64 ServerInfo::number(const QByteArray &name) const
{
    bool ok = false;
    const qint64 n = fields.value(name).toLongLong(&ok);
    return ok ? n : -1;
}

qint64 ServerInfo::totalKeys() const
{
    qint64 total = 0;
    for (const Database &db : databases)
        total += db.keys;
    return total;
}

QString ServerInfo::formatUptime(qint64 seconds)
{
    if (seconds < 0)
        return QString();
    constexpr qint64 Minute = 60, Hour = 60 * Minute, Day = 24 * Hour;
    if (seconds < Minute)
        return QStringLiteral("%1 s").arg(seconds);
    if (seconds < Hour)
        return QCoreApplication::translate("ServerInfo", "%1 min %2 s")
            .arg(seconds / Minute)
            .arg(seconds % Minute);
    if (seconds < Day)
        return QStringLiteral("%1 h %2 min").arg(seconds / Hour).arg(seconds % Hour / Minute);
    return QStringLiteral("%1 d %2 h").arg(seconds / Day).arg(seconds % Day / Hour);
}
