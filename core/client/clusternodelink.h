#pragma once

#include <QMetaType>
#include <QString>

// A cluster client's connection to one node, for a view of the links (RedisClient::
// clusterLinks()).
struct ClusterNodeLink
{
    enum class State { Connecting, Connected, Failed };
    QString node; // "host:port" as the cluster announces it
    State state = State::Connecting;
    QString lastError; // the last connection error, empty when none
};
Q_DECLARE_METATYPE(ClusterNodeLink)
