#include "structurecommands.h"

#include "bitmap.h"
#include "bloomfilter.h"
#include "geoindex.h"
#include "hyperloglogcounter.h"
#include "redisconnection.h"

#include <QJsonArray>
#include <QJsonObject>

#include <QCoreApplication>
#include <cmath>
#include <optional>

namespace {
const QString BitOption = QStringLiteral("bit");
const QString CapacityOption = QStringLiteral("capacity");
const QString ErrorRateOption = QStringLiteral("error-rate");
const QString RadiusOption = QStringLiteral("radius");
const QString WidthOption = QStringLiteral("width");
const QString HeightOption = QStringLiteral("height");
const QString LimitOption = QStringLiteral("limit");

RedisError usageError(const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, message);
}

Result<qint64> wholeArgument(const QString &what, const QString &text, qint64 min, qint64 max)
{
    bool ok = false;
    const qint64 v = text.toLongLong(&ok);
    if (!ok || v < min || v > max)
        return usageError(
            QCoreApplication::translate("StructureCommands",
                                        "%1 must be a whole number in [%2, %3], not \"%4\"")
                .arg(what)
                .arg(min)
                .arg(max)
                .arg(text));
    return v;
}

Result<double> numberArgument(const QString &what, const QString &text)
{
    bool ok = false;
    const double v = text.toDouble(&ok);
    if (!ok || !std::isfinite(v))
        return usageError(
            QCoreApplication::translate("StructureCommands", "%1 must be a number, not \"%2\"")
                .arg(what, text));
    return v;
}

Result<double> numberOption(const CliContext &c, const QString &option)
{
    return numberArgument(QStringLiteral("--") + option, c.parser.value(option));
}

QList<QByteArray> utf8(const QStringList &list)
{
    QList<QByteArray> out;
    for (const QString &s : list)
        out << s.toUtf8();
    return out;
}

QJsonArray jsonStrings(const QList<QByteArray> &list)
{
    QJsonArray out;
    for (const QByteArray &s : list)
        out.append(QString::fromUtf8(s));
    return out;
}

// "ACTION NAME ...": the action if it is one of `actions` and there are enough arguments.
Result<QString> action(const CliContext &c, const QStringList &actions, int minArguments,
                       const QString &synopsis)
{
    if (c.arguments.size() < minArguments || !actions.contains(c.arguments.first()))
        return usageError(QCoreApplication::translate("StructureCommands", "usage: ") + synopsis);
    return c.arguments.first();
}

// BITCOUNT/BITPOS's optional "START END" at args[from], in bytes or (--bit) bits.
Result<std::optional<BitRange>> bitRange(const CliContext &c, int from)
{
    const QStringList rest = c.arguments.mid(from);
    if (rest.isEmpty()) {
        if (c.parser.isSet(BitOption))
            return usageError(
                QCoreApplication::translate("StructureCommands", "--bit needs a range: START END"));
        return std::optional<BitRange>();
    }
    if (rest.size() != 2)
        return usageError(QCoreApplication::translate("StructureCommands",
                                                      "a range is START END (both, inclusive)"));
    const qint64 big = qint64(1) << 35;
    const auto start = wholeArgument(QStringLiteral("START"), rest.at(0), -big, big);
    const auto end = wholeArgument(QStringLiteral("END"), rest.at(1), -big, big);
    if (!start)
        return start.error();
    if (!end)
        return end.error();
    return std::optional<BitRange>(BitRange{
        *start, *end, c.parser.isSet(BitOption) ? BitRange::Unit::Bit : BitRange::Unit::Byte});
}

QJsonObject matchJson(const GeoMatch &m)
{
    return {{QStringLiteral("member"), QString::fromUtf8(m.member)},
            {QStringLiteral("distance_m"), m.distanceMeters},
            {QStringLiteral("longitude"), m.longitude},
            {QStringLiteral("latitude"), m.latitude}};
}
} // namespace

Result<void> StructureCommands::validateArguments(const CliContext &c)
{
    for (int i = 0; i < c.arguments.size(); ++i)
        if (c.arguments.at(i).contains(QChar::ReplacementCharacter))
            return usageError(QCoreApplication::translate("StructureCommands",
                                                          "argument %1 (\"%2\") is not valid UTF-8")
                                  .arg(i + 1)
                                  .arg(c.arguments.at(i)));
    for (const QString &option : c.parser.optionNames())
        for (const QString &value : c.parser.values(option))
            if (value.contains(QChar::ReplacementCharacter))
                return usageError(QCoreApplication::translate(
                                      "StructureCommands", "the value of --%1 is not valid UTF-8")
                                      .arg(option));
    return {};
}

QList<CliCommand> StructureCommands::all()
{
    return {
        {QStringLiteral("bitmap"), QStringLiteral("bitmap set|get|count|pos NAME ..."),
         QCoreApplication::translate(
             "StructureCommands",
             "Bitmaps: SETBIT, GETBIT, BITCOUNT, BITPOS (byte or --bit ranges)."),
         [](QCommandLineParser &p) {
             p.addOption({BitOption,
                          QCoreApplication::translate(
                              "StructureCommands", "count/pos: START END are bits, not bytes.")});
         },
         &StructureCommands::bitmap},
        {QStringLiteral("hll"), QStringLiteral("hll add|count|merge NAME ..."),
         QCoreApplication::translate(
             "StructureCommands",
             "HyperLogLog: PFADD, PFCOUNT (of a union), PFMERGE; 0.81% error."),
         nullptr, &StructureCommands::hll},
        {QStringLiteral("bloom"), QStringLiteral("bloom create|add|check|info NAME ..."),
         QCoreApplication::translate(
             "StructureCommands", "Bloom filters on a plain bitmap: --capacity N --error-rate P."),
         [](QCommandLineParser &p) {
             p.addOptions(
                 {{CapacityOption,
                   QCoreApplication::translate("StructureCommands",
                                               "create: expected number of items."),
                   QStringLiteral("N")},
                  {ErrorRateOption,
                   QCoreApplication::translate("StructureCommands",
                                               "create: target false-positive rate, in (0, 1)."),
                   QStringLiteral("P")}});
         },
         &StructureCommands::bloom},
        {QStringLiteral("geo"), QStringLiteral("geo add|search|dist NAME ..."),
         QCoreApplication::translate(
             "StructureCommands",
             "Geo: GEOADD, GEOSEARCH by --radius or --width/--height, GEODIST."),
         [](QCommandLineParser &p) {
             p.addOptions(
                 {{RadiusOption,
                   QCoreApplication::translate("StructureCommands", "search: radius in metres."),
                   QStringLiteral("M")},
                  {WidthOption,
                   QCoreApplication::translate("StructureCommands", "search: box width in metres."),
                   QStringLiteral("M")},
                  {HeightOption,
                   QCoreApplication::translate("StructureCommands",
                                               "search: box height in metres."),
                   QStringLiteral("M")},
                  {LimitOption,
                   QCoreApplication::translate("StructureCommands",
                                               "search: at most N places (default: all)."),
                   QStringLiteral("N")}});
         },
         &StructureCommands::geo},
    };
}

int StructureCommands::bitmap(const CliContext &c)
{
    const QString synopsis = QStringLiteral(
        "bitmap set NAME OFFSET [0|1] | get NAME OFFSET | count NAME [START END] [--bit] | "
        "pos NAME 0|1 [START END] [--bit] (negative numbers after \"--\")");
    if (auto valid = validateArguments(c); !valid)
        return c.output.failure(valid.error());
    const auto act = action(c,
                            {QStringLiteral("set"), QStringLiteral("get"), QStringLiteral("count"),
                             QStringLiteral("pos")},
                            2, synopsis);
    if (!act)
        return c.output.failure(act.error());
    const QByteArray name = c.arguments.at(1).toUtf8();
    if (auto valid = KeySpace::validateName(name); !valid)
        return c.output.failure(valid.error());
    RedisConnection connection(c.connection);
    Bitmap bitmap(connection, c.keys, name);
    QJsonObject o{{QStringLiteral("key"), QString::fromUtf8(bitmap.key())}};

    if (*act == u"set" || *act == u"get") {
        const bool withValue = *act == u"set" && c.arguments.size() == 4;
        if (c.arguments.size() != 3 && !withValue)
            return c.output.usage(QCoreApplication::translate("StructureCommands", "usage: ") +
                                  synopsis);
        const auto offset =
            wholeArgument(QStringLiteral("OFFSET"), c.arguments.at(2), 0, Bitmap::MaxOffset);
        if (!offset)
            return c.output.failure(offset.error());
        o.insert(QStringLiteral("offset"), *offset);
        if (*act == u"get") {
            const auto bit = bitmap.bit(*offset);
            if (!bit)
                return c.output.failure(bit.error());
            o.insert(QStringLiteral("value"), int(*bit));
            return c.output.success(QString::number(int(*bit)), o);
        }
        const auto value =
            withValue
                ? wholeArgument(QCoreApplication::translate("StructureCommands", "the bit value"),
                                c.arguments.at(3), 0, 1)
                : Result<qint64>(1);
        if (!value)
            return c.output.failure(value.error());
        const auto old = bitmap.setBit(*offset, *value == 1);
        if (!old)
            return c.output.failure(old.error());
        o.insert(QStringLiteral("value"), int(*value));
        o.insert(QStringLiteral("previous"), int(*old));
        return c.output.success(
            QCoreApplication::translate("StructureCommands", "bit %1 = %2 (was %3)")
                .arg(*offset)
                .arg(*value)
                .arg(int(*old)),
            o);
    }
    if (*act == u"count") {
        const auto range = bitRange(c, 2);
        if (!range)
            return c.output.failure(range.error());
        const auto n = bitmap.count(*range);
        if (!n)
            return c.output.failure(n.error());
        o.insert(QStringLiteral("count"), *n);
        return c.output.success(QString::number(*n), o);
    }
    if (c.arguments.size() < 3)
        return c.output.usage(QCoreApplication::translate("StructureCommands", "usage: ") +
                              synopsis);
    const auto value = wholeArgument(
        QCoreApplication::translate("StructureCommands", "the bit value"), c.arguments.at(2), 0, 1);
    if (!value)
        return c.output.failure(value.error());
    const auto range = bitRange(c, 3);
    if (!range)
        return c.output.failure(range.error());
    const auto pos = bitmap.position(*value == 1, *range);
    if (!pos)
        return c.output.failure(pos.error());
    o.insert(QStringLiteral("value"), int(*value));
    o.insert(QStringLiteral("position"), *pos >= 0 ? QJsonValue(*pos) : QJsonValue());
    return c.output.success(*pos >= 0 ? QString::number(*pos) : QStringLiteral("none"), o);
}

int StructureCommands::hll(const CliContext &c)
{
    const QString synopsis =
        QStringLiteral("hll add NAME ITEM... | count NAME [NAME...] | merge DEST SOURCE...");
    if (auto valid = validateArguments(c); !valid)
        return c.output.failure(valid.error());
    const auto act = action(
        c, {QStringLiteral("add"), QStringLiteral("count"), QStringLiteral("merge")}, 2, synopsis);
    if (!act)
        return c.output.failure(act.error());
    if ((*act == u"add" || *act == u"merge") && c.arguments.size() < 3)
        return c.output.usage(QCoreApplication::translate("StructureCommands", "usage: ") +
                              synopsis);
    const QList<QByteArray> names = utf8(c.arguments.mid(1));
    for (const QByteArray &n : *act == u"add" ? names.mid(0, 1) : names)
        if (auto valid = KeySpace::validateName(n); !valid)
            return c.output.failure(valid.error());
    RedisConnection connection(c.connection);
    HyperLogLogCounter counter(connection, c.keys, names.first());
    QJsonObject o{{QStringLiteral("key"), QString::fromUtf8(counter.key())}};
    if (*act == u"add") {
        const auto changed = counter.add(names.mid(1));
        if (!changed)
            return c.output.failure(changed.error());
        o.insert(QStringLiteral("changed"), *changed);
        return c.output.success(*changed ? QStringLiteral("changed") : QStringLiteral("unchanged"),
                                o);
    }
    if (*act == u"count") {
        const auto n = counter.countUnion(names.mid(1));
        if (!n)
            return c.output.failure(n.error());
        o.insert(QStringLiteral("names"), jsonStrings(names));
        o.insert(QStringLiteral("count"), *n);
        o.insert(QStringLiteral("standard_error"), HyperLogLogCounter::StandardError);
        return c.output.success(QString::number(*n), o);
    }
    if (auto merged = counter.mergeFrom(names.mid(1)); !merged)
        return c.output.failure(merged.error());
    const auto n = counter.count();
    if (!n)
        return c.output.failure(n.error());
    o.insert(QStringLiteral("sources"), jsonStrings(names.mid(1)));
    o.insert(QStringLiteral("count"), *n);
    return c.output.success(
        QCoreApplication::translate("StructureCommands", "merged; count %1").arg(*n), o);
}

int StructureCommands::bloom(const CliContext &c)
{
    const QString synopsis = QStringLiteral(
        "bloom create NAME --capacity N --error-rate P | add NAME ITEM... | check NAME ITEM... "
        "| info NAME");
    if (auto valid = validateArguments(c); !valid)
        return c.output.failure(valid.error());
    const auto act = action(c,
                            {QStringLiteral("create"), QStringLiteral("add"),
                             QStringLiteral("check"), QStringLiteral("info")},
                            2, synopsis);
    if (!act)
        return c.output.failure(act.error());
    const bool withItems = *act == u"add" || *act == u"check";
    if (withItems ? c.arguments.size() < 3 : c.arguments.size() != 2)
        return c.output.usage(QCoreApplication::translate("StructureCommands", "usage: ") +
                              synopsis);
    const QByteArray name = c.arguments.at(1).toUtf8();
    if (auto valid = KeySpace::validateName(name); !valid)
        return c.output.failure(valid.error());

    std::optional<BloomParameters> wanted;
    if (*act == u"create") {
        if (!c.parser.isSet(CapacityOption) || !c.parser.isSet(ErrorRateOption))
            return c.output.usage(QCoreApplication::translate("StructureCommands",
                                                              "bloom create needs --capacity N and "
                                                              "--error-rate P"));
        const auto capacity = c.wholeNumber(CapacityOption, 0, 1, QStringLiteral("items"));
        if (!capacity)
            return c.output.failure(capacity.error());
        const auto rate = numberOption(c, ErrorRateOption);
        if (!rate)
            return c.output.failure(rate.error());
        const auto p = BloomParameters::forCapacity(*capacity, *rate);
        if (!p)
            return c.output.failure(p.error());
        wanted = *p;
    } else if (c.parser.isSet(CapacityOption) || c.parser.isSet(ErrorRateOption)) {
        return c.output.usage(QCoreApplication::translate(
            "StructureCommands", "--capacity and --error-rate are for bloom create "
                                 "(the filter keeps its own)"));
    }

    RedisConnection connection(c.connection);
    auto filter = wanted ? BloomFilter::create(connection, c.keys, name, wanted->capacity(),
                                               wanted->errorRate())
                         : BloomFilter::open(connection, c.keys, name);
    if (!filter)
        return c.output.failure(filter.error());
    const BloomParameters &p = filter->parameters();
    QJsonObject o{{QStringLiteral("name"), QString::fromUtf8(name)},
                  {QStringLiteral("bits_key"), QString::fromUtf8(filter->bitsKey())},
                  {QStringLiteral("m"), double(p.bits())},
                  {QStringLiteral("k"), p.hashes()},
                  {QStringLiteral("capacity"), p.capacity()},
                  {QStringLiteral("error_rate"), p.errorRate()}};
    const QString describe =
        QCoreApplication::translate("StructureCommands",
                                    "m=%1 bits (%2 bytes), k=%3, capacity %4, error "
                                    "rate %5")
            .arg(p.bits())
            .arg((p.bits() + 7) / 8)
            .arg(p.hashes())
            .arg(p.capacity())
            .arg(p.errorRate());
    if (*act == u"create") {
        o.insert(QStringLiteral("created"), filter->created());
        return c.output.success(
            (filter->created() ? QCoreApplication::translate("StructureCommands", "created: ")
                               : QCoreApplication::translate("StructureCommands", "exists: ")) +
                describe,
            o);
    }
    if (*act == u"info") {
        const auto set = filter.value().bitsSet();
        if (!set)
            return c.output.failure(set.error());
        const double estimate = filter->estimatedItems(*set);
        o.insert(QStringLiteral("bits_set"), *set);
        o.insert(QStringLiteral("estimated_items"),
                 std::isfinite(estimate) ? QJsonValue(std::round(estimate)) : QJsonValue());
        return c.output.success(describe + QCoreApplication::translate(
                                               "StructureCommands", "; %1 bits set, about %2 items")
                                               .arg(*set)
                                               .arg(std::round(estimate)),
                                o);
    }
    const QList<QByteArray> items = utf8(c.arguments.mid(2));
    const auto flags =
        *act == u"add" ? filter.value().addAll(items) : filter.value().mightContainAll(items);
    if (!flags)
        return c.output.failure(flags.error());
    QJsonArray rows;
    QStringList lines;
    const QString yes = *act == u"add" ? QStringLiteral("added") : QStringLiteral("maybe");
    const QString no = *act == u"add" ? QCoreApplication::translate("StructureCommands",
                                                                    "already present (probably)")
                                      : QStringLiteral("absent");
    for (qsizetype i = 0; i < items.size(); ++i) {
        const bool flag = flags->at(i);
        rows.append(QJsonObject{
            {QStringLiteral("item"), QString::fromUtf8(items.at(i))},
            {*act == u"add" ? QStringLiteral("new") : QStringLiteral("might_contain"), flag}});
        lines << QString::fromUtf8(items.at(i)) + QStringLiteral(": ") + (flag ? yes : no);
    }
    o.insert(QStringLiteral("items"), rows);
    return c.output.success(lines.join(QLatin1Char('\n')), o);
}

int StructureCommands::geo(const CliContext &c)
{
    const QString synopsis = QStringLiteral(
        "geo add NAME LON LAT MEMBER [LON LAT MEMBER...] | search NAME LON LAT (--radius M | "
        "--width M --height M) [--limit N] | dist NAME MEMBER MEMBER (negative numbers after "
        "\"--\": geo add NAME -- -74.0 40.7 NYC)");
    if (auto valid = validateArguments(c); !valid)
        return c.output.failure(valid.error());
    const auto act = action(
        c, {QStringLiteral("add"), QStringLiteral("search"), QStringLiteral("dist")}, 2, synopsis);
    if (!act)
        return c.output.failure(act.error());
    const QByteArray name = c.arguments.at(1).toUtf8();
    if (auto valid = KeySpace::validateName(name); !valid)
        return c.output.failure(valid.error());
    const QStringList rest = c.arguments.mid(2);

    if (*act == u"add") {
        if (rest.isEmpty() || rest.size() % 3 != 0)
            return c.output.usage(QCoreApplication::translate("StructureCommands", "usage: ") +
                                  synopsis);
        QList<GeoPlace> places;
        for (qsizetype i = 0; i < rest.size(); i += 3) {
            const auto lon = numberArgument(QStringLiteral("LON"), rest.at(i));
            const auto lat = numberArgument(QStringLiteral("LAT"), rest.at(i + 1));
            if (!lon)
                return c.output.failure(lon.error());
            if (!lat)
                return c.output.failure(lat.error());
            if (auto valid = GeoIndex::validateCoordinates(*lon, *lat); !valid)
                return c.output.failure(valid.error());
            places << GeoPlace{rest.at(i + 2).toUtf8(), *lon, *lat};
        }
        RedisConnection connection(c.connection);
        GeoIndex index(connection, c.keys, name);
        const auto added = index.add(places);
        if (!added)
            return c.output.failure(added.error());
        return c.output.success(QCoreApplication::translate("StructureCommands", "%1 new of %2")
                                    .arg(*added)
                                    .arg(places.size()),
                                {{QStringLiteral("key"), QString::fromUtf8(index.key())},
                                 {QStringLiteral("added"), *added},
                                 {QStringLiteral("places"), places.size()}});
    }
    if (*act == u"dist") {
        if (rest.size() != 2)
            return c.output.usage(QCoreApplication::translate("StructureCommands", "usage: ") +
                                  synopsis);
        RedisConnection connection(c.connection);
        GeoIndex index(connection, c.keys, name);
        const auto d = index.distanceMeters(rest.at(0).toUtf8(), rest.at(1).toUtf8());
        if (!d)
            return c.output.failure(d.error());
        return c.output.success(
            d->has_value()
                ? QStringLiteral("%1 m").arg(d->value(), 0, 'f', 4)
                : QCoreApplication::translate("StructureCommands", "unknown (a member is missing)"),
            {{QStringLiteral("distance_m"),
              d->has_value() ? QJsonValue(d->value()) : QJsonValue()}});
    }

    if (rest.size() != 2)
        return c.output.usage(QCoreApplication::translate("StructureCommands", "usage: ") +
                              synopsis);
    const auto lon = numberArgument(QStringLiteral("LON"), rest.at(0));
    const auto lat = numberArgument(QStringLiteral("LAT"), rest.at(1));
    if (!lon)
        return c.output.failure(lon.error());
    if (!lat)
        return c.output.failure(lat.error());
    const bool byRadius = c.parser.isSet(RadiusOption);
    const bool byBox = c.parser.isSet(WidthOption) || c.parser.isSet(HeightOption);
    if (byRadius == byBox ||
        (byBox && !(c.parser.isSet(WidthOption) && c.parser.isSet(HeightOption))))
        return c.output.usage(QCoreApplication::translate(
            "StructureCommands", "geo search needs --radius M, or --width M and "
                                 "--height M"));
    const auto limit = c.wholeNumber(LimitOption, 0, 1, QStringLiteral("places"));
    if (!limit)
        return c.output.failure(limit.error());
    if (*limit > std::numeric_limits<int>::max())
        return c.output.usage(
            QCoreApplication::translate("StructureCommands", "--limit is too large"));
    std::optional<double> radius, width, height;
    for (const auto &[option, target] :
         {std::pair{RadiusOption, &radius}, std::pair{WidthOption, &width},
          std::pair{HeightOption, &height}}) {
        if (!c.parser.isSet(option))
            continue;
        const auto v = numberOption(c, option);
        if (!v)
            return c.output.failure(v.error());
        if (*v <= 0)
            return c.output.usage(
                QCoreApplication::translate("StructureCommands",
                                            "--%1 must be a positive number of metres, not "
                                            "%2")
                    .arg(option)
                    .arg(*v));
        *target = *v;
    }
    if (auto valid = GeoIndex::validateCoordinates(*lon, *lat); !valid)
        return c.output.failure(valid.error());
    RedisConnection connection(c.connection);
    GeoIndex index(connection, c.keys, name);
    const auto found = byRadius ? index.searchRadius(*lon, *lat, *radius, int(*limit))
                                : index.searchBox(*lon, *lat, *width, *height, int(*limit));
    if (!found)
        return c.output.failure(found.error());
    QJsonArray rows;
    QStringList lines;
    for (const GeoMatch &m : *found) {
        rows.append(matchJson(m));
        lines << QStringLiteral("%1  %2 m")
                     .arg(QString::fromUtf8(m.member))
                     .arg(m.distanceMeters, 0, 'f', 1);
    }
    return c.output.success(lines.isEmpty() ? QStringLiteral("(none)")
                                            : lines.join(QLatin1Char('\n')),
                            {{QStringLiteral("key"), QString::fromUtf8(index.key())},
                             {QStringLiteral("places"), rows}});
}
