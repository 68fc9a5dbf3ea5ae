#pragma once

#include "redisclient.h"

#include <QStatusBar>

class ElidedLabel;
class QLabel;
class ServerSession;

// The window's status bar: what the session is connected to, how that connection is doing,
// the server's version and the live round trip, e.g.
//   ● sandbox   connected                       read-only   Redis 7.0.15   RTT 0.12 ms
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
    // Every part, joined with " · ".
    QString summary() const;

private:
    void refresh();
    void onReconnectScheduled(int attempt, int delayMs);
    void onLatency(qint64 us);

    ServerSession *m_session;
    QLabel *m_indicator;
    QLabel *m_kind;
    ElidedLabel *m_state;
    QLabel *m_mode;
    QLabel *m_version;
    QLabel *m_latency;
    int m_attempt = 0;
    int m_delayMs = 0;
};
