#pragma once

#include <QByteArray>

// Lock tokens and holder ids: 128 random bits from the operating system's cryptographic source,
// as 32 lower-case hex characters.
class LockToken
{
public:
    static QByteArray generate();
};
