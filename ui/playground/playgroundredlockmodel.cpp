#include "playgroundredlockmodel.h"

#include <QColor>
#include <QRegularExpression>

std::optional<PlaygroundRedlockModel::Attempt>
PlaygroundRedlockModel::parseDetail(const QString &detail)
{
    const qsizetype at = detail.lastIndexOf(u"nodes: ");
    if (at < 0)
        return std::nullopt;
    Attempt attempt;
    static const QRegularExpression validity(QStringLiteral("validity (-?\\d+) ms"));
    const QRegularExpressionMatch v = validity.match(detail);
    if (v.hasMatch())
        attempt.validityMs = v.captured(1).toLongLong();
    static const QRegularExpression node(QStringLiteral("^(\\w+) (\\d+(?:\\.\\d+)?)ms$"));
    const QStringList parts = detail.mid(at + 7).split(QStringLiteral(", "), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        const QRegularExpressionMatch m = node.match(part.trimmed());
        if (!m.hasMatch())
            return std::nullopt;
        attempt.nodes.append({m.captured(1), m.captured(2).toDouble()});
    }
    if (attempt.nodes.isEmpty())
        return std::nullopt;
    return attempt;
}

PlaygroundRedlockModel::PlaygroundRedlockModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void PlaygroundRedlockModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_nodes = 0;
    m_startUs = -1;
    endResetModel();
}

void PlaygroundRedlockModel::add(const QList<PlaygroundEvent> &events)
{
    QList<Attempt> fresh;
    for (const PlaygroundEvent &e : events) {
        if (m_startUs < 0)
            m_startUs = e.timeUs;
        if (e.kind != PlaygroundEvent::Kind::Granted && e.kind != PlaygroundEvent::Kind::Refused)
            continue;
        std::optional<Attempt> attempt = parseDetail(e.detail);
        if (!attempt)
            continue;
        attempt->timeUs = e.timeUs;
        attempt->client = e.client;
        attempt->granted = e.kind == PlaygroundEvent::Kind::Granted;
        fresh.append(std::move(*attempt));
    }
    if (fresh.size() > MaxRows)
        fresh.remove(0, fresh.size() - MaxRows);
    if (fresh.isEmpty())
        return;
    int nodes = m_nodes;
    for (const Attempt &a : fresh)
        nodes = std::max(nodes, int(a.nodes.size()));
    if (nodes > m_nodes) {
        beginInsertColumns({}, FirstNodeColumn + m_nodes, FirstNodeColumn + nodes - 1);
        m_nodes = nodes;
        endInsertColumns();
    }
    const qsizetype excess = m_rows.size() + fresh.size() - MaxRows;
    if (excess > 0) {
        beginRemoveRows({}, 0, int(excess) - 1);
        m_rows.remove(0, excess);
        endRemoveRows();
    }
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + fresh.size()) - 1);
    m_rows.append(fresh);
    endInsertRows();
}

int PlaygroundRedlockModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PlaygroundRedlockModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstNodeColumn + m_nodes;
}

QVariant PlaygroundRedlockModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Attempt &a = m_rows.at(index.row());
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        switch (column) {
        case TimeColumn:
            return QStringLiteral("+%1 ms").arg(double(a.timeUs - m_startUs) / 1000, 0, 'f', 1);
        case ClientColumn:
            return QStringLiteral("c%1").arg(a.client);
        case OutcomeColumn:
            return a.granted ? tr("granted") : tr("refused");
        case ValidityColumn:
            return a.validityMs ? QStringLiteral("%1 ms").arg(*a.validityMs) : QString();
        default:
            break;
        }
        const int node = column - FirstNodeColumn;
        if (node < a.nodes.size())
            return QStringLiteral("%1 %2 ms")
                .arg(a.nodes.at(node).outcome)
                .arg(a.nodes.at(node).latencyMs, 0, 'f', 1);
        return QString();
    }
    if (role == Qt::ForegroundRole) {
        const int node = column - FirstNodeColumn;
        if (column == OutcomeColumn && !a.granted)
            return QColor(Qt::red);
        if (node >= 0 && node < a.nodes.size() && a.nodes.at(node).outcome == u"error")
            return QColor(Qt::red);
    }
    if (role == Qt::TextAlignmentRole && column != OutcomeColumn && column != ClientColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant PlaygroundRedlockModel::headerData(int section, Qt::Orientation orientation,
                                            int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case ClientColumn:
        return tr("Client");
    case OutcomeColumn:
        return tr("Outcome");
    case ValidityColumn:
        return tr("Validity left");
    default:
        return tr("Node %1").arg(section - FirstNodeColumn + 1);
    }
}
