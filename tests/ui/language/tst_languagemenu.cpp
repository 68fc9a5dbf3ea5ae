// View › Language: shows the remembered choice, remembers a new one and says when it applies;
// the window's menus in Simplified Chinese once its translations are installed.
#include "interfacelanguage.h"
#include "languagemenu.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

class LanguageMenuTest : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init();
    void listsEveryLanguageInItsOwnName();
    void checksTheRememberedChoice_data();
    void checksTheRememberedChoice();
    void choosingRemembersAndSaysWhenItApplies();
    void choosingTheCurrentChoiceAgainChangesNothing();
    // Last: installs the Chinese translations into this process.
    void menuAndStandardButtonsInChinese();
};

void LanguageMenuTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QApplication::setOrganizationName(QStringLiteral("CoordScopeTest"));
    QApplication::setApplicationName(QStringLiteral("tst_languagemenu"));
}

void LanguageMenuTest::init()
{
    QSettings().clear();
}

void LanguageMenuTest::listsEveryLanguageInItsOwnName()
{
    LanguageMenu menu;
    QCOMPARE(menu.title(), QStringLiteral("&Language"));
    QStringList names;
    for (QAction *action : menu.actions())
        if (!action->isSeparator())
            names << action->text();
    QCOMPARE(names, (QStringList{QStringLiteral("System"), QStringLiteral("English"),
                                 QStringLiteral("简体中文"), QStringLiteral("繁體中文")}));
}

void LanguageMenuTest::checksTheRememberedChoice_data()
{
    QTest::addColumn<QString>("remembered");
    QTest::newRow("system") << QString();
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN");
    QTest::newRow("zh_TW") << QStringLiteral("zh_TW");
}

void LanguageMenuTest::checksTheRememberedChoice()
{
    QFETCH(QString, remembered);
    InterfaceLanguage::choose(remembered);
    LanguageMenu menu;
    for (const QString &language : QStringList{QString()} + InterfaceLanguage::available())
        QCOMPARE(menu.actionFor(language)->isChecked(), language == remembered);
}

void LanguageMenuTest::choosingRemembersAndSaysWhenItApplies()
{
    QWidget window;
    auto *menu = new LanguageMenu(&window);
    QSignalSpy chosen(menu, &LanguageMenu::chosen);
    menu->actionFor(InterfaceLanguage::SimplifiedChinese)->trigger();
    QCOMPARE(chosen.size(), 1);
    QCOMPARE(chosen.at(0).at(0).toString(), QStringLiteral("zh_CN"));
    QCOMPARE(InterfaceLanguage::chosen(), QStringLiteral("zh_CN"));
    QVERIFY(menu->actionFor(InterfaceLanguage::SimplifiedChinese)->isChecked());
    QVERIFY(!menu->actionFor(QString())->isChecked());
    auto *notice = window.findChild<QMessageBox *>(QStringLiteral("languageNotice"));
    QVERIFY(notice);
    QVERIFY(notice->text().contains(QStringLiteral("next start")));
    notice->close();
    // A new menu (the next start) shows the remembered choice.
    LanguageMenu again;
    QVERIFY(again.actionFor(InterfaceLanguage::SimplifiedChinese)->isChecked());

    menu->actionFor(QString())->trigger();
    QCOMPARE(InterfaceLanguage::chosen(), QString());
    QCOMPARE(chosen.size(), 2);
}

void LanguageMenuTest::choosingTheCurrentChoiceAgainChangesNothing()
{
    InterfaceLanguage::choose(InterfaceLanguage::English);
    QWidget window;
    auto *menu = new LanguageMenu(&window);
    QSignalSpy chosen(menu, &LanguageMenu::chosen);
    menu->actionFor(InterfaceLanguage::English)->trigger();
    QCOMPARE(chosen.size(), 0);
    QVERIFY(!window.findChild<QMessageBox *>());
}

void LanguageMenuTest::menuAndStandardButtonsInChinese()
{
    QVERIFY(InterfaceLanguage::install(qApp, InterfaceLanguage::SimplifiedChinese));
    LanguageMenu menu;
    QCOMPARE(menu.title(), QStringLiteral("语言(&L)"));
    QCOMPARE(menu.actionFor(QString())->text(), QStringLiteral("跟随系统"));
    // The language names stay in their own script whatever the interface's language.
    QCOMPARE(menu.actionFor(InterfaceLanguage::TraditionalChinese)->text(),
             QStringLiteral("繁體中文"));
    // qtbase_zh_CN.qm: the standard buttons of every dialog.
    QDialogButtonBox buttons(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QCOMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), QStringLiteral("取消"));
}

QTEST_MAIN(LanguageMenuTest)
#include "tst_languagemenu.moc"
