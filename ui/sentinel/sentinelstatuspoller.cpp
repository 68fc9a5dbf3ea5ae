#include "sentinelstatuspoller.h"

#include <QMutex>
#include <QThreadPool>

// Lets a read on the pool reach the poller only while it lives.
struct SentinelStatusPoller::Mailbox
{
    QMutex mutex;
    SentinelStatusPoller *poller = nullptr;
};

SentinelStatusPoller::SentinelStatusPoller(QObject *parent)
    : QObject(parent)
    , m_mailbox(std::make_shared<Mailbox>())
{
    qRegisterMetaType<SentinelStatus>();
    m_mailbox->poller = this;
    m_timer.setInterval(IntervalMs);
    connect(&m_timer, &QTimer::timeout, this, &SentinelStatusPoller::refresh);
}

SentinelStatusPoller::~SentinelStatusPoller()
{
    QMutexLocker lock(&m_mailbox->mutex); // a read on its way is dropped
    m_mailbox->poller = nullptr;
}

void SentinelStatusPoller::setUrl(const ConnectionOptions &sentinelUrl)
{
    m_url = sentinelUrl;
    ++m_ticket; // a read under way is for the old URL
    if (m_reading) {
        m_reading = false;
        Q_EMIT readingChanged(false);
    }
    if (isActive())
        refresh();
}

void SentinelStatusPoller::setActive(bool active)
{
    if (active == isActive())
        return;
    if (!active)
        return m_timer.stop();
    m_timer.start();
    refresh();
}

bool SentinelStatusPoller::isActive() const
{
    return m_timer.isActive();
}

void SentinelStatusPoller::refresh()
{
    if (m_reading || !m_url.isSentinel())
        return;
    m_reading = true;
    Q_EMIT readingChanged(true);
    QThreadPool::globalInstance()->start([url = m_url, mailbox = m_mailbox, ticket = m_ticket] {
        Result<SentinelStatus> status = SentinelStatus::read(url);
        QMutexLocker lock(&mailbox->mutex);
        if (SentinelStatusPoller *poller = mailbox->poller)
            QMetaObject::invokeMethod(
                poller,
                [poller, ticket, status = std::move(status)] { poller->onRead(ticket, status); },
                Qt::QueuedConnection);
    });
}

void SentinelStatusPoller::onRead(quint64 ticket, const Result<SentinelStatus> &status)
{
    if (ticket != m_ticket)
        return; // read for another URL
    m_reading = false;
    Q_EMIT readingChanged(false);
    if (status)
        Q_EMIT statusRead(*status);
    else
        Q_EMIT readFailed(status.error());
}
