// Every string the sources mark for translation has a finished Simplified Chinese translation,
// and no translation loses or invents a placeholder. lupdate runs over the sources as
// `cmake --build build --target update_translations` does, into a copy of the checked-in
// coordscope_zh_CN.ts: a string added to the code without a translation is "unfinished" there.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {
const QString SourceDir = QStringLiteral(COORDSCOPE_SOURCE_DIR);
const QString TranslationsDir = SourceDir + QStringLiteral("/translations");

struct TsMessage
{
    QString context;
    QString source;
    bool numerus = false;
    bool finished = true;     // no type="unfinished", "vanished" or "obsolete"
    QStringList translations; // one per numerus form
};

QList<TsMessage> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"name") {
            context = xml.readElementText();
        } else if (xml.name() == u"message") {
            TsMessage m;
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == u"yes";
            while (!(xml.isEndElement() && xml.name() == u"message") && !xml.atEnd()) {
                xml.readNext();
                if (!xml.isStartElement())
                    continue;
                if (xml.name() == u"source") {
                    m.source = xml.readElementText();
                } else if (xml.name() == u"translation") {
                    m.finished = xml.attributes().value(QLatin1String("type")).isEmpty();
                    if (!m.numerus)
                        m.translations << xml.readElementText();
                } else if (xml.name() == u"numerusform") {
                    m.translations << xml.readElementText();
                }
            }
            messages << m;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

// %1..%99, %L1, %n, %Ln: what QString::arg() and tr(…, n) fill in. A translation may reorder
// them, never drop or add one.
QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?(?:\\d{1,2}|n)"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found << it.next().captured();
    found.sort();
    return found;
}

QString describe(const TsMessage &m)
{
    return m.context + QStringLiteral(": \"") + m.source.left(80) + u'"';
}
} // namespace

class TranslationCoverage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everySourceStringHasAChineseTranslation();
    void placeholdersMatch_data();
    void placeholdersMatch();
    void numerusStringsHaveEnglishForms();
};

void TranslationCoverage::everySourceStringHasAChineseTranslation()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString ts = dir.filePath(QStringLiteral("coordscope_zh_CN.ts"));
    QVERIFY(QFile::copy(TranslationsDir + QStringLiteral("/coordscope_zh_CN.ts"), ts));
    QProcess lupdate;
    lupdate.setWorkingDirectory(SourceDir);
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    const QStringList options =
        QStringLiteral(COORDSCOPE_LUPDATE_OPTIONS).split(u'|', Qt::SkipEmptyParts);
    const QStringList sources =
        QStringLiteral(COORDSCOPE_LUPDATE_SOURCES).split(u'|', Qt::SkipEmptyParts);
    lupdate.start(QStringLiteral(COORDSCOPE_LUPDATE),
                  options + sources + QStringList{QStringLiteral("-ts"), ts});
    QVERIFY2(lupdate.waitForFinished(120000), qPrintable(lupdate.errorString()));
    QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());

    QString error;
    const QList<TsMessage> messages = readTs(ts, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 1000);
    QStringList untranslated;
    for (const TsMessage &m : messages) {
        const bool empty =
            m.translations.isEmpty() || std::any_of(m.translations.cbegin(), m.translations.cend(),
                                                    [](const QString &t) { return t.isEmpty(); });
        if (!m.finished || empty)
            untranslated << describe(m);
    }
    QVERIFY2(untranslated.isEmpty(),
             qPrintable(QStringLiteral("%1 string(s) without a zh_CN translation (run the "
                                       "update_translations target, translate them in "
                                       "translations/coordscope_zh_CN.ts):\n  %2")
                            .arg(untranslated.size())
                            .arg(untranslated.join(QStringLiteral("\n  ")))));
}

void TranslationCoverage::placeholdersMatch_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("zh_CN") << QStringLiteral("coordscope_zh_CN.ts");
    QTest::newRow("zh_TW") << QStringLiteral("coordscope_zh_TW.ts");
    QTest::newRow("en") << QStringLiteral("coordscope_en.ts");
}

void TranslationCoverage::placeholdersMatch()
{
    QFETCH(QString, file);
    QString error;
    const QList<TsMessage> messages = readTs(TranslationsDir + u'/' + file, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    QStringList wrong;
    for (const TsMessage &m : messages) {
        for (const QString &t : m.translations) {
            if (t.isEmpty())
                continue;
            // A numerus form may leave out %n ("one key"); nothing else.
            QStringList expected = placeholders(m.source);
            QStringList got = placeholders(t);
            if (m.numerus && !got.contains(QStringLiteral("%n")) &&
                !got.contains(QStringLiteral("%Ln"))) {
                expected.removeAll(QStringLiteral("%n"));
                expected.removeAll(QStringLiteral("%Ln"));
            }
            if (expected != got)
                wrong << describe(m) + QStringLiteral(" -> \"") + t.left(80) + u'"';
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
}

void TranslationCoverage::numerusStringsHaveEnglishForms()
{
    QString error;
    const QList<TsMessage> messages =
        readTs(TranslationsDir + QStringLiteral("/coordscope_en.ts"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!messages.isEmpty());
    for (const TsMessage &m : messages) {
        QVERIFY2(m.numerus, qPrintable(describe(m) + QStringLiteral(": not a numerus string")));
        QVERIFY2(m.finished && m.translations.size() == 2 &&
                     !m.translations.at(0).contains(QStringLiteral("(s)")) &&
                     !m.translations.at(1).contains(QStringLiteral("(s)")),
                 qPrintable(describe(m) + QStringLiteral(": needs its singular and plural")));
    }
}

QTEST_GUILESS_MAIN(TranslationCoverage)
#include "tst_translationcoverage.moc"
