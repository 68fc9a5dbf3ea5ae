#include "keyspacewatcher.h"

#include "commandlog.h"
#include "connectionhealth.h"
#include "redisconnection.h"

#include <QElapsedTimer>
#include <QSet>
#include <QThread>

KeyspaceWatcher::KeyspaceWatcher(QObject *parent)
    : QObject(parent)
    , m_relay(new CommandLog(this))
{}

KeyspaceWatcher::~KeyspaceWatcher()
{
    stop();
}

QByteArray KeyspaceWatcher::patternFor(int db)
{
    return "__keyspace@" + QByteArray::number(db) + "__:*";
}

QByteArray KeyspaceWatcher::keyOfChannel(const QByteArray &channel)
{
    static const QByteArray prefix("__keyspace@");
    if (!channel.startsWith(prefix))
        return {};
    const qsizetype end = channel.indexOf("__:", prefix.size());
    if (end < 0)
        return {};
    return channel.mid(end + 3);
}

void KeyspaceWatcher::start(const ConnectionOptions &options, CommandLog *log)
{
    stop();
    disconnect(m_relay, &CommandLog::recorded, nullptr, nullptr);
    if (log)
        connect(m_relay, &CommandLog::recorded, log, &CommandLog::record);
    m_stop = false;
    m_thread = QThread::create([this, options] { run(options); });
    m_thread->setObjectName(QStringLiteral("keyspace notifications"));
    m_thread->start();
}

void KeyspaceWatcher::stop()
{
    if (!m_thread)
        return;
    m_stop = true;
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_subscribed = false;
    reportSubscribed();
}

void KeyspaceWatcher::reportSubscribed()
{
    const bool now = m_subscribed.load();
    if (now == m_reportedSubscribed)
        return;
    m_reportedSubscribed = now;
    Q_EMIT subscribedChanged(now);
}

bool KeyspaceWatcher::isRunning() const
{
    return m_thread && m_thread->isRunning();
}

void KeyspaceWatcher::run(ConnectionOptions options)
{
    // Everything reaches the GUI thread queued; stop() joins before `this` goes away.
    auto post = [this](auto fn) { QMetaObject::invokeMethod(this, fn, Qt::QueuedConnection); };
    auto setSubscribed = [&](bool on) {
        if (m_subscribed.exchange(on) != on)
            post([this] { reportSubscribed(); });
    };
    auto sleepUnlessStopped = [this](int ms) {
        for (int slept = 0; slept < ms && !m_stop; slept += 100)
            QThread::msleep(100);
    };

    const QByteArray pattern = patternFor(options.db);
    QSet<QByteArray> pending;
    QElapsedTimer sinceBatch;
    sinceBatch.start();
    while (!m_stop) {
        RedisConnection connection(options);
        connection.setLabel(QStringLiteral("keyspace notifications"));
        connection.setCommandLog(m_relay);
        auto subscribed = connection.command({"PSUBSCRIBE", pattern});
        if (!subscribed) {
            const RedisError error = subscribed.error();
            post([this, error] { Q_EMIT failed(error); });
            // A refusal (NOPERM, NOAUTH) does not go away by asking every 2 s.
            sleepUnlessStopped(ConnectionHealth::isRefusal(error) ? ConnectionHealth::RefusedRetryMs
                                                                  : RetryDelayMs);
            continue;
        }
        setSubscribed(true);
        while (!m_stop) {
            auto message = connection.receive(BatchIntervalMs);
            if (!message) {
                setSubscribed(false);
                post([this, error = message.error()] { Q_EMIT failed(error); });
                break;
            }
            if (const auto &reply = *message) {
                // ["pmessage", pattern, channel, event]
                const auto parts = reply->toBytesList();
                if (parts && parts->size() == 4 && parts->at(0) == "pmessage") {
                    const QByteArray key = keyOfChannel(parts->at(2));
                    if (!key.isEmpty()) {
                        pending.insert(key);
                        ++m_events;
                    }
                }
            }
            if (!pending.isEmpty() && sinceBatch.elapsed() >= BatchIntervalMs) {
                QList<QByteArray> keys(pending.cbegin(), pending.cend());
                pending.clear();
                sinceBatch.restart();
                post([this, keys] { Q_EMIT keysChanged(keys); });
            }
        }
        if (!m_stop)
            sleepUnlessStopped(RetryDelayMs);
    }
    setSubscribed(false);
}
