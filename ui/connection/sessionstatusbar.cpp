#include "sessionstatusbar.h"

#include "elidedlabel.h"
#include "serversession.h"

#include <QLabel>

namespace {
QString stateColor(RedisClient::State state, bool failed)
{
    switch (state) {
    case RedisClient::State::Connected:
        return QStringLiteral("#2e9d4f");
    case RedisClient::State::Connecting:
    case RedisClient::State::Reconnecting:
        return QStringLiteral("#d08b00");
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
    , m_version(new QLabel(this))
    , m_latency(new QLabel(this))
{
    setSizeGripEnabled(true);
    m_kind->setObjectName(QStringLiteral("statusKind"));
    m_state->setObjectName(QStringLiteral("statusState"));
    m_mode->setObjectName(QStringLiteral("statusMode"));
    m_mode->setContentsMargins(8, 0, 8, 0);
    m_mode->setToolTip(tr("Read-only: CoordScope sends only read commands to this server. "
                          "Connection › Read-only turns it off for this connection."));
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
    addPermanentWidget(m_mode);
    addPermanentWidget(m_version);
    addPermanentWidget(m_latency);

    connect(session, &ServerSession::stateChanged, this, &SessionStatusBar::refresh);
    connect(session, &ServerSession::clientChanged, this, &SessionStatusBar::refresh);
    connect(session, &ServerSession::connected, this, &SessionStatusBar::refresh);
    connect(session, &ServerSession::errorOccurred, this, &SessionStatusBar::refresh);
    connect(session, &ServerSession::reconnectScheduled, this,
            &SessionStatusBar::onReconnectScheduled);
    connect(session, &ServerSession::latencyMeasured, this, &SessionStatusBar::onLatency);
    connect(session, &ServerSession::readOnlyChanged, this, &SessionStatusBar::refresh);
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

QString SessionStatusBar::summary() const
{
    QStringList parts{kindText(), stateText()};
    for (const QString &part : {modeText(), versionText(), latencyText()})
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

    QString text;
    switch (state) {
    case RedisClient::State::Connected:
        text = tr("connected");
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
    m_indicator->setText(QStringLiteral("<span style=\"color:%1\">●</span>")
                             .arg(stateColor(state, error.isError())));

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

void SessionStatusBar::onLatency(qint64 us)
{
    m_latency->setText(tr("RTT %1 ms").arg(double(us) / 1000.0, 0, 'f', 2));
}
