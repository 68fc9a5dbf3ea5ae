#include "holderlimitcheck.h"

#include "violationlist.h"

#include <algorithm>
#include <optional>

namespace {
struct Stretch
{
    qint64 beganUs = 0;
    int peak = 0;
    qint64 peakUs = 0;
    QList<int> peakClients;
};

void report(const Stretch &s, const QString &resource, int limit, ViolationList &violations)
{
    CheckReport::Violation v;
    v.kind = CheckReport::Violation::Kind::SemaphoreOverLimit;
    v.resource = resource;
    v.timeUs = s.beganUs;
    v.clients = s.peakClients;
    v.count = s.peak;
    violations.add(std::move(v), [&] {
        QStringList names;
        for (int client : s.peakClients)
            names.append(QString::number(client));
        return QStringLiteral("\"%1\" had more than %2 holders from %3, at most %4 at %5 "
                              "(clients %6)")
            .arg(resource, QString::number(limit), violations.at(s.beganUs),
                 QString::number(s.peak), violations.at(s.peakUs),
                 names.join(QStringLiteral(", ")));
    });
}
} // namespace

std::pair<int, qint64> HolderLimitCheck::check(const QList<HoldTracker::Hold> &holds, int limit,
                                               ViolationList &violations)
{
    struct Step
    {
        qint64 timeUs;
        int delta;
        qsizetype hold;
    };
    QList<Step> steps;
    steps.reserve(holds.size() * 2);
    for (qsizetype i = 0; i < holds.size(); ++i) {
        if (holds[i].endUs <= holds[i].startUs)
            continue; // granted and released in the same µs: held at no instant
        steps.append({holds[i].startUs, +1, i});
        steps.append({holds[i].endUs, -1, i});
    }
    // Ends before starts at one instant, then by hold: the holders' order does not depend on the
    // sort.
    std::sort(steps.begin(), steps.end(), [](const Step &a, const Step &b) {
        if (a.timeUs != b.timeUs)
            return a.timeUs < b.timeUs;
        return a.delta != b.delta ? a.delta < b.delta : a.hold < b.hold;
    });
    QList<qsizetype> current;
    int best = 0;
    qint64 bestUs = 0;
    std::optional<Stretch> stretch;
    for (qsizetype i = 0; i < steps.size();) {
        const qint64 timeUs = steps[i].timeUs;
        for (; i < steps.size() && steps[i].timeUs == timeUs; ++i) {
            if (steps[i].delta > 0)
                current.append(steps[i].hold);
            else
                current.removeOne(steps[i].hold);
        }
        const int count = int(current.size());
        if (count > best) {
            best = count;
            bestUs = timeUs;
        }
        if (limit <= 0)
            continue;
        if (count > limit) {
            if (!stretch)
                stretch = Stretch{timeUs, 0, 0, {}};
            if (count > stretch->peak) {
                stretch->peak = count;
                stretch->peakUs = timeUs;
                stretch->peakClients.clear();
                for (qsizetype h : std::as_const(current))
                    stretch->peakClients.append(holds[h].client);
            }
        } else if (stretch) {
            report(*stretch, holds.first().resource, limit, violations);
            stretch.reset();
        }
    }
    if (stretch)
        report(*stretch, holds.first().resource, limit, violations);
    return {best, bestUs};
}
