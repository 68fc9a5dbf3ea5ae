#pragma once

#include "keyspace.h"
#include "result.h"

#include <QByteArray>

// The keys of one task queue, all under the hash tag {NAME}:
//   <prefix>{NAME}:queue               LIST, the FIFO (and the priority queue's normal level);
//                                      the delayed queue named NAME RPUSHes its due items here
//   <prefix>{NAME}:queue:high / :low   LIST, the priority queue's other levels
//   <prefix>{NAME}:processing:<id>     LIST, a reliable consumer's items in flight
//   <prefix>{NAME}:consumers           ZSET, reliable consumer id -> deadline (server ms)
class QueueKeys
{
public:
    QueueKeys(KeySpace keys, QByteArray name);

    const QByteArray &name() const { return m_name; }
    // The name: non-empty, no braces (KeySpace::validateName).
    Result<void> validate() const;
    // A consumer id: 1..128 printable ASCII bytes without spaces or braces, since it is part
    // of a key name and printed by the CLI.
    static Result<void> validateConsumer(const QByteArray &id);

    QByteArray queue() const;
    QByteArray high() const;
    QByteArray low() const;
    QByteArray consumers() const;
    // "<prefix>{NAME}:processing:"; the reaper appends the consumer ids it finds.
    QByteArray processingPrefix() const;
    QByteArray processing(const QByteArray &consumer) const;

private:
    KeySpace m_keys;
    QByteArray m_name;
};
