#pragma once

#include "addressbook.h"
#include "result.h"

#include <QByteArray>
#include <QList>
#include <QString>

class RedisConnection;

// Demo data for the Autocomplete view: an address book "demo" of a few thousand names in mixed
// scripts (Latin with accents, Greek, Cyrillic, CJK), case-insensitive (so "ab" finds "Abby"),
// and a recent-contacts list for user "demo".
class AddressBookDemo
{
public:
    static QByteArray bookName() { return "demo"; }
    static AddressBookOptions bookOptions();
    static QByteArray recentUser() { return "demo"; }
    // The book's names (deterministic), and the recent contacts, most recent first.
    static QList<QByteArray> names();
    static QList<QByteArray> recentContacts();
    static Result<QString> populate(RedisConnection &connection);
};
