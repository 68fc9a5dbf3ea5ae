#include "tablecsv.h"
#include "viewwidgets.h"

#include <QImage>
#include <QLabel>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>

// TableCsv and the export helpers every view's Export CSV… / Export PNG… use.
class TestTableExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fieldsAreQuotedOnlyWhenNeeded_data();
    void fieldsAreQuotedOnlyWhenNeeded();
    void modelBecomesHeaderAndRows();
    void exportRoleGivesTheMachineValue();
    void writeCsvAndPngToFiles();
    void unwritablePathGivesAnError();
};

void TestTableExport::fieldsAreQuotedOnlyWhenNeeded_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("csv");
    QTest::newRow("plain") << QStringLiteral("cs:{a}:lock") << QByteArray("cs:{a}:lock");
    QTest::newRow("comma") << QStringLiteral("a,b") << QByteArray("\"a,b\"");
    QTest::newRow("quote") << QStringLiteral("say \"hi\"") << QByteArray("\"say \"\"hi\"\"\"");
    QTest::newRow("newline") << QStringLiteral("a\nb") << QByteArray("\"a\nb\"");
    QTest::newRow("utf-8") << QStringLiteral("锁 ✓") << QByteArray("锁 ✓");
    QTest::newRow("empty") << QString() << QByteArray();
}

void TestTableExport::fieldsAreQuotedOnlyWhenNeeded()
{
    QFETCH(QString, text);
    QFETCH(QByteArray, csv);
    QCOMPARE(TableCsv::field(text), csv);
}

void TestTableExport::modelBecomesHeaderAndRows()
{
    QStandardItemModel model(2, 2);
    model.setHorizontalHeaderLabels({QStringLiteral("Lock"), QStringLiteral("Holder, token")});
    model.setItem(0, 0, new QStandardItem(QStringLiteral("orders")));
    model.setItem(0, 1, new QStandardItem(QStringLiteral("3f2a")));
    model.setItem(1, 0, new QStandardItem(QStringLiteral("jobs")));
    QCOMPARE(TableCsv::fromModel(model),
             QByteArray("Lock,\"Holder, token\"\r\norders,3f2a\r\njobs,\r\n"));
}

void TestTableExport::exportRoleGivesTheMachineValue()
{
    QStandardItemModel model(2, 2);
    model.setHorizontalHeaderLabels({QStringLiteral("Lock"), QStringLiteral("TTL")});
    model.setHeaderData(1, Qt::Horizontal, QStringLiteral("TTL (ms)"), TableCsv::ExportRole);
    model.setItem(0, 0, new QStandardItem(QStringLiteral("orders")));
    auto *ttl = new QStandardItem(QStringLiteral("1 min 20 s"));
    ttl->setData(80000, TableCsv::ExportRole);
    model.setItem(0, 1, ttl);
    model.setItem(1, 0, new QStandardItem(QStringLiteral("jobs")));
    model.setItem(1, 1, new QStandardItem(QStringLiteral("no expiry"))); // no ExportRole: shown
    QCOMPARE(TableCsv::fromModel(model),
             QByteArray("Lock,TTL (ms)\r\norders,80000\r\njobs,no expiry\r\n"));
}

void TestTableExport::writeCsvAndPngToFiles()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QStandardItemModel model(1, 1);
    model.setItem(0, 0, new QStandardItem(QStringLiteral("x")));
    QString error;
    const QString csv = dir.filePath(QStringLiteral("t.csv"));
    QVERIFY2(ViewWidgets::writeCsv(csv, model, &error), qPrintable(error));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("1\r\nx\r\n"));

    QLabel chart(QStringLiteral("chart"));
    chart.resize(120, 40);
    const QString png = dir.filePath(QStringLiteral("c.png"));
    QVERIFY2(ViewWidgets::writePng(png, &chart, &error), qPrintable(error));
    const QImage image(png);
    QVERIFY(!image.isNull());
    QCOMPARE(image.width(), int(120 * chart.devicePixelRatioF()));
}

void TestTableExport::unwritablePathGivesAnError()
{
    QStandardItemModel model(1, 1);
    QString error;
    QVERIFY(!ViewWidgets::writeCsv(QStringLiteral("/nonexistent-dir/x.csv"), model, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_MAIN(TestTableExport)
#include "tst_tableexport.moc"
