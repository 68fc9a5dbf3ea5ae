#include "languagemenu.h"

#include "interfacelanguage.h"

#include <QActionGroup>
#include <QMessageBox>

LanguageMenu::LanguageMenu(QWidget *parent)
    : QMenu(tr("&Language"), parent)
    , m_group(new QActionGroup(this))
{
    setObjectName(QStringLiteral("languageMenu"));
    // Each language in its own name, so that a user who cannot read the current one finds theirs.
    const QList<std::pair<QString, QString>> languages = {
        {QString(), tr("System")},
        {InterfaceLanguage::English, QStringLiteral("English")},
        {InterfaceLanguage::SimplifiedChinese, QStringLiteral("简体中文")},
        {InterfaceLanguage::TraditionalChinese, QStringLiteral("繁體中文")},
    };
    const QString chosen = InterfaceLanguage::chosen();
    for (const auto &entry : languages) {
        const QString language = entry.first;
        QAction *action = addAction(entry.second);
        action->setCheckable(true);
        action->setChecked(language == chosen);
        action->setData(language);
        m_group->addAction(action);
        connect(action, &QAction::triggered, this, [this, language] { choose(language); });
    }
    insertSeparator(actions().value(1));
}

QAction *LanguageMenu::actionFor(const QString &language) const
{
    for (QAction *action : m_group->actions())
        if (action->data().toString() == language)
            return action;
    return nullptr;
}

void LanguageMenu::choose(const QString &language)
{
    if (language == InterfaceLanguage::chosen())
        return;
    InterfaceLanguage::choose(language);
    Q_EMIT chosen(language);
    // Not modal to the application: the window goes on, and tests need no event loop of its own.
    auto *notice = new QMessageBox(QMessageBox::Information, tr("Language"),
                                   tr("The language takes effect at the next start of CoordScope."),
                                   QMessageBox::Ok, parentWidget());
    notice->setObjectName(QStringLiteral("languageNotice"));
    notice->setAttribute(Qt::WA_DeleteOnClose);
    notice->open();
}
