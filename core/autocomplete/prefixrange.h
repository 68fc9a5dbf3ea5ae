#pragma once

#include "result.h"

#include <QByteArray>
#include <optional>

// Where the members starting with a prefix lie in a sorted set whose scores are all equal
// (Redis then orders members by their bytes, memcmp-style, a prefix before its extensions), and
// the two ways to reach them:
//
//  - BYLEX bounds for ZRANGE … BYLEX: "[prefix" to "(prefix\xFF" ("-" / "+" when empty);
//  - the marker technique of "Redis in Action" 6.1.2: insert a start marker just below the
//    first match and an end marker just above the last, read their ranks, and take the members
//    between. The book's alphabet was a-z with '{' (the byte after 'z') as the sentinel; here it
//    is every valid UTF-8 byte with 0xFF, which valid UTF-8 never contains:
//      start = prefix with its last byte decremented, then 0xFF, then a unique suffix
//              ("abc" -> "abb\xFF…"): above every member below the prefix, below the prefix;
//      end   = prefix, then 0xFF, then a unique suffix ("abc\xFF…"): above every extension.
//    Paging after a member M starts at M, 0x00, 0xFF, suffix instead: above M, below every
//    extension of M (their next byte is at least 0x01, as names hold no U+0000; a
//    case-insensitive member "<folded>\0<name>" holds one 0x00, before its display name).
//    Every marker contains 0xFF, so a member containing 0xFF is a marker (of this query, of a
//    concurrent one, or a stale one), never a name: isMarker() filters them out of results.
//
// The prefix may be any bytes (a query cut inside a UTF-8 character still works on bytes)
// except 0x00. `after` is a stored member (not a display name).
class PrefixRange
{
public:
    static constexpr char MarkerByte = '\xff';

    static Result<PrefixRange> create(QByteArray prefix, std::optional<QByteArray> after = {});

    const QByteArray &prefix() const { return m_prefix; }
    const std::optional<QByteArray> &after() const { return m_after; }
    // Whether the range starts after `after` rather than at the prefix.
    bool startsAfterMember() const;

    // ZRANGE key <lexMin> <lexMax> BYLEX
    QByteArray lexMin() const;
    QByteArray lexMax() const;

    QByteArray startMarker(const QByteArray &unique) const;
    QByteArray endMarker(const QByteArray &unique) const;

    static bool isMarker(const QByteArray &member) { return member.contains(MarkerByte); }
    static bool hasPrefix(const QByteArray &member, const QByteArray &prefix)
    {
        return member.startsWith(prefix);
    }
    // 16 random hex digits: keeps concurrent queries' markers apart.
    static QByteArray uniqueSuffix();

private:
    PrefixRange(QByteArray prefix, std::optional<QByteArray> after);

    QByteArray m_prefix;
    std::optional<QByteArray> m_after;
};
