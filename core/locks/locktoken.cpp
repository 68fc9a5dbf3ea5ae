#include "locktoken.h"

#include <QRandomGenerator>

QByteArray LockToken::generate()
{
    quint32 words[4];
    QRandomGenerator::system()->fillRange(words);
    return QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex();
}
