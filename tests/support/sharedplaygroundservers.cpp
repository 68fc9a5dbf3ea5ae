#include "sharedplaygroundservers.h"

#include <QtGlobal>

PlaygroundServers *SharedPlaygroundServers::get()
{
    if (!m_servers) {
        auto servers = std::make_unique<PlaygroundServers>();
        if (const auto started = (servers.get()->*m_start)(); !started) {
            qWarning("%s", qPrintable(started.error().toString()));
            return nullptr;
        }
        m_servers = std::move(servers);
    }
    return m_servers.get();
}
