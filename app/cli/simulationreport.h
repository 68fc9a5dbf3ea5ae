#pragma once

#include "checkreport.h"
#include "playgroundhistory.h"
#include "playgroundscenario.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// What `simulate` and `check` print: the checker's report with what the run was (scenario and
// case, clients, seconds, where, faults, overrides) and the scenario's verdict, as text or JSON.
struct SimulationReport
{
    const PlaygroundScenario *scenario = nullptr;
    QString caseLabel; // empty: not known
    std::optional<PlaygroundScenario::Verdict> verdict;
    QString unknownVerdict; // why there is no verdict for a scenario's history
    QStringList overrides;
    int clients = 0;
    double seconds = 0;
    QString where;
    QString historyFile;
    QString partial; // why a checked history may not be whole (check --allow-partial); empty: whole
    QList<PlaygroundEvent> faults; // the history's fault events

    QString toText(const CheckReport &report) const;
    QJsonObject toJson(const CheckReport &report) const;
    static QList<PlaygroundEvent> faultEvents(const PlaygroundHistory &history);
};
