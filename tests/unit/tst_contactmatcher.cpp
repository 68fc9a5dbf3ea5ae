#include "contactmatcher.h"

#include <QTest>

// ContactMatcher without a server: which contacts each mode keeps, the ranking (exact, then
// prefix, then the rest, most recent first within each), case-insensitive matching on Unicode
// simple case folding (QString::toCaseFolded: one character to one, so "ß" never becomes
// "ss"), the case-sensitive option, the limit, empty text, and Chinese and emoji contacts.
namespace {
QByteArray utf8(const char *text)
{
    return QByteArray(text);
}

// Most recent first, as RecentContacts::list() returns them.
const QList<QByteArray> Recent{
    "annabel", // 0: most recent
    "joanna",  //
    "ann",     //
    "hanna",   //
    "anna",    //
    "Ann",     //
    "bob",     //
    "anne",    // 7: oldest
};

QString show(const QList<QByteArray> &contacts)
{
    QStringList out;
    for (const QByteArray &c : contacts)
        out << QString::fromUtf8(c);
    return QLatin1Char('[') + out.join(QStringLiteral(", ")) + QLatin1Char(']');
}
} // namespace

class TestContactMatcher : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modeNamesRoundTrip();
    void eachModeKeepsItsMatchesRankedExactPrefixRest_data();
    void eachModeKeepsItsMatchesRankedExactPrefixRest();
    void caseInsensitiveMatchingUsesSimpleCaseFolding_data();
    void caseInsensitiveMatchingUsesSimpleCaseFolding();
    void caseSensitiveMatchingComparesTheTextAsIs_data();
    void caseSensitiveMatchingComparesTheTextAsIs();
    void limitKeepsTheBestRanked_data();
    void limitKeepsTheBestRanked();
    void emptyTextMatchesEveryContactButInExactMode_data();
    void emptyTextMatchesEveryContactButInExactMode();
    void chineseAndEmojiContactsMatchByCharacters_data();
    void chineseAndEmojiContactsMatchByCharacters();
    void emptyListGivesNothing();
};

void TestContactMatcher::modeNamesRoundTrip()
{
    for (ContactMatchMode mode :
         {ContactMatchMode::Exact, ContactMatchMode::Prefix, ContactMatchMode::Suffix,
          ContactMatchMode::Contains, ContactMatchMode::All}) {
        const QString name = contactMatchModeName(mode);
        QVERIFY(!name.isEmpty());
        QCOMPARE(contactMatchModeFromName(name), std::optional<ContactMatchMode>(mode));
    }
    QCOMPARE(contactMatchModeFromName(QStringLiteral("fuzzy")), std::nullopt);
    QCOMPARE(contactMatchModeFromName(QStringLiteral("Prefix")), std::nullopt);
}

void TestContactMatcher::eachModeKeepsItsMatchesRankedExactPrefixRest_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<QByteArray>>("expected");
    // Case-insensitive: "ann" and "Ann" are both exact matches of "ann", most recent first.
    QTest::newRow("exact") << int(ContactMatchMode::Exact) << QStringLiteral("ann")
                           << QList<QByteArray>{"ann", "Ann"};
    QTest::newRow("exact, no match")
        << int(ContactMatchMode::Exact) << QStringLiteral("annab") << QList<QByteArray>{};
    QTest::newRow("prefix: exact ones first")
        << int(ContactMatchMode::Prefix) << QStringLiteral("ann")
        << QList<QByteArray>{"ann", "Ann", "annabel", "anna", "anne"};
    QTest::newRow("suffix") << int(ContactMatchMode::Suffix) << QStringLiteral("nna")
                            << QList<QByteArray>{"joanna", "hanna", "anna"};
    // "anna" ends with the text and starts with it: it ranks as a prefix match.
    QTest::newRow("suffix, ranked") << int(ContactMatchMode::Suffix) << QStringLiteral("a")
                                    << QList<QByteArray>{"anna", "joanna", "hanna"};
    QTest::newRow("suffix, exact first") << int(ContactMatchMode::Suffix) << QStringLiteral("anna")
                                         << QList<QByteArray>{"anna", "joanna", "hanna"};
    QTest::newRow("contains: exact, prefix, then the rest")
        << int(ContactMatchMode::Contains) << QStringLiteral("ann")
        << QList<QByteArray>{"ann", "Ann", "annabel", "anna", "anne", "joanna", "hanna"};
    QTest::newRow("contains, in the middle")
        << int(ContactMatchMode::Contains) << QStringLiteral("nab") << QList<QByteArray>{"annabel"};
    QTest::newRow("all: the matches ranked, then the others most recent first")
        << int(ContactMatchMode::All) << QStringLiteral("anna")
        << QList<QByteArray>{"anna", "annabel", "joanna", "hanna", "ann", "Ann", "bob", "anne"};
    QTest::newRow("all, nothing matches: the list as it is")
        << int(ContactMatchMode::All) << QStringLiteral("zed") << Recent;
}

void TestContactMatcher::eachModeKeepsItsMatchesRankedExactPrefixRest()
{
    QFETCH(int, mode);
    QFETCH(QString, text);
    QFETCH(QList<QByteArray>, expected);
    const QList<QByteArray> got = ContactMatcher::match(Recent, text, ContactMatchMode(mode));
    QVERIFY2(got == expected, qPrintable(show(got) + QStringLiteral(" != ") + show(expected)));
}

void TestContactMatcher::caseInsensitiveMatchingUsesSimpleCaseFolding_data()
{
    QTest::addColumn<QByteArray>("contact");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("exact");
    QTest::newRow("ASCII") << utf8("Anna") << QStringLiteral("aNNA") << true;
    QTest::newRow("accented capitals") << utf8("ÉLODIE") << QStringLiteral("élodie") << true;
    QTest::newRow("accented, other way") << utf8("élodie") << QStringLiteral("ÉLODIE") << true;
    QTest::newRow("Cyrillic") << utf8("ЖАННА") << QStringLiteral("жанна") << true;
    // Final sigma folds to sigma, so both spellings of the word meet.
    QTest::newRow("Greek final sigma") << utf8("ΟΔΟΣ") << QStringLiteral("οδος") << true;
    QTest::newRow("capital sharp s") << utf8("ẞ") << QStringLiteral("ß") << true;
    QTest::newRow("Kelvin sign") << utf8("\u212A") << QStringLiteral("k") << true;
    // Full folding would turn "ß" into "ss" and "ﬁ" into "fi"; simple folding maps one
    // character to one, and QString::toCaseFolded folds simply.
    QTest::newRow("ß is not ss") << utf8("straße") << QStringLiteral("STRASSE") << false;
    QTest::newRow("ss is not ß") << utf8("STRASSE") << QStringLiteral("straße") << false;
    QTest::newRow("ligature fi is not fi") << utf8("ﬁle") << QStringLiteral("file") << false;
    // No normalisation either: a precomposed é is not e + U+0301.
    QTest::newRow("precomposed vs combining")
        << utf8("élodie") << QStringLiteral("e\u0301lodie") << false;
}

void TestContactMatcher::caseInsensitiveMatchingUsesSimpleCaseFolding()
{
    QFETCH(QByteArray, contact);
    QFETCH(QString, text);
    QFETCH(bool, exact);
    // Folding agrees with what the matcher does, so the test also pins Qt's behaviour.
    QCOMPARE(QString::fromUtf8(contact).toCaseFolded() == text.toCaseFolded(), exact);
    const QList<QByteArray> recent{"someone else", contact};
    const QList<QByteArray> expected = exact ? QList<QByteArray>{contact} : QList<QByteArray>{};
    QCOMPARE(ContactMatcher::match(recent, text, ContactMatchMode::Exact), expected);
    QCOMPARE(ContactMatcher::match(recent, text, ContactMatchMode::Prefix), expected);
    QCOMPARE(ContactMatcher::match(recent, text, ContactMatchMode::Contains), expected);
}

void TestContactMatcher::caseSensitiveMatchingComparesTheTextAsIs_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<QByteArray>>("expected");
    QTest::newRow("exact") << int(ContactMatchMode::Exact) << QStringLiteral("Ann")
                           << QList<QByteArray>{"Ann"};
    QTest::newRow("prefix") << int(ContactMatchMode::Prefix) << QStringLiteral("ann")
                            << QList<QByteArray>{"ann", "annabel", "anna", "anne"};
    QTest::newRow("prefix, capital")
        << int(ContactMatchMode::Prefix) << QStringLiteral("An") << QList<QByteArray>{"Ann"};
    QTest::newRow("suffix") << int(ContactMatchMode::Suffix) << QStringLiteral("NNA")
                            << QList<QByteArray>{};
    QTest::newRow("contains") << int(ContactMatchMode::Contains) << QStringLiteral("nn")
                              << QList<QByteArray>{"annabel", "joanna", "ann", "hanna",
                                                   "anna",    "Ann",    "anne"};
    QTest::newRow("all") << int(ContactMatchMode::All) << QStringLiteral("Ann")
                         << QList<QByteArray>{"Ann",   "annabel", "joanna", "ann",
                                              "hanna", "anna",    "bob",    "anne"};
}

void TestContactMatcher::caseSensitiveMatchingComparesTheTextAsIs()
{
    QFETCH(int, mode);
    QFETCH(QString, text);
    QFETCH(QList<QByteArray>, expected);
    const QList<QByteArray> got =
        ContactMatcher::match(Recent, text, ContactMatchMode(mode), -1, Qt::CaseSensitive);
    QVERIFY2(got == expected, qPrintable(show(got) + QStringLiteral(" != ") + show(expected)));
    // Accents too: "Élodie" is not "élodie" when case matters.
    QVERIFY(ContactMatcher::match({utf8("Élodie")}, QStringLiteral("élodie"),
                                  ContactMatchMode::Exact, -1, Qt::CaseSensitive)
                .isEmpty());
}

void TestContactMatcher::limitKeepsTheBestRanked_data()
{
    QTest::addColumn<int>("limit");
    QTest::addColumn<QList<QByteArray>>("expected");
    const QList<QByteArray> all{"ann", "Ann", "annabel", "anna", "anne", "joanna", "hanna"};
    QTest::newRow("none") << 0 << QList<QByteArray>{};
    QTest::newRow("1: the most recent exact match") << 1 << all.mid(0, 1);
    QTest::newRow("3: into the prefix matches") << 3 << all.mid(0, 3);
    QTest::newRow("6: into the other matches") << 6 << all.mid(0, 6);
    QTest::newRow("as many as match") << 7 << all;
    QTest::newRow("more than match") << 100 << all;
    QTest::newRow("negative: no limit") << -1 << all;
}

void TestContactMatcher::limitKeepsTheBestRanked()
{
    QFETCH(int, limit);
    QFETCH(QList<QByteArray>, expected);
    const QList<QByteArray> got =
        ContactMatcher::match(Recent, QStringLiteral("ann"), ContactMatchMode::Contains, limit);
    QVERIFY2(got == expected, qPrintable(show(got) + QStringLiteral(" != ") + show(expected)));
}

void TestContactMatcher::emptyTextMatchesEveryContactButInExactMode_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("null") << QString();
    QTest::newRow("empty") << QStringLiteral("");
}

void TestContactMatcher::emptyTextMatchesEveryContactButInExactMode()
{
    // Nothing typed yet: every contact starts with "", so the list comes back most recent
    // first (capped by the limit), except in exact mode, where no contact is empty.
    QFETCH(QString, text);
    QCOMPARE(ContactMatcher::match(Recent, text, ContactMatchMode::Exact), QList<QByteArray>{});
    for (ContactMatchMode mode : {ContactMatchMode::Prefix, ContactMatchMode::Suffix,
                                  ContactMatchMode::Contains, ContactMatchMode::All}) {
        QCOMPARE(ContactMatcher::match(Recent, text, mode), Recent);
        QCOMPARE(ContactMatcher::match(Recent, text, mode, 3), Recent.mid(0, 3));
    }
}

void TestContactMatcher::chineseAndEmojiContactsMatchByCharacters_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<QByteArray>>("expected");
    QTest::newRow("Chinese, exact") << int(ContactMatchMode::Exact) << QStringLiteral("小明")
                                    << QList<QByteArray>{utf8("小明")};
    QTest::newRow("Chinese, prefix")
        << int(ContactMatchMode::Prefix) << QStringLiteral("小")
        << QList<QByteArray>{utf8("小红"), utf8("小明"), utf8("小明 🚀")};
    QTest::newRow("Chinese, suffix")
        << int(ContactMatchMode::Suffix) << QStringLiteral("小明")
        << QList<QByteArray>{utf8("小明"), utf8("李小明"), utf8("王小明")};
    QTest::newRow("Chinese, contains ranked")
        << int(ContactMatchMode::Contains) << QStringLiteral("小明")
        << QList<QByteArray>{utf8("小明"), utf8("小明 🚀"), utf8("李小明"), utf8("王小明")};
    // Emoji lie outside the BMP (two UTF-16 units): they match whole, as one character.
    QTest::newRow("emoji, prefix") << int(ContactMatchMode::Prefix) << QStringLiteral("😀")
                                   << QList<QByteArray>{utf8("😀 party")};
    QTest::newRow("emoji, suffix") << int(ContactMatchMode::Suffix) << QStringLiteral("🚀")
                                   << QList<QByteArray>{utf8("小明 🚀"), utf8("launch 🚀")};
    QTest::newRow("emoji, contains") << int(ContactMatchMode::Contains) << QStringLiteral("😀")
                                     << QList<QByteArray>{utf8("😀 party"), utf8("party 😀 time")};
    QTest::newRow("emoji sequence, exact")
        << int(ContactMatchMode::Exact) << QStringLiteral("👩‍💻")
        << QList<QByteArray>{utf8("👩‍💻")};
    QTest::newRow("emoji sequence, contains its first emoji")
        << int(ContactMatchMode::Contains) << QStringLiteral("👩")
        << QList<QByteArray>{utf8("👩‍💻")};
    QTest::newRow("other emoji matches nothing")
        << int(ContactMatchMode::Contains) << QStringLiteral("😃") << QList<QByteArray>{};
}

void TestContactMatcher::chineseAndEmojiContactsMatchByCharacters()
{
    QFETCH(int, mode);
    QFETCH(QString, text);
    QFETCH(QList<QByteArray>, expected);
    const QList<QByteArray> recent{utf8("李小明"), utf8("小红"),         utf8("😀 party"),
                                   utf8("小明"),   utf8("party 😀 time"), utf8("王小明"),
                                   utf8("小明 🚀"), utf8("👩‍💻"),  utf8("launch 🚀")};
    const QList<QByteArray> got = ContactMatcher::match(recent, text, ContactMatchMode(mode));
    QVERIFY2(got == expected, qPrintable(show(got) + QStringLiteral(" != ") + show(expected)));
}

void TestContactMatcher::emptyListGivesNothing()
{
    for (ContactMatchMode mode :
         {ContactMatchMode::Exact, ContactMatchMode::Prefix, ContactMatchMode::Suffix,
          ContactMatchMode::Contains, ContactMatchMode::All})
        QVERIFY(ContactMatcher::match({}, QStringLiteral("a"), mode).isEmpty());
}

QTEST_APPLESS_MAIN(TestContactMatcher)
#include "tst_contactmatcher.moc"
