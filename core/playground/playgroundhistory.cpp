#include "playgroundhistory.h"

#include "historytrailer.h"

#include <QFileDevice>
#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <limits>

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
        {QStringLiteral("scenario_case"), run.scenarioCase},
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
    if (event.failed)
        object.insert(QStringLiteral("failed"), true);
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

// Reads one line's fields, refusing a wrongly typed one with the line's number; a missing field
// keeps its default. The first error is kept and every later read gives the default.
class FieldReader
{
public:
    FieldReader(const QJsonObject &object, qsizetype line)
        : m_object(object)
        , m_line(line)
    {}

    qint64 integer(QStringView key, qint64 fallback,
                   qint64 min = std::numeric_limits<qint64>::min(),
                   qint64 max = std::numeric_limits<qint64>::max())
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined() || m_error)
            return fallback;
        // An integer survives toInteger() whatever the default; 1.5 or 1e300 do not.
        if (!value.isDouble() || value.toInteger(0) != value.toInteger(1))
            return fail(QStringLiteral("field \"%1\" is not an integer").arg(key), fallback);
        const qint64 number = value.toInteger();
        if (number < min || number > max)
            return fail(QStringLiteral("field \"%1\" is out of range: %2").arg(key).arg(number),
                        fallback);
        return number;
    }
    int integer32(QStringView key, int fallback, int min)
    {
        return int(integer(key, fallback, min, std::numeric_limits<int>::max()));
    }
    bool boolean(QStringView key)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined() || m_error)
            return false;
        if (!value.isBool())
            return fail(QStringLiteral("field \"%1\" is not true or false").arg(key), false);
        return value.toBool();
    }
    QString string(QStringView key)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined() || m_error)
            return {};
        if (!value.isString())
            return fail(QStringLiteral("field \"%1\" is not a string").arg(key), QString());
        return value.toString();
    }
    const std::optional<RedisError> &error() const { return m_error; }

private:
    template <typename T>
    T fail(const QString &what, T fallback)
    {
        m_error = lineError(m_line, what);
        return fallback;
    }

    const QJsonObject &m_object;
    qsizetype m_line;
    std::optional<RedisError> m_error;
};

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
        if (!object.contains(field))
            return missingField(line, field);
    FieldReader fields(object, line);
    const QString primitiveName = fields.string(u"primitive");
    PlaygroundHistory::Run run;
    run.scenario = fields.string(u"scenario");
    run.scenarioCase = fields.string(u"scenario_case");
    run.variant = fields.string(u"variant");
    run.seed = fields.integer(u"seed", 0);
    run.clients = int(fields.integer(u"clients", 0, 0, PlaygroundHistory::MaxClients));
    run.limit = fields.integer32(u"limit", 0, 0);
    run.windowUs = fields.integer(u"window_us", 0, 0, PlaygroundHistory::MaxTimeUs);
    if (fields.error())
        return *fields.error();
    const auto primitive = PlaygroundHistory::primitiveFromName(primitiveName);
    if (!primitive)
        return lineError(line, QStringLiteral("unknown primitive \"%1\"").arg(primitiveName));
    run.primitive = *primitive;
    return run;
}

Result<PlaygroundEvent> eventFromJson(const QJsonObject &object, qsizetype line)
{
    for (QStringView field : {u"t", u"client", u"kind"})
        if (!object.contains(field))
            return missingField(line, field);
    FieldReader fields(object, line);
    PlaygroundEvent event;
    event.timeUs = fields.integer(u"t", 0, 0, PlaygroundHistory::MaxTimeUs);
    event.client = fields.integer32(u"client", -1, -1); // -1: no client (a server fault)
    const QString kindName = fields.string(u"kind");
    event.resource = fields.string(u"resource");
    event.item = fields.string(u"item");
    event.token = fields.string(u"token");
    event.fencing = fields.integer(u"fencing", -1, -1);
    event.fault = fields.string(u"fault");
    event.detail = fields.string(u"detail");
    event.failed = fields.boolean(u"failed");
    if (fields.error())
        return *fields.error();
    const auto kind = PlaygroundEvent::kindFromName(kindName);
    if (!kind)
        return lineError(line, QStringLiteral("unknown kind \"%1\"").arg(kindName));
    event.kind = *kind;
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
RedisError writeError(const QIODevice &device)
{
    const QString reason = device.errorString();
    return RedisError(RedisError::Kind::Io,
                      QStringLiteral("cannot write the history: %1")
                          .arg(reason.isEmpty() ? QStringLiteral("write failed") : reason));
}

Result<void> writeAll(QIODevice &device, const QByteArray &bytes)
{
    if (device.write(bytes) != bytes.size())
        return writeError(device);
    return {};
}

// A file buffers what it is given: a full disk shows only when the buffer goes out.
Result<void> flushed(QIODevice &device)
{
    if (auto *file = qobject_cast<QFileDevice *>(&device); file && !file->flush())
        return writeError(device);
    return {};
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

Result<void> PlaygroundHistory::saveJsonLines(QIODevice &device) const
{
    HistoryTrailer trailer;
    const auto put = [&](const QByteArray &line) {
        trailer.addLine(line);
        return writeAll(device, line);
    };
    if (auto written = put(jsonLine(runToJson(m_run))); !written)
        return written;
    for (const PlaygroundEvent &event : m_events) {
        trailer.countEvent();
        if (auto written = put(jsonLine(eventToJson(event))); !written)
            return written;
    }
    if (auto written = writeAll(device, trailer.line()); !written)
        return written;
    return flushed(device);
}

Result<PlaygroundHistory> PlaygroundHistory::loadJsonLines(QIODevice &device, QString *notWhole)
{
    PlaygroundHistory history;
    HistoryTrailer trailer;
    bool haveRun = false;
    qsizetype lineNumber = 0;
    qsizetype lastLine = 0;    // the last line that is not blank
    qsizetype trailerLine = 0; // 0: none read
    QString mismatch;          // the trailer's, when notWhole lets it through
    while (!device.atEnd()) {
        const QByteArray raw = device.readLine();
        const QByteArray line = raw.trimmed();
        ++lineNumber;
        if (line.isEmpty()) {
            trailer.addLine(raw);
            continue;
        }
        if (trailerLine > 0)
            return lineError(lineNumber,
                             QStringLiteral("a line after the trailer (line %1)").arg(trailerLine));
        lastLine = lineNumber;
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
        if (parseError.error != QJsonParseError::NoError)
            return lineError(lineNumber,
                             QStringLiteral("bad JSON: %1").arg(parseError.errorString()));
        if (!document.isObject())
            return lineError(lineNumber, QStringLiteral("bad JSON: not an object"));
        if (haveRun && HistoryTrailer::isTrailer(document.object())) {
            trailerLine = lineNumber;
            if (const Result<void> matches = trailer.verify(document.object(), lineNumber);
                !matches) {
                if (!notWhole)
                    return matches.error();
                mismatch = matches.error().message();
            }
            continue;
        }
        trailer.addLine(raw);
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
        // A client the run does not have would put the event nowhere (and a panel's rows
        // out of reach): clients are numbered 0 to clients-1.
        if (history.m_run.clients > 0 && event->client >= history.m_run.clients)
            return lineError(lineNumber, QStringLiteral("client %1, but the run has %2 clients")
                                             .arg(event->client)
                                             .arg(history.m_run.clients));
        trailer.countEvent();
        history.m_events.append(std::move(event).value());
    }
    if (!haveRun)
        return RedisError(RedisError::Kind::InvalidArgument,
                          QStringLiteral("empty history: no run on line 1"));
    if (trailerLine == 0) {
        const QString cutShort =
            QStringLiteral("history ends at line %1 without its trailer: cut short?").arg(lastLine);
        if (!notWhole)
            return RedisError(RedisError::Kind::InvalidArgument, cutShort);
        mismatch = cutShort;
    }
    if (notWhole)
        *notWhole = mismatch;
    return history;
}

Result<void> PlaygroundHistory::saveCsv(QIODevice &device) const
{
    if (auto written = writeAll(
            device, "time_us,client,kind,resource,item,token,fencing,fault,detail,failed\n");
        !written)
        return written;
    for (const PlaygroundEvent &e : m_events) {
        const QByteArray row = QByteArray::number(e.timeUs) + ',' + QByteArray::number(e.client) +
                               ',' + PlaygroundEvent::kindName(e.kind).toUtf8() + ',' +
                               csvField(e.resource) + ',' + csvField(e.item) + ',' +
                               csvField(e.token) + ',' +
                               (e.fencing >= 0 ? QByteArray::number(e.fencing) : QByteArray()) +
                               ',' + csvField(e.fault) + ',' + csvField(e.detail) + ',' +
                               (e.failed ? "true" : "false") + '\n';
        if (auto written = writeAll(device, row); !written)
            return written;
    }
    return flushed(device);
}
