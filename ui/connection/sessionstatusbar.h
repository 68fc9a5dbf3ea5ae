#pragma once

#include "loadbudget.h"
#include "redisclient.h"

#include <QStatusBar>
#include <QTimer>

#include <optional>

class ElidedLabel;
class QLabel;
class ServerSession;

// The window's status bar: what the session is connected to, how that connection is doing,
// the server's version, the load CoordScope puts on it and the live round trip, e.g.
//   ● sandbox   connected          read-only   Redis 7.0.15   load 0.8 % · 140 cmd/s   RTT 0.12 ms
// The dot is green only when the connection can do its job (ConnectionHealth): a connection
// whose commands are refused says "connected, but …" in amber, with each refusal in the tooltip.
// A TLS connection without certificate verification shows an amber "TLS unverified"; a cluster
// client says "cluster · N masters".
class SessionStatusBar : public QStatusBar
{
    Q_OBJECT
public:
    explicit SessionStatusBar(ServerSession *session, QWidget *parent = nullptr);

    QString kindText() const;
    QString stateText() const;
    QString versionText() const;
    QString latencyText() const;
    // "read-only" when the session sends only read commands, else empty.
    QString modeText() const;
    // The state's tooltip: the state and, when commands are refused, each refusal.
    QString stateToolTip() const;
    // The dot's colour ("#2e9d4f" green, "#b36b00" amber, "#c01c28" red, "#8a8a8a" grey).
    QString indicatorColor() const;
    // "TLS unverified" for a TLS connection that does not check the server's certificate, else
    // empty; its tooltip says what that means.
    QString tlsText() const;
    QString tlsToolTip() const;
    // "cluster · 3 masters" once the client is a cluster client (cluster=yes, or found by
    // RedisClient::detectCluster() or a MOVED), else empty.
    QString clusterText() const;
    // "load 0.8 % · 140 cmd/s": what the session's client sent over the last 10 s
    // (RedisClient::load()), refreshed every second; empty when not connected.
    QString loadText() const;
    // The inspector's budget, for the load's tooltip and colour (amber above it).
    void setBudget(std::optional<LoadBudgetLimits> budget);
    // Every part, joined with " · ".
    QString summary() const;

private:
    void refresh();
    void onReconnectScheduled(int attempt, int delayMs);
    void onLatency(qint64 us);
    void updateLoad();

    ServerSession *m_session;
    QLabel *m_indicator;
    QLabel *m_kind;
    ElidedLabel *m_state;
    QLabel *m_mode;
    QLabel *m_tls;
    QLabel *m_cluster;
    QMetaObject::Connection m_topology;
    QMetaObject::Connection m_failoverLink;
    QString m_failover; // the last Sentinel failover seen, with its time
    QLabel *m_version;
    QLabel *m_load;
    QTimer m_loadTimer;
    std::optional<LoadBudgetLimits> m_budget;
    QLabel *m_latency;
    int m_attempt = 0;
    int m_delayMs = 0;
    QString m_indicatorColor;
};
