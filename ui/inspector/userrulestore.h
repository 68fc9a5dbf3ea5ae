#pragma once

#include "layoutcatalog.h"

#include <QStringList>

// The user's own layout rules (GLOB=KIND, LayoutCatalog's UserLayoutRule), kept in QSettings
// under inspector/rules, one string per rule. Entries that no longer parse are skipped on load.
class UserRuleStore
{
public:
    static QList<UserLayoutRule> load();
    static void save(const QList<UserLayoutRule> &rules);

    // Parses one rule per line (blank lines and lines starting with # are ignored). On failure
    // the errors say which line and why ("line 2: unknown kind \"mutex\"").
    struct Parsed
    {
        QList<UserLayoutRule> rules;
        QStringList errors;
    };
    static Parsed parseLines(const QString &text);
    static QString toLines(const QList<UserLayoutRule> &rules);
};
