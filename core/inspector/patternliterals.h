#pragma once

#include <QString>
#include <QStringList>

// Literal text that every match of a regular expression must hold, read from the pattern's
// source: the layout catalog checks it with a memcmp before it runs the expression. Each
// function answers "" when unsure (a top-level '|', a pattern that is not anchored); it never
// answers text a match could lack.
namespace PatternLiterals {

// What every match starts with; the pattern must begin with ^ or \A.
QString prefix(const QString &pattern);
// What every match ends with; the pattern must end with \z or $.
QString suffix(const QString &pattern);
// The longest literal run outside every group.
QString longest(const QString &pattern);
// The words of the one caseless group "(?i:rate|limit|throttl)" a pattern must match, lower
// case: every match holds one of them in some case. Empty when unsure: no such group, more than
// one, an alternative that is not plain letters, a quantifier after it, or a '|' anywhere else.
QStringList caselessWords(const QString &pattern);

} // namespace PatternLiterals
