#include "clioutput.h"

#include <QJsonDocument>

#include <cstdio>

namespace {
void writeLine(FILE *stream, const QByteArray &line)
{
    std::fwrite(line.constData(), 1, size_t(line.size()), stream);
    if (!line.endsWith('\n'))
        std::fputc('\n', stream);
    std::fflush(stream);
}

QString oneLine(QString text)
{
    return text.replace(QLatin1Char('\n'), QLatin1String(" | "));
}
} // namespace

QJsonObject CliOutput::marked(QJsonObject json) const
{
    if (m_tlsUnverified)
        json.insert(QStringLiteral("tls_verified"), false);
    return json;
}

int CliOutput::success(const QString &text, QJsonObject json) const
{
    if (m_json) {
        json.insert(QStringLiteral("ok"), true);
        writeLine(stdout, QJsonDocument(marked(json)).toJson(QJsonDocument::Compact));
    } else if (!text.isEmpty()) {
        writeLine(stdout, text.toUtf8());
    }
    return Success;
}

int CliOutput::result(const QString &text, QJsonObject json, bool ok, int exitCode) const
{
    if (m_json) {
        json.insert(QStringLiteral("ok"), ok);
        writeLine(stdout, QJsonDocument(marked(json)).toJson(QJsonDocument::Compact));
    } else if (!text.isEmpty()) {
        writeLine(stdout, text.toUtf8());
    }
    return exitCode;
}

int CliOutput::partial(const QString &text, QJsonObject json, const QString &problem) const
{
    if (m_json) {
        json.insert(QStringLiteral("ok"), false);
        writeLine(stdout, QJsonDocument(marked(json)).toJson(QJsonDocument::Compact));
    } else if (!text.isEmpty()) {
        writeLine(stdout, text.toUtf8());
    }
    writeLine(stderr, "coordscope-cli: " + oneLine(problem).toUtf8());
    return Failure;
}

int CliOutput::failure(const RedisError &error) const
{
    writeLine(stderr, "coordscope-cli: " + oneLine(error.toString()).toUtf8());
    if (m_json) {
        const QJsonObject e{{QStringLiteral("kind"), error.kindName()},
                            {QStringLiteral("message"), error.message()}};
        const QJsonObject out{{QStringLiteral("ok"), false}, {QStringLiteral("error"), e}};
        writeLine(stdout, QJsonDocument(marked(out)).toJson(QJsonDocument::Compact));
    }
    return error.kind() == RedisError::Kind::InvalidArgument ? Usage : Failure;
}

int CliOutput::usage(const QString &message) const
{
    return failure(RedisError(RedisError::Kind::InvalidArgument, message));
}

void CliOutput::line(const QJsonObject &json) const
{
    writeLine(stdout, QJsonDocument(marked(json)).toJson(QJsonDocument::Compact));
}

void CliOutput::warning(const QString &message) const
{
    writeLine(stderr, "coordscope-cli: warning: " + oneLine(message).toUtf8());
}

QJsonValue CliOutput::millisecondsFromMicros(qint64 us)
{
    return us > 0 ? QJsonValue(us / 1000) : QJsonValue();
}
