#include "hashslot.h"

namespace {
// CRC16/XMODEM (polynomial 0x1021), as in the Redis Cluster specification.
quint16 crc16(const char *data, qsizetype size)
{
    quint16 crc = 0;
    for (qsizetype i = 0; i < size; ++i) {
        crc ^= quint16(quint8(data[i])) << 8;
        for (int bit = 0; bit < 8; ++bit)
            crc = (crc & 0x8000) ? quint16((crc << 1) ^ 0x1021) : quint16(crc << 1);
    }
    return crc;
}
} // namespace

QByteArray HashSlot::hashedPart(const QByteArray &key)
{
    const qsizetype open = key.indexOf('{');
    if (open < 0)
        return key;
    const qsizetype close = key.indexOf('}', open + 1);
    if (close < 0 || close == open + 1)
        return key;
    return key.mid(open + 1, close - open - 1);
}

int HashSlot::of(const QByteArray &key)
{
    const QByteArray part = hashedPart(key);
    return crc16(part.constData(), part.size()) % SlotCount;
}
