// UserLayoutRule::parse and LayoutCatalog::classify on a key sample built from the input, one
// field a line: a user rule, a line whose length picks the CoordScope prefix, the key, its type,
// a string value, then hash field/value pairs, zset members with their scores and list items by
// turns. Keys and values come from servers, so they are the input's to choose; the prefix is a
// setting, one of a few, so that the catalogs without a user rule are built once (building one
// compiles every layout's pattern: most of a run's time).
#include "fuzzcheck.h"
#include "layoutcatalog.h"

#include <array>
#include <cstdint>

namespace {
const std::array<QByteArray, 3> Prefixes{"cs:", "", "my-app:{x}:"};

const LayoutCatalog &defaultCatalog(qsizetype prefix)
{
    static const std::array<LayoutCatalog, 3> catalogs{
        LayoutCatalog(Prefixes[0]), LayoutCatalog(Prefixes[1]), LayoutCatalog(Prefixes[2])};
    return catalogs[size_t(prefix)];
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QList<QByteArray> lines =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)).split('\n');
    const auto line = [&lines](qsizetype i) { return i < lines.size() ? lines[i] : QByteArray(); };

    QList<UserLayoutRule> rules;
    if (const Result<UserLayoutRule> rule = UserLayoutRule::parse(QString::fromUtf8(line(0)))) {
        // A rule that parses prints as text that parses back to it.
        const Result<UserLayoutRule> again = UserLayoutRule::parse(rule->toString());
        FUZZ_CHECK(again.ok());
        FUZZ_CHECK(again->glob == rule->glob && again->kind == rule->kind);
        rules << *rule;
    }
    const qsizetype prefix = line(1).size() % qsizetype(Prefixes.size());
    std::optional<LayoutCatalog> withRule;
    if (!rules.isEmpty())
        withRule.emplace(Prefixes[size_t(prefix)], rules);
    const LayoutCatalog &catalog = withRule ? *withRule : defaultCatalog(prefix);

    KeySample sample;
    sample.key = line(2);
    sample.type = line(3);
    if (lines.size() > 4)
        sample.stringValue = line(4);
    for (qsizetype i = 5; i + 1 < lines.size(); i += 2) {
        switch ((i / 2) % 3) {
        case 0:
            sample.hashFields << lines[i];
            sample.hashValues << lines[i + 1];
            break;
        case 1:
            sample.zsetHead.append({lines[i], lines[i + 1].toDouble()});
            break;
        default:
            sample.listHead << lines[i] << lines[i + 1];
        }
    }
    const QList<LayoutMatch> candidates = catalog.candidates(sample.key, sample.type);
    (void)catalog.needsSample(sample.key, sample.type);
    const std::optional<LayoutMatch> match = catalog.classify(sample);
    if (match) {
        FUZZ_CHECK(match->layout != nullptr);
        // The match is one of the candidates.
        bool among = false;
        for (const LayoutMatch &c : candidates)
            among = among || c.layout == match->layout;
        FUZZ_CHECK(among);
        (void)catalog.expectedKeys(match->layout->family, match->name);
    }
    return 0;
}
