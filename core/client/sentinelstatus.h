#pragma once

#include "connectionoptions.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <QString>

// What the sentinels of a Sentinel URL say about the master they monitor, as one sentinel (the
// first that answers) sees it: the master, its replicas with their replication offsets and lag
// behind the master, the other sentinels, the quorum and whether it can be reached
// (SENTINEL CKQUORUM). `coordscope-cli sentinel` prints it. Read commands only; blocking.
struct SentinelStatus
{
    struct Replica
    {
        QString address;
        QByteArray flags;     // "slave", "slave,s_down", ...
        QByteArray link;      // master-link-status: "ok" or "err"
        qint64 offset = -1;   // slave-repl-offset
        qint64 lagBytes = -1; // the master's offset minus this one's; -1 when not known
    };
    struct Sentinel
    {
        QString address;
        QByteArray flags; // as the answering sentinel sees it ("sentinel", "sentinel,s_down")
    };

    QString masterName;
    QString sentinel;       // the one that answered
    QString master;         // "host:port"
    QByteArray masterFlags; // "master", "master,s_down", "master,o_down,failover_in_progress"
    int quorum = 0;
    bool quorumReachable = false;
    QString quorumText;       // CKQUORUM's answer, or its error
    qint64 masterOffset = -1; // master_repl_offset (INFO replication on the master); -1: unknown
    QList<Replica> replicas;
    QList<Sentinel> otherSentinels;

    static Result<SentinelStatus> read(const ConnectionOptions &sentinelUrl);
};
