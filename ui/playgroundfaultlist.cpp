#include "playgroundfaultlist.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <climits>

PlaygroundFaultList::PlaygroundFaultList(QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, 4, this))
{
    m_table->setObjectName(QStringLiteral("playgroundFaults"));
    m_table->setHorizontalHeaderLabels(
        {tr("Fault"), tr("At (ms)"), tr("Client / node"), tr("For / by (ms)")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setToolTip(tr("Faults added to the run: client faults name a client, server faults "
                           "a node; pause, client-pause and debug-sleep last \"for\" ms, "
                           "clock-skew and slow-network shift \"by\" ms"));
    m_table->setMaximumHeight(120);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto *add = new QPushButton(tr("Add fault"), this);
    auto *remove = new QPushButton(tr("Remove"), this);
    add->setObjectName(QStringLiteral("playgroundAddFault"));
    connect(add, &QPushButton::clicked, this, [this] {
        FaultSpec fault;
        fault.atMs = 500;
        fault.client = 0;
        addFault(fault);
    });
    connect(remove, &QPushButton::clicked, this, &PlaygroundFaultList::removeSelected);
    connect(m_table, &QTableWidget::itemChanged, this, &PlaygroundFaultList::changed);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_table);
    layout->addLayout(buttons);
}

int PlaygroundFaultList::count() const
{
    return m_table->rowCount();
}

void PlaygroundFaultList::addFault(const FaultSpec &fault)
{
    const QSignalBlocker quiet(m_table);
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto *kind = new QComboBox(m_table);
    for (int k = 0; k <= int(FaultSpec::Kind::Failover); ++k)
        kind->addItem(FaultSpec::kindName(FaultSpec::Kind(k)), k);
    kind->setCurrentIndex(kind->findData(int(fault.kind)));
    connect(kind, &QComboBox::currentIndexChanged, this, &PlaygroundFaultList::changed);
    m_table->setCellWidget(row, KindColumn, kind);
    m_table->setItem(row, TimeColumn, new QTableWidgetItem(QString::number(fault.atMs)));
    m_table->setItem(
        row, TargetColumn,
        new QTableWidgetItem(QString::number(fault.isServerFault() ? fault.node : fault.client)));
    const qint64 amount = fault.durationMs != 0 ? fault.durationMs : fault.amountMs;
    m_table->setItem(row, AmountColumn, new QTableWidgetItem(QString::number(amount)));
    Q_EMIT changed();
}

void PlaygroundFaultList::removeSelected()
{
    const int row = m_table->currentRow();
    if (row < 0)
        return;
    m_table->removeRow(row);
    Q_EMIT changed();
}

Result<QList<FaultSpec>> PlaygroundFaultList::faults() const
{
    QList<FaultSpec> out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto number = [&](int column, qint64 *value) {
            const QTableWidgetItem *item = m_table->item(row, column);
            bool ok = false;
            *value = item ? item->text().trimmed().toLongLong(&ok) : 0;
            return ok;
        };
        const auto bad = [&](const QString &what, int column) {
            const QTableWidgetItem *item = m_table->item(row, column);
            return RedisError(RedisError::Kind::InvalidArgument,
                              tr("fault %1: %2 \"%3\" is not a whole number")
                                  .arg(row + 1)
                                  .arg(what, item ? item->text() : QString()));
        };
        FaultSpec fault;
        const auto *kind = qobject_cast<QComboBox *>(m_table->cellWidget(row, KindColumn));
        fault.kind = FaultSpec::Kind(kind ? kind->currentData().toInt() : 0);
        qint64 target = 0;
        qint64 amount = 0;
        if (!number(TimeColumn, &fault.atMs) || fault.atMs < 0)
            return bad(tr("time"), TimeColumn);
        // Past INT_MAX a number would wrap (4294967296 to client 0); the config's validation
        // checks it against the run's clients and nodes.
        if (!number(TargetColumn, &target) || target < 0)
            return bad(fault.isServerFault() ? tr("node") : tr("client"), TargetColumn);
        if (target > INT_MAX)
            return RedisError(RedisError::Kind::InvalidArgument,
                              tr("fault %1: %2 %3 does not exist")
                                  .arg(row + 1)
                                  .arg(fault.isServerFault() ? tr("node") : tr("client"))
                                  .arg(target));
        if (!number(AmountColumn, &amount))
            return bad(tr("amount"), AmountColumn);
        if (fault.isServerFault())
            fault.node = int(target);
        else
            fault.client = int(target);
        switch (fault.kind) {
        case FaultSpec::Kind::Pause:
        case FaultSpec::Kind::ClientPause:
        case FaultSpec::Kind::DebugSleep:
            fault.durationMs = amount;
            break;
        case FaultSpec::Kind::ClockSkew:
        case FaultSpec::Kind::SlowNetwork:
            fault.amountMs = amount;
            break;
        default:
            break;
        }
        out.append(fault);
    }
    return out;
}
