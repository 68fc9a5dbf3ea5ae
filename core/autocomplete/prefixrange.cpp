#include "prefixrange.h"

#include <QRandomGenerator>

PrefixRange::PrefixRange(QByteArray prefix, std::optional<QByteArray> after)
    : m_prefix(std::move(prefix))
    , m_after(std::move(after))
{}

Result<PrefixRange> PrefixRange::create(QByteArray prefix, std::optional<QByteArray> after)
{
    if (prefix.contains('\0'))
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the prefix contains a NUL byte, which no name holds"));
    if (after && (after->isEmpty() || isMarker(*after)))
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the name to page after must be a stored name"));
    return PrefixRange(std::move(prefix), std::move(after));
}

bool PrefixRange::startsAfterMember() const
{
    return m_after && *m_after >= m_prefix;
}

QByteArray PrefixRange::lexMin() const
{
    if (startsAfterMember())
        return '(' + *m_after;
    if (m_prefix.isEmpty())
        return QByteArrayLiteral("-");
    return '[' + m_prefix;
}

QByteArray PrefixRange::lexMax() const
{
    if (m_prefix.isEmpty())
        return QByteArrayLiteral("+");
    return '(' + m_prefix + MarkerByte;
}

QByteArray PrefixRange::startMarker(const QByteArray &unique) const
{
    if (startsAfterMember())
        return *m_after + '\0' + MarkerByte + unique;
    if (m_prefix.isEmpty())
        return QByteArray(1, '\0') + MarkerByte + unique; // below every name: none starts with 0
    QByteArray below = m_prefix;
    // The last byte is never 0x00 (refused in create()), so decrementing it cannot wrap.
    below[below.size() - 1] = char(quint8(below.back()) - 1);
    return below + MarkerByte + unique;
}

QByteArray PrefixRange::endMarker(const QByteArray &unique) const
{
    return m_prefix + MarkerByte + unique;
}

QByteArray PrefixRange::uniqueSuffix()
{
    return QByteArray::number(QRandomGenerator::global()->generate64(), 16).rightJustified(16, '0');
}
