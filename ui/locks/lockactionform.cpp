#include "lockactionform.h"

#include "formmessageline.h"

#include "lockfactory.h"
#include "lockplayground.h"
#include "releaseonquit.h"
#include "serversession.h"

#include <QAction>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

namespace {
QString kindToolTip(const QString &kind)
{
    if (kind == QLatin1String("naive"))
        return LockActionForm::tr("SETNX and DEL: no lease, and the release deletes anyone's lock");
    if (kind == QLatin1String("setnx-expire"))
        return LockActionForm::tr("SETNX then EXPIRE: a crash between the two leaves it forever");
    if (kind == QLatin1String("getset"))
        return LockActionForm::tr("The book's GETSET lock: the value is the expiry time");
    if (kind == QLatin1String("token"))
        return LockActionForm::tr("SET NX PX with a random token; release and extend check it");
    if (kind == QLatin1String("reentrant"))
        return LockActionForm::tr("A hash owner → hold count; the owner may take it again");
    if (kind == QLatin1String("fenced"))
        return LockActionForm::tr("The token lock plus a fencing number that only grows");
    if (kind == QLatin1String("synced"))
        return LockActionForm::tr("The token lock whose holder waits for replicas (WAIT)");
    return {};
}

QLineEdit *numberEdit(QWidget *parent, const QString &text, const QString &toolTip)
{
    auto *edit = new QLineEdit(text, parent);
    edit->setToolTip(toolTip);
    edit->setClearButtonEnabled(false);
    return edit;
}
} // namespace

LockActionForm::LockActionForm(ServerSession *session, ActionRunner *runner, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_runner(runner)
    , m_playground(std::make_shared<LockPlayground>())
{
    setObjectName(QStringLiteral("lockActionForm"));
    m_kind = new QComboBox(this);
    const QStringList kinds = LockFactory::kinds();
    for (const QString &kind : kinds) {
        m_kind->addItem(kind, kind);
        m_kind->setItemData(m_kind->count() - 1, kindToolTip(kind), Qt::ToolTipRole);
    }
    m_kind->setCurrentIndex(qMax(0, int(kinds.indexOf(QStringLiteral("token")))));
    m_kind->setToolTip(tr("Which lock variant to use (Redlock needs several Redis nodes: it "
                          "lives in the Playground)"));
    m_name = new QLineEdit(QStringLiteral("playground"), this);
    m_name->setPlaceholderText(tr("lock name, e.g. orders"));
    m_name->setToolTip(tr("The lock's key is cs:{name}:lock"));
    m_ttl = numberEdit(this, QStringLiteral("30000"),
                       tr("The lease in milliseconds: the lock expires after it unless extended "
                          "(the naive lock ignores it)"));
    m_wait = numberEdit(this, QStringLiteral("0"),
                        tr("Keep trying this many milliseconds when it is held (0: one attempt)"));
    m_retry = numberEdit(this, QStringLiteral("50"),
                         tr("Pause between attempts in milliseconds (plus a little jitter)"));

    m_acquire = new QAction(tr("&Acquire"), this);
    m_acquire->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+A")));
    m_release = new QAction(tr("&Release"), this);
    m_release->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+R")));
    m_extend = new QAction(tr("&Extend"), this);
    m_extend->setShortcut(QKeySequence(QStringLiteral("Ctrl+Shift+E")));
    connect(m_acquire, &QAction::triggered, this, &LockActionForm::acquire);
    connect(m_release, &QAction::triggered, this, &LockActionForm::release);
    connect(m_extend, &QAction::triggered, this, &LockActionForm::extend);
    for (QAction *action : formActions()) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }

    auto *form = new QFormLayout;
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&TTL (ms):"), m_ttl);
    form->addRow(tr("&Wait (ms):"), m_wait);
    form->addRow(tr("Retry &every (ms):"), m_retry);
    auto *buttons = new QHBoxLayout;
    for (QAction *action : formActions()) {
        auto *button = new QToolButton(this);
        button->setDefaultAction(action);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        buttons->addWidget(button);
    }
    buttons->addStretch(1);

    m_message = new FormMessageLine(this);
    m_message->setObjectName(QStringLiteral("lockFormMessage"));
    auto *redlock =
        new QLabel(tr("Redlock needs several Redis nodes; try it in the Playground."), this);
    redlock->setWordWrap(true);
    redlock->setEnabled(false);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    layout->addWidget(redlock);
    layout->addStretch(1);

    connect(m_runner, &ActionRunner::finished, this, &LockActionForm::onFinished);
    connect(m_session, &ServerSession::readOnlyChanged, this, &LockActionForm::updateEnabled);
    connect(m_session, &ServerSession::clientChanged, this, &LockActionForm::updateEnabled);
    connect(m_session, &ServerSession::stateChanged, this, &LockActionForm::updateEnabled);
    // The locks acquired here are released before the window quits.
    auto playground = m_playground;
    m_session->releaseOnQuit()->addRunnerHolds(
        this, m_runner, [playground] { return playground->stillHeld(); },
        [playground](RedisConnection &c) { return playground->releaseAll(c); });
    updateEnabled();
}

LockActionForm::~LockActionForm() = default;

void LockActionForm::updateEnabled()
{
    const bool writes = m_session->allowsWrites();
    QString why;
    if (!m_session->client())
        why = tr("Not connected: start the sandbox or connect to a server first.");
    else if (m_session->isReadOnly())
        why = tr("This connection is read-only: CoordScope sends only read commands to it. Turn "
                 "read-only off for this connection to try locks here.");
    const QString shortcutHint[] = {tr("Acquire the lock (Ctrl+Shift+A)"),
                                    tr("Release the lock acquired here (Ctrl+Shift+R)"),
                                    tr("Renew the lease of the lock acquired here to the TTL "
                                       "(Ctrl+Shift+E)")};
    int i = 0;
    for (QAction *action : formActions()) {
        action->setEnabled(writes);
        action->setToolTip(writes ? shortcutHint[i] : why);
        ++i;
    }
    if (!writes && !why.isEmpty())
        m_message->showStatus(why);
    else if (m_message->text().startsWith(tr("Not connected")) ||
             m_message->text().startsWith(tr("This connection is read-only")))
        m_message->clearMessage();
}

void LockActionForm::useLock(const QString &kind, const QString &name)
{
    const int index = m_kind->findData(kind);
    if (index >= 0)
        m_kind->setCurrentIndex(index);
    m_name->setText(name);
}

void LockActionForm::setError(const QString &text, QLineEdit *field)
{
    if (text.isEmpty())
        m_message->clearError();
    else
        m_message->showError(text);
    if (field) {
        field->setFocus();
        field->selectAll();
    }
}

bool LockActionForm::mayWrite()
{
    if (m_session->allowsWrites())
        return true;
    m_message->showError(tr("Refused: %1").arg(m_acquire->toolTip()));
    return false;
}

bool LockActionForm::readForm(Operation operation, LockRequest *request)
{
    request->kind = m_kind->currentData().toString();
    const QString name = m_name->text().trimmed();
    if (const QString error = LockPlayground::validateName(name); !error.isEmpty()) {
        setError(error, m_name);
        return false;
    }
    request->name = name.toUtf8();
    if (operation != Operation::Release) {
        if (const QString error = LockPlayground::validateTtl(m_ttl->text(), &request->ttlMs);
            !error.isEmpty()) {
            setError(error, m_ttl);
            return false;
        }
    }
    if (operation == Operation::Acquire) {
        if (const QString error = LockPlayground::validateWait(m_wait->text(), &request->waitMs);
            !error.isEmpty()) {
            setError(error, m_wait);
            return false;
        }
        if (const QString error =
                LockPlayground::validateRetry(m_retry->text(), &request->retryDelayMs);
            !error.isEmpty()) {
            setError(error, m_retry);
            return false;
        }
    }
    setError({}, nullptr);
    return true;
}

void LockActionForm::acquire()
{
    LockRequest request;
    if (!readForm(Operation::Acquire, &request) || !mayWrite())
        return;
    auto playground = m_playground;
    m_message->showStatus(tr("Acquiring %1…").arg(QString::fromUtf8(request.name)));
    m_tickets.insert(m_runner->run(
        tr("Acquire lock"), [playground, request](RedisConnection &c, const ActionContext &) {
            return playground->acquire(c, request);
        }));
}

void LockActionForm::release()
{
    LockRequest request;
    if (!readForm(Operation::Release, &request) || !mayWrite())
        return;
    auto playground = m_playground;
    m_message->showStatus(tr("Releasing %1…").arg(QString::fromUtf8(request.name)));
    m_tickets.insert(m_runner->run(
        tr("Release lock"), [playground, request](RedisConnection &c, const ActionContext &) {
            return playground->release(c, request.kind, request.name);
        }));
}

void LockActionForm::extend()
{
    LockRequest request;
    if (!readForm(Operation::Extend, &request) || !mayWrite())
        return;
    auto playground = m_playground;
    m_message->showStatus(tr("Extending %1…").arg(QString::fromUtf8(request.name)));
    m_tickets.insert(m_runner->run(
        tr("Extend lock"), [playground, request](RedisConnection &c, const ActionContext &) {
            return playground->extend(c, request.kind, request.name, request.ttlMs);
        }));
}

void LockActionForm::onFinished(quint64 ticket, const ActionResult &result)
{
    if (!m_tickets.remove(ticket))
        return;
    m_lastResult = result;
    if (result.skipped)
        m_message->showStatus(tr("Not run: the connection changed or the job was cancelled"));
    else if (result.ok)
        m_message->showStatus(result.summary);
    else
        m_message->showError(
            tr("Failed: %1")
                .arg(result.summary.isEmpty() ? result.error.message() : result.summary));
    Q_EMIT actionFinished(result);
}
