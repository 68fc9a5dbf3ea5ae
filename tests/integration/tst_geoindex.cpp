#include "geoindex.h"
#include "redisconnection.h"
#include "testredis.h"

#include <QTest>

#include <cmath>
#include <limits>

// GeoIndex on a real server: distances between well-known cities match published great-circle
// distances and the haversine formula on Redis's sphere; searches by radius and by box return
// the right places nearest first; bad coordinates and lengths are refused before any write.
namespace {
const GeoPlace Palermo{"Palermo", 13.361389, 38.115556};
const GeoPlace Catania{"Catania", 15.087269, 37.502669};
const GeoPlace Rome{"Rome", 12.4964, 41.9028};
const GeoPlace London{"London", -0.1278, 51.5074};
const GeoPlace Paris{"Paris", 2.3522, 48.8566};
const GeoPlace NewYork{"NewYork", -74.0060, 40.7128};
const GeoPlace LosAngeles{"LosAngeles", -118.2437, 34.0522};
const GeoPlace Sydney{"Sydney", 151.2093, -33.8688};
const GeoPlace Melbourne{"Melbourne", 144.9631, -37.8136};

double haversine(const GeoPlace &a, const GeoPlace &b)
{
    const double rad = M_PI / 180;
    const double u = std::sin((b.latitude - a.latitude) * rad / 2);
    const double v = std::sin((b.longitude - a.longitude) * rad / 2);
    return 2 * GeoIndex::EarthRadiusMeters *
           std::asin(
               std::sqrt(u * u + std::cos(a.latitude * rad) * std::cos(b.latitude * rad) * v * v));
}
} // namespace

Q_DECLARE_METATYPE(GeoPlace)

class TestGeoIndex : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void distancesMatchPublishedGreatCircles_data();
    void distancesMatchPublishedGreatCircles();
    void distanceToAMissingMemberIsNil();
    void radiusSearchFindsTheNearPlacesNearestFirst();
    void boxSearchFindsThePlacesInsideNearestFirst();
    void searchLimitKeepsTheNearest();
    void badInputIsRefusedBeforeAnythingIsWritten_data();
    void badInputIsRefusedBeforeAnythingIsWritten();

private:
    void addAll(GeoIndex &index);

    TestRedis::Server m_server;
    std::unique_ptr<RedisConnection> m_redis;
    const KeySpace m_keys;
};

void TestGeoIndex::initTestCase()
{
    auto server = TestRedis::start();
    QVERIFY2(server.ok(), qPrintable(server.error().toString()));
    m_server = std::move(server).value();
    m_redis = std::make_unique<RedisConnection>(m_server->connectionOptions());
}

void TestGeoIndex::init()
{
    QVERIFY(m_redis->command({"FLUSHALL"}).ok());
}

void TestGeoIndex::addAll(GeoIndex &index)
{
    const auto added =
        index.add({Palermo, Catania, Rome, London, Paris, NewYork, LosAngeles, Sydney, Melbourne});
    QVERIFY2(added.ok(), qPrintable(added.error().toString()));
    QCOMPARE(*added, 9);
}

void TestGeoIndex::distancesMatchPublishedGreatCircles_data()
{
    QTest::addColumn<GeoPlace>("a");
    QTest::addColumn<GeoPlace>("b");
    QTest::addColumn<double>("publishedMeters");
    // Redis's own documentation gives Palermo-Catania; the others are the usual great-circle
    // figures (sphere of 6371 km, 0.03% shorter than Redis's radius).
    QTest::newRow("Palermo-Catania") << Palermo << Catania << 166274.1516;
    QTest::newRow("London-Paris") << London << Paris << 343.5e3;
    QTest::newRow("NewYork-LosAngeles") << NewYork << LosAngeles << 3935.7e3;
    QTest::newRow("Sydney-Melbourne") << Sydney << Melbourne << 713.4e3;
}

void TestGeoIndex::distancesMatchPublishedGreatCircles()
{
    QFETCH(GeoPlace, a);
    QFETCH(GeoPlace, b);
    QFETCH(double, publishedMeters);
    GeoIndex index(*m_redis, m_keys, "cities");
    addAll(index);
    if (QTest::currentTestFailed())
        return;
    const auto d = index.distanceMeters(a.member, b.member);
    QVERIFY2(d.ok(), qPrintable(d.error().toString()));
    QVERIFY(d->has_value());
    const double meters = d->value();
    // Geohash cells of 52 bits put a point within about half a metre of where it was added.
    QVERIFY2(std::abs(meters - haversine(a, b)) < 2.0,
             qPrintable(QStringLiteral("%1 vs haversine %2").arg(meters).arg(haversine(a, b))));
    QVERIFY2(std::abs(meters - publishedMeters) < 0.001 * publishedMeters,
             qPrintable(QStringLiteral("%1 vs published %2").arg(meters).arg(publishedMeters)));
}

void TestGeoIndex::distanceToAMissingMemberIsNil()
{
    GeoIndex index(*m_redis, m_keys, "cities");
    QVERIFY(index.add({Paris}).ok());
    const auto d = index.distanceMeters("Paris", "Atlantis");
    QVERIFY(d.ok());
    QVERIFY(!d->has_value());
}

void TestGeoIndex::radiusSearchFindsTheNearPlacesNearestFirst()
{
    GeoIndex index(*m_redis, m_keys, "cities");
    addAll(index);
    if (QTest::currentTestFailed())
        return;
    // 450 km around Palermo: itself, Catania (166 km), Rome (428 km); nothing else.
    const auto found = index.searchRadius(Palermo.longitude, Palermo.latitude, 450e3);
    QVERIFY2(found.ok(), qPrintable(found.error().toString()));
    QCOMPARE(found->size(), 3);
    QCOMPARE(found->at(0).member, QByteArray("Palermo"));
    QCOMPARE(found->at(1).member, QByteArray("Catania"));
    QCOMPARE(found->at(2).member, QByteArray("Rome"));
    QVERIFY(found->at(0).distanceMeters < 1.0);
    QVERIFY(std::abs(found->at(1).distanceMeters - haversine(Palermo, Catania)) < 2.0);
    QVERIFY(std::abs(found->at(2).longitude - Rome.longitude) < 1e-5);
    QVERIFY(std::abs(found->at(2).latitude - Rome.latitude) < 1e-5);
    // 400 km leaves Rome out.
    QCOMPARE(index.searchRadius(Palermo.longitude, Palermo.latitude, 400e3)->size(), 2);
}

void TestGeoIndex::boxSearchFindsThePlacesInsideNearestFirst()
{
    GeoIndex index(*m_redis, m_keys, "cities");
    addAll(index);
    if (QTest::currentTestFailed())
        return;
    // 1000 km × 1000 km around Paris: London is 295 km north and 177 km west.
    const auto found = index.searchBox(Paris.longitude, Paris.latitude, 1000e3, 1000e3);
    QVERIFY2(found.ok(), qPrintable(found.error().toString()));
    QCOMPARE(found->size(), 2);
    QCOMPARE(found->at(0).member, QByteArray("Paris"));
    QCOMPARE(found->at(1).member, QByteArray("London"));
    // A box 300 km tall reaches 150 km north: London, 295 km north, is out.
    const auto flat = index.searchBox(Paris.longitude, Paris.latitude, 1000e3, 300e3);
    QVERIFY(flat.ok());
    QCOMPARE(flat->size(), 1);
}

void TestGeoIndex::searchLimitKeepsTheNearest()
{
    GeoIndex index(*m_redis, m_keys, "cities");
    addAll(index);
    if (QTest::currentTestFailed())
        return;
    const auto found = index.searchRadius(Sydney.longitude, Sydney.latitude, 20000e3, 2);
    QVERIFY(found.ok());
    QCOMPARE(found->size(), 2);
    QCOMPARE(found->at(0).member, QByteArray("Sydney"));
    QCOMPARE(found->at(1).member, QByteArray("Melbourne"));
}

void TestGeoIndex::badInputIsRefusedBeforeAnythingIsWritten_data()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::addColumn<double>("longitude");
    QTest::addColumn<double>("latitude");
    QTest::addColumn<double>("radius");
    QTest::newRow("negative radius") << 2.0 << 48.0 << -1.0;
    QTest::newRow("zero radius") << 2.0 << 48.0 << 0.0;
    QTest::newRow("NaN radius") << 2.0 << 48.0 << nan;
    QTest::newRow("latitude beyond 85.05") << 2.0 << 86.0 << 1000.0;
    QTest::newRow("longitude beyond 180") << 181.0 << 48.0 << 1000.0;
    QTest::newRow("NaN longitude") << nan << 48.0 << 1000.0;
}

void TestGeoIndex::badInputIsRefusedBeforeAnythingIsWritten()
{
    QFETCH(double, longitude);
    QFETCH(double, latitude);
    QFETCH(double, radius);
    GeoIndex index(*m_redis, m_keys, "bad");
    const auto search = index.searchRadius(longitude, latitude, radius);
    QVERIFY(!search.ok());
    QCOMPARE(search.error().kind(), RedisError::Kind::InvalidArgument);
    if (radius > 0) {
        const auto added = index.add({Paris, GeoPlace{"bad", longitude, latitude}});
        QVERIFY(!added.ok());
        QCOMPARE(added.error().kind(), RedisError::Kind::InvalidArgument);
    }
    QCOMPARE(index.searchBox(longitude, latitude, radius, 1000).error().kind(),
             RedisError::Kind::InvalidArgument);
    QCOMPARE(m_redis->command({"DBSIZE"})->integerValue(), 0);
}

QTEST_GUILESS_MAIN(TestGeoIndex)
#include "tst_geoindex.moc"
