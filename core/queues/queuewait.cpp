#include "queuewait.h"

Result<void> QueueWait::validate(qint64 waitMs)
{
    if (waitMs < 0 || waitMs > MaxMs)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("wait must be 0 (do not block) to %1 ms, not %2")
                              .arg(MaxMs)
                              .arg(waitMs));
    return {};
}

QByteArray QueueWait::seconds(qint64 waitMs)
{
    return QByteArray::number(waitMs / 1000) + '.' +
           QByteArray::number(waitMs % 1000).rightJustified(3, '0');
}
