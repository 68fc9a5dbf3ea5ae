// coordscope-cli speaks the environment's language (LANGUAGE, LC_ALL, LANG): its help and its
// messages in Chinese, never its JSON.
#include "clirun.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>

namespace {
CliRun runIn(const QString &language, const QStringList &args)
{
    QProcess cli;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("LC_ALL"));
    env.remove(QStringLiteral("LC_MESSAGES"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    if (language.isEmpty())
        env.remove(QStringLiteral("LANGUAGE"));
    else
        env.insert(QStringLiteral("LANGUAGE"), language);
    cli.setProcessEnvironment(env);
    cli.start(QStringLiteral(CLI_PATH), args);
    return CliRun::finish(cli);
}
} // namespace

class CliLanguage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void helpInTheEnvironmentsLanguage_data();
    void helpInTheEnvironmentsLanguage();
    void messagesInChinese();
    void jsonIsNeverTranslated();
};

void CliLanguage::helpInTheEnvironmentsLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("subcommands");
    QTest::addColumn<QString>("version");
    QTest::newRow("English") << QString() << QStringLiteral("Subcommands:")
                             << QStringLiteral("Show the version.");
    QTest::newRow("zh_CN") << QStringLiteral("zh_CN") << QStringLiteral("子命令：")
                           << QStringLiteral("显示版本。");
    QTest::newRow("zh_TW") << QStringLiteral("zh_TW") << QStringLiteral("子命令：")
                           << QStringLiteral("顯示版本。");
    QTest::newRow("French, then Chinese")
        << QStringLiteral("fr:zh_CN") << QStringLiteral("子命令：") << QStringLiteral("显示版本。");
}

void CliLanguage::helpInTheEnvironmentsLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, subcommands);
    QFETCH(QString, version);
    const CliRun help = runIn(language, {QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    const QString out = QString::fromUtf8(help.out);
    QVERIFY2(out.contains(subcommands), help.out.constData());
    QVERIFY2(out.contains(version), help.out.constData());
    // Option names and subcommands are what one types: the same in every language.
    QVERIFY(out.contains(QStringLiteral("--read-only")));
    QVERIFY(out.contains(QStringLiteral("lock acquire|release|extend|status NAME")));
}

void CliLanguage::messagesInChinese()
{
    const CliRun usage = runIn(QStringLiteral("zh_CN"), {QStringLiteral("lock")});
    QCOMPARE(usage.exitCode, 2);
    QVERIFY2(QString::fromUtf8(usage.err).contains(
                 QStringLiteral("用法：lock acquire|release|extend|status NAME")),
             usage.err.constData());
}

void CliLanguage::jsonIsNeverTranslated()
{
    const QStringList args{QStringLiteral("--json"), QStringLiteral("lock")};
    const CliRun english = runIn(QString(), args);
    const CliRun chinese = runIn(QStringLiteral("zh_CN"), args);
    QCOMPARE(english.exitCode, 2);
    QCOMPARE(chinese.exitCode, 2);
    QVERIFY(!english.json.isEmpty());
    QCOMPARE(chinese.out, english.out);
    QCOMPARE(chinese.err, english.err);
}

QTEST_GUILESS_MAIN(CliLanguage)
#include "tst_clilanguage.moc"
