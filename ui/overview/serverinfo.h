#pragma once

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

// INFO as a value: every "name:value" field, and the keyspace section parsed per database.
struct ServerInfo
{
    struct Database
    {
        int index = 0;
        qint64 keys = 0;
        qint64 expires = 0;
    };

    QHash<QByteArray, QByteArray> fields; // all sections but the keyspace
    QList<Database> databases;            // from "db0:keys=3,expires=1,avg_ttl=0"

    // From the text of INFO, any set of sections.
    static ServerInfo fromInfo(const QByteArray &info);

    // The field as text; empty when absent.
    QString value(const QByteArray &name) const;
    // The field as a number; -1 when absent or not a number.
    qint64 number(const QByteArray &name) const;
    QString version() const { return value("redis_version"); }
    qint64 totalKeys() const;

    // "42 s", "5 min 3 s", "3 h 12 min", "2 d 4 h"; empty for a negative count.
    static QString formatUptime(qint64 seconds);
};
