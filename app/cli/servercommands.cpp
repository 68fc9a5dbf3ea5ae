#include "servercommands.h"

#include "redisconnection.h"

#include <QElapsedTimer>
#include <QJsonObject>

QList<CliCommand> ServerCommands::all()
{
    return {
        {QStringLiteral("ping"),
         QStringLiteral("ping [MESSAGE]"),
         QStringLiteral("Check that the server answers, and how fast."),
         {},
         &ServerCommands::ping},
        {QStringLiteral("info"),
         QStringLiteral("info [SECTION]"),
         QStringLiteral("Show the server's INFO (all of it, or one section)."),
         {},
         &ServerCommands::info},
    };
}

int ServerCommands::ping(const CliContext &c)
{
    if (c.arguments.size() > 1)
        return c.output.usage(QStringLiteral("ping takes at most one MESSAGE"));
    RedisConnection connection(c.connection);
    if (auto connected = connection.connect(); !connected)
        return c.output.failure(connected.error());
    RedisCommand argv{"PING"};
    if (!c.arguments.isEmpty())
        argv << c.arguments.first().toUtf8();
    QElapsedTimer clock;
    clock.start();
    const auto reply = connection.command(argv);
    const double ms = double(clock.nsecsElapsed()) / 1e6;
    if (!reply)
        return c.output.failure(reply.error());
    const QString text = QString::fromUtf8(reply->bytes());
    return c.output.success(QStringLiteral("%1 (%2 ms)").arg(text).arg(ms, 0, 'f', 3),
                            {{QStringLiteral("reply"), text},
                             {QStringLiteral("latency_ms"), ms},
                             {QStringLiteral("server"), c.connection.endpoint()}});
}

int ServerCommands::info(const CliContext &c)
{
    if (c.arguments.size() > 1)
        return c.output.usage(QStringLiteral("info takes at most one SECTION"));
    RedisConnection connection(c.connection);
    RedisCommand argv{"INFO"};
    if (!c.arguments.isEmpty())
        argv << c.arguments.first().toUtf8();
    const auto reply = connection.command(argv).andThen(&RedisReply::toBytes);
    if (!reply)
        return c.output.failure(reply.error());

    QJsonObject sections;
    QJsonObject current;
    QString currentName;
    const auto flush = [&] {
        if (!currentName.isEmpty())
            sections.insert(currentName, current);
        current = QJsonObject();
    };
    for (QByteArray line : reply->split('\n')) {
        line = line.trimmed();
        if (line.startsWith("# ")) {
            flush();
            currentName = QString::fromUtf8(line.mid(2)).toLower();
        } else if (const qsizetype colon = line.indexOf(':'); colon > 0) {
            current.insert(QString::fromUtf8(line.left(colon)),
                           QString::fromUtf8(line.mid(colon + 1)));
        }
    }
    flush();
    if (sections.isEmpty() && !c.arguments.isEmpty())
        return c.output.failure(RedisError(
            RedisError::Kind::InvalidArgument,
            QStringLiteral("the server has no INFO section \"%1\"").arg(c.arguments.first())));
    return c.output.success(QString::fromUtf8(reply->trimmed()),
                            {{QStringLiteral("sections"), sections}});
}
