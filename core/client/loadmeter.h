#pragma once

#include <QElapsedTimer>
#include <QtGlobal>

#include <array>

// What one connection's requests cost its server, measured from the client: the commands sent,
// and the time the server had at least one of them (each busy period charged as
// LoadBudget::chargedUs: less the shortest busy period seen, the network's round trip; at least
// 1 µs per command). That time estimates
// the server time the commands took (it also holds the client's own reading of a reply, but not
// the server's system calls for the connection: the server's own counters put it close, slightly
// above, docs/PERFORMANCE.md). RedisClient feeds one per connection (a cluster client one per node
// link); the status bar shows the figures and the inspector's budget is paced by them. One thread
// (the client's).
class LoadMeter
{
public:
    static constexpr int WindowSeconds = 10;

    struct Totals
    {
        qint64 commands = 0;
        qint64 chargedUs = 0; // estimated server time
    };

    LoadMeter();

    void requestSent(qint64 commands);
    // A request's last reply came back, or it failed.
    void requestDone();
    // The connection closed: what was in flight is over (nothing more comes back).
    void reset();

    // Since the meter was made.
    Totals totals() const { return m_totals; }
    // Over the last WindowSeconds (or since the meter was made, if that is shorter).
    double commandsPerSecond() const;
    double serverShare() const; // of one server core: 0.02 is 2 %
    // The shortest busy period seen (the network's round trip, about); -1 before the first.
    qint64 floorUs() const { return m_floorUs; }
    qint64 nowUs() const { return m_clock.nsecsElapsed() / 1000; }

private:
    struct Second
    {
        qint64 second = -1;
        qint64 commands = 0;
        qint64 chargedUs = 0;
    };
    Second &bucket(qint64 nowUs);
    // The field summed over the window, per µs.
    double perSecond(qint64 Second::*field) const;
    qint64 windowUs(qint64 nowUs) const;

    QElapsedTimer m_clock;
    Totals m_totals;
    qint64 m_inFlight = 0;
    qint64 m_periodStartUs = 0;
    qint64 m_periodCommands = 0;
    qint64 m_floorUs = -1;
    std::array<Second, WindowSeconds + 1> m_seconds;
};
