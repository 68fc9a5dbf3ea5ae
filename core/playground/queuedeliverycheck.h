#pragma once

#include "checkreport.h"
#include "playgroundevent.h"

#include <QHash>
#include <QList>

#include <optional>

class ViolationList;

// Queues and delayed queues: a delivery is a duplicate when an earlier delivery of the item is
// still live (its consumer neither crashed nor lost the item) or was acked; after dead ones only
// it is a redelivery, which reliable queues are meant to make. An item enqueued without a live or
// acked delivery at the end is lost.
class QueueDeliveryCheck
{
public:
    // Counts into metrics' queue figures as it goes.
    QueueDeliveryCheck(ViolationList &violations, CheckReport::Metrics &metrics)
        : m_violations(violations)
        , m_counts(metrics)
    {}

    void add(const PlaygroundEvent &event);
    // Reports the lost items and counts the items delivered, acked and lost.
    void finish();

private:
    struct Delivery
    {
        int client;
        bool dead = false;
        bool acked = false;
    };
    struct Item
    {
        QString resource;
        QString id;
        std::optional<qint64> enqueuedUs;
        int enqueuedBy = -1;
        QList<Delivery> deliveries;
    };

    qsizetype itemIndex(const PlaygroundEvent &e);
    void deliver(const PlaygroundEvent &e);

    ViolationList &m_violations;
    QList<Item> m_items; // in first-seen order
    QHash<std::pair<QString, QString>, qsizetype> m_index;
    // Each client's deliveries not yet acked or dead, for its crash: (item, delivery).
    QHash<int, QList<std::pair<qsizetype, qsizetype>>> m_open;
    CheckReport::Metrics &m_counts;
};
