#pragma once

#include "rediserror.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

struct ConnectionOptions;

// A lock or a semaphore permit a program still holds on a server after its release failed (the
// server gone, no time left): what the CLI's --hold and the GUI's quit print, so the user knows
// when it ends by itself and how to release it by hand.
struct StillHeld
{
    enum class Kind { Lock, Permit };
    Kind kind = Kind::Lock;
    QString variant; // the lock's or the semaphore's kind name: "token", "fair"
    QByteArray name;
    QByteArray key;      // locks: the lock's key
    QByteArray token;    // a lock's token (a reentrant lock's owner), a permit's holder
    int limit = 0;       // permits: the semaphore's limit
    qint64 leaseMs = -1; // the lease granted; -1: none
    qint64 heldMs = 0;   // held so far, by this machine's clock

    // "cs:{orders}:lock with token 3f2a…, its lease ends in about 7000 ms", "permit 9c1e… of
    // semaphore pool, …"
    QString text() const;
    // coordscope-cli's arguments that release it: lock release NAME --kind K --token T, …
    QStringList releaseArguments() const;
    // "the release failed (io: …): still held: TEXT; release it with: COMMAND", or when the
    // release was sent and its reply lost, "the release may or may not have run (…): held unless
    // it ran: TEXT; …"
    QString failedRelease(const RedisError &error, const QString &command) const;

    // What is left of the lease: "its lease ends in about 7000 ms", from the lease granted (-1:
    // none) and the time held so far.
    static QString leaseLeft(qint64 leaseMs, qint64 heldMs);
    // A shell command line running coordscope-cli on server (its password left out) with the
    // key prefix and args, each word quoted where a shell would split or expand it.
    static QString commandLine(const ConnectionOptions &server, const QByteArray &prefix,
                               const QStringList &args);
};
