#include "addressbookdemo.h"

#include "keyspace.h"
#include "recentcontacts.h"

#include <QCoreApplication>
#include <QStringList>

AddressBookOptions AddressBookDemo::bookOptions()
{
    AddressBookOptions options;
    options.foldCase = true;
    return options;
}

QList<QByteArray> AddressBookDemo::names()
{
    const QStringList first = {
        QStringLiteral("Abby"),   QStringLiteral("Abdul"),   QStringLiteral("Abel"),
        QStringLiteral("Ada"),    QStringLiteral("Adam"),    QStringLiteral("Agnès"),
        QStringLiteral("Ahmed"),  QStringLiteral("Aiko"),    QStringLiteral("Alice"),
        QStringLiteral("Amélie"), QStringLiteral("Anna"),    QStringLiteral("Björn"),
        QStringLiteral("Bob"),    QStringLiteral("Carla"),   QStringLiteral("Chloé"),
        QStringLiteral("Dave"),   QStringLiteral("Élodie"),  QStringLiteral("Eve"),
        QStringLiteral("Frank"),  QStringLiteral("Grace"),   QStringLiteral("Heidi"),
        QStringLiteral("Ivan"),   QStringLiteral("José"),    QStringLiteral("Judy"),
        QStringLiteral("Łukasz"), QStringLiteral("Mallory"), QStringLiteral("Nuño"),
        QStringLiteral("Oscar"),  QStringLiteral("Peggy"),   QStringLiteral("Søren"),
        QStringLiteral("Trent"),  QStringLiteral("Walter"),  QStringLiteral("Zoë"),
        QStringLiteral("Αλέξης"), QStringLiteral("Δήμητρα"), QStringLiteral("Анна"),
        QStringLiteral("Борис"),  QStringLiteral("Ольга"),   QStringLiteral("王芳"),
        QStringLiteral("李娜"),   QStringLiteral("佐藤"),
    };
    const QStringList last = {
        QStringLiteral("Abbott"),   QStringLiteral("Abe"),      QStringLiteral("Baker"),
        QStringLiteral("Brown"),    QStringLiteral("Castillo"), QStringLiteral("Dubois"),
        QStringLiteral("Evans"),    QStringLiteral("Fischer"),  QStringLiteral("García"),
        QStringLiteral("Hansen"),   QStringLiteral("Ibáñez"),   QStringLiteral("Jensen"),
        QStringLiteral("Kowalski"), QStringLiteral("Lambert"),  QStringLiteral("Müller"),
        QStringLiteral("Nakamura"), QStringLiteral("Olsen"),    QStringLiteral("Petrov"),
        QStringLiteral("Quinn"),    QStringLiteral("Rossi"),    QStringLiteral("Schmidt"),
        QStringLiteral("Tanaka"),   QStringLiteral("Ueda"),     QStringLiteral("Virtanen"),
        QStringLiteral("Wang"),     QStringLiteral("Xu"),       QStringLiteral("Yilmaz"),
        QStringLiteral("Zhang"),    QStringLiteral("Öztürk"),   QStringLiteral("Παπαδόπουλος"),
        QStringLiteral("Иванов"),   QStringLiteral("Смирнова"), QStringLiteral("山田"),
        QStringLiteral("陈"),
    };
    QStringList names;
    names.reserve(first.size() * last.size() * 2);
    for (const QString &f : first) {
        for (const QString &l : last) {
            names << f + QLatin1Char(' ') + l;
            names << f + QLatin1Char(' ') + l.left(1) + QLatin1Char('.');
        }
    }
    names.removeDuplicates();
    QList<QByteArray> out;
    out.reserve(names.size());
    for (const QString &n : std::as_const(names))
        out << n.toUtf8();
    return out;
}

QList<QByteArray> AddressBookDemo::recentContacts()
{
    return {"alice@example.com",        "bob@example.org",  "abel.baker@example.net",
            "anna.müller@example.de",   "ольга@example.ru", "grace.hopper@example.com",
            "ada.lovelace@example.com", "王芳@example.cn",  "abby@example.com"};
}

Result<QString> AddressBookDemo::populate(RedisConnection &connection)
{
    AddressBook book(connection, KeySpace(), bookName(), bookOptions());
    const QList<QByteArray> all = names();
    QList<QList<QByteArray>> batches;
    for (qsizetype i = 0; i < all.size(); i += 1000)
        batches << all.mid(i, 1000);
    const auto added = book.addBatches(batches);
    if (added.error.isError())
        return added.error;
    RecentContacts recent(connection, KeySpace(), recentUser());
    const QList<QByteArray> contacts = recentContacts();
    // Oldest first, so the list ends up most recent first as recentContacts() says.
    for (auto it = contacts.crbegin(); it != contacts.crend(); ++it)
        if (const auto ok = recent.add(*it); !ok)
            return ok.error();
    return QCoreApplication::translate(
               "AddressBookDemo",
               "Demo data: address book \"%1\" with %2 names, %3 recent contacts for "
               "\"%4\"")
        .arg(QString::fromUtf8(bookName()))
        .arg(all.size())
        .arg(contacts.size())
        .arg(QString::fromUtf8(recentUser()));
}
