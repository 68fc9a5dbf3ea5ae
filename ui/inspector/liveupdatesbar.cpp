#include "liveupdatesbar.h"

#include "actionrunner.h"
#include "inspectormonitor.h"
#include "keyspacewatcher.h"
#include "redisconnection.h"
#include "serversession.h"

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>

LiveUpdatesBar::LiveUpdatesBar(ServerSession *session, InspectorMonitor *monitor, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_monitor(monitor)
    , m_watcher(new KeyspaceWatcher(this))
    , m_runner(new ActionRunner(QStringLiteral("inspector"), this))
    , m_interval(new QSpinBox(this))
    , m_status(new QLabel(this))
    , m_enable(new QToolButton(this))
{
    m_interval->setObjectName(QStringLiteral("pollInterval"));
    m_interval->setRange(100, 60000);
    m_interval->setSingleStep(100);
    m_interval->setSuffix(tr(" ms"));
    m_interval->setValue(monitor->intervalMs());
    m_interval->setToolTip(tr("How often the inspector reads the primitives it found (pipelined "
                              "and bounded per refresh)"));
    connect(m_interval, &QSpinBox::valueChanged, monitor, &InspectorMonitor::setIntervalMs);

    m_status->setObjectName(QStringLiteral("notificationsStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_enable->setObjectName(QStringLiteral("enableNotifications"));
    m_enable->setText(tr("Enable notifications…"));
    connect(m_enable, &QToolButton::clicked, this, &LiveUpdatesBar::enableNotifications);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Refresh every"), this));
    layout->addWidget(m_interval);
    layout->addSpacing(12);
    layout->addWidget(m_status, 1);
    layout->addWidget(m_enable);

    session->attach(m_runner);
    connect(m_watcher, &KeyspaceWatcher::keysChanged, monitor, &InspectorMonitor::keysChanged);
    connect(m_watcher, &KeyspaceWatcher::keysChanged, monitor,
            &InspectorMonitor::notificationsArrived);
    connect(m_watcher, &KeyspaceWatcher::subscribedChanged, monitor, [monitor](bool subscribed) {
        if (!subscribed)
            monitor->notificationsStopped();
    });
    connect(m_watcher, &KeyspaceWatcher::keysChanged, this, &LiveUpdatesBar::updateText);
    connect(m_watcher, &KeyspaceWatcher::subscribedChanged, this, &LiveUpdatesBar::updateText);
    connect(m_watcher, &KeyspaceWatcher::failed, this, [this](const RedisError &error) {
        m_lastMessage = error.message();
        updateText();
    });
    connect(session, &ServerSession::clientChanged, this, &LiveUpdatesBar::restartWatcher);
    connect(session, &ServerSession::readOnlyChanged, this, &LiveUpdatesBar::updateEnable);
    connect(session, &ServerSession::stateChanged, this, &LiveUpdatesBar::updateEnable);
    restartWatcher();
}

LiveUpdatesBar::~LiveUpdatesBar()
{
    // Stopping reports subscribedChanged: deliver it while this is still a LiveUpdatesBar, not
    // from ~QWidget's deletion of the children.
    m_watcher->disconnect(this);
    m_watcher->stop();
}

void LiveUpdatesBar::restartWatcher()
{
    m_lastMessage.clear();
    if (const auto options = m_session->connectionOptions())
        m_watcher->start(*options, m_session->commandLog());
    else
        m_watcher->stop();
    updateText();
    updateEnable();
}

QString LiveUpdatesBar::notificationsText() const
{
    return m_status->text();
}

void LiveUpdatesBar::updateText()
{
    QString text;
    if (!m_session->client())
        text = QString();
    else if (!m_watcher->isSubscribed())
        text = m_lastMessage.isEmpty()
                   ? tr("Keyspace notifications: subscribing…")
                   : tr("Keyspace notifications: not listening (%1)").arg(m_lastMessage);
    else if (m_watcher->eventsReceived() > 0)
        text = tr("Keyspace notifications: on, %L1 events; changes show at once")
                   .arg(m_watcher->eventsReceived());
    else
        text = tr("Keyspace notifications: listening, none received (off on the server?); "
                  "polling only");
    if (!m_lastMessage.isEmpty() && m_watcher->isSubscribed())
        text += QStringLiteral(" · ") + m_lastMessage;
    m_status->setText(text);
}

void LiveUpdatesBar::updateEnable()
{
    const bool connected = m_session->state() == RedisClient::State::Connected;
    m_enable->setEnabled(connected && m_session->allowsWrites());
    m_enable->setToolTip(
        m_session->isReadOnly()
            ? tr("Read-only: CoordScope never changes a server's configuration in read-only "
                 "mode. Turn read-only off (Connection menu) to enable notifications.")
            : tr("Run CONFIG SET notify-keyspace-events on this server so that changes show at "
                 "once (asks first)"));
}

QByteArray LiveUpdatesBar::mergedFlags(const QByteArray &current)
{
    QByteArray flags = current;
    for (char flag : {'K', 'A'})
        if (!flags.contains(flag))
            flags.prepend(flag);
    return flags;
}

void LiveUpdatesBar::enableNotifications()
{
    if (!m_session->allowsWrites()) {
        m_lastMessage = tr("read-only: not enabling notifications");
        updateText();
        Q_EMIT enableFinished(false, m_lastMessage);
        return;
    }
    const QString question =
        tr("Change the configuration of %1?\n\nThis runs CONFIG SET notify-keyspace-events, "
           "adding K (keyspace events) and A (every type) to the flags already set. The server "
           "then publishes an event for every change to a key, which costs it some CPU on a busy "
           "server. It lasts until the server restarts or someone sets it back.")
            .arg(m_session->label());
    const bool yes = m_confirm ? m_confirm(question)
                               : QMessageBox::question(this, tr("Enable keyspace notifications"),
                                                       question) == QMessageBox::Yes;
    if (!yes)
        return;
    m_enable->setEnabled(false);
    const quint64 ticket = m_runner->run(
        tr("enable keyspace notifications"), [](RedisConnection &c, const ActionContext &) {
            ActionResult result;
            auto current = c.command({"CONFIG", "GET", "notify-keyspace-events"});
            QList<QByteArray> pair;
            if (current)
                if (auto list = current->toBytesList())
                    pair = *list;
            if (!current || pair.size() != 2) {
                result.error = current ? RedisError(RedisError::Kind::UnexpectedReply,
                                                    QStringLiteral("CONFIG GET: unexpected reply"))
                                       : current.error();
                return result;
            }
            const QByteArray flags = mergedFlags(pair.at(1));
            auto set = c.command({"CONFIG", "SET", "notify-keyspace-events", flags});
            result.ok = set.ok();
            if (!set)
                result.error = set.error();
            result.summary = QCoreApplication::translate(
                                 "LiveUpdatesBar", "notify-keyspace-events was \"%1\", now \"%2\"")
                                 .arg(QString::fromLatin1(pair.at(1)), QString::fromLatin1(flags));
            return result;
        });
    auto done = std::make_shared<QMetaObject::Connection>();
    *done = connect(m_runner, &ActionRunner::finished, this,
                    [this, ticket, done](quint64 finished, const ActionResult &result) {
                        if (finished != ticket)
                            return;
                        disconnect(*done);
                        m_lastMessage = result.ok        ? result.summary
                                        : result.skipped ? tr("not run")
                                                         : result.error.message();
                        updateText();
                        updateEnable();
                        Q_EMIT enableFinished(result.ok, m_lastMessage);
                    });
}
