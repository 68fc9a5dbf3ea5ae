#pragma once

#include <QByteArray>
#include <QMetaType>
#include <QString>

// One redirection a cluster node answered with, as a cluster client reports it
// (RedisClient::redirected): MOVED and ASK send the command to another node, TRYAGAIN and
// CLUSTERDOWN make the client try again later.
struct ClusterRedirect
{
    QString kind; // "MOVED", "ASK", "TRYAGAIN", "CLUSTERDOWN"
    int slot = -1;
    QByteArray command; // the command's name, upper case
    QString from;       // "host:port" of the node that answered
    QString to;         // "host:port" the command goes to next (MOVED, ASK), or from
    qint64 timeMs = 0;  // wall clock, ms since epoch
};
Q_DECLARE_METATYPE(ClusterRedirect)
