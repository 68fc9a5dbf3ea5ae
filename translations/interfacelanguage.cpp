#include "interfacelanguage.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace {
const QString LanguageKey = QStringLiteral("interface/language");

QString languageOfName(QString name)
{
    name.replace(u'_', u'-');
    const QStringList parts = name.split(u'-');
    if (parts.value(0).compare(u"zh", Qt::CaseInsensitive) != 0)
        return parts.value(0).compare(u"en", Qt::CaseInsensitive) == 0 ? InterfaceLanguage::English
                                                                       : QString();
    // zh-Hant, zh-TW, zh-HK and zh-MO read Traditional characters; zh, zh-Hans, zh-CN, zh-SG
    // Simplified.
    for (const QString &part : parts.mid(1)) {
        if (part.compare(u"Hant", Qt::CaseInsensitive) == 0 ||
            part.compare(u"TW", Qt::CaseInsensitive) == 0 ||
            part.compare(u"HK", Qt::CaseInsensitive) == 0 ||
            part.compare(u"MO", Qt::CaseInsensitive) == 0)
            return InterfaceLanguage::TraditionalChinese;
    }
    return InterfaceLanguage::SimplifiedChinese;
}
} // namespace

QStringList InterfaceLanguage::available()
{
    return {English, SimplifiedChinese, TraditionalChinese};
}

QString InterfaceLanguage::fromUiLanguages(const QStringList &uiLanguages)
{
    for (const QString &name : uiLanguages) {
        const QString language = languageOfName(name);
        if (!language.isEmpty())
            return language;
    }
    return English;
}

QString InterfaceLanguage::chosen()
{
    const QString language = QSettings().value(LanguageKey).toString();
    return available().contains(language) ? language : QString();
}

void InterfaceLanguage::choose(const QString &language)
{
    if (available().contains(language))
        QSettings().setValue(LanguageKey, language);
    else
        QSettings().remove(LanguageKey);
}

QString InterfaceLanguage::current()
{
    const QString language = chosen();
    return language.isEmpty() ? fromUiLanguages(QLocale::system().uiLanguages()) : language;
}

bool InterfaceLanguage::install(QCoreApplication *app, const QString &language)
{
    // English's plurals are in already (englishplurals.cpp).
    if (language == English)
        return true;
    auto *own = new QTranslator(app);
    const bool loaded = own->load(QStringLiteral(":/i18n/coordscope_%1.qm").arg(language));
    if (loaded)
        QCoreApplication::installTranslator(own);
    else
        delete own;
    // Qt's own strings (QDialogButtonBox's Cancel, the file dialog), from qt6-translations-l10n.
    auto *qt = new QTranslator(app);
    if (qt->load(QStringLiteral("qtbase_%1").arg(language),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return loaded;
}
