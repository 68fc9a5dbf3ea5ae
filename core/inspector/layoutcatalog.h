#pragma once

#include "keylayout.h"
#include "result.h"

#include <QList>
#include <QStringList>
#include <memory>

// A user's own rule: keys matching a glob are a primitive of this kind (the whole key is its
// name). Kept by the GUI in QSettings; the CLI takes them with --rule GLOB=KIND.
struct UserLayoutRule
{
    QString glob;
    PrimitiveKind kind = PrimitiveKind::Unknown;

    static Result<UserLayoutRule> parse(const QString &text); // "GLOB=KIND"
    QString toString() const;
};

// Every layout the inspector recognises: CoordScope's own (for its key prefix), and the
// libraries people run (docs/inspector.md lists each with its source), plus user rules, which
// win over the built-in layouts.
class LayoutCatalog
{
public:
    explicit LayoutCatalog(QByteArray coordscopePrefix = "cs:",
                           QList<UserLayoutRule> userRules = {});
    ~LayoutCatalog();
    LayoutCatalog(LayoutCatalog &&) noexcept;
    LayoutCatalog &operator=(LayoutCatalog &&) noexcept;

    const QList<KeyLayout> &layouts() const;

    // Layouts whose pattern and type fit, best first (before any value check).
    QList<LayoutMatch> candidates(const QByteArray &key, const QByteArray &type) const;
    // Whether any candidate needs the value to decide.
    bool needsSample(const QByteArray &key, const QByteArray &type) const;
    // The best candidate whose confirm() accepts the sample; nullopt: an unknown key.
    std::optional<LayoutMatch> classify(const KeySample &sample) const;

    // Whether some layout claims the key by its name alone: it matches the pattern of a layout
    // that is not a bare-name one (any type; user rules count, except those of kind "unknown").
    // A key no layout claims by name could only be a bare-name layout's (told by value shape:
    // redis-py, node-redlock, redis-cell, Redisson hashes, counters...), so a discovery without
    // value shapes need not type it. Literal bytes first, then each distinct pattern once.
    bool claimsByName(const QByteArray &key) const;
    // The families of the bare-name layouts (pattern: the whole key is the name), primary
    // layouts only, in catalog order.
    QStringList bareNameFamilies() const;

    // The side keys a primitive of this family and name would have: (role, key) for every
    // layout of the family with a keyFor, the primary's included.
    QList<std::pair<QByteArray, QByteArray>> expectedKeys(const QString &family,
                                                          const QByteArray &name) const;

private:
    struct Private;
    std::unique_ptr<Private> d;
};
