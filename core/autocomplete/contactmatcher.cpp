#include "contactmatcher.h"

#include "autocompletename.h"

#include <array>

QString contactMatchModeName(ContactMatchMode mode)
{
    switch (mode) {
    case ContactMatchMode::Exact:
        return QStringLiteral("exact");
    case ContactMatchMode::Prefix:
        return QStringLiteral("prefix");
    case ContactMatchMode::Suffix:
        return QStringLiteral("suffix");
    case ContactMatchMode::Contains:
        return QStringLiteral("contains");
    case ContactMatchMode::All:
        return QStringLiteral("all");
    }
    return QString();
}

std::optional<ContactMatchMode> contactMatchModeFromName(const QString &name)
{
    for (ContactMatchMode m :
         {ContactMatchMode::Exact, ContactMatchMode::Prefix, ContactMatchMode::Suffix,
          ContactMatchMode::Contains, ContactMatchMode::All})
        if (contactMatchModeName(m) == name)
            return m;
    return std::nullopt;
}

QList<QByteArray> ContactMatcher::match(const QList<QByteArray> &recentFirst, const QString &text,
                                        ContactMatchMode mode, int limit, Qt::CaseSensitivity cs)
{
    enum Rank { ExactRank, PrefixRank, OtherRank, NoMatchRank, RankCount };
    const QString needle = cs == Qt::CaseInsensitive ? text.toCaseFolded() : text;
    std::array<QList<QByteArray>, RankCount> ranked;
    for (const QByteArray &contact : recentFirst) {
        const QString decoded = AutocompleteName::decode(contact);
        const QString c = cs == Qt::CaseInsensitive ? decoded.toCaseFolded() : decoded;
        Rank rank = NoMatchRank;
        if (c == needle)
            rank = ExactRank;
        else if (c.startsWith(needle))
            rank = PrefixRank;
        else if (c.contains(needle))
            rank = OtherRank;
        bool keep = false;
        switch (mode) {
        case ContactMatchMode::Exact:
            keep = rank == ExactRank;
            break;
        case ContactMatchMode::Prefix:
            keep = rank <= PrefixRank;
            break;
        case ContactMatchMode::Suffix:
            keep = c.endsWith(needle);
            break;
        case ContactMatchMode::Contains:
            keep = rank != NoMatchRank;
            break;
        case ContactMatchMode::All:
            keep = true;
            break;
        }
        if (keep)
            ranked[rank] << contact;
    }
    QList<QByteArray> out;
    for (const auto &group : ranked)
        for (const QByteArray &contact : group) {
            if (limit >= 0 && out.size() >= limit)
                return out;
            out << contact;
        }
    return out;
}
