#include "delayedqueuepoller.h"

#include "channelsubscription.h"
#include "delayedclaimerfactory.h"
#include "delayedqueue.h"
#include "redisconnection.h"

#include <QTimer>

DelayedQueuePoller::DelayedQueuePoller(ConnectionOptions connection, KeySpace keys, QByteArray name,
                                       DelayedPollerOptions options, QObject *parent)
    : QObject(parent)
    , m_connectionOptions(std::move(connection))
    , m_keys(std::move(keys))
    , m_name(std::move(name))
    , m_options(std::move(options))
{}

DelayedQueuePoller::~DelayedQueuePoller()
{
    releaseConnections();
}

Result<void> DelayedQueuePoller::validate(const QByteArray &name,
                                          const DelayedPollerOptions &options)
{
    if (auto valid = DelayedQueue::validateName(name); !valid)
        return valid.error();
    if (!DelayedClaimerFactory::kinds().contains(options.kind))
        return RedisError(
            RedisError::Kind::InvalidArgument,
            QStringLiteral("unknown claimer kind \"%1\" (known: %2)")
                .arg(options.kind, DelayedClaimerFactory::kinds().join(QStringLiteral(", "))));
    if (options.batch < 1 || options.batch > DelayedQueueClaimer::MaxBatch)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the batch must be from 1 to %1 items, not %2")
                              .arg(DelayedQueueClaimer::MaxBatch)
                              .arg(options.batch));
    if (options.intervalMs < 1 || options.retryMs < 1)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("the interval and the retry pause must be at least 1 "
                                         "ms, not %1 and %2")
                              .arg(options.intervalMs)
                              .arg(options.retryMs));
    return {};
}

void DelayedQueuePoller::start()
{
    if (m_running)
        return;
    if (auto valid = validate(m_name, m_options); !valid) {
        Q_EMIT failed(valid.error());
        return;
    }
    m_connection = std::make_unique<RedisConnection>(m_connectionOptions);
    auto claimer = DelayedClaimerFactory::create(m_options.kind, *m_connection, m_keys, m_name);
    if (!claimer) {
        m_connection.reset();
        Q_EMIT failed(claimer.error());
        return;
    }
    m_claimer = std::move(claimer).value();
    m_queue = std::make_unique<DelayedQueue>(*m_connection, m_keys, m_name);
    m_subscription =
        std::make_unique<ChannelSubscription>(m_connectionOptions, m_claimer->keys().wakeChannel);
    m_subscribed = false;
    m_running = true;
    QMetaObject::invokeMethod(this, &DelayedQueuePoller::cycle, Qt::QueuedConnection);
}

void DelayedQueuePoller::stop()
{
    if (!m_running)
        return;
    m_running = false;
    releaseConnections();
    Q_EMIT stopped();
}

void DelayedQueuePoller::releaseConnections()
{
    if (m_subscription && m_subscribed)
        m_subscription->unsubscribe();
    m_subscribed = false;
    m_subscription.reset();
    m_queue.reset();
    m_claimer.reset();
    m_connection.reset();
}

void DelayedQueuePoller::retryLater(const RedisError &error)
{
    Q_EMIT failed(error);
    if (!m_running)
        return;
    QTimer::singleShot(m_options.retryMs, this, [this] {
        if (m_running)
            cycle();
    });
}

void DelayedQueuePoller::cycle()
{
    if (!m_running)
        return;
    // Subscribed before the claim: an item enqueued after the claim's read is announced to us.
    if (!m_subscribed) {
        if (auto subscribed = m_subscription->subscribe(); !subscribed)
            return retryLater(subscribed.error());
        m_subscribed = true;
    }
    const auto claim = m_claimer->claim(m_options.batch);
    if (!claim)
        return retryLater(claim.error());
    if (!claim->items.isEmpty())
        Q_EMIT claimed(*claim);
    if (claim->items.size() + claim->takenByOthers >= m_options.batch) {
        // A full batch: more may be due. Queued, so stop() can come in between.
        QMetaObject::invokeMethod(this, &DelayedQueuePoller::cycle, Qt::QueuedConnection);
        return;
    }
    const auto earliest = m_queue->earliest();
    if (!earliest)
        return retryLater(earliest.error());
    qint64 sleepMs = m_options.intervalMs;
    if (earliest->dueMs)
        sleepMs = qBound<qint64>(0, *earliest->dueMs - earliest->nowMs, sleepMs);
    // The server's clock says how long; the local monotonic clock keeps the deadline.
    m_wakeAt = QDeadlineTimer(sleepMs);
    Q_EMIT sleeping(sleepMs);
    QMetaObject::invokeMethod(this, &DelayedQueuePoller::waitForWake, Qt::QueuedConnection);
}

void DelayedQueuePoller::waitForWake()
{
    if (!m_running)
        return;
    const qint64 remaining = m_wakeAt.remainingTime();
    if (remaining <= 0)
        return cycle();
    const auto woken = m_subscription->wait(int(qMin<qint64>(remaining, SliceMs)));
    if (!woken) {
        m_subscribed = false; // the subscription's connection is gone; subscribe() reconnects
        return retryLater(woken.error());
    }
    // A message: an item due sooner than our wake time may have come; cycle() re-reads.
    QMetaObject::invokeMethod(
        this, *woken ? &DelayedQueuePoller::cycle : &DelayedQueuePoller::waitForWake,
        Qt::QueuedConnection);
}
