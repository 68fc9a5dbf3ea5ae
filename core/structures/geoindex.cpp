#include "geoindex.h"

#include "redisconnection.h"

#include <cmath>

namespace {
RedisError invalid(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}

RedisError unexpected(const QString &what)
{
    return RedisError(RedisError::Kind::UnexpectedReply, what);
}

QByteArray number(double v)
{
    return QByteArray::number(v, 'g', 17);
}

Result<void> validateLength(const char *what, double meters)
{
    if (!std::isfinite(meters) || meters <= 0)
        return invalid(QStringLiteral("%1 must be a positive number of metres, not %2")
                           .arg(QLatin1String(what))
                           .arg(meters));
    return {};
}

Result<double> toDouble(const RedisReply &r)
{
    bool ok = false;
    const double v = r.bytes().toDouble(&ok);
    if (!r.isString() || !ok)
        return unexpected(QStringLiteral("GEOSEARCH: expected a number, got %1").arg(r.summary()));
    return v;
}
} // namespace

GeoIndex::GeoIndex(RedisConnection &connection, KeySpace keys, QByteArray name)
    : m_connection(connection)
    , m_keys(std::move(keys))
    , m_name(std::move(name))
{}

QByteArray GeoIndex::key() const
{
    return m_keys.key(m_name, "geo");
}

Result<void> GeoIndex::validateCoordinates(double longitude, double latitude)
{
    if (!std::isfinite(longitude) || longitude < -180 || longitude > 180)
        return invalid(
            QStringLiteral("longitude must be within [-180, 180], not %1").arg(longitude));
    if (!std::isfinite(latitude) || latitude < -MaxLatitude || latitude > MaxLatitude)
        return invalid(QStringLiteral("latitude must be within [-%1, %1], not %2")
                           .arg(MaxLatitude, 0, 'f', 8)
                           .arg(latitude));
    return {};
}

Result<qint64> GeoIndex::add(const QList<GeoPlace> &places)
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    if (places.isEmpty())
        return invalid(QStringLiteral("no places to add"));
    RedisCommand c{"GEOADD", key()};
    for (const GeoPlace &p : places) {
        if (auto valid = validateCoordinates(p.longitude, p.latitude); !valid)
            return RedisError(valid.error().kind(), QString::fromUtf8(p.member) +
                                                        QStringLiteral(": ") +
                                                        valid.error().message());
        c << number(p.longitude) << number(p.latitude) << p.member;
    }
    const auto reply = m_connection.command(c);
    if (!reply)
        return reply.error();
    return reply->toInteger();
}

Result<std::optional<double>> GeoIndex::distanceMeters(const QByteArray &a, const QByteArray &b)
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    const auto reply = m_connection.command({"GEODIST", key(), a, b, "m"});
    if (!reply)
        return reply.error();
    if (reply->isNil())
        return std::optional<double>();
    const auto d = toDouble(*reply);
    if (!d)
        return d.error();
    return std::optional<double>(*d);
}

Result<QList<GeoMatch>> GeoIndex::searchRadius(double longitude, double latitude,
                                               double radiusMeters, int limit)
{
    if (auto valid = validateLength("radius", radiusMeters); !valid)
        return valid.error();
    return search(longitude, latitude, {"BYRADIUS", number(radiusMeters), "m"}, limit);
}

Result<QList<GeoMatch>> GeoIndex::searchBox(double longitude, double latitude, double widthMeters,
                                            double heightMeters, int limit)
{
    if (auto valid = validateLength("width", widthMeters); !valid)
        return valid.error();
    if (auto valid = validateLength("height", heightMeters); !valid)
        return valid.error();
    return search(longitude, latitude, {"BYBOX", number(widthMeters), number(heightMeters), "m"},
                  limit);
}

Result<QList<GeoMatch>> GeoIndex::search(double longitude, double latitude,
                                         const RedisCommand &shape, int limit)
{
    if (auto valid = KeySpace::validateName(m_name); !valid)
        return valid.error();
    if (auto valid = validateCoordinates(longitude, latitude); !valid)
        return valid.error();
    if (limit < 0)
        return invalid(QStringLiteral("limit must be 0 (all) or more, not %1").arg(limit));
    RedisCommand c{"GEOSEARCH", key(), "FROMLONLAT", number(longitude), number(latitude)};
    c += shape;
    c << "ASC";
    if (limit > 0)
        c << "COUNT" << QByteArray::number(limit);
    c << "WITHCOORD"
      << "WITHDIST";
    const auto reply = m_connection.command(c);
    if (!reply)
        return reply.error();
    const auto rows = reply->toArray();
    if (!rows)
        return rows.error();
    QList<GeoMatch> out;
    for (const RedisReply &row : *rows) {
        // [member, distance, [longitude, latitude]]
        const auto &e = row.elements();
        if (!row.isArray() || e.size() != 3 || !e[2].isArray() || e[2].elements().size() != 2)
            return unexpected(QStringLiteral("GEOSEARCH: unexpected row %1").arg(row.summary()));
        const auto d = toDouble(e[1]);
        const auto lon = toDouble(e[2].elements()[0]);
        const auto lat = toDouble(e[2].elements()[1]);
        if (!d || !lon || !lat)
            return unexpected(QStringLiteral("GEOSEARCH: unexpected row %1").arg(row.summary()));
        out << GeoMatch{e[0].bytes(), *d, *lon, *lat};
    }
    return out;
}
