#pragma once

#include "checkreport.h"
#include "playgroundhistory.h"
#include "simulationconfig.h"

#include <QList>
#include <QString>

#include <functional>

// One of the playground's presets: a failure from the Redis literature as a reproducible run
// (a seed, clients, faults), with the variants it compares, what it shows in two sentences and
// what the checker is expected to find for each variant (docs/playground.md, "Scenarios").
struct PlaygroundScenario
{
    // One variant of the scenario: the primitive's kind plus what the run changes for it.
    struct Case
    {
        QString label; // "token", "token+watchdog", "fenced", ...
        bool safe = false;
        QString expected; // what the checker finds for it, in a sentence
    };
    struct Verdict
    {
        bool asExpected = false;
        QString reason; // what was found, in a sentence
    };

    int number = 0;
    QString name;      // "naive-crash"
    QString title;     // "Naive lock, holder crashes"
    QString shows;     // two sentences
    QList<Case> cases; // the first is the unsafe one, the one a plain --scenario runs

    // The run of one case (an unknown label: the first case). The server is where layout Given
    // runs; layouts the scenario starts itself ignore it.
    SimulationConfig config(const QString &caseLabel, qint64 seed,
                            const ConnectionOptions &server) const;
    // Whether a run of the case found what the scenario says it does.
    Verdict judge(const QString &caseLabel, const PlaygroundHistory &history,
                  const CheckReport &report) const;
    const Case *findCase(const QString &label) const;

    static const QList<PlaygroundScenario> &all();
    // By name or number ("4"); nullptr when none.
    static const PlaygroundScenario *find(const QString &nameOrNumber);

    std::function<void(SimulationConfig &config, const QString &caseLabel)> configure;
    std::function<Verdict(const QString &caseLabel, const PlaygroundHistory &history,
                          const CheckReport &report)>
        judgeRun;
};
