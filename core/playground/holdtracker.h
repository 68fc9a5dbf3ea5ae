#pragma once

#include "playgroundevent.h"

#include <QHash>
#include <QList>
#include <QString>

// Turns a history's events (in time order) into hold intervals of locks or semaphore permits:
// granted until released, lost, or the holder's crash; a hold still open at the end is held
// through the history's last instant.
class HoldTracker
{
public:
    struct Hold
    {
        int client = -1;
        QString resource;
        QString token;
        qint64 fencing = -1;
        qint64 startUs = 0;
        qint64 endUs = 0; // exclusive
        int depth = 1; // locks: grants not released yet (a reentrant lock is held until the last)
    };

    // Locks: a client holds a resource once, a second grant deepens its hold. Semaphores: each
    // grant is a permit of its own.
    explicit HoldTracker(bool oneHoldPerClient)
        : m_oneHoldPerClient(oneHoldPerClient)
    {}

    void add(const PlaygroundEvent &event);
    // The holds of each resource (resources in the order of their first grant), open ones ending
    // just after lastUs.
    QList<QList<Hold>> finish(qint64 lastUs);

private:
    void grant(const PlaygroundEvent &e);
    void release(const PlaygroundEvent &e);
    void close(qsizetype index, qint64 timeUs);

    bool m_oneHoldPerClient;
    QList<Hold> m_open;
    QHash<QString, qsizetype> m_resourceIndex;
    QList<QList<Hold>> m_closed; // per resource
};
