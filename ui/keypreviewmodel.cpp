#include "keypreviewmodel.h"

#include "actionrunner.h"
#include "keypreviewcommands.h"
#include "redisconnection.h"

#include <QLocale>
#include <QScopedValueRollback>

namespace KPC = KeyPreviewCommands;

namespace {
const QString TypeKey = QStringLiteral("type");
const QString TtlKey = QStringLiteral("ttl");
const QString LengthKey = QStringLiteral("length");
const QString RowsKey = QStringLiteral("rows");
const QString NextKey = QStringLiteral("next");
const QString FinishedKey = QStringLiteral("finished");

ActionResult failure(const RedisError &error)
{
    ActionResult result;
    result.error = error;
    return result;
}

ActionResult success(const QVariantMap &out)
{
    ActionResult result;
    result.ok = true;
    result.value = out;
    return result;
}

// A page's rows, flattened for the trip back to the GUI thread.
void putPage(QVariantMap &out, const KPC::Page &page)
{
    QVariantList flat;
    flat.reserve(page.rows.size() * 2);
    for (const KPC::Row &row : page.rows)
        flat << row.field << row.value;
    out.insert(RowsKey, flat);
    out.insert(NextKey, page.nextCursor);
    out.insert(FinishedKey, page.finished);
}

// TYPE and then one more command, pipelined; the page when the type is still `type`.
ActionResult readPage(RedisConnection &connection, const QByteArray &key, const QByteArray &type,
                      const QByteArray &cursor)
{
    const auto replies = connection.pipeline({{"TYPE", key}, KPC::pageCommand(type, key, cursor)});
    if (!replies.at(0))
        return failure(replies.at(0).error());
    QVariantMap out{{TypeKey, replies.at(0)->bytes()}};
    if (replies.at(0)->bytes() == type) {
        if (!replies.at(1))
            return failure(replies.at(1).error());
        const auto page = KPC::parsePage(type, cursor, *replies.at(1));
        if (!page)
            return failure(page.error());
        putPage(out, *page);
    }
    return success(out);
}

QString unitName(const QByteArray &type, qint64 n)
{
    const bool one = n == 1;
    if (type == "string")
        return one ? KeyPreviewModel::tr("byte") : KeyPreviewModel::tr("bytes");
    if (type == "list")
        return one ? KeyPreviewModel::tr("element") : KeyPreviewModel::tr("elements");
    if (type == "hash")
        return one ? KeyPreviewModel::tr("field") : KeyPreviewModel::tr("fields");
    if (type == "stream")
        return one ? KeyPreviewModel::tr("entry") : KeyPreviewModel::tr("entries");
    return one ? KeyPreviewModel::tr("member") : KeyPreviewModel::tr("members");
}
} // namespace

KeyPreviewModel::KeyPreviewModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void KeyPreviewModel::setRunner(ActionRunner *runner)
{
    if (m_runner)
        disconnect(m_runner, nullptr, this, nullptr);
    m_runner = runner;
    if (runner)
        connect(runner, &ActionRunner::finished, this, &KeyPreviewModel::onFinished);
}

void KeyPreviewModel::clear()
{
    const QScopedValueRollback changing(m_changing, true);
    beginResetModel();
    m_rows.clear();
    m_fields.clear();
    m_key.clear();
    m_listedType.clear();
    m_type.clear();
    m_cursor.clear();
    m_length = -1;
    m_ttlMs = -1;
    m_finished = true;
    m_ticket = 0;
    endResetModel();
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    setStatus(Status::Empty);
}

void KeyPreviewModel::setKey(const QByteArray &key, const QByteArray &listedType)
{
    clear();
    if (!m_runner)
        return;
    m_key = key;
    m_listedType = listedType;
    m_ticket = m_runner->run(
        tr("Reading %1").arg(QString::fromUtf8(key)),
        [key](RedisConnection &connection, const ActionContext &) {
            const auto head = connection.pipeline({{"TYPE", key}, {"PTTL", key}});
            for (const auto &reply : head)
                if (!reply)
                    return failure(reply.error());
            const QByteArray type = head.at(0)->bytes();
            QVariantMap out{{TypeKey, type}, {TtlKey, head.at(1)->integerValue()}};
            if (KPC::isPreviewable(type)) {
                const QByteArray cursor = KPC::firstCursor(type);
                const auto body = connection.pipeline(
                    {KPC::lengthCommand(type, key), KPC::pageCommand(type, key, cursor)});
                for (const auto &reply : body)
                    if (!reply)
                        return failure(reply.error());
                out.insert(LengthKey, body.at(0)->integerValue());
                const auto page = KPC::parsePage(type, cursor, *body.at(1));
                if (!page)
                    return failure(page.error());
                putPage(out, *page);
            }
            return success(out);
        },
        QStringLiteral("preview"));
    setStatus(Status::Loading);
}

bool KeyPreviewModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_runner && !m_changing && m_ticket == 0 && !m_finished &&
           m_status == Status::Ready;
}

void KeyPreviewModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    const QByteArray key = m_key;
    const QByteArray type = m_type;
    const QByteArray cursor = m_cursor;
    m_ticket = m_runner->run(
        tr("Reading more of %1").arg(QString::fromUtf8(key)),
        [key, type, cursor](RedisConnection &connection, const ActionContext &) {
            return readPage(connection, key, type, cursor);
        },
        QStringLiteral("preview"));
}

void KeyPreviewModel::onFinished(quint64 ticket, const ActionResult &result)
{
    if (ticket != m_ticket || ticket == 0)
        return;
    m_ticket = 0;
    const bool first = m_status == Status::Loading;
    if (!result.ok) {
        m_finished = true;
        setStatus(Status::Failed,
                  result.skipped ? tr("not read (no connection)") : result.error.message());
        return;
    }
    const QVariantMap out = result.value.toMap();
    const QByteArray type = out.value(TypeKey).toByteArray();
    if (type == "none") {
        m_finished = true;
        setStatus(Status::Vanished, tr("%1 no longer exists").arg(QString::fromUtf8(m_key)));
        return;
    }
    if (!first && type != m_type) {
        m_finished = true;
        setStatus(Status::Ready, tr("changed type: now a %1; the rows above were read before")
                                     .arg(QString::fromLatin1(type)));
        return;
    }
    QString note;
    if (first) {
        m_type = type;
        m_ttlMs = out.value(TtlKey).toLongLong();
        m_length = out.contains(LengthKey) ? out.value(LengthKey).toLongLong() : -1;
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        if (!m_listedType.isEmpty() && m_listedType != type)
            note = tr("listed as a %1, now a %2")
                       .arg(QString::fromLatin1(m_listedType), QString::fromLatin1(type));
        if (!KPC::isPreviewable(type))
            note = tr("no preview for this type");
    } else {
        note = m_note;
    }
    m_cursor = out.value(NextKey).toByteArray();
    m_finished = !out.contains(RowsKey) || out.value(FinishedKey).toBool();
    appendRows(out.value(RowsKey).toList());
    setStatus(Status::Ready, note);
}

void KeyPreviewModel::appendRows(const QVariantList &flat)
{
    QList<Row> fresh;
    for (qsizetype i = 0; i + 1 < flat.size(); i += 2) {
        Row row{flat.at(i).toByteArray(), flat.at(i + 1).toByteArray()};
        if (m_fields.contains(row.field))
            continue;
        m_fields.insert(row.field);
        fresh << row;
    }
    if (fresh.isEmpty())
        return;
    // Views and testers ask for more while rows go in: not before they are all in.
    const QScopedValueRollback changing(m_changing, true);
    const int first = int(m_rows.size());
    beginInsertRows({}, first, first + int(fresh.size()) - 1);
    m_rows << fresh;
    endInsertRows();
}

void KeyPreviewModel::setStatus(Status status, const QString &note)
{
    m_status = status;
    m_note = note;
    Q_EMIT headerChanged(headerText());
}

QString KeyPreviewModel::headerText() const
{
    const QLocale locale;
    const QString key = QString::fromUtf8(m_key);
    switch (m_status) {
    case Status::Empty:
        return tr("Select a key to preview its value.");
    case Status::Loading:
        return tr("Reading %1…").arg(key);
    case Status::Vanished:
        return m_note;
    case Status::Failed:
        return tr("Could not read %1: %2").arg(key, m_note);
    case Status::Ready:
        break;
    }
    QStringList parts{key, QString::fromLatin1(m_type)};
    if (m_ttlMs >= 0)
        parts << tr("TTL %1 s").arg(locale.toString(m_ttlMs / 1000.0, 'f', 1));
    else
        parts << tr("no expiry");
    if (m_length >= 0) {
        parts << locale.toString(m_length) + QLatin1Char(' ') + unitName(m_type, m_length);
        if (m_type == "string" && m_length > KPC::StringPreviewBytes)
            parts << tr("showing the first %1 bytes").arg(locale.toString(KPC::StringPreviewBytes));
        else if (m_type != "string")
            parts << tr("showing %1").arg(locale.toString(m_rows.size()));
    }
    if (!m_note.isEmpty())
        parts << m_note;
    return parts.join(QStringLiteral(" · "));
}

int KeyPreviewModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int KeyPreviewModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant KeyPreviewModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    const bool truncated = m_type == "string" && m_length > row.value.size();
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        if (index.column() == Value)
            return KPC::displayText(row.value, truncated);
        if (m_type == "string")
            return KPC::isText(row.value, truncated) ? tr("text (UTF-8)") : tr("hex");
        return KPC::displayText(row.field);
    case FieldBytesRole:
        return row.field;
    case ValueBytesRole:
        return row.value;
    default:
        return {};
    }
}

QVariant KeyPreviewModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const bool field = section == Field;
    if (m_type == "string")
        return field ? tr("Shown as") : tr("Value");
    if (m_type == "list")
        return field ? tr("Index") : tr("Element");
    if (m_type == "set")
        return field ? tr("Member") : QString();
    if (m_type == "zset")
        return field ? tr("Member") : tr("Score");
    if (m_type == "stream")
        return field ? tr("ID") : tr("Fields");
    return field ? tr("Field") : tr("Value");
}
