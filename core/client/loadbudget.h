#pragma once

#include "result.h"

#include <QString>

#include <optional>

// How much load a background read (a discovery, a monitor) may put on a server: a share of one
// server core, and optionally commands per second. 0: no limit.
struct LoadBudgetLimits
{
    double serverShare = 0.02;    // µs of server time per µs of wall time
    double commandsPerSecond = 0; // 0: no limit

    // "2%", "0.5%" (a share of one core, above 0 and at most 100 %), "500/s" (commands per
    // second; then no share limit), or both with a comma: "2%,500/s". Errors are
    // InvalidArgument, one line that shows the forms.
    static Result<LoadBudgetLimits> parse(const QString &text);
    // The form parse() reads: "2%", "500/s", "2%,500/s"; "unlimited" with no limit at all.
    QString toString() const;
};

// Paces a sequence of requests so that they stay within LoadBudgetLimits: two token buckets
// that fill at serverShare (µs of server time per µs) and commandsPerSecond, each holding at most
// one second's worth, so a burst is at most one second of budget. A request is made when neither
// bucket is in debt; what it cost is taken afterwards (spend()), so one request may overdraw and
// the next waits for the debt to fill. Qt Core only, no I/O, no clock: the caller passes the
// time (µs, any monotonic origin), so the GUI and the CLI share it and tests drive it.
class LoadBudget
{
public:
    explicit LoadBudget(LoadBudgetLimits limits = {});

    void setLimits(const LoadBudgetLimits &limits);
    const LoadBudgetLimits &limits() const;

    // What a request cost: its commands and the server time it is charged (busyUs).
    void spend(qint64 commands, qint64 busyUs, qint64 nowUs);
    // How long to wait from nowUs before the next request (0: now).
    qint64 delayUs(qint64 nowUs) const;

    // The server time a request is charged: its round trip minus the smallest round trip seen so
    // far on that connection (floorUs, the network's and the client's share), at least 1 µs and
    // at most MaxChargedUsPerCommand per command. An estimate: the rest of the round trip is not
    // all the server's work on this request (it also waits for other clients' commands, its
    // event loop, the scheduler), but the server's system calls to read and answer it are not in
    // it either. Measured on a million keys at 2 %: the server's own CPU counters gave 1.8-2.1 %
    // (docs/PERFORMANCE.md).
    static qint64 chargedUs(qint64 roundTripUs, qint64 floorUs, qint64 commands);
    // The round trip is measured on the client's thread, which notices a reply only when its
    // event loop gets to it: a GUI thread busy drawing for a second would charge that second to
    // the server, and a budget of 2 % would then skip every read for 50 s. No command CoordScope
    // sends should keep the server busy for more than 1 ms (docs/inspector.md), so no command is
    // charged more.
    static constexpr qint64 MaxChargedUsPerCommand = 1000;

private:
    struct Bucket
    {
        double ratePerUs = 0; // 0: no limit
        double capacity = 0;  // one second's worth
        double tokens = 0;    // may go below 0 (a request that overdrew)
    };
    void refill(qint64 nowUs);
    static double tokensAt(const Bucket &b, qint64 elapsedUs);
    static qint64 waitFor(const Bucket &b, double tokens);
    void configure(Bucket &b, double perSecond);

    LoadBudgetLimits m_limits;
    Bucket m_server;   // µs of server time
    Bucket m_commands; // commands
    std::optional<qint64> m_lastUs;
};
