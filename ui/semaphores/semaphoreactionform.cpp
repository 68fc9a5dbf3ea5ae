#include "semaphoreactionform.h"

#include "formmessageline.h"

#include "durationtext.h"
#include "keyspace.h"
#include "releaseonquit.h"
#include "semaphorefactory.h"
#include "semaphoreholdings.h"
#include "semaphorekind.h"
#include "serversession.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace {
// Indexes of ActionResult::value for this form's jobs.
enum ResultValue { KindValue, NameValue, LimitValue, HoldingsChangedValue };

QString kindToolTip()
{
    return SemaphoreActionForm::tr("basic, fair and locked are the book's semaphores (client "
                                   "clocks); atomic and ttl-keys are the safe ones");
}

QString shortId(const QByteArray &id)
{
    return id.size() > 12 ? QString::fromLatin1(id.left(12)) + QStringLiteral("…")
                          : QString::fromUtf8(id);
}
} // namespace

SemaphoreActionForm::SemaphoreActionForm(ServerSession *session, ActionRunner *runner,
                                         QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_runner(runner)
    , m_holdings(std::make_shared<SemaphoreHoldings>())
    , m_kind(new QComboBox(this))
    , m_name(new QLineEdit(this))
    , m_limit(new QSpinBox(this))
    , m_lease(new QSpinBox(this))
    , m_wait(new QSpinBox(this))
    , m_acquireButton(new QPushButton(tr("&Acquire"), this))
    , m_releaseButton(new QPushButton(tr("&Release"), this))
    , m_message(new FormMessageLine(this))
    , m_acquireAction(new QAction(tr("Acquire a permit"), this))
    , m_releaseAction(new QAction(tr("Release a permit"), this))
{
    setObjectName(QStringLiteral("semaphoreActionForm"));
    m_kind->addItems(SemaphoreFactory::kinds());
    const QHash<QString, QString> kindHelp{
        {QStringLiteral("basic"), tr("A sorted set scored by the client's clock: clients with "
                                     "skewed clocks steal permits")},
        {QStringLiteral("fair"), tr("Ordered by a counter (INCR), so a fast clock does not jump "
                                    "the queue; still times out by client time")},
        {QStringLiteral("locked"), tr("The fair semaphore acquired under a short token lock")},
        {QStringLiteral("atomic"), tr("One script on the server's clock, scored by expiry")},
        {QStringLiteral("ttl-keys"), tr("Ordered by a counter, each permit's lease a key that "
                                        "Redis expires: no clock comparisons at all")},
    };
    for (int i = 0; i < m_kind->count(); ++i)
        m_kind->setItemData(i, kindHelp.value(m_kind->itemText(i)), Qt::ToolTipRole);
    m_kind->setToolTip(kindToolTip());
    m_kind->setPlaceholderText(tr("unknown: choose"));
    connect(m_kind, &QComboBox::activated, this, [this] { m_kind->setToolTip(kindToolTip()); });
    m_name->setPlaceholderText(tr("name, e.g. pool (keys cs:{pool}:…)"));
    m_name->setClearButtonEnabled(true);
    m_limit->setRange(1, 1'000'000);
    m_limit->setValue(5);
    m_limit->setToolTip(tr("Permits in all"));
    m_lease->setRange(1, 24 * 3600 * 1000);
    m_lease->setValue(60'000);
    m_lease->setSuffix(tr(" ms"));
    m_lease->setToolTip(tr("A permit not released within its lease expires"));
    m_wait->setRange(0, 60'000);
    m_wait->setSuffix(tr(" ms"));
    m_wait->setToolTip(tr("How long Acquire keeps trying; 0: one attempt"));
    m_message->setObjectName(QStringLiteral("semaphoreFormMessage"));

    m_acquireAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    m_acquireAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_releaseAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_releaseAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_acquireAction);
    addAction(m_releaseAction);
    connect(m_acquireAction, &QAction::triggered, this, &SemaphoreActionForm::acquire);
    connect(m_releaseAction, &QAction::triggered, this, &SemaphoreActionForm::release);
    connect(m_acquireButton, &QPushButton::clicked, this, &SemaphoreActionForm::acquire);
    connect(m_releaseButton, &QPushButton::clicked, this, &SemaphoreActionForm::release);
    connect(m_name, &QLineEdit::returnPressed, this, &SemaphoreActionForm::acquire);
    connect(m_name, &QLineEdit::textEdited, this, [this] {
        if (m_message->isError())
            checkInput();
    });

    auto *fields = new QHBoxLayout;
    // One column: the form sits beside the semaphores (SemaphoresView).
    auto *form = new QFormLayout;
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Limit:"), m_limit);
    form->addRow(tr("L&ease:"), m_lease);
    form->addRow(tr("&Wait:"), m_wait);
    fields->addLayout(form, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_acquireButton);
    buttons->addWidget(m_releaseButton);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(fields);
    layout->addLayout(buttons);
    layout->addWidget(m_message);

    connect(m_runner, &ActionRunner::finished, this, &SemaphoreActionForm::onFinished);
    connect(m_runner, &ActionRunner::busyChanged, this, &SemaphoreActionForm::updateEnabled);
    connect(m_session, &ServerSession::readOnlyChanged, this, &SemaphoreActionForm::updateEnabled);
    connect(m_session, &ServerSession::stateChanged, this, &SemaphoreActionForm::updateEnabled);
    connect(m_session, &ServerSession::clientChanged, this, &SemaphoreActionForm::updateEnabled);
    // The permits acquired here are released before the window quits.
    auto holdings = m_holdings;
    m_session->releaseOnQuit()->addRunnerHolds(
        this, m_runner, [holdings] { return holdings->stillHeld(); },
        [holdings](RedisConnection &c) { return holdings->releaseAll(c); });
    updateEnabled();
}

SemaphoreActionForm::~SemaphoreActionForm() = default;

QList<QAction *> SemaphoreActionForm::formActions() const
{
    return {m_acquireAction, m_releaseAction};
}

void SemaphoreActionForm::setTarget(const SemaphoreKind &kind, const QByteArray &name,
                                    std::optional<qint64> limit)
{
    if (kind.isKnown())
        m_kind->setCurrentIndex(m_kind->findText(kind.kind));
    else if (!kind.candidates.contains(m_kind->currentText()))
        m_kind->setCurrentIndex(-1);
    m_kind->setToolTip(kind.isKnown()
                           ? kindToolTip()
                           : tr("The kind of %1 is %2. %3")
                                 .arg(QString::fromUtf8(name), kind.text(), kind.explanation));
    m_name->setText(QString::fromUtf8(name));
    if (limit && *limit > 0 && *limit <= m_limit->maximum())
        m_limit->setValue(int(*limit));
    m_message->clearError();
}

QString SemaphoreActionForm::validationError() const
{
    const QString name = m_name->text().trimmed();
    if (name.isEmpty())
        return tr("Enter the semaphore's name.");
    if (const auto valid = KeySpace::validateName(name.toUtf8()); !valid)
        return tr("The name cannot be used: %1").arg(valid.error().message());
    if (name.size() > 200)
        return tr("The name is too long (at most 200 characters).");
    if (!SemaphoreFactory::kinds().contains(m_kind->currentText()))
        return tr("Choose a kind of semaphore.");
    return {};
}

QString SemaphoreActionForm::statusText() const
{
    return m_message->message();
}

bool SemaphoreActionForm::readyToSend()
{
    if (!checkInput())
        return false;
    if (m_session->allowsWrites())
        return true;
    m_message->showError(m_session->client() ? tr("Refused: the connection is read-only.")
                                             : tr("Refused: not connected."));
    return false;
}

bool SemaphoreActionForm::checkInput()
{
    const QString error = validationError();
    if (error.isEmpty())
        m_message->clearError();
    else
        m_message->showError(error);
    return error.isEmpty();
}

void SemaphoreActionForm::updateEnabled()
{
    const bool writes = m_session->allowsWrites();
    QString why;
    if (!m_session->client())
        why = tr("Not connected: start the sandbox or connect to a server first.");
    else if (m_session->isReadOnly())
        why = tr("Read-only connection: CoordScope sends only read commands. Turn read-only off "
                 "for this connection to acquire and release permits.");
    m_acquireButton->setEnabled(writes);
    m_releaseButton->setEnabled(writes);
    m_acquireAction->setEnabled(writes);
    m_releaseAction->setEnabled(writes);
    const QString acquireTip = writes ? tr("Acquire a permit (Ctrl+Shift+A)") : why;
    const QString releaseTip =
        writes ? tr("Release the oldest permit acquired here (Ctrl+Shift+R)") : why;
    m_acquireButton->setToolTip(acquireTip);
    m_acquireAction->setToolTip(acquireTip);
    m_releaseButton->setToolTip(releaseTip);
    m_releaseAction->setToolTip(releaseTip);
}

void SemaphoreActionForm::setStatus(const QString &text)
{
    m_message->showStatus(text);
}

void SemaphoreActionForm::acquire()
{
    if (!readyToSend())
        return;
    const QString kind = m_kind->currentText();
    const QByteArray name = m_name->text().trimmed().toUtf8();
    SemaphoreAcquireOptions options;
    options.limit = m_limit->value();
    options.leaseMs = m_lease->value();
    options.waitMs = m_wait->value();
    auto holdings = m_holdings;
    setStatus(tr("Acquiring a permit on %1…").arg(QString::fromUtf8(name)));
    m_tickets << m_runner->run(
        tr("Acquire a %1 permit on %2").arg(kind, QString::fromUtf8(name)),
        [holdings, kind, name, options](RedisConnection &connection, const ActionContext &ctx) {
            ActionResult result;
            const auto done = holdings->acquire(connection, kind, name, options,
                                                [&ctx] { return ctx.isCancelled(); });
            if (!done) {
                result.error = done.error();
                result.summary = tr("Acquire failed: %1").arg(done.error().message());
                return result;
            }
            const SemaphorePermit &p = done->permit;
            result.ok = true;
            result.value = QVariantList{kind, name, options.limit, p.acquired}; // ResultValue
            if (p.acquired) {
                result.summary =
                    tr("Acquired a permit on %1 (%2): holder %3, rank %4 of limit %5, lease %6; "
                       "%7 held here")
                        .arg(QString::fromUtf8(name), kind, shortId(p.holder))
                        .arg(p.rank)
                        .arg(options.limit)
                        .arg(durationText(p.leaseMs))
                        .arg(done->held);
            } else {
                result.summary = tr("Refused on %1 (%2): %3")
                                     .arg(QString::fromUtf8(name), kind,
                                          p.detail.isEmpty() ? tr("no permit free") : p.detail);
            }
            return result;
        });
}

void SemaphoreActionForm::release()
{
    if (!readyToSend())
        return;
    const QString kind = m_kind->currentText();
    const QByteArray name = m_name->text().trimmed().toUtf8();
    const int limit = m_limit->value();
    auto holdings = m_holdings;
    setStatus(tr("Releasing a permit on %1…").arg(QString::fromUtf8(name)));
    m_tickets << m_runner->run(
        tr("Release a %1 permit on %2").arg(kind, QString::fromUtf8(name)),
        [holdings, kind, name, limit](RedisConnection &connection, const ActionContext &) {
            ActionResult result;
            const auto done = holdings->release(connection, kind, name);
            if (!done) {
                result.error = done.error();
                result.summary = tr("Release failed: %1").arg(done.error().message());
                return result;
            }
            result.ok = true;
            // Released or found expired: either way the permit left the holdings.
            result.value = QVariantList{kind, name, limit, true}; // ResultValue
            result.summary = done->release.released
                                 ? tr("Released holder %1 on %2; %3 held here")
                                       .arg(shortId(done->holder), QString::fromUtf8(name))
                                       .arg(done->held)
                                 : tr("Holder %1 on %2 had already expired and was cleaned up: %3")
                                       .arg(shortId(done->holder), QString::fromUtf8(name),
                                            done->release.detail);
            return result;
        });
}

void SemaphoreActionForm::onFinished(quint64 ticket, const ActionResult &result)
{
    if (!m_tickets.removeOne(ticket))
        return;
    m_lastResult = result;
    if (result.skipped)
        setStatus(tr("Not run: the connection changed or the action was cancelled."));
    else if (!result.ok && result.summary.isEmpty())
        m_message->showError(tr("Failed: %1").arg(result.error.message()));
    else if (!result.ok)
        m_message->showError(result.summary);
    else
        setStatus(result.summary);
    const QVariantList v = result.value.toList();
    if (result.ok && v.size() == 4 && v.at(HoldingsChangedValue).toBool())
        Q_EMIT semaphoreChanged(v.at(KindValue).toString(), v.at(NameValue).toByteArray(),
                                v.at(LimitValue).toInt());
    Q_EMIT actionFinished(result);
}
