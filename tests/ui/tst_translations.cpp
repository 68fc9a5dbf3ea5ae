// The interface's languages (issue 23): the embedded .qm files, the English plural forms every
// program linking the UI gets, the choice by the system's languages and by View › Language.
// tests/scripts/tst_translations.sh checks that zh_CN translates every source string.
#include "languagemenu.h"
#include "mainwindow.h"
#include "translations.h"

#include <QAction>
#include <QCoreApplication>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTranslator>

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void theTranslationsAreEmbedded();
    void englishPluralsWithoutInstalling_data();
    void englishPluralsWithoutInstalling();
    void chooseBySystemLanguages_data();
    void chooseBySystemLanguages();
    void theSettingWinsOverTheSystem();
    void mainWindowInSimplifiedChinese();
    void traditionalChineseTranslatesTheTabs();
    void languageMenuSavesTheChoice();
    void installChineseKeepsEnglishPluralsUnderneath();
};

void TestTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoordScopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_translations"));
    QSettings().clear();
}

void TestTranslations::cleanup()
{
    QSettings().clear();
}

void TestTranslations::theTranslationsAreEmbedded()
{
    for (const QString &language : Translations::available())
        QVERIFY2(QFile::exists(QStringLiteral(":/i18n/coordscope_%1.qm").arg(language)),
                 qPrintable(language));
}

void TestTranslations::englishPluralsWithoutInstalling_data()
{
    QTest::addColumn<QString>("context");
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("expected");
    QTest::newRow("1 primitive") << "InspectorView"
                                 << "%Ln primitive(s)" << 1 << "1 primitive";
    QTest::newRow("2 primitives") << "InspectorView"
                                  << "%Ln primitive(s)" << 2 << "2 primitives";
    QTest::newRow("0 primitives") << "InspectorView"
                                  << "%Ln primitive(s)" << 0 << "0 primitives";
    QTest::newRow("1 contact") << "RecentContactsBox"
                               << "%n contact(s)" << 1 << "1 contact";
    QTest::newRow("3 contacts") << "RecentContactsBox"
                                << "%n contact(s)" << 3 << "3 contacts";
    QTest::newRow("1 lock") << "LocksView"
                            << "%n lock(s)" << 1 << "1 lock";
    QTest::newRow("5 locks") << "LocksView"
                             << "%n lock(s)" << 5 << "5 locks";
    QTest::newRow("1 key") << "InspectorView"
                           << "%n key(s)" << 1 << "1 key";
    QTest::newRow("1 master") << "ClusterView"
                              << "%n master(s)" << 1 << "1 master";
}

void TestTranslations::englishPluralsWithoutInstalling()
{
    // englishplurals.cpp installed coordscope_en as QCoreApplication was made: no call here.
    QFETCH(QString, context);
    QFETCH(QString, source);
    QFETCH(int, n);
    QFETCH(QString, expected);
    QCOMPARE(QCoreApplication::translate(qPrintable(context), qPrintable(source), nullptr, n),
             expected);
}

void TestTranslations::chooseBySystemLanguages_data()
{
    QTest::addColumn<QStringList>("uiLanguages");
    QTest::addColumn<QString>("expected");
    QTest::newRow("zh-Hans-CN") << QStringList{QStringLiteral("zh-Hans-CN")} << "zh_CN";
    QTest::newRow("zh-CN") << QStringList{QStringLiteral("zh-CN")} << "zh_CN";
    QTest::newRow("zh-SG") << QStringList{QStringLiteral("zh-SG")} << "zh_CN";
    QTest::newRow("zh-TW") << QStringList{QStringLiteral("zh-TW")} << "zh_TW";
    QTest::newRow("zh-Hant-HK") << QStringList{QStringLiteral("zh-Hant-HK")} << "zh_TW";
    QTest::newRow("zh_HK") << QStringList{QStringLiteral("zh_HK")} << "zh_TW";
    QTest::newRow("en-US") << QStringList{QStringLiteral("en-US")} << "en";
    QTest::newRow("de, then zh-CN")
        << QStringList{QStringLiteral("de-DE"), QStringLiteral("zh-CN")} << "zh_CN";
    QTest::newRow("en, then zh-CN")
        << QStringList{QStringLiteral("en-GB"), QStringLiteral("zh-CN")} << "en";
    QTest::newRow("fr only") << QStringList{QStringLiteral("fr-FR")} << "en";
    QTest::newRow("none") << QStringList{} << "en";
}

void TestTranslations::chooseBySystemLanguages()
{
    QFETCH(QStringList, uiLanguages);
    QFETCH(QString, expected);
    QCOMPARE(Translations::choose(uiLanguages, QString()), expected);
}

void TestTranslations::theSettingWinsOverTheSystem()
{
    const QStringList chinese{QStringLiteral("zh-CN")};
    QCOMPARE(Translations::choose(chinese, QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(Translations::choose(chinese, QStringLiteral("zh_TW")), QStringLiteral("zh_TW"));
    QCOMPARE(Translations::choose(chinese, QStringLiteral("xx")), QStringLiteral("zh_CN"));

    QCOMPARE(Translations::setting(), QString());
    Translations::setSetting(QStringLiteral("zh_TW"));
    QCOMPARE(Translations::setting(), QStringLiteral("zh_TW"));
    QCOMPARE(QSettings().value(QLatin1String(Translations::SettingKey)).toString(),
             QStringLiteral("zh_TW"));
    Translations::setSetting(QString());
    QVERIFY(!QSettings().contains(QLatin1String(Translations::SettingKey)));
    QSettings().setValue(QLatin1String(Translations::SettingKey), QStringLiteral("klingon"));
    QCOMPARE(Translations::setting(), QString());
}

void TestTranslations::mainWindowInSimplifiedChinese()
{
    QTranslator chinese;
    QVERIFY(chinese.load(QStringLiteral("coordscope_zh_CN"), QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(&chinese));
    {
        MainWindow window;
        const QStringList expected{QStringLiteral("概览"),     QStringLiteral("检查器"),
                                   QStringLiteral("锁"),       QStringLiteral("信号量"),
                                   QStringLiteral("延时队列"), QStringLiteral("限流器"),
                                   QStringLiteral("自动补全"), QStringLiteral("键"),
                                   QStringLiteral("演练场"),   QStringLiteral("集群")};
        QStringList titles;
        for (int i = 0; i < expected.size(); ++i)
            titles << window.tabs()->tabText(i);
        QCOMPARE(titles, expected);
        QStringList menus;
        for (QAction *action : window.menuBar()->actions())
            menus << action->text();
        QVERIFY2(menus.contains(QStringLiteral("连接(&C)")), qPrintable(menus.join(u' ')));
        QVERIFY2(menus.contains(QStringLiteral("视图(&V)")), qPrintable(menus.join(u' ')));
        auto *languages = window.findChild<LanguageMenu *>();
        QVERIFY(languages);
        QCOMPARE(languages->title(), QStringLiteral("语言(&L)"));
        QCOMPARE(languages->action(QString())->text(), QStringLiteral("跟随系统"));
        // The languages keep their own names whatever the interface's language.
        QCOMPARE(languages->action(QStringLiteral("en"))->text(), QStringLiteral("English"));
        QCOMPARE(languages->action(QStringLiteral("zh_TW"))->text(), QStringLiteral("繁體中文"));
        // Plurals: the one Chinese form.
        QCOMPARE(QCoreApplication::translate("LocksView", "%n lock(s)", nullptr, 1),
                 QStringLiteral("1 把锁"));
        QCOMPARE(QCoreApplication::translate("LocksView", "%n lock(s)", nullptr, 7),
                 QStringLiteral("7 把锁"));
    }
    QVERIFY(QCoreApplication::removeTranslator(&chinese));
    QCOMPARE(QCoreApplication::translate("MainWindow", "Overview"), QStringLiteral("Overview"));
}

void TestTranslations::traditionalChineseTranslatesTheTabs()
{
    QTranslator traditional;
    QVERIFY(traditional.load(QStringLiteral("coordscope_zh_TW"), QStringLiteral(":/i18n")));
    QCOMPARE(traditional.translate("MainWindow", "Overview"), QStringLiteral("概覽"));
    QCOMPARE(traditional.translate("MainWindow", "Locks"), QStringLiteral("鎖"));
    QCOMPARE(traditional.translate("MainWindow", "Delayed queues"), QStringLiteral("延遲佇列"));
    QCOMPARE(traditional.translate("MainWindow", "Cluster"), QStringLiteral("叢集"));
    QCOMPARE(traditional.translate("MainWindow", "&Read-only"), QStringLiteral("唯讀(&R)"));
}

void TestTranslations::languageMenuSavesTheChoice()
{
    LanguageMenu menu;
    QCOMPARE(menu.actions().size(), 5); // System, a separator, three languages
    QVERIFY(menu.action(QString())->isChecked());
    QSignalSpy chosen(&menu, &LanguageMenu::languageChosen);
    menu.action(QStringLiteral("zh_CN"))->trigger();
    QCOMPARE(chosen.size(), 1);
    QCOMPARE(chosen.at(0).at(0).toString(), QStringLiteral("zh_CN"));
    QCOMPARE(Translations::setting(), QStringLiteral("zh_CN"));
    QVERIFY(menu.action(QStringLiteral("zh_CN"))->isChecked());
    QVERIFY(!menu.action(QString())->isChecked());

    // A new menu (the next start) shows the saved choice; System forgets it.
    LanguageMenu next;
    QVERIFY(next.action(QStringLiteral("zh_CN"))->isChecked());
    next.action(QString())->trigger();
    QCOMPARE(Translations::setting(), QString());
    QVERIFY(!QSettings().contains(QLatin1String(Translations::SettingKey)));
}

void TestTranslations::installChineseKeepsEnglishPluralsUnderneath()
{
    // Last: the translators install() adds stay for the rest of the program.
    QVERIFY(Translations::install(QStringLiteral("en")));
    QCOMPARE(QCoreApplication::translate("MainWindow", "Overview"), QStringLiteral("Overview"));
    QVERIFY(Translations::install(QStringLiteral("zh_CN")));
    QCOMPARE(QCoreApplication::translate("MainWindow", "Overview"), QStringLiteral("概览"));
    QCOMPARE(QCoreApplication::translate("InspectorView", "%Ln primitive(s)", nullptr, 2),
             QStringLiteral("2 个原语"));
    QVERIFY(!Translations::install(QStringLiteral("xx")));
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
