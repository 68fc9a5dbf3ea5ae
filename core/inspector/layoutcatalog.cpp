#include "layoutcatalog.h"

#include "coordscopelayouts.h"
#include "librarylayouts.h"
#include "patternliterals.h"

#include <QHash>
#include <QSet>

#include <QCoreApplication>
#include <algorithm>

// Matching runs for every key a scan sees, so layouts are grouped by TYPE and each carries the
// literal bytes its pattern starts with, ends with and holds: a key meets the regular
// expressions only of the layouts of its type whose literals it has (a memcmp each), and
// classify() checks a layout's value test before its pattern. Keys are matched as Latin-1 text
// (one character per byte), so any bytes round-trip into the name and part unchanged.
namespace {
constexpr int UserRuleSpecificity = 1000; // above every built-in layout
const QString UserRuleFamily = QStringLiteral("user-rule");
const QString NameGroup = QStringLiteral("name");
const QString PartGroup = QStringLiteral("part");

// The literal text before a glob's first wildcard.
QString globPrefix(const QString &glob)
{
    QString out;
    for (QChar c : glob) {
        if (c == QLatin1Char('*') || c == QLatin1Char('?') || c == QLatin1Char('['))
            break;
        out += c;
    }
    return out;
}

// Keys are bytes; patterns see them as Latin-1, so a UTF-8 glob is spelled the same way.
QString asKeyText(const QString &text)
{
    return QString::fromLatin1(text.toUtf8());
}

// Redis's MATCH semantics: '*' and '?' match any byte, '/' included. Qt's conversion is made for
// file names and keeps them from matching '/' ("[^/]", which a class "[!/]" also becomes; such a
// class is then any character: an accepted corner).
QRegularExpression globPattern(const QString &glob)
{
    QString re = QRegularExpression::wildcardToRegularExpression(
        asKeyText(glob), QRegularExpression::DefaultWildcardConversion);
    re.replace(QLatin1String("[^/]"), QLatin1String("[\\s\\S]"));
    return QRegularExpression(QLatin1String("(?<name>") + re + QLatin1Char(')'));
}

QString kindNames()
{
    QStringList names;
    for (int k = 0; k <= int(PrimitiveKind::Unknown); ++k)
        names << primitiveKindName(PrimitiveKind(k));
    return names.join(QStringLiteral(", "));
}

KeyLayout userLayout(const UserLayoutRule &rule)
{
    KeyLayout l;
    l.family = UserRuleFamily;
    l.library = QCoreApplication::translate("UserLayoutRule", "user rule ") + rule.toString();
    l.kind = rule.kind;
    l.role = KeyRole::Value;
    l.pattern = globPattern(rule.glob);
    l.keyFor = [](const QByteArray &name) { return name; };
    l.specificity = UserRuleSpecificity;
    l.source = QCoreApplication::translate(
        "UserLayoutRule", "user rule (GUI settings, or --rule on the command line)");
    return l;
}

// The bare-name pattern: any key is the name (the layouts told by value shape only).
const QString AnyKeyPattern = QStringLiteral("^(?<name>[\\s\\S]+)\\z");

struct Entry
{
    const KeyLayout *layout = nullptr;
    // Literal bytes a matching key has: at its start, at its end, anywhere. Checked (memcmp)
    // before the pattern runs.
    QByteArray prefix;
    QByteArray suffix;
    QByteArray inner;
    // Lower-case words one of which a matching key holds in some case (PatternLiterals::
    // caselessWords), checked before the pattern runs; empty: none known.
    QList<QByteArray> anyWord;
    bool anyKey = false; // the pattern is AnyKeyPattern: any key matches, nothing to run

    // Whether the key has the literals and one of the words (lower: the key in lower case, made
    // on first need and kept by the caller for the next entry).
    bool mayMatch(const QByteArray &key, QByteArray &lower) const
    {
        if (!key.startsWith(prefix) || !key.endsWith(suffix) || !key.contains(inner))
            return false;
        if (anyWord.isEmpty())
            return true;
        if (lower.isNull())
            lower = key.toLower();
        return std::any_of(anyWord.cbegin(), anyWord.cend(),
                           [&](const QByteArray &w) { return lower.contains(w); });
    }
    bool hasPart = false;
};
} // namespace

struct LayoutCatalog::Private
{
    QList<KeyLayout> layouts;
    // Per TYPE (a handful), best first. A list, not a hash: comparing "string" with a few
    // names is cheaper than hashing it.
    QList<std::pair<QByteArray, QList<Entry>>> byType;
    QList<Entry> anyType; // user rules, in the order given
    QList<Entry> byName;  // every layout but the bare-name ones, one per distinct pattern
    QHash<QString, QList<const KeyLayout *>> byFamily; // in catalog order

    void index(qsizetype userRules, const QList<UserLayoutRule> &rules);
    void indexNames();
    // Calls visit(entry) for each layout of the key's type (user rules: any type) whose literal
    // bytes the key has, best first, until visit returns false.
    template <typename Visit>
    void walk(const QByteArray &key, const QByteArray &type, Visit visit) const;
};

namespace {
// One key as the patterns see it: Latin-1 text, made once and only when a pattern runs.
class KeyText
{
public:
    explicit KeyText(const QByteArray &key)
        : m_key(key)
    {}
    const QString &text()
    {
        if (m_text.isNull())
            m_text = QString::fromLatin1(m_key);
        return m_text;
    }
    // Runs the entry's pattern; fills the match's layout, name and part.
    bool match(const Entry &e, LayoutMatch &out);

private:
    const QByteArray &m_key;
    QString m_text;
};
} // namespace

void LayoutCatalog::Private::index(qsizetype userRules, const QList<UserLayoutRule> &rules)
{
    for (qsizetype i = 0; i < layouts.size(); ++i) {
        const KeyLayout &l = layouts.at(i);
        const QString pattern = l.pattern.pattern();
        Entry e;
        e.layout = &l;
        if (i < userRules) {
            e.prefix = globPrefix(asKeyText(rules.at(i).glob)).toLatin1();
        } else if (!(l.pattern.patternOptions() & QRegularExpression::CaseInsensitiveOption)) {
            e.prefix = PatternLiterals::prefix(pattern).toLatin1();
            e.suffix = PatternLiterals::suffix(pattern).toLatin1();
            e.inner = PatternLiterals::longest(pattern).toLatin1();
            for (const QString &word : PatternLiterals::caselessWords(pattern))
                e.anyWord << word.toLatin1();
        }
        e.anyKey = i >= userRules && pattern == AnyKeyPattern;
        e.hasPart = l.pattern.namedCaptureGroups().contains(PartGroup);
        l.pattern.optimize();
        if (l.type.isEmpty()) {
            anyType << e;
            continue;
        }
        auto typed = std::find_if(byType.begin(), byType.end(),
                                  [&](const auto &t) { return t.first == l.type; });
        if (typed == byType.end())
            typed = byType.insert(byType.end(), {l.type, {}});
        typed->second << e;
    }
    for (const KeyLayout &l : layouts)
        byFamily[l.family] << &l;
    indexNames();
    for (auto &[type, list] : byType)
        std::stable_sort(list.begin(), list.end(), [](const Entry &a, const Entry &b) {
            return a.layout->specificity > b.layout->specificity;
        });
}

void LayoutCatalog::Private::indexNames()
{
    QSet<QString> patterns;
    const auto add = [&](const Entry &e) {
        const KeyLayout &l = *e.layout;
        if (e.anyKey || (l.family == UserRuleFamily && l.kind == PrimitiveKind::Unknown))
            return;
        if (!patterns.contains(l.pattern.pattern())) {
            patterns.insert(l.pattern.pattern());
            byName << e;
        }
    };
    for (const Entry &e : std::as_const(anyType))
        add(e);
    for (const auto &[type, list] : std::as_const(byType))
        for (const Entry &e : list)
            add(e);
    // The patterns with the longest literals first: they fail fastest.
    std::stable_sort(byName.begin(), byName.end(), [](const Entry &a, const Entry &b) {
        return a.prefix.size() + a.suffix.size() + a.inner.size() >
               b.prefix.size() + b.suffix.size() + b.inner.size();
    });
}

template <typename Visit>
void LayoutCatalog::Private::walk(const QByteArray &key, const QByteArray &type, Visit visit) const
{
    static const QList<Entry> None;
    const auto found = std::find_if(byType.cbegin(), byType.cend(),
                                    [&](const auto &t) { return t.first == type; });
    const QList<Entry> &typed = found == byType.cend() ? None : found->second;
    // Merge the user rules (any type) with the layouts of this type by specificity.
    qsizetype u = 0;
    qsizetype t = 0;
    QByteArray lower; // made once, for the first layout with caseless words
    while (u < anyType.size() || t < typed.size()) {
        const bool takeUser =
            t >= typed.size() || (u < anyType.size() && anyType.at(u).layout->specificity >=
                                                            typed.at(t).layout->specificity);
        const Entry &e = takeUser ? anyType.at(u++) : typed.at(t++);
        if (!e.mayMatch(key, lower))
            continue;
        if (!visit(e))
            return;
    }
}

bool KeyText::match(const Entry &e, LayoutMatch &out)
{
    out.layout = e.layout;
    if (e.anyKey) {
        out.name = m_key;
        out.part.clear();
        return !m_key.isEmpty();
    }
    const QRegularExpressionMatch m = e.layout->pattern.match(text());
    if (!m.hasMatch())
        return false;
    out.name = m.captured(NameGroup).toLatin1();
    out.part = e.hasPart ? m.captured(PartGroup).toLatin1() : QByteArray();
    return true;
}

LayoutCatalog::LayoutCatalog(QByteArray coordscopePrefix, QList<UserLayoutRule> userRules)
    : d(std::make_unique<Private>())
{
    userRules.removeIf([](const UserLayoutRule &r) { return r.glob.isEmpty(); });
    for (const UserLayoutRule &rule : userRules)
        d->layouts << userLayout(rule);
    d->layouts << coordScopeLayouts(coordscopePrefix) << redissonLayouts() << bullMqLayouts()
               << sidekiqLayouts() << redisInActionLayouts() << redisPyLayouts()
               << nodeRedlockLayouts() << redisCellLayouts() << handRolledLayouts();
    d->index(userRules.size(), userRules);
}

LayoutCatalog::~LayoutCatalog() = default;
LayoutCatalog::LayoutCatalog(LayoutCatalog &&) noexcept = default;
LayoutCatalog &LayoutCatalog::operator=(LayoutCatalog &&) noexcept = default;

const QList<KeyLayout> &LayoutCatalog::layouts() const
{
    return d->layouts;
}

QList<LayoutMatch> LayoutCatalog::candidates(const QByteArray &key, const QByteArray &type) const
{
    KeyText text(key);
    QList<LayoutMatch> out;
    d->walk(key, type, [&](const Entry &e) {
        LayoutMatch m;
        if (text.match(e, m))
            out << m;
        return true;
    });
    return out;
}

// The value is needed when a candidate that reads it comes before one that decides without it
// (no confirm()); candidates after that one never get to decide. Side keys (a confirm() that
// reads no value) decide nothing here, so their patterns need not run.
bool LayoutCatalog::needsSample(const QByteArray &key, const QByteArray &type) const
{
    KeyText text(key);
    bool needed = false;
    d->walk(key, type, [&](const Entry &e) {
        const KeyLayout &l = *e.layout;
        if (!l.needsSample && l.confirm)
            return true;
        LayoutMatch m;
        if (!text.match(e, m))
            return true;
        needed = l.needsSample;
        return false;
    });
    return needed;
}

// confirm() runs before the pattern: both must pass, and the value checks are the cheaper.
// A user rule of kind "unknown" keeps its keys out of every layout: they stay unknown keys.
std::optional<LayoutMatch> LayoutCatalog::classify(const KeySample &sample) const
{
    KeyText text(sample.key);
    std::optional<LayoutMatch> best;
    d->walk(sample.key, sample.type, [&](const Entry &e) {
        const KeyLayout &l = *e.layout;
        if (l.confirm && !l.confirm(sample))
            return true;
        LayoutMatch m;
        if (!text.match(e, m))
            return true;
        if (!(l.family == UserRuleFamily && l.kind == PrimitiveKind::Unknown))
            best = m;
        return false;
    });
    return best;
}

bool LayoutCatalog::claimsByName(const QByteArray &key) const
{
    KeyText text(key);
    QByteArray lower; // made once, for the first layout with caseless words
    for (const Entry &e : d->byName) {
        if (!e.mayMatch(key, lower))
            continue;
        LayoutMatch m;
        if (text.match(e, m))
            return true;
    }
    return false;
}

QStringList LayoutCatalog::bareNameFamilies() const
{
    QStringList out;
    for (const KeyLayout &l : d->layouts)
        if (l.primary && l.pattern.pattern() == AnyKeyPattern && !out.contains(l.family))
            out << l.family;
    return out;
}

QList<std::pair<QByteArray, QByteArray>> LayoutCatalog::expectedKeys(const QString &family,
                                                                     const QByteArray &name) const
{
    QList<std::pair<QByteArray, QByteArray>> out;
    for (const KeyLayout *layout : d->byFamily.value(family)) {
        const KeyLayout &l = *layout;
        if (!l.keyFor)
            continue;
        const QByteArray key = l.keyFor(name);
        const bool seen =
            std::any_of(out.cbegin(), out.cend(), [&](const auto &rk) { return rk.second == key; });
        if (!seen)
            out.append({l.role, key});
    }
    return out;
}

Result<UserLayoutRule> UserLayoutRule::parse(const QString &text)
{
    const QString rule = text.trimmed();
    const auto invalid = [&](const QString &why) {
        return RedisError(RedisError::Kind::InvalidArgument,
                          QCoreApplication::translate("UserLayoutRule",
                                                      "rule \"%1\": %2 (write GLOB=KIND, e.g. "
                                                      "\"jobs:*:lock=lock\")")
                              .arg(text, why));
    };
    if (rule.isEmpty())
        return invalid(QStringLiteral("empty"));
    const qsizetype eq = rule.lastIndexOf(QLatin1Char('='));
    if (eq < 0)
        return invalid(QCoreApplication::translate("UserLayoutRule", "no '='"));
    UserLayoutRule out;
    out.glob = rule.left(eq).trimmed();
    if (out.glob.isEmpty())
        return invalid(
            QCoreApplication::translate("UserLayoutRule", "the glob before '=' is empty"));
    const QString kindName = rule.mid(eq + 1).trimmed();
    const std::optional<PrimitiveKind> kind = primitiveKindFromName(kindName);
    if (!kind)
        return invalid(
            QCoreApplication::translate("UserLayoutRule", "unknown kind \"%1\"; kinds: %2")
                .arg(kindName, kindNames()));
    if (!globPattern(out.glob).isValid())
        return invalid(QCoreApplication::translate("UserLayoutRule", "the glob is not valid"));
    out.kind = *kind;
    return out;
}

QString UserLayoutRule::toString() const
{
    return glob + QLatin1Char('=') + primitiveKindName(kind);
}
