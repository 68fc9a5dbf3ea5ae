#include "commandlogmodel.h"
#include "commandlogview.h"

#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTest>
#include <QToolButton>

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
    void keepsFollowingWhenTheViewportShrinks();
    void keepsFollowingThroughABurstAtCapacity();
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
    QVERIFY(view.followButton()->isChecked());
    QVERIFY(!view.countLabel()->text().contains(QStringLiteral("not following")));

    bar->setValue(0); // the user reads older commands: the button and the count say so
    QVERIFY(!view.isFollowing());
    QVERIFY(!view.followButton()->isChecked());
    QVERIFY(view.countLabel()->text().contains(QStringLiteral("not following")));
    appendRows(model, 100, 50);
    QTest::qWait(50);
    QCOMPARE(bar->value(), 0);

    bar->setValue(bar->maximum()); // back at the bottom: follow again
    QVERIFY(view.followButton()->isChecked());
    appendRows(model, 150, 50);
    QTRY_COMPARE(bar->value(), bar->maximum());
    QCOMPARE(view.proxyModel()->rowCount(), 200);

    bar->setValue(0);
    view.followButton()->click(); // the button brings the newest row back
    QVERIFY(view.isFollowing());
    QTRY_COMPARE(bar->value(), bar->maximum());
    QVERIFY(!view.countLabel()->text().contains(QStringLiteral("not following")));
    appendRows(model, 200, 30);
    QTRY_COMPARE(bar->value(), bar->maximum());
}

// A window or dock made smaller (or a horizontal scroll bar appearing with the vertical one)
// moves the maximum past the value: the log still follows.
void TestCommandLogView::keepsFollowingWhenTheViewportShrinks()
{
    CommandLogModel model;
    CommandLogView view(&model);
    view.resize(600, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QScrollBar *bar = view.tableView()->verticalScrollBar();
    appendRows(model, 0, 100);
    QTRY_VERIFY(bar->maximum() > 0);
    QCOMPARE(bar->value(), bar->maximum());

    const int before = bar->maximum();
    view.resize(600, 200);
    QTRY_VERIFY(bar->maximum() > before);
    appendRows(model, 100, 20);
    QTRY_COMPARE(view.proxyModel()->rowCount(), 120);
    QTRY_COMPARE(bar->value(), bar->maximum());
    QVERIFY(view.isFollowing());
    QVERIFY(view.followButton()->isChecked());
}

// Rows evicted at the top while a burst comes in, with the event loop running between batches.
void TestCommandLogView::keepsFollowingThroughABurstAtCapacity()
{
    CommandLogModel model;
    model.setCapacity(300);
    model.setBatchIntervalMs(5);
    CommandLogView view(&model);
    view.resize(700, 260);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QScrollBar *bar = view.tableView()->verticalScrollBar();
    for (int i = 0; i < 2000; ++i) {
        model.append(makeRecord(QStringLiteral("demo"), {"SET", "k", QByteArray::number(i)}));
        if (i % 97 == 0)
            QCoreApplication::processEvents();
    }
    const auto lastRow = [&view] {
        return view.proxyModel()->index(view.proxyModel()->rowCount() - 1,
                                        CommandLogModel::Command);
    };
    QTRY_VERIFY(lastRow().data().toString().contains(QStringLiteral("1999")));
    QCOMPARE(view.proxyModel()->rowCount(), 300);
    QTRY_COMPARE(bar->value(), bar->maximum());
    // The newest row is the one in sight.
    const QModelIndex last = lastRow();
    QVERIFY(view.tableView()->viewport()->rect().intersects(view.tableView()->visualRect(last)));
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
