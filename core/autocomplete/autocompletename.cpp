#include "autocompletename.h"

#include <QString>
#include <QStringDecoder>

bool AutocompleteName::isValidUtf8(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    (void)decoder.decode(bytes).operator QString();
    return !decoder.hasError();
}

Result<void> AutocompleteName::validate(const QByteArray &name, const char *what)
{
    const QLatin1String label(what);
    if (name.isEmpty())
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the %1 is empty").arg(label));
    if (name.size() > MaxBytes)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the %1 is %2 bytes long; names are at most %3 bytes")
                              .arg(label)
                              .arg(name.size())
                              .arg(MaxBytes));
    if (name.contains('\0'))
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the %1 contains U+0000 (a NUL byte), which autocomplete "
                                         "does not store")
                              .arg(label));
    if (!isValidUtf8(name))
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the %1 is not valid UTF-8").arg(label));
    return {};
}

QString AutocompleteName::decode(const QByteArray &utf8)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless |
                                                     QStringDecoder::Flag::ConvertInitialBom);
    return decoder.decode(utf8);
}

QByteArray AutocompleteName::folded(const QByteArray &utf8)
{
    return decode(utf8).toCaseFolded().toUtf8();
}
