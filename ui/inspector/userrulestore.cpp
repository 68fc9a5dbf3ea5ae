#include "userrulestore.h"

#include <QSettings>

namespace {
const QString Key = QStringLiteral("inspector/rules");
} // namespace

QList<UserLayoutRule> UserRuleStore::load()
{
    QList<UserLayoutRule> rules;
    for (const QString &text : QSettings().value(Key).toStringList())
        if (auto rule = UserLayoutRule::parse(text))
            rules.append(*rule);
    return rules;
}

void UserRuleStore::save(const QList<UserLayoutRule> &rules)
{
    QStringList texts;
    for (const UserLayoutRule &rule : rules)
        texts.append(rule.toString());
    QSettings().setValue(Key, texts);
}

UserRuleStore::Parsed UserRuleStore::parseLines(const QString &text)
{
    Parsed parsed;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString line = lines.at(i).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        auto rule = UserLayoutRule::parse(line);
        if (rule)
            parsed.rules.append(*rule);
        else
            parsed.errors.append(QObject::tr("line %1: %2").arg(i + 1).arg(rule.error().message()));
    }
    return parsed;
}

QString UserRuleStore::toLines(const QList<UserLayoutRule> &rules)
{
    QStringList lines;
    for (const UserLayoutRule &rule : rules)
        lines.append(rule.toString());
    return lines.join(QLatin1Char('\n'));
}
