// coordscope-bench: CoordScope's blocking client against redis-benchmark -c 1, same server,
// same invocation. See docs/PERFORMANCE.md.
#include "benchoptions.h"
#include "benchsuite.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cstdio>

namespace {
void print(FILE *stream, const QString &text)
{
    std::fputs(text.toLocal8Bit().constData(), stream);
    std::fflush(stream);
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const auto options = BenchOptions::parse(app.arguments().mid(1));
    if (!options) {
        print(stderr, QStringLiteral("coordscope-bench: %1\n").arg(options.error().message()));
        return 2;
    }
    if (options->help) {
        print(stdout, BenchOptions::usage());
        return 0;
    }
    const QString redisBenchmark = RedisBenchmarkRunner::findExecutable();
    if (redisBenchmark.isEmpty()) {
        print(stderr, QStringLiteral("coordscope-bench: redis-benchmark is not installed (it comes "
                                     "with the redis-tools package)\n"));
        return 1;
    }

    BenchSuite suite(*options, RedisBenchmarkRunner(redisBenchmark));
    suite.setProgress([](const QString &step) { print(stderr, step + QLatin1Char('\n')); });
    const BenchReport report = suite.run();
    if (options->json)
        print(stdout, QString::fromUtf8(QJsonDocument(report.toJson()).toJson()));
    else
        print(stdout, report.toTable());
    return report.errors.isEmpty() ? 0 : 1;
}
