#include "mainwindow.h"
#include "redisclient.h"
#include "redisconnection.h"
#include "redissentinelprocess.h"
#include "sentinelfailovermodel.h"
#include "sentinelreplicamodel.h"
#include "sentinelstatuspoller.h"
#include "sentinelview.h"
#include "serversession.h"
#include "testredis.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {
constexpr int TimeoutMs = 20000;
// SENTINEL FAILOVER to +switch-master: the failover timeout (3 s) and more on a loaded machine.
constexpr int FailoverTimeoutMs = 20000;

// The tab on a session of its own, shown offscreen at the smallest size it must be usable at,
// both models checked on every change.
struct Fixture
{
    ServerSession session;
    SentinelView view{&session};
    QAbstractItemModelTester replicasTester{view.replicaModel(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest};
    QAbstractItemModelTester failoversTester{
        view.failoverModel(), QAbstractItemModelTester::FailureReportingMode::QtTest};

    Fixture()
    {
        view.resize(1024, 700);
        view.show();
    }

    QString replicaCell(const QString &address, int column) const
    {
        const int row = view.replicaModel()->rowOf(address);
        return row < 0 ? QString() : view.replicaModel()->index(row, column).data().toString();
    }
};

qint64 number(const QString &text)
{
    bool ok = false;
    const qint64 n = QLocale().toLongLong(text, &ok);
    return ok ? n : -1;
}
} // namespace

// The Sentinel tab against a real local deployment (a master, 2 replicas, 3 sentinels, each
// side with its own password), offscreen: the master, quorum, replicas with their offsets and
// the sentinels as the sentinels say; a failover in "failovers seen"; the error line naming an
// unreachable sentinel; the tab only for Sentinel connections.
class TestSentinelView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void withoutSentinelTheViewSaysSo();
    void theTabIsShownOnlyForSentinelConnections();
    void showsTheMasterQuorumReplicasAndSentinels();
    void readsOnlyWhileShown();
    void aFailoverIsListedWithFromAndTo();
    void anUnreachableSentinelIsNamedOnTheErrorLine();

private:
    std::unique_ptr<RedisSentinelProcess> m_deployment;
};

void TestSentinelView::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    auto started = TestRedis::startSentinel();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    m_deployment = std::move(started.value());
}

void TestSentinelView::withoutSentinelTheViewSaysSo()
{
    Fixture f;
    QVERIFY(!f.view.showsStatus());
    QVERIFY2(f.view.emptyStateText().contains(u"Not connected"_s),
             qPrintable(f.view.emptyStateText()));
    ConnectionOptions direct = m_deployment->dataNode(0)->connectionOptions();
    direct.password = m_deployment->options().password;
    f.session.connectTo(direct);
    QVERIFY(!f.view.showsStatus());
    QVERIFY2(f.view.emptyStateText().startsWith(u"Not a Sentinel connection"_s),
             qPrintable(f.view.emptyStateText()));
    QVERIFY(!f.view.poller()->isReading()); // nothing to read
}

void TestSentinelView::theTabIsShownOnlyForSentinelConnections()
{
    MainWindow window;
    const int tab = window.tabs()->indexOf(window.tabs()->findChild<SentinelView *>());
    QVERIFY(tab >= 0);
    QCOMPARE(window.tabs()->tabText(tab), u"Sentinel"_s);
    QVERIFY(!window.tabs()->isTabVisible(tab));
    QVERIFY(!window.showTab(u"Sentinel"_s));
    window.session()->connectTo(m_deployment->sentinelUrl());
    QVERIFY(window.tabs()->isTabVisible(tab));
    QVERIFY(window.showTab(u"Sentinel"_s));
    ConnectionOptions direct = m_deployment->dataNode(0)->connectionOptions();
    direct.password = m_deployment->options().password;
    window.session()->connectTo(direct);
    QVERIFY(!window.tabs()->isTabVisible(tab));
}

void TestSentinelView::showsTheMasterQuorumReplicasAndSentinels()
{
    const QString master = *m_deployment->masterAddress();
    ConnectionOptions data = m_deployment->sentinelUrl();
    RedisConnection writer(data);
    QVERIFY(writer.command({"SET", "sentinel:view", "1"}).ok());
    QVERIFY(writer.command({"WAIT", "2", "5000"}).ok());

    Fixture f;
    f.session.connectTo(m_deployment->sentinelUrl());
    QVERIFY(f.view.showsStatus());
    QTRY_VERIFY_WITH_TIMEOUT(f.view.masterText().contains(master), TimeoutMs);
    QCOMPARE(f.view.masterText(), u"\"cs\" at %1 · flags: master"_s.arg(master));
    QVERIFY2(f.view.quorumText().startsWith(u"2 sentinels must agree"_s),
             qPrintable(f.view.quorumText()));
    QVERIFY2(f.view.quorumText().contains(u"CKQUORUM: OK"_s), qPrintable(f.view.quorumText()));
    for (int i = 0; i < m_deployment->sentinelCount(); ++i) {
        const QString sentinel = m_deployment->sentinel(i)->connectionOptions().address();
        QVERIFY2(f.view.sentinelsText().contains(sentinel), qPrintable(f.view.sentinelsText()));
    }
    QVERIFY2(f.view.readText().startsWith(u"Read every 2 s from sentinel 127.0.0.1:"_s),
             qPrintable(f.view.readText()));
    QCOMPARE(f.view.errorText(), QString());

    QCOMPARE(f.view.replicaModel()->rowCount(), 2);
    for (int i = 0; i < m_deployment->dataNodeCount(); ++i) {
        const QString node = m_deployment->dataNode(i)->connectionOptions().address();
        if (node == master)
            continue;
        QVERIFY2(f.view.replicaModel()->rowOf(node) >= 0, qPrintable(node));
        QTRY_VERIFY_WITH_TIMEOUT(number(f.replicaCell(node, SentinelReplicaModel::Offset)) > 0,
                                 TimeoutMs);
        QVERIFY2(number(f.replicaCell(node, SentinelReplicaModel::Lag)) >= 0,
                 qPrintable(f.replicaCell(node, SentinelReplicaModel::Lag)));
        QCOMPARE(f.replicaCell(node, SentinelReplicaModel::Link), u"ok"_s);
        QVERIFY(f.replicaCell(node, SentinelReplicaModel::Flags).startsWith(u"slave"_s));
    }
}

// The view reads on a timer only while it is shown, and at once on Refresh.
void TestSentinelView::readsOnlyWhileShown()
{
    Fixture f;
    f.session.connectTo(m_deployment->sentinelUrl());
    QVERIFY(f.view.poller()->isActive());
    QTRY_VERIFY_WITH_TIMEOUT(!f.view.masterText().contains(u"asking"_s), TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!f.view.poller()->isReading(), TimeoutMs);
    f.view.hide();
    QVERIFY(!f.view.poller()->isActive());
    f.view.refreshButton()->click(); // Refresh still reads once
    QVERIFY(f.view.poller()->isReading());
    QVERIFY(!f.view.refreshButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!f.view.poller()->isReading(), TimeoutMs);
    QVERIFY(f.view.refreshButton()->isEnabled());
    f.view.show();
    QVERIFY(f.view.poller()->isActive());
}

// SENTINEL FAILOVER: the client follows the +switch-master announcement, the view lists the
// failover with both masters, and its next read shows the new master.
void TestSentinelView::aFailoverIsListedWithFromAndTo()
{
    Fixture f;
    f.session.connectTo(m_deployment->sentinelUrl());
    QTRY_COMPARE_WITH_TIMEOUT(f.session.state(), RedisClient::State::Connected, TimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!f.session.client()->switchSentinel().isEmpty(), TimeoutMs);
    const QString old = f.session.client()->options().address();
    QCOMPARE(f.view.failoverModel()->rowCount(), 0);

    ConnectionOptions sentinel = m_deployment->sentinel(0)->connectionOptions();
    sentinel.password = m_deployment->options().sentinelPassword;
    RedisConnection s(sentinel);
    QVERIFY(s.command({"SENTINEL", "FAILOVER", "cs"}).ok());
    QTRY_COMPARE_WITH_TIMEOUT(f.view.failoverModel()->rowCount(), 1, FailoverTimeoutMs);
    const QString now = *m_deployment->masterAddress();
    QVERIFY(now != old);
    const SentinelFailoverModel *model = f.view.failoverModel();
    QCOMPARE(model->index(0, SentinelFailoverModel::From).data().toString(), old);
    QCOMPARE(model->index(0, SentinelFailoverModel::To).data().toString(), now);
    QVERIFY2(model->index(0, SentinelFailoverModel::Source)
                 .data()
                 .toString()
                 .startsWith(u"+switch-master from sentinel 127.0.0.1:"_s),
             qPrintable(model->index(0, SentinelFailoverModel::Source).data().toString()));
    QTRY_VERIFY_WITH_TIMEOUT(f.view.masterText().contains(now), TimeoutMs);
    QTRY_COMPARE_WITH_TIMEOUT(f.view.replicaModel()->rowCount(), 2, TimeoutMs);
    QVERIFY(m_deployment->waitUntilReady(30000).ok());
}

// No sentinel of the URL answers: the error line says so and names it; the view stays on its
// page (the client retries).
void TestSentinelView::anUnreachableSentinelIsNamedOnTheErrorLine()
{
    Fixture f;
    ConnectionOptions url = m_deployment->sentinelUrl();
    url.port = TestRedis::unusedPort();
    url.moreSeeds.clear();
    url.connectTimeoutMs = 1000;
    f.session.connectTo(url);
    QVERIFY(f.view.showsStatus());
    const QString sentinel = u"127.0.0.1:%1"_s.arg(url.port);
    QTRY_VERIFY_WITH_TIMEOUT(f.view.errorText().contains(sentinel), TimeoutMs);
    QVERIFY2(f.view.errorText().contains(u"unreachable"_s), qPrintable(f.view.errorText()));
    QVERIFY2(f.view.masterText().contains(u"asking the sentinels"_s),
             qPrintable(f.view.masterText()));
}

QTEST_MAIN(TestSentinelView)
#include "tst_sentinelview.moc"
