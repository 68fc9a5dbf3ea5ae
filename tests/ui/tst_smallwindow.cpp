// Every tab at 1024x700 with the command log shown (issue 23, defect 5): the window is not
// forced larger, no control is cut off or squashed (a control out of sight is in a scroll
// area), every table shows a few rows, the command log too.
#include "commandlogview.h"
#include "kindview.h"
#include "mainwindow.h"
#include "serversession.h"
#include "testredis.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QScrollArea>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

namespace {
constexpr int TimeoutMs = 30000;
const QSize Small(1024, 700);

// Inside a scroll area's moving widget: reachable by scrolling.
bool scrolls(const QWidget *w, const QWidget *top)
{
    for (const QWidget *p = w; p && p != top; p = p->parentWidget()) {
        const QWidget *viewport = p->parentWidget();
        const auto *area =
            qobject_cast<const QScrollArea *>(viewport ? viewport->parentWidget() : nullptr);
        if (area && area->widget() == p)
            return true;
    }
    return false;
}

// A control of its own, not a part of another (a spin box's line edit).
bool isControl(const QWidget *w)
{
    if (qobject_cast<const QAbstractSpinBox *>(w->parentWidget()) ||
        qobject_cast<const QComboBox *>(w->parentWidget()))
        return false;
    return qobject_cast<const QAbstractButton *>(w) || qobject_cast<const QLineEdit *>(w) ||
           qobject_cast<const QComboBox *>(w) || qobject_cast<const QAbstractSpinBox *>(w);
}

// A table is on a visible page when it and its parents are shown.
int visibleRows(const QTableView *table)
{
    return table->viewport()->height() / qMax(1, table->verticalHeader()->defaultSectionSize());
}
} // namespace

class TestSmallWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyTabIsUsableAt1024x700();
};

void TestSmallWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("CoordScopeTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_smallwindow"));
    QVERIFY2(!RedisServerProcess::findExecutable().isEmpty(),
             "redis-server is needed for the UI tests (install redis-server or set "
             "COORDSCOPE_REDIS_SERVER)");
}

void TestSmallWindow::everyTabIsUsableAt1024x700()
{
    MainWindow window;
    window.resize(Small);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.session()->startSandbox();
    QTRY_VERIFY_WITH_TIMEOUT(window.session()->allowsWrites(), TimeoutMs);
    window.loadDemoData();
    QList<KindView *> kinds = window.findChildren<KindView *>();
    QVERIFY(!kinds.isEmpty());
    QTabWidget *tabs = window.tabs();
    for (KindView *kind : std::as_const(kinds)) {
        tabs->setCurrentWidget(kind);
        QTRY_VERIFY2_WITH_TIMEOUT(!kind->showsEmptyState(), qPrintable(kind->objectName()),
                                  TimeoutMs);
    }
    QCOMPARE(window.size(), Small);
    const QTableView *log = window.commandLogView()->tableView();

    for (int i = 0; i < tabs->count(); ++i) {
        if (!tabs->isTabVisible(i))
            continue;
        tabs->setCurrentIndex(i);
        QWidget *tab = tabs->currentWidget();
        QTest::qWait(200);
        const QString name = tabs->tabText(i);
        QCOMPARE(window.size(), Small);
        QVERIFY2(visibleRows(log) >= 4,
                 qPrintable(QStringLiteral("%1: the command log shows %2 rows")
                                .arg(name)
                                .arg(visibleRows(log))));
        const QRect inside = tab->rect();
        for (QWidget *w : tab->findChildren<QWidget *>()) {
            if (!w->isVisible() || !isControl(w) || scrolls(w, tab))
                continue;
            const QRect at(w->mapTo(tab, QPoint()), w->size());
            QVERIFY2(inside.contains(at),
                     qPrintable(QStringLiteral("%1: %2 \"%3\" at %4,%5 %6x%7 "
                                               "is cut off (the tab is %8x%9)")
                                    .arg(name, QString::fromLatin1(w->metaObject()->className()),
                                         w->objectName())
                                    .arg(at.x())
                                    .arg(at.y())
                                    .arg(at.width())
                                    .arg(at.height())
                                    .arg(inside.width())
                                    .arg(inside.height())));
            QVERIFY2(w->height() >= w->minimumSizeHint().height(),
                     qPrintable(QStringLiteral("%1: %2 \"%3\" is squashed to %4 px high")
                                    .arg(name, QString::fromLatin1(w->metaObject()->className()),
                                         w->objectName())
                                    .arg(w->height())));
        }
        for (QTableView *table : tab->findChildren<QTableView *>()) {
            if (!table->isVisible() || scrolls(table, tab))
                continue;
            QVERIFY2(visibleRows(table) >= 3,
                     qPrintable(QStringLiteral("%1: table %2 shows %3 rows")
                                    .arg(name, table->objectName())
                                    .arg(visibleRows(table))));
        }
    }
}

QTEST_MAIN(TestSmallWindow)
#include "tst_smallwindow.moc"
