#pragma once

#include <QByteArray>

// Redis Cluster's key → slot mapping (CRC16/XMODEM mod 16384, honouring {hash tags}).
class HashSlot
{
public:
    static constexpr int SlotCount = 16384;
    static int of(const QByteArray &key);
    // The part of the key that is hashed: the first non-empty {...} tag, else the whole key.
    static QByteArray hashedPart(const QByteArray &key);
};
