#pragma once

// What the tests of a tab repeat: a session with a monitor of its own, and the private server
// they run against. Header only: it uses ui/ (the session, the monitor), which the library of
// tests/support does not link; the tests that include it link coordscope-ui.

#include "actionrunner.h"
#include "commandlog.h"
#include "inspectormonitor.h"
#include "redisconnection.h"
#include "serversession.h"
#include "testredis.h"

#include <QSize>
#include <QStandardPaths>
#include <QTest>

#include <memory>

// A session and a monitor that follows its client, ticking fast (as InspectorView owns it),
// ready before the view is made.
struct MonitoredSession
{
    ServerSession session;
    InspectorMonitor monitor;

    MonitoredSession(int intervalMs, int discoveryIntervalMs)
    {
        monitor.setIntervalMs(intervalMs);
        monitor.setDiscoveryIntervalMs(discoveryIntervalMs);
        QObject::connect(&session, &ServerSession::clientChanged, &monitor,
                         &InspectorMonitor::setClient);
    }
};

// The tab under test on that session and monitor, shown offscreen.
template <typename View>
struct ViewFixture : MonitoredSession
{
    View view{&session, &monitor};

    explicit ViewFixture(int intervalMs = 200, int discoveryIntervalMs = 1000,
                         QSize size = {1100, 800})
        : MonitoredSession(intervalMs, discoveryIntervalMs)
    {
        view.resize(size);
        view.show();
    }
};

// initTestCase of a tab's tests: the private server, and a connection that prepares its keys.
// Fails the calling test when either does not come up (check QTest::currentTestFailed()).
inline void startViewTestServer(TestRedis::Server &server,
                                std::unique_ptr<RedisConnection> &connection)
{
    QStandardPaths::setTestModeEnabled(true);
    qRegisterMetaType<ActionResult>();
    qRegisterMetaType<CommandRecord>();
    auto started = TestRedis::start();
    QVERIFY2(started.ok(), qPrintable(started.error().toString()));
    server = std::move(started.value());
    connection = std::make_unique<RedisConnection>(server->connectionOptions());
    QVERIFY(connection->connect().ok());
}
