#include "languagemenu.h"

#include "translations.h"

#include <QActionGroup>
#include <QGuiApplication>
#include <QMessageBox>

LanguageMenu::LanguageMenu(QWidget *parent)
    : QMenu(tr("&Language"), parent)
    , m_group(new QActionGroup(this))
{
    setObjectName(QStringLiteral("languageMenu"));
    // Each language by its own name, so that it can be found whatever the interface's language.
    const std::pair<QString, QString> languages[] = {
        {QString(), tr("System")},
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
        {QStringLiteral("zh_TW"), QStringLiteral("繁體中文")},
    };
    const QString current = Translations::setting();
    for (const auto &[language, name] : languages) {
        QAction *action = addAction(name);
        action->setCheckable(true);
        action->setChecked(language == current);
        action->setData(language);
        m_group->addAction(action);
        connect(action, &QAction::triggered, this,
                [this, language = language] { choose(language); });
        if (language.isEmpty())
            addSeparator();
    }
}

QAction *LanguageMenu::action(const QString &language) const
{
    for (QAction *action : m_group->actions()) {
        if (action->data().toString() == language)
            return action;
    }
    return nullptr;
}

void LanguageMenu::choose(const QString &language)
{
    Translations::setSetting(language);
    Q_EMIT languageChosen(language);
    if (QGuiApplication::platformName() != u"offscreen")
        QMessageBox::information(parentWidget(), tr("Language"),
                                 tr("The language takes effect at the next start of CoordScope."));
}
