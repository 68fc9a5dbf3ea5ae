#include "violationlist.h"

#include <QCoreApplication>
#include <algorithm>

// m_kept and m_counts are indexed by kind.
static_assert([] {
    for (std::size_t i = 0; i < std::size(CheckReport::Violation::kinds); ++i)
        if (std::size_t(CheckReport::Violation::kinds[i]) != i)
            return false;
    return true;
}());

ViolationList::ViolationList(qint64 startUs, QHash<QString, int> resourceOrder)
    : m_startUs(startUs)
    , m_resourceOrder(std::move(resourceOrder))
{}

bool ViolationList::before(const Entry &a, const Entry &b)
{
    if (a.violation.timeUs != b.violation.timeUs)
        return a.violation.timeUs < b.violation.timeUs;
    if (a.resourceRank != b.resourceRank)
        return a.resourceRank < b.resourceRank;
    if (a.violation.clients != b.violation.clients)
        return a.violation.clients < b.violation.clients;
    return a.sequence < b.sequence;
}

void ViolationList::add(Violation violation, const std::function<QString()> &text)
{
    const auto kind = std::size_t(violation.kind);
    ++m_counts[kind];
    const int rank = m_resourceOrder.value(violation.resource, -1);
    Entry entry{std::move(violation), rank, m_sequence++};
    QList<Entry> &heap = m_kept[kind];
    // The heap's front is the last of the kept ones: a later violation is only counted.
    if (heap.size() >= CheckReport::maxListedPerKind && !before(entry, heap.front()))
        return;
    entry.violation.text = text();
    heap.append(std::move(entry));
    std::push_heap(heap.begin(), heap.end(), before);
    if (heap.size() > CheckReport::maxListedPerKind) {
        std::pop_heap(heap.begin(), heap.end(), before);
        heap.removeLast();
    }
}

void ViolationList::moveInto(CheckReport &report)
{
    QList<Entry> all;
    for (Violation::Kind kind : Violation::kinds) {
        const qint64 count = m_counts[std::size_t(kind)];
        if (count == 0)
            continue;
        report.violationCounts.insert(kind, count);
        report.violationsTotal += count;
        if (count > CheckReport::maxListedPerKind)
            report.notes << QCoreApplication::translate("ViolationList",
                                                        "%1 %2 violations, the first %3 listed")
                                .arg(QString::number(count), Violation::kindName(kind),
                                     QString::number(CheckReport::maxListedPerKind));
        all.append(std::move(m_kept[std::size_t(kind)]));
    }
    std::sort(all.begin(), all.end(), before); // a total order: no tie is left to the sort
    report.violations.reserve(all.size());
    for (Entry &entry : all)
        report.violations.append(std::move(entry.violation));
    m_kept = {};
    m_counts = {};
}

QString ViolationList::at(qint64 timeUs) const
{
    return QCoreApplication::translate("ViolationList", "+%1 ms")
        .arg(double(timeUs - m_startUs) / 1000.0, 0, 'f', 3);
}

QString ViolationList::clientName(int client)
{
    return QCoreApplication::translate("ViolationList", "client %1").arg(client);
}
