#pragma once

#include "result.h"

#include <QByteArray>

// What a claimer pushes onto the ready queue for one item: "cs-delayed:<id>:<due_ms>:<payload>".
// The id says which scheduled item a job came from, so the same id twice in the ready queue (or
// in a worker's log) is one item delivered twice, and two ids with the same payload are two
// items enqueued twice. The payload is the rest of the bytes, unchanged (binary-safe).
// The atomic claim script (resources/lua/delayed_claim.lua) writes the same format.
struct DelayedEnvelope
{
    QByteArray id;
    qint64 dueMs = 0;
    QByteArray payload;

    QByteArray encode() const;
    // Fails with UnexpectedReply when bytes are not an envelope.
    static Result<DelayedEnvelope> decode(const QByteArray &bytes);
};
