#include "checkreport.h"

#include <QCoreApplication>
#include <QJsonArray>

QString CheckReport::Violation::kindName(Kind kind)
{
    switch (kind) {
    case Kind::OverlappingHolds:
        return QStringLiteral("overlapping-holds");
    case Kind::SemaphoreOverLimit:
        return QStringLiteral("semaphore-over-limit");
    case Kind::DuplicateDelivery:
        return QStringLiteral("duplicate-delivery");
    case Kind::LostItem:
        return QStringLiteral("lost-item");
    case Kind::OverAdmission:
        return QStringLiteral("over-admission");
    }
    return {};
}

QJsonObject CheckReport::toJson() const
{
    QJsonArray list;
    for (const Violation &v : violations) {
        QJsonArray clients;
        for (int client : v.clients)
            clients.append(client);
        QJsonObject object{
            {QStringLiteral("kind"), Violation::kindName(v.kind)},
            {QStringLiteral("resource"), v.resource},
            {QStringLiteral("time_us"), v.timeUs},
            {QStringLiteral("clients"), clients},
            {QStringLiteral("text"), v.text},
        };
        if (!v.item.isEmpty())
            object.insert(QStringLiteral("item"), v.item);
        if (!v.fencing.isEmpty()) {
            QJsonArray fencing;
            for (qint64 number : v.fencing)
                fencing.append(number);
            object.insert(QStringLiteral("fencing"), fencing);
        }
        if (v.fencingWouldCatch)
            object.insert(QStringLiteral("fencing_would_catch"), *v.fencingWouldCatch);
        if (v.count > 0)
            object.insert(QStringLiteral("count"), v.count);
        list.append(object);
    }
    const Metrics &m = metrics;
    QJsonObject failedByKind;
    for (auto it = m.failedByKind.cbegin(); it != m.failedByKind.cend(); ++it)
        failedByKind.insert(it.key(), it.value());
    const QJsonObject metricsObject{
        {QStringLiteral("start_us"), m.startUs},
        {QStringLiteral("end_us"), m.endUs},
        {QStringLiteral("events"), m.events},
        {QStringLiteral("operations"), m.operations},
        {QStringLiteral("grants"), m.grants},
        {QStringLiteral("operations_per_second"), m.operationsPerSecond},
        {QStringLiteral("grants_per_second"), m.grantsPerSecond},
        {QStringLiteral("overtakes"), m.overtakes},
        {QStringLiteral("jain_index"), m.jainIndex},
        {QStringLiteral("waits"), m.waits},
        {QStringLiteral("wait_p50_us"), m.waitP50Us},
        {QStringLiteral("wait_p99_us"), m.waitP99Us},
        {QStringLiteral("wait_max_us"), m.waitMaxUs},
        {QStringLiteral("refused"), m.refused},
        {QStringLiteral("failed"), m.failed},
        {QStringLiteral("first_failure"), m.firstFailure},
        {QStringLiteral("failed_by_kind"), failedByKind},
        {QStringLiteral("first_failure_us"), m.firstFailureUs},
        {QStringLiteral("last_failure_us"), m.lastFailureUs},
        {QStringLiteral("failed_share"), failedShare()},
        {QStringLiteral("excused_failures"), m.excusedFailures},
        {QStringLiteral("waiting_at_end"), m.waitingAtEnd},
        {QStringLiteral("waiting_at_end_max_us"), m.waitingAtEndMaxUs},
        {QStringLiteral("max_holders"), m.maxHolders},
        {QStringLiteral("max_holders_at_us"), m.maxHoldersAtUs},
        {QStringLiteral("enqueued"), m.enqueued},
        {QStringLiteral("delivered"), m.delivered},
        {QStringLiteral("deliveries"), m.deliveries},
        {QStringLiteral("redeliveries"), m.redeliveries},
        {QStringLiteral("acked"), m.acked},
        {QStringLiteral("duplicates"), m.duplicates},
        {QStringLiteral("lost"), m.lost},
        {QStringLiteral("admitted"), m.admitted},
        {QStringLiteral("limited"), m.limited},
    };
    QJsonObject counts;
    for (Violation::Kind kind : Violation::kinds)
        counts.insert(Violation::kindName(kind), count(kind));
    return {
        {QStringLiteral("scenario"), scenario},
        {QStringLiteral("scenario_case"), scenarioCase},
        {QStringLiteral("primitive"), primitive},
        {QStringLiteral("variant"), variant},
        {QStringLiteral("violation_count"), violationsTotal},
        {QStringLiteral("violations_total"), violationsTotal},
        {QStringLiteral("violation_counts"), counts},
        {QStringLiteral("violations"), list},
        {QStringLiteral("metrics"), metricsObject},
        {QStringLiteral("notes"), QJsonArray::fromStringList(notes)},
        {QStringLiteral("inconclusive"), inconclusive()},
    };
}

double CheckReport::failedShare() const
{
    const qint64 tried = qint64(metrics.operations) + metrics.failed;
    return tried > 0 ? double(metrics.failed) / double(tried) : 0.0;
}

QString CheckReport::failedOperationsText() const
{
    const Metrics &m = metrics;
    if (m.failed == 0)
        return {};
    QStringList perKind;
    for (auto it = m.failedByKind.cbegin(); it != m.failedByKind.cend(); ++it)
        perKind << it.key() % u' ' % QString::number(it.value());
    return QCoreApplication::translate(
               "CheckReport",
               "failed operations: %1 of %2 (%3 %): %4; the first at +%5 s, the last "
               "at +%6 s")
        .arg(QString::number(m.failed), QString::number(m.operations + m.failed),
             QString::number(failedShare() * 100, 'f', 1), perKind.join(QStringLiteral(", ")),
             QString::number(double(m.firstFailureUs - m.startUs) / 1e6, 'f', 3),
             QString::number(double(m.lastFailureUs - m.startUs) / 1e6, 'f', 3));
}

QString CheckReport::inconclusiveText() const
{
    return QCoreApplication::translate(
               "CheckReport",
               "INCONCLUSIVE: more than %1 % of the operations failed with an error, so "
               "the run says little about the primitive")
        .arg(maxFailedShare * 100);
}
