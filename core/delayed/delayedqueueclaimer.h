#pragma once

#include "delayedqueuekeys.h"
#include "keyspace.h"
#include "rediserror.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>
#include <functional>
#include <optional>

class RedisConnection;

struct ClaimedItem
{
    QByteArray id;
    qint64 dueMs = 0;
};

// The outcome of one claim: what this call pushed onto the ready queue. Nothing due is a value.
struct DelayedClaim
{
    QString kind;
    qint64 nowMs = 0;         // the time items were judged due by (server, or injected)
    QList<ClaimedItem> items; // pushed by this call, in push order (due order within the call)
    int takenByOthers = 0;    // read as due, but another claimer's ZREM removed them first;
                              // the unchecked claimer pushes these anyway (duplicates)
};

Q_DECLARE_METATYPE(DelayedClaim)

// Moves due items of one delayed queue onto its ready LIST ("<prefix>{NAME}:queue", RPUSH, each
// as a DelayedEnvelope). One subclass per variant: AtomicDelayedClaimer (one script, the one to
// use), ZremCheckedClaimer (the book's: only the client whose ZREM removed the id pushes it) and
// UncheckedClaimer (kept broken on purpose: it pushes without looking at ZREM's answer).
// The claimer uses the connection it is given, from the calling thread.
class DelayedQueueClaimer
{
public:
    // At most this many items per claim (the script unpacks them onto Lua's stack).
    static constexpr int MaxBatch = 1000;

    virtual ~DelayedQueueClaimer();
    DelayedQueueClaimer(const DelayedQueueClaimer &) = delete;
    DelayedQueueClaimer &operator=(const DelayedQueueClaimer &) = delete;

    // "atomic", "zrem-checked", "unchecked".
    virtual QString kind() const = 0;
    const QByteArray &name() const { return m_name; }
    const DelayedQueueKeys &keys() const { return m_keys; }

    // Pushes up to max items due at now (the server's TIME unless injected), earliest first.
    virtual Result<DelayedClaim> claim(int max, std::optional<qint64> nowMs = std::nullopt) = 0;

    // Fault injection and forced interleavings between the commands of a multi-step variant, as
    // for the semaphores: returning false drops the connection there and the claim fails with
    // Closed. Steps: "after-read" (due items and payloads read, nothing removed yet) and
    // "after-zrem" (one item removed from the ZSET, not pushed yet).
    using StepHook = std::function<bool(const char *step)>;
    void setStepHook(StepHook hook) { m_stepHook = std::move(hook); }

    // Name, batch size and injected now, checked before anything is sent.
    Result<void> validate(int max, std::optional<qint64> nowMs) const;

protected:
    DelayedQueueClaimer(RedisConnection &connection, const KeySpace &keys, QByteArray name);
    RedisConnection &connection() const { return m_connection; }
    bool step(const char *stepName);
    RedisError crashed(const char *stepName) const;

private:
    RedisConnection &m_connection;
    QByteArray m_name;
    DelayedQueueKeys m_keys;
    StepHook m_stepHook;
};
