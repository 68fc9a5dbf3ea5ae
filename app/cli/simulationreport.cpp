#include "simulationreport.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace {

constexpr int ListedViolations = 10;

// The engine's detail says it all ("pause of client 0 for 500 ms (while holding)").
QString faultText(const PlaygroundEvent &fault)
{
    if (!fault.detail.isEmpty())
        return fault.detail;
    return fault.client < 0 ? fault.fault
                            : fault.fault % u" of client " % QString::number(fault.client);
}

QString ms(qint64 us)
{
    return QString::number(double(us) / 1000.0, 'f', 1) % u" ms";
}

QString perSecond(double rate)
{
    return QString::number(rate, 'f', 1) % u"/s";
}

} // namespace

QList<PlaygroundEvent> SimulationReport::faultEvents(const PlaygroundHistory &history)
{
    QList<PlaygroundEvent> faults;
    for (const PlaygroundEvent &event : history.events()) {
        if (event.kind == PlaygroundEvent::Kind::Fault)
            faults << event;
    }
    return faults;
}

QString SimulationReport::toText(const CheckReport &r) const
{
    const SimulationReport &f = *this;
    const CheckReport::Metrics &m = r.metrics;
    QStringList lines;
    if (f.scenario) {
        const PlaygroundScenario::Case *c = f.scenario->findCase(f.caseLabel);
        lines << QCoreApplication::translate("SimulationReport", "scenario %1 %2: %3")
                     .arg(QString::number(f.scenario->number), f.scenario->name, f.scenario->title);
        lines << (c ? QCoreApplication::translate("SimulationReport", "case %1 (%2): %3 %4")
                          .arg(c->label,
                               c->safe ? QStringLiteral("safe") : QStringLiteral("unsafe"),
                               r.primitive, r.variant)
                    : QCoreApplication::translate("SimulationReport", "case unknown: %1 %2")
                          .arg(r.primitive, r.variant));
    } else if (r.scenario.isEmpty()) {
        lines << QCoreApplication::translate("SimulationReport", "custom run: %1 %2")
                     .arg(r.primitive, r.variant);
    } else {
        lines << QCoreApplication::translate("SimulationReport",
                                             "scenario %1 (not one of the playground's): %2 %3")
                     .arg(r.scenario, r.primitive, r.variant);
    }
    if (!f.where.isEmpty())
        lines << u"on " % f.where;
    if (!f.partial.isEmpty())
        lines << QCoreApplication::translate("SimulationReport",
                                             "PARTIAL history (%1): checked only what is there")
                     .arg(f.partial);
    lines << QCoreApplication::translate("SimulationReport", "clients %1, %2 s")
                 .arg(f.clients)
                 .arg(f.seconds);
    lines << QCoreApplication::translate("SimulationReport", "operations %1 (%2), grants %3 (%4)")
                 .arg(QString::number(m.operations), perSecond(m.operationsPerSecond),
                      QString::number(m.grants), perSecond(m.grantsPerSecond));
    if (m.waits == 0 && m.refused == 0 && m.waitingAtEnd == 0) {
        lines << QCoreApplication::translate("SimulationReport", "waits: no attempts recorded");
    } else {
        QString waits =
            QCoreApplication::translate("SimulationReport",
                                        "waits of %1 granted attempts: p50 %2, p99 %3, max %4; "
                                        "refused %5, waiting at end %6")
                .arg(QString::number(m.waits), ms(m.waitP50Us), ms(m.waitP99Us), ms(m.waitMaxUs),
                     QString::number(m.refused), QString::number(m.waitingAtEnd));
        if (m.waitingAtEnd > 0)
            waits += u" (the longest for " % ms(m.waitingAtEndMaxUs) % u')';
        lines << waits;
    }
    lines << QCoreApplication::translate("SimulationReport",
                                         "fairness: Jain index %1, %2 overtakes")
                 .arg(QString::number(m.jainIndex, 'f', 3), QString::number(m.overtakes));
    if (r.primitive == u"lock" || r.primitive == u"semaphore")
        lines << QCoreApplication::translate("SimulationReport", "holders: at most %1 at once")
                     .arg(m.maxHolders);
    if (r.primitive == u"queue" || r.primitive == u"delayed-queue")
        lines << QCoreApplication::translate("SimulationReport",
                                             "items: %1 enqueued, %2 delivered (%3 deliveries, %4 "
                                             "redelivered), %5 acked, %6 duplicates, %7 lost")
                     .arg(QString::number(m.enqueued), QString::number(m.delivered),
                          QString::number(m.deliveries), QString::number(m.redeliveries),
                          QString::number(m.acked), QString::number(m.duplicates),
                          QString::number(m.lost));
    if (r.primitive == u"rate-limiter")
        lines << QCoreApplication::translate("SimulationReport", "hits: %1 admitted, %2 limited")
                     .arg(m.admitted)
                     .arg(m.limited);

    if (!f.faults.isEmpty())
        lines << QCoreApplication::translate("SimulationReport", "faults: %1").arg(f.faults.size());
    for (qsizetype i = 0; i < std::min<qsizetype>(f.faults.size(), ListedViolations); ++i)
        lines << QStringLiteral("  +%1 s %2")
                     .arg(QString::number(double(f.faults.at(i).timeUs - m.startUs) / 1e6, 'f', 3),
                          faultText(f.faults.at(i)));
    if (f.faults.size() > ListedViolations)
        lines << QCoreApplication::translate("SimulationReport", "  ... and %1 more")
                     .arg(f.faults.size() - ListedViolations);
    if (r.violationCount() == 0) {
        lines << QCoreApplication::translate("SimulationReport", "violations: none");
    } else {
        QStringList perKind;
        for (const CheckReport::Violation::Kind kind : CheckReport::Violation::kinds) {
            if (r.count(kind) > 0)
                perKind << CheckReport::Violation::kindName(kind) % u' ' %
                               QString::number(r.count(kind));
        }
        lines << QCoreApplication::translate("SimulationReport", "violations: %1 (%2)")
                     .arg(QString::number(r.violationCount()), perKind.join(QStringLiteral(", ")));
        const qsizetype shown = std::min<qsizetype>(r.violations.size(), ListedViolations);
        for (qsizetype i = 0; i < shown; ++i) {
            const CheckReport::Violation &v = r.violations.at(i);
            lines << QStringLiteral("  +%1 s %2 %3: %4")
                         .arg(QString::number(double(v.timeUs - m.startUs) / 1e6, 'f', 3),
                              CheckReport::Violation::kindName(v.kind), v.resource, v.text);
        }
        if (r.violationCount() > shown)
            lines << QCoreApplication::translate(
                         "SimulationReport",
                         "  ... and %1 more (--json lists up to %2 of each kind)")
                         .arg(QString::number(r.violationCount() - shown),
                              QString::number(CheckReport::maxListedPerKind));
    }
    if (m.failed > 0)
        lines << r.failedOperationsText();
    for (const QString &note : r.notes)
        lines << u"note: " % note;
    if (f.scenario) {
        if (const PlaygroundScenario::Case *c = f.scenario->findCase(f.caseLabel))
            lines << u"expected: " % c->expected;
        if (f.verdict && r.inconclusive())
            lines << u"not judged, the run is inconclusive (the checker alone found: " %
                         f.verdict->reason % u')';
        else if (f.verdict)
            lines << (f.verdict->asExpected
                          ? QCoreApplication::translate("SimulationReport", "as expected: ")
                          : QCoreApplication::translate("SimulationReport", "NOT as expected: ")) %
                         f.verdict->reason;
        else
            lines << u"verdict unknown: " % f.unknownVerdict;
        if (!f.overrides.isEmpty())
            lines << QCoreApplication::translate(
                         "SimulationReport",
                         "(%1 changed the scenario's values; it expects this for its "
                         "own)")
                         .arg(f.overrides.join(QStringLiteral(", ")));
    }
    if (r.inconclusive())
        lines << r.inconclusiveText() % u" (exit status 4)";
    if (!f.historyFile.isEmpty())
        lines << u"history saved to " % f.historyFile;
    return lines.join(u'\n');
}

QJsonObject SimulationReport::toJson(const CheckReport &r) const
{
    const SimulationReport &f = *this;
    QJsonObject o = r.toJson();
    const PlaygroundScenario::Case *c = f.scenario ? f.scenario->findCase(f.caseLabel) : nullptr;
    o.insert(QStringLiteral("scenario_case"), c ? QJsonValue(c->label) : QJsonValue());
    o.insert(QStringLiteral("expected"), c ? QJsonValue(c->expected) : QJsonValue());
    // An inconclusive run is not judged: null, as when there is no verdict.
    o.insert(QStringLiteral("as_expected"),
             f.verdict && !r.inconclusive() ? QJsonValue(f.verdict->asExpected) : QJsonValue());
    o.insert(QStringLiteral("verdict_reason"), f.verdict ? QJsonValue(f.verdict->reason)
                                               : f.unknownVerdict.isEmpty()
                                                   ? QJsonValue()
                                                   : QJsonValue(f.unknownVerdict));
    o.insert(QStringLiteral("partial"), !f.partial.isEmpty());
    if (!f.partial.isEmpty())
        o.insert(QStringLiteral("partial_reason"), f.partial);
    o.insert(QStringLiteral("clients"), f.clients);
    o.insert(QStringLiteral("seconds"), f.seconds);
    if (!f.where.isEmpty())
        o.insert(QStringLiteral("where"), f.where);
    if (!f.overrides.isEmpty())
        o.insert(QStringLiteral("overrides"), QJsonArray::fromStringList(f.overrides));
    if (!f.historyFile.isEmpty())
        o.insert(QStringLiteral("history_file"), f.historyFile);
    QJsonArray faults;
    for (const PlaygroundEvent &fault : f.faults) {
        QJsonObject event{{QStringLiteral("time_us"), fault.timeUs},
                          {QStringLiteral("fault"), fault.fault},
                          {QStringLiteral("text"), faultText(fault)}};
        if (fault.client >= 0)
            event.insert(QStringLiteral("client"), fault.client);
        faults.append(event);
    }
    o.insert(QStringLiteral("faults"), faults);
    return o;
}
