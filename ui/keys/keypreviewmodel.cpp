#include "keypreviewmodel.h"

#include "actionrunner.h"
#include "keypreviewreads.h"
#include "redisconnection.h"

#include <QLocale>
#include <QScopedValueRollback>

namespace KPC = KeyPreviewCommands;
namespace KPR = KeyPreviewReads;

namespace {
// Interrupted reads in a row sent again before the preview gives up.
constexpr int MaxRetries = 3;

ActionResult toAction(const Result<KPR::Read> &read)
{
    ActionResult result;
    result.ok = read.ok();
    if (read)
        result.value = QVariant::fromValue(*read);
    else
        result.error = read.error();
    return result;
}

// A field or value as shown: its head, and its whole length when it was cut.
QString cellText(const QByteArray &head, qint64 size)
{
    if (size <= head.size())
        return KPC::displayText(head);
    return KPC::displayText(head, true) + QStringLiteral("… (") +
           QLocale().formattedDataSize(size, 1) + QLatin1Char(')');
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
    m_emptyPages = 0;
    m_interrupted = 0;
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
    setStatus(Status::Loading);
    read();
}

bool KeyPreviewModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_runner && !m_changing && m_ticket == 0 && !m_finished &&
           m_status == Status::Ready;
}

void KeyPreviewModel::fetchMore(const QModelIndex &parent)
{
    if (canFetchMore(parent))
        read();
}

// The first read while loading, else the page at the cursor.
void KeyPreviewModel::read()
{
    const QByteArray key = m_key;
    const QString name = QString::fromUtf8(key);
    if (m_status == Status::Loading) {
        m_ticket = m_runner->run(
            tr("Reading %1").arg(name),
            [key](RedisConnection &connection, const ActionContext &) {
                return toAction(KPR::first(connection, key));
            },
            QStringLiteral("preview"));
        return;
    }
    const QByteArray type = m_type;
    const QByteArray cursor = m_cursor;
    m_ticket = m_runner->run(
        tr("Reading more of %1").arg(name),
        [key, type, cursor](RedisConnection &connection, const ActionContext &) {
            return toAction(KPR::page(connection, key, type, cursor));
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
        // Interrupted (the session set the runner's connection again, e.g. read-only toggled):
        // the cursor is still good, so read the same page again.
        const bool interrupted =
            result.skipped || result.error.kind() == RedisError::Kind::Cancelled;
        if (interrupted && m_runner->hasConnection() && m_interrupted++ < MaxRetries) {
            read();
            return;
        }
        m_finished = true;
        setStatus(Status::Failed,
                  result.skipped ? tr("not read (no connection)") : result.error.message());
        return;
    }
    m_interrupted = 0;
    const auto out = result.value.value<KPR::Read>();
    if (out.type == "none") {
        m_finished = true;
        setStatus(Status::Vanished, tr("%1 no longer exists").arg(QString::fromUtf8(m_key)));
        return;
    }
    if (!first && out.type != m_type) {
        m_finished = true;
        setStatus(Status::Ready, tr("changed type: now a %1; the rows above were read before")
                                     .arg(QString::fromLatin1(out.type)));
        return;
    }
    QString note = m_note;
    if (first) {
        m_type = out.type;
        m_ttlMs = out.ttlMs;
        m_length = out.length;
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        note.clear();
        if (!m_listedType.isEmpty() && m_listedType != out.type)
            note = tr("listed as a %1, now a %2")
                       .arg(QString::fromLatin1(m_listedType), QString::fromLatin1(out.type));
        if (!out.changedFrom.isEmpty())
            note = tr("changed type while it was read: was a %1, now a %2; select it again")
                       .arg(QString::fromLatin1(out.changedFrom), QString::fromLatin1(out.type));
        else if (!KPC::isPreviewable(out.type))
            note = tr("no preview for this type");
    }
    m_finished = !out.page || out.page->finished;
    const bool added = out.page && appendRows(out.page->rows);
    if (out.page)
        m_cursor = out.page->nextCursor;
    m_emptyPages = added ? 0 : m_emptyPages + 1;
    setStatus(Status::Ready, note);
    // No rows in: the view will not ask for more, so ask at once (SCAN may return pages of
    // nothing new), a bounded number of times.
    if (!added && canFetchMore({}) && m_emptyPages <= MaxEmptyPages)
        read();
}

bool KeyPreviewModel::appendRows(const QList<KPC::Row> &rows)
{
    QList<KPC::Row> fresh;
    for (const KPC::Row &row : rows) {
        if (m_fields.contains(row.identity))
            continue;
        m_fields.insert(row.identity);
        fresh << row;
    }
    if (fresh.isEmpty())
        return false;
    // Views and testers ask for more while rows go in: not before they are all in.
    const QScopedValueRollback changing(m_changing, true);
    const int first = int(m_rows.size());
    beginInsertRows({}, first, first + int(fresh.size()) - 1);
    m_rows << fresh;
    endInsertRows();
    return true;
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
    const KPC::Row &row = m_rows.at(index.row());
    if (m_type == "string" && (role == Qt::DisplayRole || role == Qt::ToolTipRole)) {
        const bool truncated = m_length > row.value.size();
        if (index.column() == Value)
            return KPC::displayText(row.value, truncated);
        return KPC::isText(row.value, truncated) ? tr("text (UTF-8)") : tr("hex");
    }
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        if (index.column() == Value)
            return cellText(row.value, row.valueSize);
        return cellText(row.field, row.fieldSize);
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
