// English plurals in every program that links CoordScope's libraries, the tests too: the sources
// say "%n primitive(s)" (tr(…, nullptr, n)) and coordscope_en.qm turns that into "1 primitive" and
// "2 primitives". Installed when the application object is made, before main() can install
// another language's translations over it (QCoreApplication searches the last installed first).
#include <QCoreApplication>
#include <QTranslator>

namespace {
void installEnglishPlurals()
{
    auto *plurals = new QTranslator(QCoreApplication::instance());
    plurals->setObjectName(QStringLiteral("englishPlurals"));
    if (plurals->load(QStringLiteral(":/i18n/coordscope_en.qm")))
        QCoreApplication::installTranslator(plurals);
    else
        delete plurals;
}
} // namespace

Q_COREAPP_STARTUP_FUNCTION(installEnglishPlurals)
