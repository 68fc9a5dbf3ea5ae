#pragma once

#include "connectionoptions.h"
#include "rediserror.h"
#include "sentinelstatus.h"

#include <QObject>
#include <QTimer>
#include <memory>

// Reads SentinelStatus (blocking: a few round trips to a sentinel and INFO replication on the
// master, read commands only) on a pool thread, never on the GUI thread: every IntervalMs while
// active, and on refresh(). At most one read is under way; a tick that finds one still running
// is skipped, so a slow or unreachable sentinel slows the reads down rather than piling them
// up. A result for an earlier URL is dropped.
class SentinelStatusPoller : public QObject
{
    Q_OBJECT
public:
    static constexpr int IntervalMs = 2000;

    explicit SentinelStatusPoller(QObject *parent = nullptr);
    ~SentinelStatusPoller() override;

    // The Sentinel URL to read; one that is not a Sentinel URL stops the reads.
    void setUrl(const ConnectionOptions &sentinelUrl);
    // Reads every IntervalMs (the first one now) while active; the view is active while shown.
    void setActive(bool active);
    bool isActive() const;
    // A read now, unless one is under way.
    void refresh();
    bool isReading() const { return m_reading; }

Q_SIGNALS:
    void statusRead(const SentinelStatus &status);
    void readFailed(const RedisError &error); // the message names the sentinel(s)
    void readingChanged(bool reading);

private:
    struct Mailbox;
    void onRead(quint64 ticket, const Result<SentinelStatus> &status);

    ConnectionOptions m_url;
    QTimer m_timer;
    std::shared_ptr<Mailbox> m_mailbox;
    quint64 m_ticket = 0;
    bool m_reading = false;
};
