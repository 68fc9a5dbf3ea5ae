#include "stillheld.h"

#include "connectionoptions.h"

#include <QRegularExpression>

QString StillHeld::text() const
{
    const QString lease = leaseLeft(leaseMs, heldMs);
    if (kind == Kind::Permit)
        return QStringLiteral("permit %1 of semaphore %2, %3")
            .arg(QString::fromUtf8(token), QString::fromUtf8(name), lease);
    return QStringLiteral("%1 with token %2, %3")
        .arg(QString::fromUtf8(key), QString::fromUtf8(token), lease);
}

QStringList StillHeld::releaseArguments() const
{
    const QString n = QString::fromUtf8(name);
    const QString t = QString::fromUtf8(token);
    if (kind == Kind::Permit)
        return {QStringLiteral("semaphore"),
                QStringLiteral("release"),
                n,
                QStringLiteral("--kind"),
                variant,
                QStringLiteral("--limit"),
                QString::number(limit),
                QStringLiteral("--holder"),
                t};
    return {QStringLiteral("lock"),
            QStringLiteral("release"),
            n,
            QStringLiteral("--kind"),
            variant,
            variant == u"reentrant" ? QStringLiteral("--owner") : QStringLiteral("--token"),
            t};
}

QString StillHeld::failedRelease(const RedisError &error, const QString &command) const
{
    // A release that was sent and whose reply never came (a frozen server, a connection lost)
    // may have run: neither "released" nor "still held" would be true.
    if (error.mayHaveRun())
        return QStringLiteral("the release may or may not have run (%1): held unless it ran: %2; "
                              "release it with: %3")
            .arg(error.toString(), text(), command);
    return QStringLiteral("the release failed (%1): still held: %2; release it with: %3")
        .arg(error.toString(), text(), command);
}

QString StillHeld::leaseLeft(qint64 leaseMs, qint64 heldMs)
{
    if (leaseMs < 0)
        return QStringLiteral("with no lease: it stays until it is released");
    if (heldMs >= leaseMs)
        return QStringLiteral("though its %1 ms lease has ended by this machine's clock")
            .arg(leaseMs);
    return QStringLiteral("its lease ends in about %1 ms").arg(leaseMs - heldMs);
}

QString StillHeld::commandLine(const ConnectionOptions &server, const QByteArray &prefix,
                               const QStringList &args)
{
    const auto quoted = [](const QString &word) -> QString {
        static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:@,=+{}-]+$"));
        if (plain.match(word).hasMatch())
            return word;
        QString q = word;
        q.replace(QLatin1Char('\''), QLatin1String("'\\''"));
        return QLatin1Char('\'') + q + QLatin1Char('\'');
    };
    QStringList words{QStringLiteral("coordscope-cli"), QStringLiteral("--url"), server.toUrl()};
    if (prefix != "cs:")
        words << QStringLiteral("--prefix") << QString::fromUtf8(prefix);
    words << args;
    for (QString &word : words)
        word = quoted(word);
    return words.join(QLatin1Char(' '));
}
