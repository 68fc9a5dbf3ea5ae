#include "sessionstatusbar.h"

#include "connectionhealth.h"
#include "elidedlabel.h"
#include "serversession.h"

#include <QLabel>
#include <QTime>

namespace {
const QString Green = QStringLiteral("#2e9d4f");
const QString Amber = QStringLiteral("#b36b00");

QString stateColor(RedisClient::State state, bool failed, ConnectionHealth::Verdict health)
{
    switch (state) {
    case RedisClient::State::Connected:
        // Green only once the probe answered and nothing the features need is refused.
        return health == ConnectionHealth::Verdict::Healthy ? Green : Amber;
    case RedisClient::State::Connecting:
    case RedisClient::State::Reconnecting:
        return Amber;
    case RedisClient::State::Disconnected:
        break;
    }
    return failed ? QStringLiteral("#c01c28") : QStringLiteral("#8a8a8a");
}
} // namespace

SessionStatusBar::SessionStatusBar(ServerSession *session, QWidget *parent)
    : QStatusBar(parent)
    , m_session(session)
    , m_indicator(new QLabel(this))
    , m_kind(new QLabel(this))
    , m_state(new ElidedLabel(this))
    , m_mode(new QLabel(this))
    , m_tls(new QLabel(this))
    , m_cluster(new QLabel(this))
    , m_version(new QLabel(this))
    , m_load(new QLabel(this))
    , m_latency(new QLabel(this))
{
    setSizeGripEnabled(true);
    m_kind->setObjectName(QStringLiteral("statusKind"));
    m_state->setObjectName(QStringLiteral("statusState"));
    m_mode->setObjectName(QStringLiteral("statusMode"));
    m_mode->setContentsMargins(8, 0, 8, 0);
    m_mode->setToolTip(tr("Read-only: CoordScope sends only read commands to this server. "
                          "Connection › Read-only turns it off for this connection."));
    m_tls->setObjectName(QStringLiteral("statusTls"));
    m_tls->setContentsMargins(8, 0, 8, 0);
    m_tls->setText(tr("TLS unverified"));
    m_tls->setStyleSheet(QStringLiteral("QLabel { color: %1; font-weight: bold; }").arg(Amber));
    m_tls->setToolTip(tr("TLS without certificate verification (verify=no): the server's "
                         "certificate is not checked, so the server is not authenticated and "
                         "anyone on the path can read and change this connection. Use ca= (or "
                         "the system's CAs) and leave verify on."));
    m_tls->setVisible(false);
    m_cluster->setObjectName(QStringLiteral("statusCluster"));
    m_cluster->setContentsMargins(8, 0, 8, 0);
    m_cluster->setToolTip(tr("A Redis Cluster: each command goes to the master of its keys' slot, "
                             "and discovery and the key browser scan every master (the Cluster "
                             "tab shows the nodes)"));
    m_cluster->setVisible(false);
    m_version->setObjectName(QStringLiteral("statusVersion"));
    m_latency->setObjectName(QStringLiteral("statusLatency"));
    QFont bold = m_kind->font();
    bold.setBold(true);
    m_kind->setFont(bold);
    m_state->setContentsMargins(8, 0, 8, 0);
    m_version->setContentsMargins(8, 0, 8, 0);
    m_latency->setContentsMargins(8, 0, 4, 0);
    m_latency->setMinimumWidth(
        m_latency->fontMetrics().horizontalAdvance(QStringLiteral("RTT 000.00 ms")) + 12);
    m_latency->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    addWidget(m_indicator);
    addWidget(m_kind);
    addWidget(m_state, 1);
    addPermanentWidget(m_tls);
    addPermanentWidget(m_cluster);
    addPermanentWidget(m_mode);
    addPermanentWidget(m_version);
    addPermanentWidget(m_load);
    addPermanentWidget(m_latency);
    m_load->setObjectName(QStringLiteral("statusLoad"));
    m_load->setContentsMargins(8, 0, 8, 0);
    m_load->setVisible(false);
    m_loadTimer.setInterval(1000);
    connect(&m_loadTimer, &QTimer::timeout, this, &SessionStatusBar::updateLoad);
    m_loadTimer.start();

    connect(session, &ServerSession::stateChanged, this, &SessionStatusBar::refresh);
    connect(session, &ServerSession::clientChanged, this, [this](RedisClient *client) {
        disconnect(m_topology);
        disconnect(m_failoverLink);
        m_failover.clear();
        if (client) {
            m_topology = connect(client, &RedisClient::clusterTopologyChanged, this,
                                 &SessionStatusBar::refresh);
            m_failoverLink =
                connect(client, &RedisClient::failover, this, [this](const QString &message) {
                    m_failover =
                        tr("%1 at %2")
                            .arg(message,
                                 QTime::currentTime().toString(QStringLiteral("HH:mm:ss")));
                    refresh();
                });
        }
        refresh();
    });
    connect(session, &ServerSession::connected, this, &SessionStatusBar::refresh);
    connect(session, &ServerSession::errorOccurred, this, &SessionStatusBar::refresh);
    connect(session, &ServerSession::reconnectScheduled, this,
            &SessionStatusBar::onReconnectScheduled);
    connect(session, &ServerSession::latencyMeasured, this, &SessionStatusBar::onLatency);
    connect(session, &ServerSession::readOnlyChanged, this, &SessionStatusBar::refresh);
    connect(session->health(), &ConnectionHealth::changed, this, &SessionStatusBar::refresh);
    refresh();
}

QString SessionStatusBar::kindText() const
{
    return m_kind->text();
}

QString SessionStatusBar::stateText() const
{
    return m_state->text();
}

QString SessionStatusBar::versionText() const
{
    return m_version->text();
}

QString SessionStatusBar::latencyText() const
{
    return m_latency->text();
}

QString SessionStatusBar::modeText() const
{
    return m_mode->text();
}

QString SessionStatusBar::stateToolTip() const
{
    return m_state->toolTip();
}

QString SessionStatusBar::indicatorColor() const
{
    return m_indicatorColor;
}

QString SessionStatusBar::tlsText() const
{
    return m_tls->isVisibleTo(this) ? m_tls->text() : QString();
}

QString SessionStatusBar::tlsToolTip() const
{
    return m_tls->toolTip();
}

QString SessionStatusBar::clusterText() const
{
    return m_cluster->isVisibleTo(this) ? m_cluster->text() : QString();
}

QString SessionStatusBar::summary() const
{
    QStringList parts{kindText(), stateText()};
    for (const QString &part : {tlsText(), clusterText(), modeText(), versionText(), latencyText()})
        if (!part.isEmpty())
            parts.append(part);
    return parts.join(QStringLiteral(" · "));
}

void SessionStatusBar::refresh()
{
    const RedisClient::State state = m_session->state();
    const RedisError error = m_session->lastError();
    const QString label = m_session->label();
    m_kind->setText(label.isEmpty() ? tr("no server") : label);
    const bool readOnly = m_session->client() && m_session->isReadOnly();
    m_mode->setText(readOnly ? tr("read-only") : QString());
    m_mode->setVisible(readOnly);

    const ConnectionHealth *health = m_session->health();
    const ConnectionHealth::Verdict verdict = health->verdict();
    QString text;
    QString details;
    switch (state) {
    case RedisClient::State::Connected:
        text = health->problem().isEmpty() ? tr("connected")
                                           : tr("connected, but %1").arg(health->problem());
        details = health->details();
        // A Sentinel's master changed: said until the connection is dropped.
        if (!m_failover.isEmpty())
            text += QStringLiteral(" · ") + m_failover;
        break;
    case RedisClient::State::Connecting:
        text = m_session->client() ? tr("connecting") : tr("connecting (starting redis-server)");
        break;
    case RedisClient::State::Reconnecting:
        text = tr("reconnecting (attempt %1, next in %2 ms)").arg(m_attempt).arg(m_delayMs);
        break;
    case RedisClient::State::Disconnected:
        text = error.isError() ? tr("disconnected: %1").arg(error.message()) : tr("disconnected");
        break;
    }
    m_state->setText(text);
    m_state->setToolTip(details.isEmpty() ? text : text + QLatin1Char('\n') + details);
    const bool troubled = state == RedisClient::State::Connected && !details.isEmpty();
    QPalette palette = m_state->palette();
    palette.setColor(QPalette::WindowText,
                     troubled ? QColor(Amber) : QWidget::palette().color(QPalette::WindowText));
    m_state->setPalette(palette);
    m_indicatorColor = stateColor(state, error.isError(), verdict);
    m_indicator->setText(QStringLiteral("<span style=\"color:%1\">●</span>").arg(m_indicatorColor));
    m_indicator->setToolTip(m_state->toolTip());

    const RedisClient *client = m_session->client();
    m_tls->setVisible(client && client->options().transport == ConnectionOptions::Transport::Tls &&
                      !client->options().tls.verifyPeer);
    const int masters =
        client && client->isCluster() ? int(client->clusterTopology().masters().size()) : 0;
    m_cluster->setText(tr("cluster · %n master(s)", nullptr, masters));
    m_cluster->setVisible(masters > 0);

    const QString version = m_session->serverVersion();
    m_version->setText(version.isEmpty() || state == RedisClient::State::Disconnected
                           ? QString()
                           : tr("Redis %1").arg(version));
    m_version->setVisible(!m_version->text().isEmpty());
    if (state != RedisClient::State::Connected)
        m_latency->setText(tr("RTT –"));
}

void SessionStatusBar::onReconnectScheduled(int attempt, int delayMs)
{
    m_attempt = attempt;
    m_delayMs = delayMs;
    refresh();
}

QString SessionStatusBar::loadText() const
{
    return m_load->isHidden() ? QString() : m_load->text();
}

void SessionStatusBar::setBudget(std::optional<LoadBudgetLimits> budget)
{
    m_budget = budget;
    updateLoad();
}

void SessionStatusBar::updateLoad()
{
    const RedisClient *client = m_session->client();
    if (!client || client->state() != RedisClient::State::Connected) {
        m_load->setVisible(false);
        return;
    }
    const RedisClient::Load load = client->load();
    const double percent = load.serverShare * 100;
    m_load->setText(
        tr("load %1 % · %2 cmd/s")
            .arg(percent < 10 ? QString::number(percent, 'f', 1) : QString::number(qRound(percent)))
            .arg(qRound(load.commandsPerSecond)));
    const bool over =
        m_budget &&
        ((m_budget->serverShare > 0 && load.serverShare > m_budget->serverShare) ||
         (m_budget->commandsPerSecond > 0 && load.commandsPerSecond > m_budget->commandsPerSecond));
    QPalette palette = m_load->palette();
    palette.setColor(QPalette::WindowText,
                     over ? QColor(Amber) : QWidget::palette().color(QPalette::WindowText));
    m_load->setPalette(palette);
    m_load->setToolTip(
        tr("The load CoordScope puts on this server, over the last %1 s: commands per second, and "
           "the share of one server core its commands took (measured from their round trips "
           "less the network's: an estimate).\nInspector budget: %2 (Connection › Load "
           "budget…; Scan now in the Inspector runs one pass without it).")
            .arg(LoadMeter::WindowSeconds)
            .arg(m_budget ? m_budget->toString() : tr("none")));
    m_load->setVisible(true);
}

void SessionStatusBar::onLatency(qint64 us)
{
    m_latency->setText(tr("RTT %1 ms").arg(double(us) / 1000.0, 0, 'f', 2));
}
