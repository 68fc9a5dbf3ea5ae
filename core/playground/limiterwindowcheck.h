#pragma once

#include "checkreport.h"
#include "playgroundhistory.h"

#include <QHash>
#include <QList>

class ViolationList;

// Rate limiters, per subject: more admissions than the run's limit in any span of the window's
// length, the rate the user asked for. A fixed window's edge burst (a full window's worth at the
// end of one and at the start of the next) is caught so: that is its documented failure. GCRA and
// funnel limiters admit a burst on top of their rate, which the run does not describe: not
// checked, and a note says so.
class LimiterWindowCheck
{
public:
    LimiterWindowCheck(const PlaygroundHistory::Run &run, ViolationList &violations)
        : m_run(run)
        , m_violations(violations)
    {}

    void add(const PlaygroundEvent &event);
    void finish(CheckReport &report);

private:
    // The admissions' times and clients of one subject.
    struct Subject
    {
        QString name;
        QList<qint64> timesUs;
        QList<int> clients;
    };
    void checkSubject(const Subject &subject);
    void reportSpan(const Subject &subject, qsizetype from, qsizetype to);

    const PlaygroundHistory::Run &m_run;
    ViolationList &m_violations;
    QList<Subject> m_subjects; // in first-seen order
    QHash<QString, qsizetype> m_index;
    int m_admitted = 0;
    int m_limited = 0;
};
