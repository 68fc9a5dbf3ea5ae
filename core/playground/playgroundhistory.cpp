#include "playgroundhistory.h"

#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

namespace {
constexpr QStringView primitiveNames[] = {u"lock", u"semaphore", u"queue", u"delayed-queue",
                                          u"rate-limiter"};
static_assert(std::size(primitiveNames) == int(PlaygroundPrimitive::RateLimiter) + 1);

constexpr QLatin1StringView historyFormat("coordscope-playground-history");
constexpr int historyVersion = 1;

QByteArray jsonLine(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QJsonObject runToJson(const PlaygroundHistory::Run &run)
{
    return {
        {QStringLiteral("format"), historyFormat},
        {QStringLiteral("version"), historyVersion},
        {QStringLiteral("scenario"), run.scenario},
        {QStringLiteral("primitive"), PlaygroundHistory::primitiveName(run.primitive)},
        {QStringLiteral("variant"), run.variant},
        {QStringLiteral("seed"), run.seed},
        {QStringLiteral("clients"), run.clients},
        {QStringLiteral("limit"), run.limit},
        {QStringLiteral("window_us"), run.windowUs},
    };
}

QJsonObject eventToJson(const PlaygroundEvent &event)
{
    QJsonObject object{
        {QStringLiteral("t"), event.timeUs},
        {QStringLiteral("client"), event.client},
        {QStringLiteral("kind"), PlaygroundEvent::kindName(event.kind)},
    };
    // Empty fields stay out: most events carry two or three of them.
    const auto put = [&object](const QString &key, const QString &value) {
        if (!value.isEmpty())
            object.insert(key, value);
    };
    put(QStringLiteral("resource"), event.resource);
    put(QStringLiteral("item"), event.item);
    put(QStringLiteral("token"), event.token);
    if (event.fencing >= 0)
        object.insert(QStringLiteral("fencing"), event.fencing);
    put(QStringLiteral("fault"), event.fault);
    put(QStringLiteral("detail"), event.detail);
    return object;
}

RedisError lineError(qsizetype line, const QString &what)
{
    return RedisError(RedisError::Kind::InvalidArgument,
                      QStringLiteral("line %1: %2").arg(line).arg(what));
}

RedisError missingField(qsizetype line, QStringView field)
{
    return lineError(line, QStringLiteral("missing field \"%1\"").arg(field));
}

bool isInteger(const QJsonValue &value)
{
    return value.isDouble() && value.toDouble() == double(value.toInteger());
}

Result<PlaygroundHistory::Run> runFromJson(const QJsonObject &object, qsizetype line)
{
    if (object.value(QStringLiteral("format")).toString() != historyFormat)
        return lineError(
            line,
            QStringLiteral("not a playground history (no \"format\": \"%1\")").arg(historyFormat));
    if (object.value(QStringLiteral("version")).toInt() != historyVersion)
        return lineError(line, QStringLiteral("unsupported history version %1")
                                   .arg(object.value(QStringLiteral("version")).toInt()));
    for (QStringView field : {u"primitive", u"variant", u"clients"})
        if (!object.contains(field.toString()))
            return missingField(line, field);
    const QString primitiveName = object.value(QStringLiteral("primitive")).toString();
    const auto primitive = PlaygroundHistory::primitiveFromName(primitiveName);
    if (!primitive)
        return lineError(line, QStringLiteral("unknown primitive \"%1\"").arg(primitiveName));
    PlaygroundHistory::Run run;
    run.scenario = object.value(QStringLiteral("scenario")).toString();
    run.primitive = *primitive;
    run.variant = object.value(QStringLiteral("variant")).toString();
    run.seed = object.value(QStringLiteral("seed")).toInteger();
    run.clients = object.value(QStringLiteral("clients")).toInt();
    run.limit = object.value(QStringLiteral("limit")).toInt();
    run.windowUs = object.value(QStringLiteral("window_us")).toInteger();
    return run;
}

Result<PlaygroundEvent> eventFromJson(const QJsonObject &object, qsizetype line)
{
    for (QStringView field : {u"t", u"client", u"kind"})
        if (!object.contains(field.toString()))
            return missingField(line, field);
    for (QStringView field : {u"t", u"client"})
        if (!isInteger(object.value(field.toString())))
            return lineError(line, QStringLiteral("field \"%1\" is not an integer").arg(field));
    const QString kindName = object.value(QStringLiteral("kind")).toString();
    const auto kind = PlaygroundEvent::kindFromName(kindName);
    if (!kind)
        return lineError(line, QStringLiteral("unknown kind \"%1\"").arg(kindName));
    PlaygroundEvent event;
    event.timeUs = object.value(QStringLiteral("t")).toInteger();
    event.client = object.value(QStringLiteral("client")).toInt();
    event.kind = *kind;
    event.resource = object.value(QStringLiteral("resource")).toString();
    event.item = object.value(QStringLiteral("item")).toString();
    event.token = object.value(QStringLiteral("token")).toString();
    event.fencing = object.value(QStringLiteral("fencing")).toInteger(-1);
    event.fault = object.value(QStringLiteral("fault")).toString();
    event.detail = object.value(QStringLiteral("detail")).toString();
    // Without these the checker could not place the event.
    if (event.kind == PlaygroundEvent::Kind::Fault && event.fault.isEmpty())
        return missingField(line, u"fault");
    const bool itemEvent = event.kind == PlaygroundEvent::Kind::Enqueued ||
                           event.kind == PlaygroundEvent::Kind::Delivered ||
                           event.kind == PlaygroundEvent::Kind::Acked;
    if (itemEvent && event.item.isEmpty())
        return missingField(line, u"item");
    return event;
}

QByteArray csvField(const QString &value)
{
    QByteArray bytes = value.toUtf8();
    if (!bytes.contains(',') && !bytes.contains('"') && !bytes.contains('\n') &&
        !bytes.contains('\r'))
        return bytes;
    bytes.replace("\"", "\"\"");
    return '"' + bytes + '"';
}
} // namespace

QString PlaygroundHistory::primitiveName(PlaygroundPrimitive primitive)
{
    return primitiveNames[int(primitive)].toString();
}

std::optional<PlaygroundPrimitive> PlaygroundHistory::primitiveFromName(QStringView name)
{
    for (int i = 0; i < int(std::size(primitiveNames)); ++i)
        if (primitiveNames[i] == name)
            return PlaygroundPrimitive(i);
    return std::nullopt;
}

void PlaygroundHistory::saveJsonLines(QIODevice &device) const
{
    device.write(jsonLine(runToJson(m_run)));
    for (const PlaygroundEvent &event : m_events)
        device.write(jsonLine(eventToJson(event)));
}

Result<PlaygroundHistory> PlaygroundHistory::loadJsonLines(QIODevice &device)
{
    PlaygroundHistory history;
    bool haveRun = false;
    qsizetype lineNumber = 0;
    while (!device.atEnd()) {
        const QByteArray line = device.readLine().trimmed();
        ++lineNumber;
        if (line.isEmpty())
            continue;
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            return lineError(lineNumber,
                             QStringLiteral("bad JSON: %1").arg(parseError.errorString()));
        if (!document.isObject())
            return lineError(lineNumber, QStringLiteral("bad JSON: not an object"));
        if (!haveRun) {
            auto run = runFromJson(document.object(), lineNumber);
            if (!run)
                return run.error();
            history.m_run = std::move(run).value();
            haveRun = true;
            continue;
        }
        auto event = eventFromJson(document.object(), lineNumber);
        if (!event)
            return event.error();
        history.m_events.append(std::move(event).value());
    }
    if (!haveRun)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("empty history: no run on line 1"));
    return history;
}

void PlaygroundHistory::saveCsv(QIODevice &device) const
{
    device.write("time_us,client,kind,resource,item,token,fencing,fault,detail\n");
    for (const PlaygroundEvent &e : m_events) {
        const QByteArray row = QByteArray::number(e.timeUs) + ',' + QByteArray::number(e.client) +
                               ',' + PlaygroundEvent::kindName(e.kind).toUtf8() + ',' +
                               csvField(e.resource) + ',' + csvField(e.item) + ',' +
                               csvField(e.token) + ',' +
                               (e.fencing >= 0 ? QByteArray::number(e.fencing) : QByteArray()) +
                               ',' + csvField(e.fault) + ',' + csvField(e.detail) + '\n';
        device.write(row);
    }
}
