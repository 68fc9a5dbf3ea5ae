#include "sentinelview.h"

#include "emptystatepage.h"
#include "redisclient.h"
#include "rowfollower.h"
#include "sentinelfailovermodel.h"
#include "sentinelreplicamodel.h"
#include "sentinelstatuspoller.h"
#include "serversession.h"
#include "viewwidgets.h"

#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace {
QTableView *sentinelTable(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *table = new QTableView(parent);
    table->setObjectName(name);
    table->setModel(model);
    ViewWidgets::setupTable(table);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

// A section title over a table, with a line on what it shows.
QLabel *sectionTitle(const QString &html, QWidget *parent)
{
    auto *label = new QLabel(html, parent);
    label->setWordWrap(true);
    return label;
}

QLabel *valueLabel(const QString &name, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

bool flagsSayDown(const QByteArray &flags)
{
    return flags.contains("down") || flags.contains("disconnected");
}

const QString Red = QStringLiteral("color: #c62828;");
} // namespace

SentinelView::SentinelView(ServerSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_replicas(new SentinelReplicaModel(this))
    , m_failovers(new SentinelFailoverModel(this))
    , m_poller(new SentinelStatusPoller(this))
    , m_pages(new QStackedWidget(this))
{
    m_empty = new EmptyStatePage(QStringLiteral("sentinel"), this);
    m_pages->addWidget(m_empty);
    m_pages->addWidget(createStatusPage());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);

    connect(m_poller, &SentinelStatusPoller::statusRead, this, &SentinelView::onStatus);
    connect(m_poller, &SentinelStatusPoller::readFailed, this, &SentinelView::onReadFailed);
    connect(m_poller, &SentinelStatusPoller::readingChanged, this, [this](bool reading) {
        m_refresh->setEnabled(!reading);
        updateReadText();
    });
    connect(m_refresh, &QPushButton::clicked, m_poller, &SentinelStatusPoller::refresh);
    connect(session, &ServerSession::clientChanged, this, &SentinelView::setClient);
    setClient(session->client());
}

QWidget *SentinelView::createStatusPage()
{
    auto *page = new QWidget(this);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(6, 6, 6, 6);

    auto *readRow = new QHBoxLayout;
    m_readLine = valueLabel(QStringLiteral("sentinelReadLine"), page);
    readRow->addWidget(m_readLine, 1);
    m_refresh = new QPushButton(tr("Refresh"), page);
    m_refresh->setObjectName(QStringLiteral("sentinelRefresh"));
    m_refresh->setToolTip(tr("Read the status from the sentinels now (read commands only)"));
    readRow->addWidget(m_refresh);
    layout->addLayout(readRow);

    m_error = valueLabel(QStringLiteral("sentinelError"), page);
    m_error->setStyleSheet(Red);
    m_error->hide();
    layout->addWidget(m_error);

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_master = valueLabel(QStringLiteral("sentinelMaster"), page);
    m_quorum = valueLabel(QStringLiteral("sentinelQuorum"), page);
    m_sentinels = valueLabel(QStringLiteral("sentinelSentinels"), page);
    form->addRow(tr("Master:"), m_master);
    form->addRow(tr("Quorum:"), m_quorum);
    form->addRow(tr("Sentinels:"), m_sentinels);
    layout->addLayout(form);

    auto *splitter = new QSplitter(Qt::Vertical, page);
    auto *replicas = new QWidget(splitter);
    auto *replicaLayout = new QVBoxLayout(replicas);
    replicaLayout->setContentsMargins(0, 0, 0, 0);
    replicaLayout->addWidget(sectionTitle(
        tr("<b>Replicas</b>: the lag is how many bytes of the master's replication stream each "
           "has not acknowledged yet; a write acknowledged by the master alone is lost if it "
           "fails over to a replica that lags."),
        replicas));
    m_replicaTable = sentinelTable(m_replicas, QStringLiteral("sentinelReplicas"), replicas);
    m_replicaTable->horizontalHeader()->setStretchLastSection(false);
    replicaLayout->addWidget(m_replicaTable);
    splitter->addWidget(replicas);

    auto *failovers = new QWidget(splitter);
    auto *failoverLayout = new QVBoxLayout(failovers);
    failoverLayout->setContentsMargins(0, 0, 0, 0);
    failoverLayout->addWidget(sectionTitle(
        tr("<b>Failovers seen</b> by this connection: announced by a sentinel on +switch-master "
           "(the client goes to the new master at once), or found when the sentinels were asked "
           "again at a reconnect."),
        failovers));
    m_failoverTable = sentinelTable(m_failovers, QStringLiteral("sentinelFailovers"), failovers);
    // Fixed widths that fit any time and address: rows arrive one by one, and a column sized
    // to the contents when the table was empty would clip them.
    QHeaderView *header = m_failoverTable->horizontalHeader();
    const QFontMetrics metrics = m_failoverTable->fontMetrics();
    const int address = metrics.horizontalAdvance(QStringLiteral("255.255.255.255:65535")) + 24;
    header->setSectionResizeMode(QHeaderView::Fixed);
    header->resizeSection(SentinelFailoverModel::Time,
                          metrics.horizontalAdvance(QStringLiteral("00:00:00.000")) + 24);
    header->resizeSection(SentinelFailoverModel::From, address);
    header->resizeSection(SentinelFailoverModel::To, address);
    new RowFollower(m_failoverTable);
    failoverLayout->addWidget(m_failoverTable);
    splitter->addWidget(failovers);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);
    return page;
}

void SentinelView::setClient(RedisClient *client)
{
    disconnect(m_switchLink);
    m_failovers->clear();
    m_replicas->clear();
    m_haveStatus = false;
    m_lastSentinel.clear();
    m_lastReadMs = 0;
    m_error->clear();
    m_error->hide();
    const bool sentinel = client && client->isSentinel();
    if (sentinel)
        m_switchLink = connect(client, &RedisClient::masterSwitched, this,
                               [this](const SentinelSwitch &change) {
                                   m_failovers->noteSwitch(change);
                                   m_poller->refresh(); // the new roles, unless a read is on
                               });
    m_poller->setUrl(sentinel ? client->sentinelUrl() : ConnectionOptions());
    updatePage();
}

void SentinelView::onStatus(const SentinelStatus &status)
{
    m_haveStatus = true;
    m_lastSentinel = status.sentinel;
    m_lastReadMs = QDateTime::currentMSecsSinceEpoch();
    m_error->clear();
    m_error->hide();
    const bool masterDown = flagsSayDown(status.masterFlags);
    m_master->setText(
        tr("\"%1\" at %2 · flags: %3")
            .arg(status.masterName, status.master, QString::fromUtf8(status.masterFlags)));
    m_master->setStyleSheet(masterDown ? Red : QString());
    m_quorum->setText(tr("%1 sentinels must agree that the master is down · CKQUORUM: %2")
                          .arg(status.quorum)
                          .arg(status.quorumText));
    m_quorum->setStyleSheet(status.quorumReachable ? QString() : Red);
    QStringList sentinels{tr("%1 (answered this read)").arg(status.sentinel)};
    for (const SentinelStatus::Sentinel &s : status.otherSentinels)
        sentinels << tr("%1 (%2)").arg(s.address, QString::fromUtf8(s.flags));
    m_sentinels->setText(sentinels.join(QStringLiteral(" · ")));
    m_replicas->setReplicas(status.replicas);
    updateReadText();
    updatePage();
}

void SentinelView::onReadFailed(const RedisError &error)
{
    m_error->setText(tr("Reading the Sentinel status failed: %1").arg(error.message()));
    m_error->show();
    updateReadText();
    updatePage();
}

void SentinelView::updateReadText()
{
    RedisClient *client = m_session->client();
    if (!client || !client->isSentinel())
        return m_readLine->clear();
    const ConnectionOptions &url = client->sentinelUrl();
    const QString from = m_lastSentinel.isEmpty() ? tr("the sentinels of %1").arg(url.endpoint())
                                                  : tr("sentinel %1").arg(m_lastSentinel);
    QString text = tr("Read every %1 s from %2 while this tab is shown (SENTINEL MASTER, "
                      "REPLICAS, SENTINELS, CKQUORUM; INFO replication on the master)")
                       .arg(SentinelStatusPoller::IntervalMs / 1000)
                       .arg(from);
    if (m_poller->isReading())
        text += QStringLiteral(" · ") + tr("reading…");
    else if (m_lastReadMs > 0)
        text += QStringLiteral(" · ") + tr("last read %1")
                                            .arg(QDateTime::fromMSecsSinceEpoch(m_lastReadMs)
                                                     .toString(QStringLiteral("HH:mm:ss")));
    m_readLine->setText(text);
}

void SentinelView::updatePage()
{
    RedisClient *client = m_session->client();
    if (client && client->isSentinel()) {
        if (!m_haveStatus) {
            const QString waiting = tr("asking the sentinels…");
            m_master->setText(tr("\"%1\": %2").arg(client->sentinelUrl().sentinelMaster, waiting));
            m_master->setStyleSheet(QString());
            m_quorum->setText(waiting);
            m_quorum->setStyleSheet(QString());
            m_sentinels->setText(waiting);
        }
        updateReadText();
        m_pages->setCurrentIndex(1);
        return;
    }
    if (!client) {
        m_empty->setTitle(EmptyStatePage::notConnectedTitle());
        m_empty->setDetail(tr("Connect through Redis Sentinel (a redis+sentinel:// URL) to see "
                              "the master its sentinels monitor, the quorum, the replicas and "
                              "their lag, and the failovers the connection follows."));
    } else {
        m_empty->setTitle(tr("Not a Sentinel connection"));
        m_empty->setDetail(tr("%1 is reached directly, not through Redis Sentinel. Connect with "
                              "a redis+sentinel://HOST:26379/MASTER URL to see its sentinels "
                              "here.")
                               .arg(client->options().endpoint()));
    }
    m_pages->setCurrentIndex(0);
}

void SentinelView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    m_poller->setActive(true);
}

void SentinelView::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    m_poller->setActive(false);
}

bool SentinelView::showsStatus() const
{
    return m_pages->currentIndex() == 1;
}

QString SentinelView::emptyStateText() const
{
    return m_empty->text();
}

QString SentinelView::masterText() const
{
    return m_master->text();
}

QString SentinelView::quorumText() const
{
    return m_quorum->text();
}

QString SentinelView::sentinelsText() const
{
    return m_sentinels->text();
}

QString SentinelView::readText() const
{
    return m_readLine->text();
}

QString SentinelView::errorText() const
{
    return m_error->text();
}
