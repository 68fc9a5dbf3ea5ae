#include "holdinterrupt.h"

#include <QDeadlineTimer>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace {
std::atomic<int> caught{0};
int wakeRead = -1; // a self-pipe: the handler writes a byte, sleep() polls for it
int wakeWrite = -1;
struct sigaction previousInt;
struct sigaction previousTerm;

void onSignal(int number)
{
    if (caught.load() != 0) {
        // A second signal: the user insists (a release that hangs on a frozen server). End as
        // the signal would have without us.
        ::signal(number, SIG_DFL);
        ::raise(number);
        return;
    }
    const int saved = errno;
    caught.store(number);
    const char byte = 1;
    [[maybe_unused]] const ssize_t n = ::write(wakeWrite, &byte, 1);
    errno = saved;
}
} // namespace

HoldInterrupt::HoldInterrupt()
{
    // One at a time: the handlers, the pipe and the caught signal belong to the process.
    Q_ASSERT(wakeRead == -1);
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC | O_NONBLOCK) == 0) {
        wakeRead = fds[0];
        wakeWrite = fds[1];
    }
    caught.store(0);
    struct sigaction action = {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART; // a socket call in flight carries on
    sigaction(SIGINT, &action, &previousInt);
    sigaction(SIGTERM, &action, &previousTerm);
}

HoldInterrupt::~HoldInterrupt()
{
    sigaction(SIGINT, &previousInt, nullptr);
    sigaction(SIGTERM, &previousTerm, nullptr);
    ::close(wakeRead);
    ::close(wakeWrite);
    wakeRead = wakeWrite = -1;
}

bool HoldInterrupt::sleep(qint64 ms) const
{
    const QDeadlineTimer deadline(ms);
    while (!interrupted()) {
        const qint64 left = deadline.remainingTime();
        if (left <= 0)
            return true;
        pollfd wake{wakeRead, POLLIN, 0};
        const int slice = int(std::min<qint64>(left, 60'000));
        if (::poll(&wake, 1, slice) < 0 && errno != EINTR)
            return !interrupted(); // no pipe: cannot wait for a signal, so the hold is over
    }
    return false;
}

int HoldInterrupt::signalNumber() const
{
    return caught.load();
}

QString HoldInterrupt::signalName() const
{
    switch (signalNumber()) {
    case SIGINT:
        return QStringLiteral("SIGINT");
    case SIGTERM:
        return QStringLiteral("SIGTERM");
    default:
        return QStringLiteral("signal %1").arg(signalNumber());
    }
}

QString HoldInterrupt::leaseLeft(qint64 leaseMs, qint64 heldMs)
{
    if (leaseMs < 0)
        return QStringLiteral("with no lease: it stays until it is released");
    if (heldMs >= leaseMs)
        return QStringLiteral("though its %1 ms lease has ended by this machine's clock")
            .arg(leaseMs);
    return QStringLiteral("its lease ends in about %1 ms").arg(leaseMs - heldMs);
}

void HoldInterrupt::addFailedRelease(QJsonObject &json, const RedisError &error) const
{
    json.insert(QStringLiteral("release"),
                error.mayHaveRun() ? QStringLiteral("unknown") : QStringLiteral("failed"));
    json.insert(QStringLiteral("error"), QJsonObject{{QStringLiteral("kind"), error.kindName()},
                                                     {QStringLiteral("message"), error.message()}});
    if (interrupted())
        json.insert(QStringLiteral("interrupted"), signalName());
}

QString HoldInterrupt::releaseProblem(const RedisError &error) const
{
    const QString prefix = interrupted() ? signalName() + QStringLiteral(": ") : QString();
    // A release that was sent and whose reply never came (a frozen server, a connection lost)
    // may have run: neither "released" nor "still held" would be true.
    if (error.mayHaveRun())
        return prefix + QStringLiteral("the release may or may not have run (%1): held unless it "
                                       "ran: ")
                            .arg(error.toString());
    return prefix + QStringLiteral("the release failed (%1): still held: ").arg(error.toString());
}

void HoldInterrupt::markCutShort(QJsonObject &json, QString &text) const
{
    json.insert(QStringLiteral("interrupted"), signalName());
    text += QStringLiteral(" (cut short by %1)").arg(signalName());
}
