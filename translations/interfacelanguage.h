#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

// The language the interface speaks: English (the source strings), Simplified Chinese (zh_CN) or
// Traditional Chinese (zh_TW). The user's choice (View › Language, remembered in QSettings) wins;
// without one, the first of the system's UI languages that CoordScope has (LANGUAGE, LC_ALL,
// LC_MESSAGES, LANG on Unix), else English. install() loads the embedded .qm files and Qt's own
// (qtbase_<lang>.qm: standard buttons and dialogs) into the application.
class InterfaceLanguage
{
public:
    static inline const QString English = QStringLiteral("en");
    static inline const QString SimplifiedChinese = QStringLiteral("zh_CN");
    static inline const QString TraditionalChinese = QStringLiteral("zh_TW");

    // en, zh_CN, zh_TW.
    static QStringList available();
    // The language of these UI language names (QLocale::uiLanguages(): "zh-Hans-CN", "zh-TW",
    // "en-US"...): zh_CN, zh_TW or en.
    static QString fromUiLanguages(const QStringList &uiLanguages);

    // The remembered choice: a language of available(), or empty for the system's.
    static QString chosen();
    static void choose(const QString &language);

    // chosen(), else the system's.
    static QString current();

    // Loads language's translations into app; false when CoordScope's own are missing (English
    // needs only its plurals). Call once, before any widget exists.
    static bool install(QCoreApplication *app, const QString &language);
};
