// The interface's language: chosen from the system's UI languages unless the user chose one
// (remembered), English plurals in every program, and the embedded Chinese translations.
#include "interfacelanguage.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

class InterfaceLanguageTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void languageFromTheSystem_data();
    void languageFromTheSystem();
    void choiceIsRemembered();
    void englishPluralsWithoutChoosingALanguage_data();
    void englishPluralsWithoutChoosingALanguage();
    // Last: it installs the Chinese translations into this process.
    void simplifiedChineseTranslatesTheInterface();
};

void InterfaceLanguageTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoordScopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_interfacelanguage"));
    QSettings().clear();
}

void InterfaceLanguageTest::languageFromTheSystem_data()
{
    QTest::addColumn<QStringList>("uiLanguages");
    QTest::addColumn<QString>("language");
    QTest::newRow("zh-Hans-CN") << QStringList{QStringLiteral("zh-Hans-CN")}
                                << QStringLiteral("zh_CN");
    QTest::newRow("zh_CN") << QStringList{QStringLiteral("zh_CN")} << QStringLiteral("zh_CN");
    QTest::newRow("zh-SG") << QStringList{QStringLiteral("zh-SG")} << QStringLiteral("zh_CN");
    QTest::newRow("zh-TW") << QStringList{QStringLiteral("zh-TW")} << QStringLiteral("zh_TW");
    QTest::newRow("zh-Hant-HK") << QStringList{QStringLiteral("zh-Hant-HK")}
                                << QStringLiteral("zh_TW");
    QTest::newRow("first known wins")
        << QStringList{QStringLiteral("de-DE"), QStringLiteral("zh-TW"), QStringLiteral("en-US")}
        << QStringLiteral("zh_TW");
    QTest::newRow("English before Chinese")
        << QStringList{QStringLiteral("en-GB"), QStringLiteral("zh-CN")} << QStringLiteral("en");
    QTest::newRow("unknown") << QStringList{QStringLiteral("fr-FR")} << QStringLiteral("en");
    QTest::newRow("none") << QStringList{} << QStringLiteral("en");
}

void InterfaceLanguageTest::languageFromTheSystem()
{
    QFETCH(QStringList, uiLanguages);
    QFETCH(QString, language);
    QCOMPARE(InterfaceLanguage::fromUiLanguages(uiLanguages), language);
}

void InterfaceLanguageTest::choiceIsRemembered()
{
    QCOMPARE(InterfaceLanguage::chosen(), QString());
    InterfaceLanguage::choose(InterfaceLanguage::TraditionalChinese);
    QSettings().sync();
    QCOMPARE(InterfaceLanguage::chosen(), QStringLiteral("zh_TW"));
    QCOMPARE(InterfaceLanguage::current(), QStringLiteral("zh_TW"));
    // A value no release knows (edited by hand, or from a later version) is the system's.
    QSettings().setValue(QStringLiteral("interface/language"), QStringLiteral("xx"));
    QCOMPARE(InterfaceLanguage::chosen(), QString());
    InterfaceLanguage::choose(QString());
    QCOMPARE(InterfaceLanguage::chosen(), QString());
    QCOMPARE(InterfaceLanguage::current(),
             InterfaceLanguage::fromUiLanguages(QLocale::system().uiLanguages()));
}

void InterfaceLanguageTest::englishPluralsWithoutChoosingALanguage_data()
{
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("text");
    QTest::newRow("1") << 1 << QStringLiteral("1 primitive");
    QTest::newRow("2") << 2 << QStringLiteral("2 primitives");
    QTest::newRow("0") << 0 << QStringLiteral("0 primitives");
}

void InterfaceLanguageTest::englishPluralsWithoutChoosingALanguage()
{
    QFETCH(int, n);
    QFETCH(QString, text);
    QCOMPARE(QCoreApplication::translate("InspectorView", "%Ln primitive(s)", nullptr, n), text);
    QCOMPARE(QCoreApplication::translate("PlaygroundScenario", "%n grant(s)", nullptr, n),
             text.section(u' ', 0, 0) +
                 (n == 1 ? QStringLiteral(" grant") : QStringLiteral(" grants")));
}

void InterfaceLanguageTest::simplifiedChineseTranslatesTheInterface()
{
    QCOMPARE(QCoreApplication::translate("MainWindow", "&Quit"), QStringLiteral("&Quit"));
    QVERIFY(InterfaceLanguage::install(QCoreApplication::instance(),
                                       InterfaceLanguage::SimplifiedChinese));
    QCOMPARE(QCoreApplication::translate("MainWindow", "&Quit"), QStringLiteral("退出(&Q)"));
    QCOMPARE(QCoreApplication::translate("MainWindow", "Locks"), QStringLiteral("锁"));
    QCOMPARE(QCoreApplication::translate("InspectorView", "%Ln primitive(s)", nullptr, 1),
             QStringLiteral("1 个原语"));
    // The playground's scenarios come from core/ and are translated too.
    QCOMPARE(QCoreApplication::translate("PlaygroundScenario", "Naive lock, holder crashes"),
             QStringLiteral("朴素锁，持有者崩溃"));
    // Qt's own strings (standard buttons) from qt6-translations-l10n.
    QVERIFY(QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) +
                          QStringLiteral("/qtbase_zh_CN.qm")));
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("取消"));
}

QTEST_GUILESS_MAIN(InterfaceLanguageTest)
#include "tst_interfacelanguage.moc"
