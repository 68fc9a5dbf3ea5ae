#include "replyformatter.h"

#include "rediscommand.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace {
struct Budget
{
    ReplyFormatter::Limits limits;
    qsizetype chars = 0;
    bool spent() const { return chars >= limits.maxChars; }
};

QStringList linesOf(const RedisReply &reply, Budget &budget)
{
    QString line;
    if (reply.isNil()) {
        line = QStringLiteral("(nil)");
    } else if (reply.isInteger()) {
        line = QStringLiteral("(integer) %1").arg(reply.integerValue());
    } else if (reply.isStatus()) {
        line = QString::fromUtf8(reply.bytes());
    } else if (reply.isError()) {
        line = QStringLiteral("(error) ") + QString::fromUtf8(reply.bytes());
    } else if (reply.isString()) {
        line = quoteBytes(reply.bytes(), QuoteMode::Always,
                          std::max<qsizetype>(0, budget.limits.maxChars - budget.chars));
    } else if (reply.isArray()) {
        const QList<RedisReply> &elements = reply.elements();
        if (elements.isEmpty())
            return {QStringLiteral("(empty array)")};
        const int width = int(QString::number(elements.size()).size());
        QStringList out;
        qsizetype shown = 0;
        for (; shown < elements.size(); ++shown) {
            if (shown >= budget.limits.maxElements || budget.spent())
                break;
            const QString prefix =
                QStringLiteral("%1) ").arg(shown + 1, width, 10, QLatin1Char(' '));
            const QStringList sub = linesOf(elements.at(shown), budget);
            for (qsizetype j = 0; j < sub.size(); ++j)
                out << (j == 0 ? prefix : QString(prefix.size(), QLatin1Char(' '))) + sub.at(j);
        }
        if (shown < elements.size())
            out << QCoreApplication::translate("ReplyFormatter", "… %1 more elements not shown")
                       .arg(QLocale().toString(elements.size() - shown));
        return out;
    }
    budget.chars += line.size();
    return {line};
}
} // namespace

QString ReplyFormatter::format(const RedisReply &reply, Limits limits)
{
    Budget budget{limits};
    return linesOf(reply, budget).join(QLatin1Char('\n'));
}

QString ReplyFormatter::formatError(const RedisError &error)
{
    return QStringLiteral("(error) ") + error.message();
}
