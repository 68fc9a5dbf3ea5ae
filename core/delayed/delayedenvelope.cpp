#include "delayedenvelope.h"

namespace {
const QByteArray Prefix = QByteArrayLiteral("cs-delayed:");
}

QByteArray DelayedEnvelope::encode() const
{
    return Prefix + id + ':' + QByteArray::number(dueMs) + ':' + payload;
}

Result<DelayedEnvelope> DelayedEnvelope::decode(const QByteArray &bytes)
{
    const auto notAnEnvelope = [&bytes] {
        return RedisError(
            RedisError::Kind::UnexpectedReply,
            QStringLiteral("not a delayed-queue envelope (cs-delayed:ID:DUE:PAYLOAD): %1")
                .arg(QString::fromUtf8(bytes.left(60))));
    };
    if (!bytes.startsWith(Prefix))
        return notAnEnvelope();
    const qsizetype idEnd = bytes.indexOf(':', Prefix.size());
    const qsizetype dueEnd = idEnd < 0 ? -1 : bytes.indexOf(':', idEnd + 1);
    if (idEnd <= Prefix.size() || dueEnd < 0)
        return notAnEnvelope();
    bool ok = false;
    DelayedEnvelope e;
    e.id = bytes.mid(Prefix.size(), idEnd - Prefix.size());
    e.dueMs = bytes.mid(idEnd + 1, dueEnd - idEnd - 1).toLongLong(&ok);
    if (!ok)
        return notAnEnvelope();
    e.payload = bytes.mid(dueEnd + 1);
    return e;
}
