#pragma once

#include <QMenu>

class QActionGroup;

// View › Language: System, English, 简体中文, 繁體中文. The choice is remembered
// (InterfaceLanguage::choose) and takes effect at the next start: the widgets set their texts
// once, when they are built, and are not translated again while the window is open.
class LanguageMenu : public QMenu
{
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget *parent = nullptr);

    // The action of a language (empty: System).
    QAction *actionFor(const QString &language) const;

Q_SIGNALS:
    // The user chose another language: it applies at the next start.
    void chosen(const QString &language);

private:
    void choose(const QString &language);

    QActionGroup *m_group;
};
