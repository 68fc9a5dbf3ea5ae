// PlaygroundHistory::loadJsonLines and what `check` runs on a history that loads: the checker
// and the scenario's judge. A history that loads saves and loads back equal, with its trailer.
#include "fuzzcheck.h"
#include "playgroundchecker.h"
#include "playgroundhistory.h"
#include "playgroundscenario.h"

#include <QBuffer>

#include <cstdint>

namespace {
Result<PlaygroundHistory> load(const QByteArray &bytes, QString *notWhole)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    return PlaygroundHistory::loadJsonLines(buffer, notWhole);
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const Result<PlaygroundHistory> strict = load(bytes, nullptr);
    QString notWhole;
    const Result<PlaygroundHistory> history = load(bytes, &notWhole);
    // Strict loading takes exactly the whole histories that the lenient one takes.
    FUZZ_CHECK(strict.ok() == (history.ok() && notWhole.isEmpty()));
    if (!history)
        return 0;

    const CheckReport report = PlaygroundChecker::check(*history);
    FUZZ_CHECK(report.violationCount() >= report.violations.size());
    (void)report.toJson();
    const PlaygroundHistory::Run &run = history->run();
    if (const PlaygroundScenario *scenario = PlaygroundScenario::find(run.scenario))
        if (scenario->findCase(run.scenarioCase))
            (void)scenario->judge(run.scenarioCase, *history, report);

    QBuffer saved;
    saved.open(QIODevice::WriteOnly);
    FUZZ_CHECK(history->saveJsonLines(saved).ok());
    const Result<PlaygroundHistory> back = load(saved.data(), nullptr);
    FUZZ_CHECK(back.ok());
    FUZZ_CHECK(*back == *history);
    return 0;
}
