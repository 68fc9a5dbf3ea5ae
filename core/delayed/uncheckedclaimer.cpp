#include "uncheckedclaimer.h"

UncheckedClaimer::UncheckedClaimer(RedisConnection &connection, const KeySpace &keys,
                                   QByteArray name)
    : ZremCheckedClaimer(connection, keys, std::move(name))
{}
