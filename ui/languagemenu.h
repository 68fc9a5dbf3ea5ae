#pragma once

#include <QMenu>

class QActionGroup;

// View › Language (issue 23): System (the system's languages), English, 简体中文, 繁體中文.
// Choosing one saves the setting ui/language (Translations::setSetting()); it takes effect at
// the next start, which a message box says (not on the offscreen platform).
class LanguageMenu : public QMenu
{
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget *parent = nullptr);

    // The action of a language: "" for System, else one of Translations::available().
    QAction *action(const QString &language) const;

Q_SIGNALS:
    void languageChosen(const QString &language);

private:
    void choose(const QString &language);

    QActionGroup *m_group;
};
