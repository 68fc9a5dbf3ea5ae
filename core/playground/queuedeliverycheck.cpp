#include "queuedeliverycheck.h"

#include "violationlist.h"

#include <QCoreApplication>
#include <algorithm>

qsizetype QueueDeliveryCheck::itemIndex(const PlaygroundEvent &e)
{
    const auto key = std::make_pair(e.resource, e.item);
    const auto it = m_index.constFind(key);
    if (it != m_index.cend())
        return *it;
    m_items.append(Item{e.resource, e.item, std::nullopt, -1, {}});
    m_index.insert(key, m_items.size() - 1);
    return m_items.size() - 1;
}

void QueueDeliveryCheck::add(const PlaygroundEvent &e)
{
    using Kind = PlaygroundEvent::Kind;
    if (e.kind == Kind::Enqueued) {
        Item &i = m_items[itemIndex(e)];
        if (!i.enqueuedUs) {
            i.enqueuedUs = e.timeUs;
            i.enqueuedBy = e.client;
            ++m_counts.enqueued;
        }
    } else if (e.kind == Kind::Delivered) {
        deliver(e);
    } else if (e.kind == Kind::Acked || (e.kind == Kind::Lost && !e.item.isEmpty())) {
        Item &i = m_items[itemIndex(e)];
        for (auto d = i.deliveries.rbegin(); d != i.deliveries.rend(); ++d) {
            if (d->client == e.client && !d->dead && !d->acked) {
                (e.kind == Kind::Acked ? d->acked : d->dead) = true;
                break;
            }
        }
    } else if (e.isCrash()) {
        for (const auto &[item, delivery] : m_open.take(e.client)) {
            Delivery &d = m_items[item].deliveries[delivery];
            if (!d.acked)
                d.dead = true;
        }
    }
}

void QueueDeliveryCheck::deliver(const PlaygroundEvent &e)
{
    const qsizetype index = itemIndex(e);
    Item &i = m_items[index];
    ++m_counts.deliveries;
    QList<int> earlier;
    for (const Delivery &d : std::as_const(i.deliveries))
        if (!d.dead || d.acked)
            earlier.append(d.client);
    if (!earlier.isEmpty()) {
        ++m_counts.duplicates;
        CheckReport::Violation v;
        v.kind = CheckReport::Violation::Kind::DuplicateDelivery;
        v.resource = e.resource;
        v.item = e.item;
        v.timeUs = e.timeUs;
        v.clients = earlier;
        v.clients.append(e.client);
        v.count = int(i.deliveries.size()) + 1;
        const int count = v.count;
        m_violations.add(std::move(v), [&] {
            return QCoreApplication::translate(
                       "ViolationList", "item \"%1\" of \"%2\" delivered again to %3 at %4 "
                                        "(delivery %5) while an earlier delivery was live or acked")
                .arg(e.item, e.resource, ViolationList::clientName(e.client),
                     m_violations.at(e.timeUs), QString::number(count));
        });
    } else if (!i.deliveries.isEmpty()) {
        ++m_counts.redeliveries;
    }
    m_open[e.client].append({index, i.deliveries.size()});
    i.deliveries.append(Delivery{e.client});
}

void QueueDeliveryCheck::finish()
{
    for (const Item &i : std::as_const(m_items)) {
        if (!i.deliveries.isEmpty())
            ++m_counts.delivered;
        if (std::any_of(i.deliveries.cbegin(), i.deliveries.cend(),
                        [](const Delivery &d) { return d.acked; }))
            ++m_counts.acked;
        const bool live = std::any_of(i.deliveries.cbegin(), i.deliveries.cend(),
                                      [](const Delivery &d) { return !d.dead || d.acked; });
        if (!i.enqueuedUs || live)
            continue;
        ++m_counts.lost;
        CheckReport::Violation v;
        v.kind = CheckReport::Violation::Kind::LostItem;
        v.resource = i.resource;
        v.item = i.id;
        v.timeUs = *i.enqueuedUs;
        if (i.enqueuedBy >= 0)
            v.clients.append(i.enqueuedBy);
        for (const Delivery &d : i.deliveries)
            v.clients.append(d.client);
        m_violations.add(std::move(v), [&] {
            const QString enqueued = m_violations.at(*i.enqueuedUs);
            return i.deliveries.isEmpty()
                       ? QCoreApplication::translate(
                             "ViolationList",
                             "item \"%1\" of \"%2\" enqueued at %3 was never delivered")
                             .arg(i.id, i.resource, enqueued)
                       : QCoreApplication::translate(
                             "ViolationList",
                             "item \"%1\" of \"%2\" enqueued at %3 was delivered %4 "
                             "time(s), each to a consumer that crashed or lost it")
                             .arg(i.id, i.resource, enqueued, QString::number(i.deliveries.size()));
        });
    }
}
