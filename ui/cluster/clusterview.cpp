#include "clusterview.h"

#include "clustereventmodel.h"
#include "clusternodemodel.h"
#include "commandpoller.h"
#include "emptystatepage.h"
#include "redisclient.h"
#include "serversession.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace {
QTableView *clusterTable(QAbstractItemModel *model, QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setAlternatingRowColors(true);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setHighlightSections(false);
    return table;
}
} // namespace

ClusterView::ClusterView(ServerSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_nodes(new ClusterNodeModel(this))
    , m_events(new ClusterEventModel(this))
    , m_keyCounts(new CommandPoller({"DBSIZE"}, KeyCountIntervalMs, this))
    , m_pages(new QStackedWidget(this))
{
    m_empty = new EmptyStatePage(QStringLiteral("cluster"), this);
    m_pages->addWidget(m_empty);
    m_pages->addWidget(createClusterPage());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    m_keyCounts->setNodes([this] { return masters(); });
    connect(m_keyCounts, &CommandPoller::repliedOnNodes, this, &ClusterView::onKeyCounts);
    connect(session, &ServerSession::clientChanged, this, &ClusterView::setClient);
    connect(session, &ServerSession::stateChanged, this, &ClusterView::updatePage);
    connect(session, &ServerSession::connected, this, &ClusterView::detect);
    setClient(session->client());
}

QWidget *ClusterView::createClusterPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(6, 6, 6, 6);
    m_summary = new QLabel(page);
    m_summary->setObjectName(QStringLiteral("clusterSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    auto *splitter = new QSplitter(Qt::Vertical, page);
    m_nodeTable = clusterTable(m_nodes, splitter);
    m_nodeTable->setObjectName(QStringLiteral("clusterNodes"));
    QHeaderView *header = m_nodeTable->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ClusterNodeModel::LastRedirect, QHeaderView::Stretch);
    splitter->addWidget(m_nodeTable);

    auto *log = new QWidget(splitter);
    auto *logLayout = new QVBoxLayout(log);
    logLayout->setContentsMargins(0, 0, 0, 0);
    auto *logTitle = new QLabel(
        tr("<b>Redirections and failovers</b> as this connection meets them: a MOVED says the "
           "slot lives on another master now (the client updates its map), an ASK that the slot "
           "is being migrated (that one command goes to the target), TRYAGAIN and CLUSTERDOWN "
           "that the client must wait and retry."),
        log);
    logTitle->setWordWrap(true);
    logLayout->addWidget(logTitle);
    m_eventTable = clusterTable(m_events, log);
    m_eventTable->setObjectName(QStringLiteral("clusterEvents"));
    // Fixed widths that fit every time and event name: rows arrive one by one, and a column
    // sized to the first ones would clip the later ones.
    QHeaderView *logHeader = m_eventTable->horizontalHeader();
    const QFontMetrics metrics = m_eventTable->fontMetrics();
    int eventWidth = 0;
    for (const QString &event : ClusterEventModel::eventNames())
        eventWidth = qMax(eventWidth, metrics.horizontalAdvance(event));
    logHeader->setSectionResizeMode(QHeaderView::Fixed);
    logHeader->resizeSection(ClusterEventModel::Time,
                             metrics.horizontalAdvance(QStringLiteral("00:00:00.000")) + 24);
    logHeader->resizeSection(ClusterEventModel::Event, eventWidth + 24);
    logHeader->setStretchLastSection(true);
    logLayout->addWidget(m_eventTable);
    splitter->addWidget(log);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);
    // The log follows its newest line unless the user scrolled up.
    connect(m_events, &QAbstractItemModel::rowsInserted, m_eventTable, [this] {
        QScrollBar *bar = m_eventTable->verticalScrollBar();
        if (bar->value() >=
            bar->maximum() - 2 * m_eventTable->verticalHeader()->defaultSectionSize())
            m_eventTable->scrollToBottom();
    });
    return page;
}

void ClusterView::setClient(RedisClient *client)
{
    for (const QMetaObject::Connection &c : std::as_const(m_clientLinks))
        disconnect(c);
    m_clientLinks.clear();
    m_detected = Detected::Unknown;
    m_detectError.clear();
    m_nodes->clear();
    m_events->clear();
    m_keyCounts->setClient(client);
    if (client) {
        m_clientLinks << connect(client, &RedisClient::clusterTopologyChanged, this,
                                 &ClusterView::onTopologyChanged);
        m_clientLinks << connect(client, &RedisClient::clusterLinksChanged, this,
                                 [this, client] { m_nodes->setLinks(client->clusterLinks()); });
        m_clientLinks << connect(client, &RedisClient::redirected, this,
                                 [this](const ClusterRedirect &redirect) {
                                     m_nodes->noteRedirect(redirect);
                                     m_events->noteRedirect(redirect);
                                 });
        if (client->state() == RedisClient::State::Connected)
            detect();
    }
    updatePage();
}

void ClusterView::detect()
{
    RedisClient *client = m_session->client();
    if (!client)
        return;
    client->detectCluster(this, [this, client](const Result<bool> &cluster) {
        if (client != m_session->client())
            return;
        if (!cluster) {
            m_detectError = cluster.error().message();
            // A connection error: asked again on the next connect.
            if (!cluster.error().isConnectionError())
                m_detected = Detected::NotCluster;
        } else {
            m_detected = *cluster ? Detected::Cluster : Detected::NotCluster;
        }
        onTopologyChanged();
    });
}

void ClusterView::onTopologyChanged()
{
    RedisClient *client = m_session->client();
    if (client && client->isCluster()) {
        m_detected = Detected::Cluster;
        const ClusterTopology topology = client->clusterTopology();
        m_nodes->setTopology(topology);
        m_nodes->setLinks(client->clusterLinks());
        m_events->noteTopology(topology);
        m_keyCounts->poll();
    }
    updatePage();
}

void ClusterView::onKeyCounts(const QStringList &nodes, const QList<Result<RedisReply>> &replies)
{
    QHash<QString, qint64> keys;
    for (qsizetype i = 0; i < nodes.size() && i < replies.size(); ++i)
        if (replies.at(i) && replies.at(i)->isInteger())
            keys.insert(nodes.at(i), replies.at(i)->integerValue());
    m_nodes->setKeyCounts(keys);
    updatePage();
}

QStringList ClusterView::masters() const
{
    QStringList addresses;
    RedisClient *client = m_session->client();
    if (!client || !client->isCluster())
        return addresses;
    const ClusterTopology topology = client->clusterTopology();
    for (int m : topology.masters())
        addresses << topology.nodes().at(m).address();
    return addresses;
}

bool ClusterView::showsCluster() const
{
    return m_pages->currentIndex() == 1;
}

QString ClusterView::emptyStateText() const
{
    return m_empty->text();
}

QString ClusterView::summary() const
{
    return m_summary->text();
}

void ClusterView::updatePage()
{
    RedisClient *client = m_session->client();
    if (client && client->isCluster() && m_nodes->rowCount() > 0) {
        const ClusterTopology topology = client->clusterTopology();
        const int masterCount = m_nodes->masterCount();
        const int replicas = m_nodes->rowCount() - masterCount;
        QString text =
            tr("%n master(s)", nullptr, masterCount) + QStringLiteral(" · ") +
            tr("%n replica(s)", nullptr, replicas) + QStringLiteral(" · ") +
            tr("%1 of 16,384 slots served").arg(QLocale().toString(topology.servedSlots()));
        if (client->state() != RedisClient::State::Connected)
            text += QStringLiteral(" · ") + tr("reconnecting: the client reads the map again");
        text += QStringLiteral(" · ") +
                tr("keys: DBSIZE on each master every %1 s").arg(KeyCountIntervalMs / 1000);
        m_summary->setText(text);
        m_pages->setCurrentIndex(1);
        return;
    }
    if (!client) {
        m_empty->setTitle(EmptyStatePage::notConnectedTitle());
        m_empty->setDetail(tr("Connect to a node of a Redis Cluster to see its masters, replicas, "
                              "slots and the redirections the client meets."));
    } else if (m_detected == Detected::NotCluster) {
        m_empty->setTitle(tr("Not a cluster"));
        m_empty->setDetail(
            client->options().cluster == ConnectionOptions::Cluster::No
                ? tr("Connected with cluster=no: CoordScope treats %1 as one server.")
                      .arg(client->options().endpoint())
                : tr("%1 is a single Redis server (INFO cluster does not say cluster_enabled:1). "
                     "Connect to a node of a Redis Cluster to see its masters, replicas and "
                     "slots here.")
                      .arg(client->options().endpoint()));
    } else if (m_detected == Detected::Cluster || client->isCluster()) {
        m_empty->setTitle(tr("Reading the slot map…"));
        m_empty->setDetail(tr("CLUSTER SHARDS from %1.").arg(client->options().endpoint()));
    } else {
        m_empty->setTitle(client->state() == RedisClient::State::Connected
                              ? tr("Asking whether this is a cluster…")
                              : EmptyStatePage::waitingTitle());
        m_empty->setDetail(m_detectError.isEmpty()
                               ? tr("INFO cluster on %1.").arg(client->options().endpoint())
                               : m_detectError);
    }
    m_pages->setCurrentIndex(0);
}
