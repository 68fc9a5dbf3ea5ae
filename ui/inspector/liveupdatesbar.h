#pragma once

#include <QWidget>

#include <functional>

class ActionRunner;
class InspectorMonitor;
class KeyspaceWatcher;
class QLabel;
class QSpinBox;
class QToolButton;
class ServerSession;

// How the inspector stays up to date, as a row of controls: the polling interval, whether
// keyspace notifications are arriving (KeyspaceWatcher on a connection of its own, feeding
// InspectorMonitor::keysChanged), and the one action that changes the server's configuration:
// "Enable notifications…", which asks first, then adds K and A to notify-keyspace-events
// (keeping the flags already set). Refused in read-only mode, where the button says why.
class LiveUpdatesBar : public QWidget
{
    Q_OBJECT
public:
    LiveUpdatesBar(ServerSession *session, InspectorMonitor *monitor, QWidget *parent = nullptr);
    ~LiveUpdatesBar() override;

    KeyspaceWatcher *watcher() const { return m_watcher; }
    QSpinBox *intervalBox() const { return m_interval; }
    QToolButton *enableButton() const { return m_enable; }
    QString notificationsText() const;

    // Asked before CONFIG SET; the default asks with a message box. Tests answer themselves.
    using Confirmation = std::function<bool(const QString &question)>;
    void setConfirmation(Confirmation confirm) { m_confirm = std::move(confirm); }
    // Enables notifications on the server (after the confirmation); the result is reported
    // through notificationsText() and enableFinished().
    void enableNotifications();

    // The flags to set so that keyspace events for every type are published, keeping the
    // ones already set: "Ex" -> "AKEx" (order as given, K and A added once).
    static QByteArray mergedFlags(const QByteArray &current);

Q_SIGNALS:
    void enableFinished(bool ok, const QString &message);

private:
    void restartWatcher();
    void updateText();
    void updateEnable();

    ServerSession *m_session;
    InspectorMonitor *m_monitor;
    KeyspaceWatcher *m_watcher;
    ActionRunner *m_runner;
    QSpinBox *m_interval;
    QLabel *m_status;
    QToolButton *m_enable;
    Confirmation m_confirm;
    QString m_lastMessage;
};
