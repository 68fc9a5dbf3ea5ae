#include "interruptsignals.h"

#include <QDeadlineTimer>

#include <atomic>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

namespace {
std::atomic<int> caughtSignal{0};
int wakeRead = -1; // a self-pipe: the handler writes a byte, sleep() polls for it
int wakeWrite = -1;
struct sigaction previousInt;
struct sigaction previousTerm;

void onInterruptSignal(int number)
{
    if (caughtSignal.load() != 0) {
        // A second signal: the user insists (a release that hangs on a frozen server). End as
        // the signal would have without us.
        ::signal(number, SIG_DFL);
        ::raise(number);
        return;
    }
    const int saved = errno;
    caughtSignal.store(number);
    const char byte = 1;
    [[maybe_unused]] const ssize_t n = ::write(wakeWrite, &byte, 1);
    errno = saved;
}
} // namespace

InterruptSignals::InterruptSignals()
{
    // One at a time: the handlers, the pipe and the caught signal belong to the process.
    Q_ASSERT(wakeRead == -1);
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC | O_NONBLOCK) == 0) {
        wakeRead = fds[0];
        wakeWrite = fds[1];
    }
    caughtSignal.store(0);
    struct sigaction action = {};
    action.sa_handler = onInterruptSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART; // a socket call in flight carries on
    sigaction(SIGINT, &action, &previousInt);
    sigaction(SIGTERM, &action, &previousTerm);
}

InterruptSignals::~InterruptSignals()
{
    sigaction(SIGINT, &previousInt, nullptr);
    sigaction(SIGTERM, &previousTerm, nullptr);
    ::close(wakeRead);
    ::close(wakeWrite);
    wakeRead = wakeWrite = -1;
}

bool InterruptSignals::sleep(qint64 ms) const
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

int InterruptSignals::signalNumber() const
{
    return caughtSignal.load();
}

QString InterruptSignals::signalName() const
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

int InterruptSignals::wakeDescriptor() const
{
    return wakeRead;
}

void InterruptSignals::drainWake() const
{
    char bytes[16];
    while (::read(wakeRead, bytes, sizeof bytes) > 0) {
    }
}
