#include "patternliterals.h"

#include <QRegularExpression>
#include <QStringView>

namespace {
bool isAsciiLetterOrDigit(QChar c)
{
    return c.unicode() < 128 && c.isLetterOrNumber();
}

// Whether the pattern's literal text may not be what a match holds: a '|' outside every group
// (then no text is shared by all matches), or an option set for the rest of the pattern, such
// as "(?i)" (then a match may spell the text in another case).
bool isUnsure(const QString &pattern)
{
    static const QRegularExpression InlineOptions(QStringLiteral("\\(\\?[a-zA-Z^-]+\\)"));
    if (pattern.contains(InlineOptions))
        return true;
    int depth = 0;
    bool inClass = false;
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('\\')) {
            ++i;
        } else if (inClass) {
            inClass = c != QLatin1Char(']');
        } else if (c == QLatin1Char('[')) {
            inClass = true;
        } else if (c == QLatin1Char('(')) {
            ++depth;
        } else if (c == QLatin1Char(')')) {
            --depth;
        } else if (c == QLatin1Char('|') && depth == 0) {
            return true;
        }
    }
    return false;
}
} // namespace

namespace PatternLiterals {

// The literal text every match of an anchored pattern starts with ("" when unsure).
QString prefix(const QString &pattern)
{
    qsizetype i = 0;
    if (pattern.startsWith(QLatin1Char('^')))
        i = 1;
    else if (pattern.startsWith(QLatin1String("\\A")))
        i = 2;
    else
        return {};
    if (isUnsure(pattern))
        return {};
    static const QString Special = QStringLiteral(".[]()|*+?{}^$");
    QString out;
    while (i < pattern.size()) {
        const QChar c = pattern.at(i);
        if (c == QLatin1Char('\\')) {
            if (i + 1 >= pattern.size() || isAsciiLetterOrDigit(pattern.at(i + 1)))
                break; // \d, \s, \z...: not a literal
            out += pattern.at(i + 1);
            i += 2;
        } else if (Special.contains(c)) {
            break;
        } else {
            out += c;
            ++i;
        }
    }
    // A quantifier after the last literal may drop it.
    if (!out.isEmpty() && i < pattern.size() &&
        (pattern.at(i) == QLatin1Char('?') || pattern.at(i) == QLatin1Char('*') ||
         pattern.at(i) == QLatin1Char('{')))
        out.chop(1);
    return out;
}

// The literal text every match of an anchored pattern ends with ("" when unsure).
QString suffix(const QString &pattern)
{
    qsizetype end = pattern.size();
    if (pattern.endsWith(QLatin1String("\\z")))
        end -= 2;
    else if (pattern.endsWith(QLatin1Char('$')))
        end -= 1;
    else
        return {};
    if (isUnsure(pattern))
        return {};
    static const QString Special = QStringLiteral(".[]()|*+?{}^$\\");
    QString out;
    qsizetype i = end - 1;
    while (i >= 0) {
        qsizetype slashes = 0;
        while (i - 1 - slashes >= 0 && pattern.at(i - 1 - slashes) == QLatin1Char('\\'))
            ++slashes;
        const QChar c = pattern.at(i);
        if (slashes % 2 == 1) {
            if (isAsciiLetterOrDigit(c))
                break; // \d, \s...: not a literal
            out.prepend(c);
            i -= 2;
        } else if (Special.contains(c)) {
            break;
        } else {
            out.prepend(c);
            --i;
        }
    }
    return out;
}

// The longest literal text outside every group that every match contains ("" when unsure): a
// key without it cannot match, whatever the pattern's groups hold.
QString longest(const QString &pattern)
{
    if (isUnsure(pattern))
        return {};
    QString best;
    QString run;
    int depth = 0;
    bool inClass = false;
    const auto endRun = [&] {
        if (run.size() > best.size())
            best = run;
        run.clear();
    };
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern.at(i);
        const bool topLevel = depth == 0 && !inClass;
        if (c == QLatin1Char('\\')) {
            const QChar n = i + 1 < pattern.size() ? pattern.at(i + 1) : QChar();
            ++i;
            if (topLevel && !n.isNull() && !isAsciiLetterOrDigit(n))
                run += n;
            else
                endRun(); // \d, \z...
        } else if (inClass) {
            inClass = c != QLatin1Char(']');
        } else if (c == QLatin1Char('[')) {
            inClass = true;
            endRun();
        } else if (c == QLatin1Char('(')) {
            ++depth;
            endRun();
        } else if (c == QLatin1Char(')')) {
            --depth;
        } else if (depth > 0) {
            continue;
        } else if (c == QLatin1Char('?') || c == QLatin1Char('*') || c == QLatin1Char('{')) {
            if (!run.isEmpty())
                run.chop(1); // the quantified character may be absent
            endRun();
            if (c == QLatin1Char('{')) { // skip the counts: "{2,3}" is no text
                const qsizetype close = pattern.indexOf(QLatin1Char('}'), i);
                i = close < 0 ? pattern.size() : close;
            }
        } else if (QStringView(u".+|^$}").contains(c)) {
            endRun();
        } else {
            run += c;
        }
    }
    endRun();
    return best;
}

QStringList caselessWords(const QString &pattern)
{
    static const QString Open = QStringLiteral("(?i:");
    const qsizetype at = pattern.indexOf(Open);
    if (at < 0 || pattern.indexOf(Open, at + 1) >= 0)
        return {};
    const qsizetype close = pattern.indexOf(QLatin1Char(')'), at);
    if (close < 0)
        return {};
    const QString inside = pattern.mid(at + Open.size(), close - at - Open.size());
    static const QRegularExpression Words(QStringLiteral("^[A-Za-z]+(\\|[A-Za-z]+)*$"));
    if (!Words.match(inside).hasMatch())
        return {};
    if (close + 1 < pattern.size()) {
        const QChar next = pattern.at(close + 1);
        if (next == QLatin1Char('?') || next == QLatin1Char('*') || next == QLatin1Char('{'))
            return {};
    }
    const QString rest = pattern.left(at) + pattern.mid(close + 1);
    if (rest.contains(QLatin1Char('|')))
        return {};
    return inside.toLower().split(QLatin1Char('|'));
}

} // namespace PatternLiterals
