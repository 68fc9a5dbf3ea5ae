#pragma once

#include "checkreport.h"

#include <QHash>
#include <QList>
#include <QString>

#include <array>
#include <functional>

// Collects the violations the checks find and hands them to the report in a stable order: by
// time, then resource in first-seen order, then clients, then the order they were found. Every
// violation is counted; only the first CheckReport::maxListedPerKind of each kind in that order
// are listed, and only their text is written (a broken run can have a violation per event).
class ViolationList
{
public:
    using Violation = CheckReport::Violation;

    // resourceOrder: each resource's rank by its first event.
    ViolationList(qint64 startUs, QHash<QString, int> resourceOrder);

    void add(Violation violation, const std::function<QString()> &text);
    // Sorts, cuts and counts into the report, with a note when the list was cut.
    void moveInto(CheckReport &report);

    // How the violations' texts place a time: "+12.345 ms" after the run's first event.
    QString at(qint64 timeUs) const;
    static QString clientName(int client);

private:
    struct Entry
    {
        Violation violation;
        int resourceRank = 0;
        qint64 sequence = 0;
    };
    static bool before(const Entry &a, const Entry &b);

    qint64 m_startUs = 0;
    QHash<QString, int> m_resourceOrder;
    static constexpr std::size_t kindCount = std::size(Violation::kinds);
    std::array<QList<Entry>, kindCount> m_kept{}; // per kind: a max-heap of the first ones
    std::array<qint64, kindCount> m_counts{};
    qint64 m_sequence = 0;
};
