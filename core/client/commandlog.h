#pragma once

#include "rediscommand.h"

#include <QMetaType>
#include <QObject>
#include <QString>

// What one command did, as shown in the Command log.
struct CommandRecord
{
    qint64 timeMs = 0;    // wall clock when it was sent (ms since epoch)
    QString connection;   // label of the connection that sent it
    QString node;         // "host:port" of the server that answered (a cluster's node)
    QString redirect;     // what brought it there: "MOVED from 127.0.0.1:7000"; empty: none
    RedisCommand argv;    // with secrets (AUTH passwords, ...) replaced by "***"
    qint64 latencyUs = 0; // from send to reply (for a pipeline: the whole batch)
    QString replySummary; // RedisReply::summary() or the error text
    bool failed = false;  // error reply or connection error
    // > 0: not a command but a summary: this many commands of the connection were not logged
    // (SampledCommandLog), from timeMs to timeMs + sampleWindowMs.
    int notShown = 0;
    int sampleWindowMs = 0;
    int sampledPerWindow = 0; // the commands a window keeps
};
Q_DECLARE_METATYPE(CommandRecord)

// Collects CommandRecords from any thread and hands them to the GUI thread through the queued
// signal recorded(). Connections report to it only when one is set, so the hot path of a
// connection without a log pays nothing.
class CommandLog : public QObject
{
    Q_OBJECT
public:
    explicit CommandLog(QObject *parent = nullptr);

    // Thread-safe. Redacts secrets before the record leaves the calling thread.
    virtual void record(CommandRecord record);

    // argv with the secret arguments replaced by "***": AUTH, HELLO ... AUTH, MIGRATE ...
    // AUTH/AUTH2, ACL SETUSER >password (and <, #, !), and the value of every parameter whose
    // name contains "pass" or is masterauth in CONFIG SET, SENTINEL SET and SENTINEL CONFIG SET
    // (requirepass, tls-key-file-pass, auth-pass, sentinel-pass...).
    static RedisCommand redacted(const RedisCommand &argv);

Q_SIGNALS:
    void recorded(const CommandRecord &record);
};
