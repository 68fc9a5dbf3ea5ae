// A form's one message line (issue 23, defect 7): a new message replaces the last, the height
// never changes (nothing under it moves), a long message is cut with the whole in the tooltip,
// an error is red that reads on light and dark windows.
#include "formmessageline.h"

#include <QPalette>
#include <QTest>
#include <QVBoxLayout>

class TestFormMessageLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aMessageReplacesTheLastAndNothingMoves();
    void aLongMessageIsCutWithTheWholeInTheToolTip();
    void errorsAreRedOnLightAndDarkWindows();
};

void TestFormMessageLine::aMessageReplacesTheLastAndNothingMoves()
{
    QWidget form;
    auto *layout = new QVBoxLayout(&form);
    auto *line = new FormMessageLine(&form);
    auto *below = new QWidget(&form);
    below->setFixedHeight(20);
    layout->addWidget(line);
    layout->addWidget(below);
    layout->addStretch(1);
    form.resize(300, 300);
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    const int height = line->height();
    const QPoint belowAt = below->pos();
    QCOMPARE(height, line->maxLines() * line->fontMetrics().lineSpacing() +
                         line->contentsMargins().top() + line->contentsMargins().bottom());

    line->showStatus(QStringLiteral("Acquired orders"));
    QCoreApplication::processEvents();
    QCOMPARE(line->statusText(), QStringLiteral("Acquired orders"));
    QVERIFY(!line->isError());
    QCOMPARE(below->pos(), belowAt);

    line->showError(QStringLiteral("The TTL must be a whole number of ms, from 1 to 86400000, "
                                   "and this one was not"));
    QCoreApplication::processEvents();
    QVERIFY(line->isError());
    QVERIFY(line->statusText().isEmpty());
    QVERIFY(!line->text().contains(QStringLiteral("Acquired")));
    QVERIFY(line->errorText().startsWith(QStringLiteral("The TTL")));
    QCOMPARE(line->height(), height);
    QCOMPARE(below->pos(), belowAt);

    line->clearError();
    QVERIFY(line->message().isEmpty());
    line->showStatus(QStringLiteral("Released"));
    line->clearError(); // not an error: stays
    QCOMPARE(line->message(), QStringLiteral("Released"));
    line->clearMessage();
    QVERIFY(line->text().isEmpty());
    QCOMPARE(below->pos(), belowAt);

    line->setMaxLines(1);
    QCOMPARE(line->height(), line->fontMetrics().lineSpacing() + line->contentsMargins().top() +
                                 line->contentsMargins().bottom());
}

void TestFormMessageLine::aLongMessageIsCutWithTheWholeInTheToolTip()
{
    FormMessageLine line;
    line.resize(200, line.height());
    line.show();
    QVERIFY(QTest::qWaitForWindowExposed(&line));
    const QString shortText = QStringLiteral("Claimed 3");
    line.showStatus(shortText);
    QCOMPARE(line.text(), shortText);
    QVERIFY(line.toolTip().isEmpty());

    const QString longText = QStringLiteral("every word of a long refusal ").repeated(20);
    line.showError(longText);
    const QStringList shown = line.text().split(QLatin1Char('\n'));
    QCOMPARE(shown.size(), line.maxLines());
    QVERIFY(shown.last().endsWith(QStringLiteral("…")));
    for (const QString &text : shown)
        QVERIFY2(line.fontMetrics().horizontalAdvance(text) <= line.contentsRect().width(),
                 qPrintable(text));
    QCOMPARE(line.toolTip(), longText);
    QCOMPARE(line.errorText(), longText);

    // Wider: more of it fits, and it is laid out again.
    line.resize(2000, line.height());
    QCoreApplication::processEvents();
    QVERIFY(line.text().size() > shown.join(QLatin1Char('\n')).size());
}

void TestFormMessageLine::errorsAreRedOnLightAndDarkWindows()
{
    QWidget window;
    auto *line = new FormMessageLine(&window);
    QPalette light;
    light.setColor(QPalette::Window, Qt::white);
    light.setColor(QPalette::WindowText, Qt::black);
    window.setPalette(light);
    line->showError(QStringLiteral("Refused"));
    const QColor onLight = line->palette().color(QPalette::WindowText);
    QVERIFY(onLight.red() > 2 * onLight.green());
    QVERIFY(onLight.lightness() < 128); // dark red on a light window

    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::WindowText, Qt::white);
    window.setPalette(dark);
    QCoreApplication::processEvents();
    const QColor onDark = line->palette().color(QPalette::WindowText);
    QVERIFY(onDark.red() > onDark.green());
    QVERIFY(onDark.lightness() >= 128); // light red on a dark window

    line->showStatus(QStringLiteral("Acquired"));
    QCOMPARE(line->palette().color(QPalette::WindowText), QColor(Qt::white)); // the window's
}

QTEST_MAIN(TestFormMessageLine)
#include "tst_formmessageline.moc"
