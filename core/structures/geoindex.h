#pragma once

#include "keyspace.h"
#include "rediscommand.h"

#include <QByteArray>
#include <QList>

#include <optional>

class RedisConnection;

struct GeoPlace
{
    QByteArray member;
    double longitude = 0;
    double latitude = 0;
};

struct GeoMatch
{
    QByteArray member;
    double distanceMeters = 0; // from the search's centre
    double longitude = 0;      // as stored (52-bit geohash: within about a metre)
    double latitude = 0;
};

// Places on a sorted set scored by geohash ("cs:{name}:geo"): GEOADD, GEODIST, GEOSEARCH by
// radius and by box, nearest first. Distances are great-circle distances on Redis's sphere of
// radius 6372797.560856 m (haversine), in metres.
class GeoIndex
{
public:
    static constexpr double MaxLatitude = 85.05112878; // Web Mercator's limit, as GEOADD's
    static constexpr double EarthRadiusMeters = 6372797.560856;

    GeoIndex(RedisConnection &connection, KeySpace keys, QByteArray name);

    QByteArray key() const;
    static Result<void> validateCoordinates(double longitude, double latitude);

    // Adds or moves places; returns how many were new. Every place is checked before anything
    // is sent.
    Result<qint64> add(const QList<GeoPlace> &places);
    // nullopt when either member is missing.
    Result<std::optional<double>> distanceMeters(const QByteArray &a, const QByteArray &b);
    // Members within radiusMeters of the point, nearest first; limit 0: all.
    Result<QList<GeoMatch>> searchRadius(double longitude, double latitude, double radiusMeters,
                                         int limit = 0);
    // Members inside the box of widthMeters × heightMeters centred on the point, nearest first.
    Result<QList<GeoMatch>> searchBox(double longitude, double latitude, double widthMeters,
                                      double heightMeters, int limit = 0);

private:
    Result<QList<GeoMatch>> search(double longitude, double latitude, const RedisCommand &shape,
                                   int limit);

    RedisConnection &m_connection;
    KeySpace m_keys;
    QByteArray m_name;
};
