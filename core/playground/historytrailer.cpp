#include "historytrailer.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace {
const QString TrailerKey = QStringLiteral("trailer");
const QString EventsKey = QStringLiteral("events");
const QString Sha256Key = QStringLiteral("sha256");
} // namespace

QByteArray HistoryTrailer::digest() const
{
    return m_hash.result().toHex();
}

QByteArray HistoryTrailer::line() const
{
    const QJsonObject object{
        {TrailerKey, true}, {EventsKey, m_events}, {Sha256Key, QString::fromLatin1(digest())}};
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

bool HistoryTrailer::isTrailer(const QJsonObject &object)
{
    return object.contains(TrailerKey);
}

Result<void> HistoryTrailer::verify(const QJsonObject &trailer, qsizetype lineNumber) const
{
    const auto refused = [lineNumber](const QString &what) {
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("line %1: %2").arg(lineNumber).arg(what));
    };
    const QJsonValue events = trailer.value(EventsKey);
    const QJsonValue sha256 = trailer.value(Sha256Key);
    if (trailer.value(TrailerKey) != QJsonValue(true) || !events.isDouble() || !sha256.isString())
        return refused(QStringLiteral("a trailer needs \"trailer\": true, \"events\" and "
                                      "\"sha256\""));
    if (events.toDouble() != double(m_events))
        return refused(QStringLiteral("the trailer counts %1 events but the history has %2: "
                                      "lines are missing or were added")
                           .arg(events.toDouble(), 0, 'f', 0)
                           .arg(m_events));
    if (sha256.toString().toLatin1() != digest())
        return refused(QStringLiteral("the trailer's checksum does not match lines 1 to %1: the "
                                      "history was changed or damaged")
                           .arg(lineNumber - 1));
    return {};
}
