#include "playgroundfaultlist.h"

#include "viewwidgets.h"

#include <QComboBox>
#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>

#include <climits>
#include <cmath>
#include <limits>

namespace {

constexpr int KindRole = Qt::UserRole;
constexpr int StepRole = Qt::UserRole + 1;

bool lasts(FaultSpec::Kind kind)
{
    return kind == FaultSpec::Kind::Pause || kind == FaultSpec::Kind::ClientPause ||
           kind == FaultSpec::Kind::DebugSleep;
}

bool shifts(FaultSpec::Kind kind)
{
    return kind == FaultSpec::Kind::ClockSkew || kind == FaultSpec::Kind::SlowNetwork;
}

// A slot migration's third cell is the slot it migrates, not a time.
bool slotted(FaultSpec::Kind kind)
{
    return kind == FaultSpec::Kind::SlotMigration;
}

// What a new row of this kind shows in For / by: a value validate() accepts.
qint64 defaultAmount(FaultSpec::Kind kind)
{
    if (lasts(kind))
        return 1000;
    if (kind == FaultSpec::Kind::SlowNetwork)
        return 20;
    return kind == FaultSpec::Kind::ClockSkew ? -400 : 0;
}

void setAmount(FaultSpec &fault, qint64 amount)
{
    if (lasts(fault.kind))
        fault.durationMs = amount;
    else if (shifts(fault.kind))
        fault.amountMs = amount;
    else if (slotted(fault.kind))
        fault.slot = int(qBound(qint64(-1), amount, qint64(INT_MAX)));
}

// FaultSpec::validate()'s message without its "fault \"...\": " prefix: the row names the fault.
QString reasonOf(const FaultSpec &fault, const RedisError &error)
{
    const QString prefix = u"fault \"" % fault.describe() % u"\": ";
    const QString message = error.message();
    return message.startsWith(prefix) ? message.sliced(prefix.size()) : message;
}

bool isAll(QStringView text)
{
    return text.compare(u"all", Qt::CaseInsensitive) == 0 || text == u"*";
}

} // namespace

PlaygroundFaultList::PlaygroundFaultList(QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, 4, this))
{
    m_table->setObjectName(QStringLiteral("playgroundFaults"));
    m_table->setHorizontalHeaderLabels(
        {tr("Fault"), tr("When"), tr("Client / node"), tr("For / by")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Room for "crash release-after-get" in a panel about 380 px wide.
    m_table->setColumnWidth(KindColumn, 150);
    m_table->setColumnWidth(WhenColumn, 75);
    m_table->setColumnWidth(TargetColumn, 80);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setToolTip(
        tr("Faults added to the run. When: ms from the start (500), or a probability per "
           "operation of the client (p=0.01 or 1%). Client faults name a client, or \"all\" for "
           "a probability on every client; server faults a node. Pause, client-pause and "
           "debug-sleep last \"for\" ms, clock-skew and slow-network shift \"by\" ms. \"crash "
           "after-setnx\" crashes at that step of the variant instead of between operations."));
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
    ViewWidgets::layOutTableWithButtons(this, m_table, {add, remove});
}

int PlaygroundFaultList::count() const
{
    return m_table->rowCount();
}

QComboBox *PlaygroundFaultList::kindBox(int row) const
{
    return qobject_cast<QComboBox *>(m_table->cellWidget(row, KindColumn));
}

void PlaygroundFaultList::fillKinds(QComboBox *box, FaultSpec::Kind kind, const QString &step) const
{
    const QSignalBlocker quiet(box);
    box->clear();
    const auto addItem = [box](FaultSpec::Kind k, const QString &s) {
        const QString name = FaultSpec::kindName(k);
        box->addItem(s.isEmpty() ? name : name % u' ' % s);
        box->setItemData(box->count() - 1, int(k), KindRole);
        box->setItemData(box->count() - 1, s, StepRole);
    };
    int current = -1;
    for (int k = 0; k <= int(FaultSpec::Kind::SlotMigrationEnd); ++k) {
        addItem(FaultSpec::Kind(k), QString());
        if (FaultSpec::Kind(k) == kind && step.isEmpty())
            current = box->count() - 1;
        if (FaultSpec::Kind(k) != FaultSpec::Kind::Crash)
            continue;
        for (const QString &s : m_steps) {
            addItem(FaultSpec::Kind::Crash, s);
            if (kind == FaultSpec::Kind::Crash && step == s)
                current = box->count() - 1;
        }
    }
    if (current < 0) { // a step the variant does not offer: kept, and refused by faults()
        addItem(kind, step);
        current = box->count() - 1;
    }
    box->setCurrentIndex(current);
}

void PlaygroundFaultList::setCrashSteps(const QStringList &steps)
{
    if (steps == m_steps)
        return;
    m_steps = steps;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (QComboBox *box = kindBox(row))
            fillKinds(box, FaultSpec::Kind(box->currentData(KindRole).toInt()),
                      box->currentData(StepRole).toString());
    }
    Q_EMIT changed();
}

void PlaygroundFaultList::addFault(const FaultSpec &fault)
{
    const QSignalBlocker quiet(m_table);
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto *kind = new QComboBox(m_table);
    // The "crash after-..." entries must not widen the form (PlaygroundView fits its width).
    kind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    kind->setMinimumContentsLength(10);
    fillKinds(kind, fault.kind, fault.step);
    connect(kind, &QComboBox::currentIndexChanged, this, [this, kind] {
        for (int r = 0; r < m_table->rowCount(); ++r) {
            QTableWidgetItem *amount = m_table->item(r, AmountColumn);
            if (kindBox(r) != kind || !amount)
                continue;
            const auto k = FaultSpec::Kind(kind->currentData(KindRole).toInt());
            if (amount->text().trimmed().isEmpty() && (lasts(k) || shifts(k) || slotted(k)))
                amount->setText(QString::number(defaultAmount(k))); // emits changed()
        }
        Q_EMIT changed();
    });
    m_table->setCellWidget(row, KindColumn, kind);
    m_table->setItem(row, WhenColumn, new QTableWidgetItem(whenText(fault)));
    const QString target = fault.isServerFault() ? QString::number(fault.node)
                           : fault.client < 0    ? QStringLiteral("all")
                                                 : QString::number(fault.client);
    m_table->setItem(row, TargetColumn, new QTableWidgetItem(target));
    QString amount;
    if (lasts(fault.kind))
        amount =
            QString::number(fault.durationMs != 0 ? fault.durationMs : defaultAmount(fault.kind));
    else if (shifts(fault.kind))
        amount = QString::number(fault.amountMs != 0 ? fault.amountMs : defaultAmount(fault.kind));
    else if (slotted(fault.kind))
        amount = QString::number(fault.slot >= 0 ? fault.slot : defaultAmount(fault.kind));
    m_table->setItem(row, AmountColumn, new QTableWidgetItem(amount));
    Q_EMIT changed();
}

void PlaygroundFaultList::removeSelected()
{
    if (ViewWidgets::removeCurrentRow(m_table))
        Q_EMIT changed();
}

QString PlaygroundFaultList::whenText(const FaultSpec &fault)
{
    QStringList parts;
    if (fault.atMs >= 0)
        parts << QString::number(fault.atMs);
    if (fault.probability > 0)
        parts << u"p=" % QString::number(fault.probability, 'g', QLocale::FloatingPointShortest);
    return parts.join(u' ');
}

bool PlaygroundFaultList::parseWhen(QStringView text, qint64 *atMs, double *probability)
{
    *atMs = -1;
    *probability = 0;
    const QList<QStringView> parts = text.split(u' ', Qt::SkipEmptyParts);
    if (parts.isEmpty())
        return false;
    for (QStringView part : parts) {
        bool ok = false;
        if (part.endsWith(u'%') || part.startsWith(u"p=")) {
            const bool percent = part.endsWith(u'%');
            const double value = (percent ? part.chopped(1) : part.sliced(2)).toDouble(&ok);
            if (!ok || !std::isfinite(value) || value <= 0 || *probability > 0)
                return false;
            *probability = percent ? value / 100 : value;
            continue;
        }
        // "500", "500ms" or "2s", as the CLI's crash@2s.
        const bool seconds = part.endsWith(u's') && !part.endsWith(u"ms");
        const QStringView number = part.endsWith(u"ms") ? part.chopped(2)
                                   : seconds            ? part.chopped(1)
                                                        : part;
        const qint64 value = number.toLongLong(&ok);
        if (!ok || value < 0 || value > std::numeric_limits<qint64>::max() / 1000 || *atMs >= 0)
            return false;
        *atMs = seconds ? value * 1000 : value;
    }
    return true;
}

Result<FaultSpec> PlaygroundFaultList::readRow(int row) const
{
    const auto text = [&](int column) {
        const QTableWidgetItem *item = m_table->item(row, column);
        return item ? item->text().trimmed() : QString();
    };
    FaultSpec fault;
    if (const QComboBox *box = kindBox(row)) {
        fault.kind = FaultSpec::Kind(box->currentData(KindRole).toInt());
        fault.step = box->currentData(StepRole).toString();
    }
    const bool server = fault.isServerFault();
    const auto cellError = [&](int column, const QString &reason) {
        const QString cell = column == WhenColumn     ? tr("when")
                             : column == TargetColumn ? (server ? tr("node") : tr("client"))
                             : lasts(fault.kind)      ? tr("for")
                             : slotted(fault.kind)    ? tr("slot")
                                                      : tr("by");
        return RedisError(
            RedisError::Kind::InvalidArgument,
            tr("fault %1: %2 \"%3\": %4").arg(row + 1).arg(cell, text(column), reason));
    };
    if (fault.kind == FaultSpec::Kind::Crash && !fault.step.isEmpty() &&
        !m_steps.contains(fault.step))
        return RedisError(RedisError::Kind::InvalidArgument,
                          tr("fault %1: step \"%2\": the run's variant has no such step (%3)")
                              .arg(row + 1)
                              .arg(fault.step, m_steps.isEmpty()
                                                   ? tr("it has none: crash between operations")
                                                   : tr("its steps: %1").arg(m_steps.join(u", "))));
    // Cell by cell, the cells not read yet holding values validate() accepts, so that its
    // refusal names the cell it is about.
    FaultSpec probe = fault;
    probe.client = 0;
    setAmount(probe, defaultAmount(fault.kind));
    if (!parseWhen(text(WhenColumn), &fault.atMs, &fault.probability))
        return cellError(WhenColumn, tr("a time in ms, p=0.01 or 1%"));
    probe.atMs = fault.atMs;
    probe.probability = fault.probability;
    if (const Result<void> valid = probe.validate(); !valid)
        return cellError(WhenColumn, reasonOf(probe, valid.error()));

    const QString target = text(TargetColumn);
    qint64 number = -1; // "all"
    if (server || !isAll(target)) {
        bool ok = false;
        number = target.toLongLong(&ok);
        if (!ok || number < 0)
            return cellError(TargetColumn,
                             server ? tr("a node's number") : tr("a client's number, or all"));
    }
    // Past INT_MAX a number would wrap (4294967296 to client 0); the config's validation
    // checks it against the run's clients and nodes.
    if (number > INT_MAX)
        return RedisError(RedisError::Kind::InvalidArgument,
                          tr("fault %1: %2 %3 does not exist")
                              .arg(row + 1)
                              .arg(server ? tr("node") : tr("client"))
                              .arg(number));
    if (server)
        fault.node = int(number);
    else
        fault.client = int(number);
    probe.node = fault.node;
    probe.client = fault.client;
    if (const Result<void> valid = probe.validate(); !valid)
        return cellError(TargetColumn, reasonOf(probe, valid.error()));

    if (lasts(fault.kind) || shifts(fault.kind) || slotted(fault.kind)) {
        bool ok = false;
        const qint64 amount = text(AmountColumn).toLongLong(&ok);
        if (!ok)
            return cellError(AmountColumn, slotted(fault.kind) ? tr("a slot from 0 to 16383")
                                                               : tr("a whole number of ms"));
        setAmount(fault, amount);
        if (const Result<void> valid = fault.validate(); !valid)
            return cellError(AmountColumn, reasonOf(fault, valid.error()));
    }
    if (const Result<void> valid = fault.validate(); !valid) // nothing left, but never unchecked
        return RedisError(RedisError::Kind::InvalidArgument,
                          tr("fault %1: %2").arg(row + 1).arg(valid.error().message()));
    return fault;
}

Result<QList<FaultSpec>> PlaygroundFaultList::faults() const
{
    QList<FaultSpec> out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const Result<FaultSpec> fault = readRow(row);
        if (!fault)
            return fault.error();
        out.append(*fault);
    }
    return out;
}
