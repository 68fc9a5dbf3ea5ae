#include "limiterwindowcheck.h"

#include "violationlist.h"

#include <QCoreApplication>
#include <algorithm>

void LimiterWindowCheck::add(const PlaygroundEvent &e)
{
    if (e.failed)
        return; // an error, not the limiter's answer
    if (e.kind == PlaygroundEvent::Kind::Limited) {
        ++m_limited;
        return;
    }
    if (e.kind != PlaygroundEvent::Kind::Admitted)
        return;
    ++m_admitted;
    auto it = m_index.constFind(e.resource);
    if (it == m_index.cend()) {
        it = m_index.insert(e.resource, m_subjects.size());
        m_subjects.append(Subject{e.resource, {}, {}});
    }
    Subject &subject = m_subjects[*it];
    subject.timesUs.append(e.timeUs);
    subject.clients.append(e.client);
}

void LimiterWindowCheck::finish(CheckReport &report)
{
    report.metrics.admitted = m_admitted;
    report.metrics.limited = m_limited;
    if (m_run.limit <= 0 || m_run.windowUs <= 0) {
        report.notes << QCoreApplication::translate(
            "ViolationList", "over-admission not checked: the run gives no limit and "
                             "window");
        return;
    }
    if (m_run.variant == u"gcra" || m_run.variant == u"funnel") {
        report.notes << QCoreApplication::translate(
                            "ViolationList",
                            "over-admission not checked for %1: its burst allowance "
                            "is not in the run")
                            .arg(m_run.variant);
        return;
    }
    for (const Subject &subject : std::as_const(m_subjects))
        checkSubject(subject);
}

void LimiterWindowCheck::checkSubject(const Subject &subject)
{
    // The fullest span [t, t + window) starts at an admission; one violation per stretch of
    // overfull spans (a span that is not overfull ends it), the fullest one. Two pointers: O(n).
    const QList<qint64> &times = subject.timesUs;
    qsizetype to = 0;
    qsizetype worstFrom = -1; // the fullest span of the current stretch: [worstFrom, worstTo)
    qsizetype worstTo = -1;
    for (qsizetype from = 0; from < times.size(); ++from) {
        to = std::max(to, from);
        while (to < times.size() && times[to] - times[from] < m_run.windowUs)
            ++to;
        if (to - from > m_run.limit) {
            if (worstFrom < 0 || to - from > worstTo - worstFrom) {
                worstFrom = from;
                worstTo = to;
            }
        } else if (worstFrom >= 0) {
            reportSpan(subject, worstFrom, worstTo);
            worstFrom = -1;
        }
    }
    if (worstFrom >= 0)
        reportSpan(subject, worstFrom, worstTo);
}

void LimiterWindowCheck::reportSpan(const Subject &subject, qsizetype from, qsizetype to)
{
    CheckReport::Violation v;
    v.kind = CheckReport::Violation::Kind::OverAdmission;
    v.resource = subject.name;
    v.timeUs = subject.timesUs[from + m_run.limit];
    for (qsizetype k = from; k < to; ++k)
        if (!v.clients.contains(subject.clients[k]))
            v.clients.append(subject.clients[k]);
    v.count = int(to - from);
    const qint64 windowUs = m_run.windowUs;
    const bool edge = m_run.variant == u"fixed" &&
                      subject.timesUs[from] / windowUs != subject.timesUs[to - 1] / windowUs;
    m_violations.add(std::move(v), [&] {
        return QCoreApplication::translate(
                   "ViolationList",
                   "\"%1\" admitted %2 within %3 ms from %4 (limit %5 per %3 ms)%6")
            .arg(subject.name, QString::number(to - from),
                 QString::number(double(windowUs) / 1000.0), m_violations.at(subject.timesUs[from]),
                 QString::number(m_run.limit),
                 edge
                     ? QCoreApplication::translate("ViolationList", ": a fixed window's edge burst")
                     : QString());
    });
}
