#include "playgroundevent.h"

namespace {
constexpr QStringView kindNamesInOrder[] = {
    u"attempt",  u"granted",   u"refused", u"renewed",  u"lost",    u"released",
    u"enqueued", u"delivered", u"acked",   u"admitted", u"limited", u"fault",
};
static_assert(std::size(kindNamesInOrder) == int(PlaygroundEvent::Kind::Fault) + 1);
} // namespace

QString PlaygroundEvent::kindName(Kind kind)
{
    return kindNamesInOrder[int(kind)].toString();
}

std::optional<PlaygroundEvent::Kind> PlaygroundEvent::kindFromName(QStringView name)
{
    for (int i = 0; i < int(std::size(kindNamesInOrder)); ++i)
        if (kindNamesInOrder[i] == name)
            return Kind(i);
    return std::nullopt;
}

QStringList PlaygroundEvent::kindNames()
{
    QStringList names;
    for (QStringView name : kindNamesInOrder)
        names.append(name.toString());
    return names;
}
