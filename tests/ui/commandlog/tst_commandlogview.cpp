#include "commandlogmodel.h"
#include "commandlogview.h"

#include <QLineEdit>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>

namespace {
CommandRecord makeRecord(const QString &connection, RedisCommand argv)
{
    CommandRecord r;
    r.timeMs = 1700000000000;
    r.connection = connection;
    r.argv = std::move(argv);
    r.latencyUs = 120;
    r.replySummary = QStringLiteral("OK");
    return r;
}

void appendRows(CommandLogModel &model, int first, int count)
{
    for (int i = first; i < first + count; ++i)
        model.append(makeRecord(QStringLiteral("sandbox"), {"SET", "key", QByteArray::number(i)}));
    model.flush();
}
} // namespace

class TestCommandLogView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void followsNewRowsUntilTheUserScrollsUp();
    void filtersOnCommandConnectionAndNode();
    void copiesSelectedRowsWithTheFullCommand();
};

void TestCommandLogView::followsNewRowsUntilTheUserScrollsUp()
{
    CommandLogModel model;
    CommandLogView view(&model);
    view.resize(600, 240);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QScrollBar *bar = view.tableView()->verticalScrollBar();

    appendRows(model, 0, 100);
    QTRY_VERIFY(bar->maximum() > 0);
    QCOMPARE(bar->value(), bar->maximum());

    bar->setValue(0); // the user reads older commands
    appendRows(model, 100, 50);
    QTest::qWait(50);
    QCOMPARE(bar->value(), 0);

    bar->setValue(bar->maximum()); // back at the bottom: follow again
    appendRows(model, 150, 50);
    QTRY_COMPARE(bar->value(), bar->maximum());
    QCOMPARE(view.proxyModel()->rowCount(), 200);
}

void TestCommandLogView::filtersOnCommandConnectionAndNode()
{
    CommandLogModel model;
    CommandLogView view(&model);
    model.append(makeRecord(QStringLiteral("sandbox"), {"PING"}));
    model.append(makeRecord(QStringLiteral("sandbox"), {"GET", "orders"}));
    model.append(makeRecord(QStringLiteral("10.0.0.5:6379/0"), {"PING"}));
    CommandRecord onNode = makeRecord(QStringLiteral("cluster"), {"GET", "k"});
    onNode.node = QStringLiteral("127.0.0.1:7001");
    model.append(onNode);
    model.flush();

    view.filterEdit()->setText(QStringLiteral("ping"));
    QCOMPARE(view.proxyModel()->rowCount(), 2);
    view.filterEdit()->setText(QStringLiteral("10.0.0.5"));
    QCOMPARE(view.proxyModel()->rowCount(), 1);
    view.filterEdit()->setText(QStringLiteral("orders"));
    QCOMPARE(view.proxyModel()->rowCount(), 1);
    view.filterEdit()->setText(QStringLiteral("7001"));
    QCOMPARE(view.proxyModel()->rowCount(), 1);
    view.filterEdit()->clear();
    QCOMPARE(view.proxyModel()->rowCount(), 4);
}

void TestCommandLogView::copiesSelectedRowsWithTheFullCommand()
{
    CommandLogModel model;
    CommandLogView view(&model);
    const QByteArray value(200, 'v');
    model.append(makeRecord(QStringLiteral("sandbox"), {"PING"}));
    CommandRecord set = makeRecord(QStringLiteral("sandbox"), {"SET", "k", value});
    set.node = QStringLiteral("127.0.0.1:6379");
    model.append(set);
    model.flush();

    view.tableView()->selectRow(1);
    const QStringList cells = view.selectedText().split(QLatin1Char('\t'));
    QCOMPARE(cells.size(), int(CommandLogModel::ColumnCount));
    QCOMPARE(cells.at(CommandLogModel::Connection), QStringLiteral("sandbox"));
    QCOMPARE(cells.at(CommandLogModel::Node), QStringLiteral("127.0.0.1:6379"));
    QCOMPARE(cells.at(CommandLogModel::Command), QStringLiteral("SET k ") + QLatin1String(value));
    QCOMPARE(cells.at(CommandLogModel::Latency), QStringLiteral("0.120 ms"));
}

QTEST_MAIN(TestCommandLogView)
#include "tst_commandlogview.moc"
