#pragma once

#include <QString>
#include <QStringList>

// The interface's language (issue 23): the translations embedded under :/i18n/ (translations/),
// chosen by the setting ui/language or else by the system's languages.
namespace Translations {

// The setting that overrides the system's languages: "" (follow the system), "en", "zh_CN",
// "zh_TW".
inline constexpr const char *SettingKey = "ui/language";

// The languages CoordScope has a translation for, English included: "en", "zh_CN", "zh_TW".
QStringList available();

// The language to use for these UI languages (QLocale::uiLanguages()'s form: "zh-Hans-CN",
// "zh-TW", "en-US", ...), given the setting (empty: follow them): one of available().
QString choose(const QStringList &uiLanguages, const QString &setting);

// The setting ui/language (QSettings), "" when unset or not one of available().
QString setting();
void setSetting(const QString &language);

// Installs on the application the translators for `language` (one of available()): CoordScope's
// own and Qt's (qtbase_*.qm from Qt's translations directory, when present). Returns false when
// CoordScope's .qm for it is missing. The translators live as long as the application. The
// English plural forms ("%n key(s)": "1 key", "2 keys") need no call: every program linking
// coordscope-translations installs them as its QCoreApplication is made (englishplurals.cpp).
bool install(const QString &language);

} // namespace Translations
