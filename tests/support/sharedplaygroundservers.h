#pragma once

#include "playgroundservers.h"

#include <memory>

// One PlaygroundServers layout started on first use and kept for the tests that leave it as
// they found it (each start costs 2.5 s or more). get() is nullptr, with the reason logged, when
// the layout does not start: the test then fails on it.
class SharedPlaygroundServers
{
public:
    using Start = Result<void> (PlaygroundServers::*)();
    explicit SharedPlaygroundServers(Start start)
        : m_start(start)
    {}

    PlaygroundServers *get();

private:
    Start m_start;
    std::unique_ptr<PlaygroundServers> m_servers;
};
