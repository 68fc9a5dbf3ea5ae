#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

// How a typed text matches the contacts of a recent-contacts list.
enum class ContactMatchMode {
    Exact,    // the whole contact
    Prefix,   // contacts starting with the text
    Suffix,   // contacts ending with it
    Contains, // contacts containing it anywhere
    All, // every contact: those matching the text first (as Contains ranks them), then the rest
};
QString contactMatchModeName(ContactMatchMode mode);
std::optional<ContactMatchMode> contactMatchModeFromName(const QString &name);

// Client-side matching over a list fetched most recent first (the book's
// fetch_autocomplete_list, with more modes). Ranked: exact matches first, then prefix matches,
// then the other matches (then, in All, the non-matching), most recent first within each.
// Case-insensitive by default, on Unicode case folding of the UTF-8 text.
class ContactMatcher
{
public:
    static QList<QByteArray> match(const QList<QByteArray> &recentFirst, const QString &text,
                                   ContactMatchMode mode, int limit = -1,
                                   Qt::CaseSensitivity cs = Qt::CaseInsensitive);
};
