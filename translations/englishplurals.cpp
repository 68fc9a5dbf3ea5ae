// The English plural forms of tr("%n key(s)", nullptr, n) ("1 key", "2 keys"): installed in every
// program that links coordscope-translations as its QCoreApplication is made, so that the UI tests
// read the same English as the application, which installs its language on top (translations.h).
#include <QCoreApplication>
#include <QTranslator>

namespace {

void installEnglishPlurals()
{
    auto *translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(QStringLiteral("coordscope_en"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installEnglishPlurals)
