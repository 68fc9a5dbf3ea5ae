#pragma once

#include "keylayout.h"

#include <QByteArray>
#include <QString>

#include <functional>

// The fields every key of one primitive layout shares (family, library, kind, specificity,
// source), and key() to make the layout of one of its keys. The catalog's layout lists are
// written with it.
class LayoutFamily
{
public:
    using KeyFor = std::function<QByteArray(const QByteArray &name)>;
    using Confirm = std::function<bool(const KeySample &)>;

    LayoutFamily(QString family, QString library, PrimitiveKind kind, int specificity,
                 QString source);

    // A key of this family: patternBody is anchored at both ends (\z, since $ also matches
    // before a final newline) and names the groups "name" and, for keys with a part, "part".
    KeyLayout key(const char *role, const QString &patternBody, const QByteArray &type,
                  KeyFor keyFor = {}, const QByteArray &encoding = {},
                  ScoreUnit scoreUnit = ScoreUnit::None) const;
    // The same with a confirm() that reads the sample's value (needsSample set).
    KeyLayout sampledKey(const char *role, const QString &patternBody, const QByteArray &type,
                         Confirm confirm, KeyFor keyFor = {}, const QByteArray &encoding = {},
                         ScoreUnit scoreUnit = ScoreUnit::None) const;
    // A side key whose pattern alone would claim any key of its type (Redisson's bare names):
    // it is never classified, only reached through LayoutCatalog::expectedKeys().
    KeyLayout sideKey(const char *role, const QString &patternBody, const QByteArray &type,
                      KeyFor keyFor, const QByteArray &encoding = {},
                      ScoreUnit scoreUnit = ScoreUnit::None) const;

    // The layout with primary off: a key attached to a primitive found through another key.
    static KeyLayout secondary(KeyLayout layout);

    // keyFor helpers.
    static KeyFor nameItself();
    static KeyFor withPrefix(const QByteArray &prefix);
    static KeyFor withSuffix(const QByteArray &suffix);
    static KeyFor fixed(const QByteArray &key);

private:
    QString m_family;
    QString m_library;
    PrimitiveKind m_kind;
    int m_specificity;
    QString m_source;
};
