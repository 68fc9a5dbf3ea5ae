#include "layoutfamily.h"

LayoutFamily::LayoutFamily(QString family, QString library, PrimitiveKind kind, int specificity,
                           QString source)
    : m_family(std::move(family))
    , m_library(std::move(library))
    , m_kind(kind)
    , m_specificity(specificity)
    , m_source(std::move(source))
{}

KeyLayout LayoutFamily::key(const char *role, const QString &patternBody, const QByteArray &type,
                            KeyFor keyFor, const QByteArray &encoding, ScoreUnit scoreUnit) const
{
    KeyLayout l;
    l.family = m_family;
    l.library = m_library;
    l.kind = m_kind;
    l.role = role;
    const QString anchored = QLatin1Char('^') + patternBody + QLatin1String("\\z");
    l.pattern = QRegularExpression(anchored);
    Q_ASSERT_X(l.pattern.isValid(), "LayoutFamily::key", qPrintable(anchored));
    l.keyFor = std::move(keyFor);
    l.type = type;
    l.scoreUnit = scoreUnit;
    l.encoding = encoding;
    l.specificity = m_specificity;
    l.source = m_source;
    return l;
}

KeyLayout LayoutFamily::sampledKey(const char *role, const QString &patternBody,
                                   const QByteArray &type, Confirm confirm, KeyFor keyFor,
                                   const QByteArray &encoding, ScoreUnit scoreUnit) const
{
    KeyLayout l = key(role, patternBody, type, std::move(keyFor), encoding, scoreUnit);
    l.confirm = std::move(confirm);
    l.needsSample = true;
    return l;
}

KeyLayout LayoutFamily::sideKey(const char *role, const QString &patternBody,
                                const QByteArray &type, KeyFor keyFor, const QByteArray &encoding,
                                ScoreUnit scoreUnit) const
{
    KeyLayout l = secondary(key(role, patternBody, type, std::move(keyFor), encoding, scoreUnit));
    l.confirm = [](const KeySample &) { return false; };
    return l;
}

KeyLayout LayoutFamily::secondary(KeyLayout layout)
{
    layout.primary = false;
    return layout;
}

LayoutFamily::KeyFor LayoutFamily::nameItself()
{
    return [](const QByteArray &name) { return name; };
}

LayoutFamily::KeyFor LayoutFamily::withPrefix(const QByteArray &prefix)
{
    return [prefix](const QByteArray &name) -> QByteArray { return prefix + name; };
}

LayoutFamily::KeyFor LayoutFamily::withSuffix(const QByteArray &suffix)
{
    return [suffix](const QByteArray &name) -> QByteArray { return name + suffix; };
}

LayoutFamily::KeyFor LayoutFamily::fixed(const QByteArray &key)
{
    return [key](const QByteArray &) { return key; };
}
