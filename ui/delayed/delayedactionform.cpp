#include "delayedactionform.h"

#include "formmessageline.h"

#include "actionrunner.h"
#include "atomicdelayedclaimer.h"
#include "delayedqueue.h"
#include "durationtext.h"
#include "serversession.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <QCoreApplication>
#include <cmath>

namespace {
QToolButton *actionButton(QAction *action, QWidget *parent)
{
    auto *button = new QToolButton(parent);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return button;
}
} // namespace

DelayedActionForm::DelayedActionForm(ServerSession *session, ActionRunner *runner, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_runner(runner)
    , m_enqueueAction(new QAction(tr("&Enqueue"), this))
    , m_claimAction(new QAction(tr("C&laim due items"), this))
    , m_name(new QLineEdit(QStringLiteral("emails"), this))
    , m_payload(new QLineEdit(this))
    , m_delay(new QLineEdit(QStringLiteral("5"), this))
    , m_unit(new QComboBox(this))
    , m_claimMax(new QSpinBox(this))
    , m_message(new FormMessageLine(this))
{
    m_enqueueAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    m_claimAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    for (QAction *a : {m_enqueueAction, m_claimAction})
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_enqueueAction, &QAction::triggered, this, &DelayedActionForm::enqueue);
    connect(m_claimAction, &QAction::triggered, this, &DelayedActionForm::claim);

    m_name->setObjectName(QStringLiteral("delayedQueueName"));
    m_name->setToolTip(tr("A CoordScope delayed queue: keys cs:{NAME}:delayed, :payloads, :queue"));
    m_payload->setObjectName(QStringLiteral("delayedPayload"));
    m_payload->setPlaceholderText(tr("what the worker gets, e.g. {\"to\":\"ada@example.com\"}"));
    m_payload->setText(QStringLiteral("{\"job\":\"demo\"}"));
    m_delay->setObjectName(QStringLiteral("delayedDelay"));
    m_delay->setToolTip(tr("How long from the server's now until the item is due (0: at once)"));
    m_unit->addItem(tr("s"));
    m_unit->addItem(tr("ms"));
    m_claimMax->setRange(1, DelayedQueueClaimer::MaxBatch);
    m_claimMax->setValue(10);
    m_claimMax->setToolTip(tr("At most this many due items are moved to the ready list"));
    m_message->setObjectName(QStringLiteral("delayedFormMessage"));

    auto *delayRow = new QHBoxLayout;
    delayRow->setContentsMargins(0, 0, 0, 0);
    delayRow->addWidget(m_delay, 1);
    delayRow->addWidget(m_unit);
    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(actionButton(m_enqueueAction, this));
    buttons->addStretch(1);
    buttons->addWidget(new QLabel(tr("at most"), this));
    buttons->addWidget(m_claimMax);
    buttons->addWidget(actionButton(m_claimAction, this));
    auto *form = new QFormLayout;
    form->addRow(tr("&Queue:"), m_name);
    form->addRow(tr("&Payload:"), m_payload);
    auto *delayLabel = new QLabel(tr("&Delay:"), this);
    delayLabel->setBuddy(m_delay);
    form->addRow(delayLabel, delayRow);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_message);

    connect(m_runner, &ActionRunner::finished, this, &DelayedActionForm::onFinished);
    connect(session, &ServerSession::readOnlyChanged, this, &DelayedActionForm::updateEnabled);
    connect(session, &ServerSession::clientChanged, this, &DelayedActionForm::updateEnabled);
    connect(session, &ServerSession::stateChanged, this, &DelayedActionForm::updateEnabled);
    updateEnabled();
}

void DelayedActionForm::setQueueName(const QString &name)
{
    m_name->setText(name);
}

QString DelayedActionForm::errorText() const
{
    return m_message->errorText();
}

QString DelayedActionForm::statusText() const
{
    return m_message->statusText();
}

std::optional<qint64> DelayedActionForm::parseDelayMs(const QString &text, bool seconds,
                                                      QString *error)
{
    bool ok = false;
    const double value = QLocale().toDouble(text.trimmed(), &ok);
    const double fallback = ok ? value : text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(fallback)) {
        *error = tr("The delay must be a number, e.g. 5 or 1.5");
        return std::nullopt;
    }
    if (fallback < 0) {
        *error = tr("The delay cannot be negative (0 makes the item due at once)");
        return std::nullopt;
    }
    const double ms = seconds ? fallback * 1000.0 : fallback;
    if (ms > double(DelayedQueue::MaxTimeMs)) {
        *error = tr("The delay is too long (at most %1 ms)").arg(DelayedQueue::MaxTimeMs);
        return std::nullopt;
    }
    if (!seconds && ms != std::floor(ms)) {
        *error = tr("A delay in ms must be a whole number");
        return std::nullopt;
    }
    return qint64(std::llround(ms));
}

bool DelayedActionForm::checkName(QByteArray *name)
{
    *name = m_name->text().trimmed().toUtf8();
    if (name->isEmpty()) {
        showError(tr("Name the delayed queue"));
        m_name->setFocus();
        return false;
    }
    if (const auto valid = DelayedQueue::validateName(*name); !valid.ok()) {
        showError(valid.error().message());
        m_name->setFocus();
        return false;
    }
    return true;
}

void DelayedActionForm::showError(const QString &message)
{
    if (message.isEmpty())
        m_message->clearError();
    else
        m_message->showError(message);
}

void DelayedActionForm::enqueue()
{
    if (!m_session->allowsWrites())
        return;
    QByteArray name;
    if (!checkName(&name))
        return;
    const QByteArray payload = m_payload->text().toUtf8();
    if (payload.isEmpty()) {
        showError(tr("Write the payload the worker will get"));
        m_payload->setFocus();
        return;
    }
    QString error;
    const auto delayMs = parseDelayMs(m_delay->text(), m_unit->currentIndex() == 0, &error);
    if (!delayMs) {
        showError(error);
        m_delay->setFocus();
        return;
    }
    showError({});
    m_message->showStatus(tr("Enqueuing into %1…").arg(QString::fromUtf8(name)));
    const qint64 delay = *delayMs;
    m_ticket = m_runner->run(
        tr("Enqueue into %1").arg(QString::fromUtf8(name)),
        [name, payload, delay](RedisConnection &connection, const ActionContext &) {
            ActionResult result;
            DelayedQueue queue(connection, KeySpace(), name);
            auto enqueued = queue.enqueueIn(payload, delay);
            if (!enqueued.ok()) {
                result.error = enqueued.error();
                return result;
            }
            result.ok = true;
            result.value = enqueued->id;
            result.summary =
                QCoreApplication::translate("DelayedActionForm", "enqueued %1 into %2, due in %3%4")
                    .arg(QString(QString::fromLatin1(enqueued->id.left(8)) + QStringLiteral("…")),
                         QString::fromUtf8(name), durationText(enqueued->dueMs - enqueued->nowMs),
                         enqueued->earliest ? QCoreApplication::translate("DelayedActionForm",
                                                                          " (now the earliest)")
                                            : QString());
            return result;
        });
}

void DelayedActionForm::claim()
{
    if (!m_session->allowsWrites())
        return;
    QByteArray name;
    if (!checkName(&name))
        return;
    showError({});
    const int max = m_claimMax->value();
    m_message->showStatus(tr("Claiming from %1…").arg(QString::fromUtf8(name)));
    m_ticket = m_runner->run(
        tr("Claim from %1").arg(QString::fromUtf8(name)),
        [name, max](RedisConnection &connection, const ActionContext &) {
            ActionResult result;
            AtomicDelayedClaimer claimer(connection, KeySpace(), name);
            auto claimed = claimer.claim(max);
            if (!claimed.ok()) {
                result.error = claimed.error();
                return result;
            }
            result.ok = true;
            result.value = int(claimed->items.size());
            result.summary =
                claimed->items.isEmpty()
                    ? QCoreApplication::translate("DelayedActionForm", "nothing due in %1")
                          .arg(QString::fromUtf8(name))
                    : QCoreApplication::translate("DelayedActionForm",
                                                  "claimed %1 due item(s) of %2 onto %3")
                          .arg(claimed->items.size())
                          .arg(QString::fromUtf8(name), QString::fromUtf8(claimer.keys().queue));
            return result;
        });
}

bool DelayedActionForm::isCancelled(const ActionResult &result, const ActionRunner &runner)
{
    // A skipped job with a connection to run on was cancelled or superseded; a job that ran
    // fails its next command with Cancelled once it is asked to stop.
    return (result.skipped && runner.hasConnection()) ||
           (!result.ok && result.error.kind() == RedisError::Kind::Cancelled);
}

QString DelayedActionForm::outcomeText(const ActionResult &result, const ActionRunner &runner)
{
    if (isCancelled(result, runner))
        return tr("Cancelled");
    if (result.skipped)
        return tr("Not run: no connection");
    return result.ok ? result.summary : tr("Failed: %1").arg(result.error.message());
}

void DelayedActionForm::onFinished(quint64 ticket, const ActionResult &result)
{
    if (ticket != m_ticket)
        return;
    m_ticket = 0;
    const bool failed = !result.ok && !result.skipped && !isCancelled(result, *m_runner);
    if (failed)
        m_message->showError(outcomeText(result, *m_runner));
    else
        m_message->showStatus(outcomeText(result, *m_runner));
    if (!result.skipped)
        Q_EMIT actionFinished(result);
}

void DelayedActionForm::updateEnabled()
{
    const bool writable = m_session->allowsWrites();
    QString why;
    if (!m_session->client())
        why = tr("Not connected");
    else if (m_session->isReadOnly())
        why = tr("Read-only mode: CoordScope sends only read commands to this server. Turn "
                 "read-only off for this connection to enqueue and claim.");
    m_enqueueAction->setEnabled(writable);
    m_claimAction->setEnabled(writable);
    m_enqueueAction->setToolTip(writable ? tr("Schedule the payload after the delay (Ctrl+Shift+N)")
                                         : why);
    m_claimAction->setToolTip(
        writable ? tr("Move due items to the ready list once, atomically (Ctrl+Shift+C)") : why);
}
