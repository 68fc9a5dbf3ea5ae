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

QString PlaygroundEvent::dueDetail(qint64 dueInMs)
{
    return QStringLiteral("due in %1 ms").arg(dueInMs);
}

std::optional<qint64> PlaygroundEvent::dueInMs() const
{
    // A loaded file's detail is anything: "due in ms" has no number, "due in 1e300 ms" none
    // that fits (a delay is at most a year).
    constexpr qint64 MaxDueMs = 366LL * 86'400'000;
    QStringView text(detail);
    if (text.size() <= 10 || !text.startsWith(u"due in ") || !text.endsWith(u" ms"))
        return std::nullopt;
    bool ok = false;
    const qint64 ms = text.sliced(7, text.size() - 10).toLongLong(&ok);
    return ok && ms >= 0 && ms <= MaxDueMs ? std::optional<qint64>(ms) : std::nullopt;
}
