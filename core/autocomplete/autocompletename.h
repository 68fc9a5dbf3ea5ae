#pragma once

#include "result.h"

#include <QByteArray>

// The rules for the names autocomplete stores (contacts and address-book entries): non-empty,
// at most MaxBytes, valid UTF-8, no U+0000. Valid UTF-8 never contains the bytes 0xC0, 0xC1 or
// 0xF5..0xFF, which is what lets the marker technique use 0xFF in markers that can never be
// mistaken for a name; U+0000 is refused because a name ending in it would leave no room for a
// marker just below it.
namespace AutocompleteName {
// The longest name stored, in bytes: a contact or an address, with room to spare. A longer
// line of an address-book file is reported with the invalid ones, never stored.
constexpr qsizetype MaxBytes = 1024;
// `what` names the value in the message ("name", "contact").
Result<void> validate(const QByteArray &name, const char *what = "name");
bool isValidUtf8(const QByteArray &bytes);
// Unicode simple case folding (QString::toCaseFolded), as UTF-8: the key of a case-insensitive
// index. No normalisation: a precomposed "é" and "e" + combining acute stay different.
QByteArray folded(const QByteArray &utf8);
// UTF-8 to QString keeping a leading U+FEFF (QString::fromUtf8 drops it, which would make
// "\uFEFF" fold to nothing and "\uFEFFAnna" print as "Anna").
QString decode(const QByteArray &utf8);
} // namespace AutocompleteName
