#include "translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace Translations {

QStringList available()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN"), QStringLiteral("zh_TW")};
}

QString choose(const QStringList &uiLanguages, const QString &setting)
{
    if (available().contains(setting))
        return setting;
    // The first of the user's languages CoordScope has: Chinese by script, then by region
    // (zh-Hant, zh-TW, zh-HK, zh-MO are Traditional; other Chinese is Simplified).
    for (const QString &name : uiLanguages) {
        const QLocale locale(name);
        if (locale.language() == QLocale::Chinese) {
            const bool traditional =
                locale.script() == QLocale::TraditionalHanScript ||
                (locale.script() == QLocale::AnyScript &&
                 (locale.territory() == QLocale::Taiwan ||
                  locale.territory() == QLocale::HongKong || locale.territory() == QLocale::Macao));
            return traditional ? QStringLiteral("zh_TW") : QStringLiteral("zh_CN");
        }
        if (locale.language() == QLocale::English)
            return QStringLiteral("en");
    }
    return QStringLiteral("en");
}

QString setting()
{
    const QString value = QSettings().value(QLatin1String(SettingKey)).toString();
    return available().contains(value) ? value : QString();
}

void setSetting(const QString &language)
{
    QSettings settings;
    if (available().contains(language))
        settings.setValue(QLatin1String(SettingKey), language);
    else
        settings.remove(QLatin1String(SettingKey));
}

namespace {

bool load(const QString &fileName, const QString &directory)
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (!translator->load(fileName, directory)) {
        delete translator;
        return false;
    }
    QCoreApplication::installTranslator(translator);
    return true;
}

} // namespace

bool install(const QString &language)
{
    // The English plural forms are installed already (englishplurals.cpp), under these: the
    // last installed translator is asked first.
    if (language == u"en")
        return true;
    // Qt's own strings (the dialogs' buttons): qtbase_*, or the qt_* that includes it.
    const QString qtDirectory = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (!load(QStringLiteral("qtbase_") + language, qtDirectory))
        load(QStringLiteral("qt_") + language, qtDirectory);
    return load(QStringLiteral("coordscope_") + language, QStringLiteral(":/i18n"));
}

} // namespace Translations
