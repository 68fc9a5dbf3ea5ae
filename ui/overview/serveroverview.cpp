#include "serveroverview.h"

#include "commandpoller.h"
#include "connectionhealth.h"
#include "emptystatepage.h"
#include "serversession.h"
#include "viewwidgets.h"

#include <QAction>
#include <QFormLayout>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QStackedWidget>
#include <QTime>
#include <QToolButton>
#include <QVBoxLayout>

namespace {
// Secondary text: readable, but quieter than the values next to it.
void mute(QLabel *label)
{
    QPalette palette = label->palette();
    const QColor text = palette.color(QPalette::WindowText);
    const QColor window = palette.color(QPalette::Window);
    palette.setColor(QPalette::WindowText,
                     QColor::fromRgbF(0.6f * text.redF() + 0.4f * window.redF(),
                                      0.6f * text.greenF() + 0.4f * window.greenF(),
                                      0.6f * text.blueF() + 0.4f * window.blueF()));
    label->setPalette(palette);
}

QString dash()
{
    return QStringLiteral("–");
}
} // namespace

ServerOverview::ServerOverview(ServerSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_poller(new CommandPoller({"INFO"}, RefreshIntervalMs, this))
    , m_pages(new QStackedWidget(this))
{
    m_pages->addWidget(createEmptyPage());
    m_pages->addWidget(createInfoPage());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    connect(m_poller, &CommandPoller::replied, this,
            [this](const RedisReply &reply) { showInfo(ServerInfo::fromInfo(reply.bytes())); });
    connect(m_poller, &CommandPoller::failed, this, [this](const RedisError &error) {
        m_infoError = ConnectionHealth::isRefusal(error) ? error : RedisError();
        updatePage();
    });
    connect(session, &ServerSession::clientChanged, this, [this](RedisClient *client) {
        m_hasInfo = false;
        m_infoError = RedisError();
        m_poller->setClient(client);
        updatePage();
    });
    connect(session, &ServerSession::stateChanged, this, &ServerOverview::updatePage);
    connect(session, &ServerSession::errorOccurred, this, &ServerOverview::updatePage);
    m_poller->setClient(session->client());
    updatePage();
}

QString ServerOverview::subtitle() const
{
    return m_subtitle->text();
}

void ServerOverview::addEmptyStateAction(QAction *action)
{
    QToolButton *button = m_empty->addAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setMinimumHeight(button->sizeHint().height() + 8);
}

void ServerOverview::addEmptyServerAction(QAction *action)
{
    auto *button = new QToolButton(m_emptyHint);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    static_cast<QHBoxLayout *>(m_emptyHint->layout())->insertWidget(1, button);
}

QWidget *ServerOverview::createEmptyPage()
{
    m_empty = new EmptyStatePage(QStringLiteral("overview"), this);
    mute(m_empty->detailLabel());
    return m_empty;
}

QLabel *ServerOverview::addCard(QHBoxLayout *row, const QString &caption)
{
    auto *card = new QFrame(this);
    card->setFrameShape(QFrame::StyledPanel);
    card->setMinimumWidth(170);
    auto *captionLabel = new QLabel(caption, card);
    mute(captionLabel);
    QLabel *value = ViewWidgets::scaledLabel(card, 1.8, true);
    auto *layout = new QVBoxLayout(card);
    layout->setContentsMargins(16, 12, 16, 12);
    layout->addWidget(captionLabel);
    layout->addWidget(value);
    row->addWidget(card, 1);
    return value;
}

QWidget *ServerOverview::createDetails(const QString &heading,
                                       const QList<std::pair<QString, QByteArray>> &rows)
{
    auto *column = new QWidget(this);
    QLabel *title = ViewWidgets::scaledLabel(column, 1.15, true);
    title->setText(heading);
    auto *form = new QFormLayout;
    form->setLabelAlignment(Qt::AlignLeft);
    form->setHorizontalSpacing(24);
    for (const auto &[caption, field] : rows) {
        auto *value = new QLabel(column);
        value->setTextFormat(Qt::PlainText);
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        auto *captionLabel = new QLabel(caption, column);
        mute(captionLabel);
        form->addRow(captionLabel, value);
        m_details.append({field, value});
    }
    auto *layout = new QVBoxLayout(column);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title);
    layout->addLayout(form);
    return column;
}

QWidget *ServerOverview::createInfoPage()
{
    auto *page = new QWidget(this);
    m_title = ViewWidgets::scaledLabel(page, 1.8, true);
    m_title->setObjectName(QStringLiteral("overviewTitle"));
    m_subtitle = new QLabel(page);
    m_subtitle->setObjectName(QStringLiteral("overviewSubtitle"));
    m_subtitle->setTextFormat(Qt::PlainText);
    mute(m_subtitle);

    auto *cards = new QHBoxLayout;
    cards->setSpacing(12);
    m_uptime = addCard(cards, tr("Uptime"));
    m_clients = addCard(cards, tr("Connected clients"));
    m_memory = addCard(cards, tr("Used memory"));
    m_keys = addCard(cards, tr("Keys"));

    auto *keyspaceColumn = new QWidget(page);
    QLabel *keyspaceTitle = ViewWidgets::scaledLabel(keyspaceColumn, 1.15, true);
    keyspaceTitle->setText(tr("Keys per database"));
    m_keyspace = new QLabel(keyspaceColumn);
    m_keyspace->setObjectName(QStringLiteral("overviewKeyspace"));
    m_keyspace->setTextFormat(Qt::PlainText);
    m_keyspace->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *keyspaceLayout = new QVBoxLayout(keyspaceColumn);
    keyspaceLayout->setContentsMargins(0, 0, 0, 0);
    keyspaceLayout->addWidget(keyspaceTitle);
    keyspaceLayout->addWidget(m_keyspace);

    auto *details = new QHBoxLayout;
    details->setSpacing(36);
    details->addWidget(keyspaceColumn, 1, Qt::AlignTop);
    details->addWidget(
        createDetails(tr("Activity"), {{tr("Operations per second"), "instantaneous_ops_per_sec"},
                                       {tr("Commands processed"), "total_commands_processed"},
                                       {tr("Connections received"), "total_connections_received"},
                                       {tr("Blocked clients"), "blocked_clients"},
                                       {tr("Keyspace hits"), "keyspace_hits"},
                                       {tr("Keyspace misses"), "keyspace_misses"}}),
        1, Qt::AlignTop);
    details->addWidget(createDetails(tr("Server"), {{tr("TCP port"), "tcp_port"},
                                                    {tr("Process id"), "process_id"},
                                                    {tr("Executable"), "executable"},
                                                    {tr("Memory limit"), "maxmemory_human"},
                                                    {tr("Eviction policy"), "maxmemory_policy"},
                                                    {tr("Operating system"), "os"}}),
                       1, Qt::AlignTop);

    m_updated = new QLabel(page);
    mute(m_updated);

    // An empty server: where to start.
    m_emptyHint = new QWidget(page);
    m_emptyHint->setObjectName(QStringLiteral("overviewEmptyHint"));
    auto *hintText = new QLabel(
        tr("This server holds no keys yet. Load demo data to see a few of every primitive in "
           "the tabs, try a lock in the Locks tab, or run a scenario in the Playground."),
        m_emptyHint);
    hintText->setWordWrap(true);
    auto *hintLayout = new QHBoxLayout(m_emptyHint);
    hintLayout->setContentsMargins(0, 0, 0, 0);
    hintLayout->addWidget(hintText, 1);
    m_emptyHint->hide();

    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(24, 20, 24, 16);
    layout->addWidget(m_title);
    layout->addWidget(m_subtitle);
    layout->addSpacing(16);
    layout->addLayout(cards);
    layout->addSpacing(12);
    layout->addWidget(m_emptyHint);
    layout->addSpacing(12);
    layout->addLayout(details);
    layout->addStretch(1);
    layout->addWidget(m_updated);
    return page;
}

void ServerOverview::updatePage()
{
    const RedisClient::State state = m_session->state();
    if (state == RedisClient::State::Connected) {
        if (!m_hasInfo) {
            const QString version = m_session->serverVersion();
            // The version comes from INFO too: a server that refuses it does not say.
            m_title->setText(version.isEmpty() ? tr("Redis (version unknown)")
                                               : tr("Redis %1").arg(version));
            m_subtitle->setText(
                m_infoError.isError()
                    ? tr("The server refuses INFO (%1): no server figures; asked again every %2 s")
                          .arg(m_infoError.message())
                          .arg(ConnectionHealth::RefusedRetryMs / 1000)
                    : tr("Reading INFO…"));
            for (QLabel *value : {m_uptime, m_clients, m_memory, m_keys})
                value->setText(dash());
            for (const auto &[field, value] : std::as_const(m_details))
                value->setText(dash());
            m_keyspace->clear();
            m_updated->clear();
        }
        m_pages->setCurrentIndex(1);
        return;
    }
    // The error itself is in the banner and the status bar; this page says what to do.
    switch (state) {
    case RedisClient::State::Connecting:
        m_empty->setTitle(m_session->client() ? tr("Connecting…") : tr("Starting the sandbox…"));
        m_empty->setDetail(m_session->client()
                               ? m_session->client()->options().endpoint()
                               : tr("A private redis-server for experiments, gone when "
                                    "CoordScope quits."));
        break;
    case RedisClient::State::Reconnecting:
        m_empty->setTitle(tr("Connection lost, reconnecting…"));
        m_empty->setDetail(
            tr("The summary comes back as soon as %1 answers again.").arg(m_session->label()));
        break;
    default:
        m_empty->setTitle(EmptyStatePage::notConnectedTitle());
        m_empty->setDetail(tr("Start a private sandbox server to experiment safely, or "
                              "connect to a Redis server you run."));
        break;
    }
    m_pages->setCurrentIndex(0);
}

void ServerOverview::showInfo(const ServerInfo &info)
{
    m_info = info;
    m_hasInfo = true;
    m_infoError = RedisError();
    const QLocale locale;
    const QString version = info.version();
    m_title->setText(tr("Redis %1").arg(version.isEmpty() ? m_session->serverVersion() : version));
    QStringList facts;
    for (const QByteArray &field : {QByteArray("redis_mode"), QByteArray("role")})
        if (const QString fact = info.value(field); !fact.isEmpty())
            facts.append(fact);
    facts.append(m_session->isSandbox()
                     ? tr("sandbox on %1").arg(m_session->client()->options().endpoint())
                     : m_session->label());
    m_subtitle->setText(facts.join(QStringLiteral(" · ")));
    const auto count = [&locale, &info](const QByteArray &field) {
        const qint64 n = info.number(field);
        return n >= 0 ? locale.toString(n) : dash();
    };
    const qint64 uptime = info.number("uptime_in_seconds");
    m_uptime->setText(uptime >= 0 ? ServerInfo::formatUptime(uptime) : dash());
    m_clients->setText(count("connected_clients"));
    const QString memory = info.value("used_memory_human");
    m_memory->setText(memory.isEmpty() ? dash() : memory);
    m_keys->setText(locale.toString(info.totalKeys()));
    m_emptyHint->setVisible(info.totalKeys() == 0);
    for (const auto &[field, value] : std::as_const(m_details)) {
        const QString text = info.value(field);
        if (field == "maxmemory_human" && info.number("maxmemory") == 0)
            value->setText(tr("none"));
        else
            value->setText(text.isEmpty() ? dash() : text);
    }

    QStringList lines;
    for (const ServerInfo::Database &db : info.databases)
        lines.append(tr("db%1    %2 keys, %3 with a TTL")
                         .arg(db.index)
                         .arg(locale.toString(db.keys), locale.toString(db.expires)));
    m_keyspace->setText(lines.isEmpty() ? tr("No keys in any database.")
                                        : lines.join(QLatin1Char('\n')));
    m_updated->setText(tr("Updated %1 · refreshed every %2 s")
                           .arg(QTime::currentTime().toString(QStringLiteral("HH:mm:ss")))
                           .arg(RefreshIntervalMs / 1000));
    updatePage();
}
