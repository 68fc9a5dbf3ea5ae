#include "operatoractionmenu.h"

#include "actionrunner.h"
#include "formmessageline.h"
#include "inspectormonitor.h"
#include "keylayout.h"
#include "operatorconfirmdialog.h"
#include "operatorplanner.h"
#include "redisconnection.h"
#include "serversession.h"

#include <QAction>
#include <QInputDialog>
#include <QMenu>

namespace {
constexpr int DefaultLeaseMs = 30'000;
constexpr int DefaultPostponeMs = 60'000;

// The key of one of these roles, first found.
const DiscoveredKey *keyWithRoles(const DiscoveredPrimitive &p,
                                  std::initializer_list<const char *> roles)
{
    for (const char *role : roles)
        if (const DiscoveredKey *k = p.keyWithRole(role))
            return k;
    return nullptr;
}

RedisError cannot(const QString &why)
{
    return RedisError(RedisError::Kind::InvalidArgument, why);
}
} // namespace

OperatorActionMenu::OperatorActionMenu(ServerSession *session, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_session(session)
    , m_dialogParent(dialogParent)
    , m_runner(new ActionRunner(tr("operator action"), this))
    , m_menu(new QMenu(tr("Act"), dialogParent))
{
    m_session->attach(m_runner);
    connect(m_runner, &ActionRunner::finished, this, &OperatorActionMenu::onFinished);
    connect(m_session, &ServerSession::readOnlyChanged, this, &OperatorActionMenu::update);
    connect(m_session, &ServerSession::clientChanged, this, &OperatorActionMenu::update);
    const std::pair<OperatorAction, bool> all[] = {
        {OperatorAction::BreakLock, false},   {OperatorAction::SetTtl, false},
        {OperatorAction::EvictHolder, false}, {OperatorAction::EvictHolder, true},
        {OperatorAction::RunNow, false},      {OperatorAction::Postpone, false},
        {OperatorAction::DeleteItem, false},  {OperatorAction::Requeue, false},
        {OperatorAction::Requeue, true},      {OperatorAction::DeleteItem, true},
        {OperatorAction::ResetLimit, false},  {OperatorAction::ResetLimit, true},
    };
    for (const auto &[kind, many] : all) {
        QString text;
        switch (kind) {
        case OperatorAction::BreakLock:
            text = tr("&Break lock…");
            break;
        case OperatorAction::SetTtl:
            text = tr("Change &lease…");
            break;
        case OperatorAction::EvictHolder:
            text = many ? tr("Evict every e&xpired holder…") : tr("&Evict holder…");
            break;
        case OperatorAction::RunNow:
            text = tr("&Run now…");
            break;
        case OperatorAction::Postpone:
            text = tr("&Postpone…");
            break;
        case OperatorAction::DeleteItem:
            text = many ? tr("Delete the consumer's items in &flight…") : tr("&Delete item…");
            break;
        case OperatorAction::Requeue:
            text = many ? tr("Re&queue the consumer's items…") : tr("Requeue one &item in flight…");
            break;
        case OperatorAction::ResetLimit:
            text = many ? tr("Reset every &subject…") : tr("Reset &limit of the subject…");
            break;
        }
        auto *a = new QAction(text, this);
        a->setData(QVariantList{int(kind), many});
        connect(a, &QAction::triggered, this, [this, k = kind, m = many] { ask(k, m); });
        m_actions << a;
    }
    update();
}

OperatorActionMenu::~OperatorActionMenu() = default;

QAction *OperatorActionMenu::action(OperatorAction action, bool all) const
{
    for (QAction *a : m_actions) {
        const QVariantList data = a->data().toList();
        if (data.value(0).toInt() == int(action) && data.value(1).toBool() == all)
            return a;
    }
    return nullptr;
}

void OperatorActionMenu::setSelection(Selection selection)
{
    m_selection = std::move(selection);
    update();
}

Result<OperatorRequest> OperatorActionMenu::request(OperatorAction action, bool all) const
{
    if (!m_selection.state)
        return cannot(tr("Select a primitive first"));
    const PrimitiveState &state = *m_selection.state;
    const DiscoveredPrimitive &p = state.primitive;
    OperatorRequest r;
    r.action = action;
    r.primitive = p;
    r.all = all;
    if (m_session->client())
        r.cluster = m_session->client()->isCluster();
    const DiscoveredKey *key = nullptr;
    switch (action) {
    case OperatorAction::SetTtl:
        if (const DiscoveredKey *holders = p.keyWithRole(KeyRole::Holders); holders) {
            // A semaphore holder's lease (the ttl-keys and atomic kinds, Redisson's permits).
            key = holders;
            if (m_selection.entries.size() != 1)
                return cannot(tr("Select one holder in the members table"));
            r.entries << m_selection.entries.first().id;
            break;
        }
        [[fallthrough]];
    case OperatorAction::BreakLock:
        key = p.keyWithRole(KeyRole::Lock);
        if (!state.holder)
            return cannot(tr("The lock is not held now"));
        r.expect = *state.holder;
        break;
    case OperatorAction::EvictHolder:
        key = p.keyWithRole(KeyRole::Holders);
        for (const StateEntry &e : all ? state.entries : m_selection.entries)
            if (!all || e.flag == StateEntry::Flag::Expired)
                r.entries << e.id;
        if (r.entries.isEmpty())
            return cannot(all ? tr("No holder shown has expired")
                              : tr("Select the holders to evict in the entries table"));
        break;
    case OperatorAction::RunNow:
    case OperatorAction::Postpone:
    case OperatorAction::DeleteItem:
        if (all) { // a dead consumer's items in flight
            for (const DiscoveredKey &k : p.keys)
                if (k.key == m_selection.key && k.role == KeyRole::Processing)
                    key = &k;
            if (!key)
                return cannot(tr("Select a consumer's processing list in the keys table"));
            break;
        }
        key = keyWithRoles(p, {KeyRole::Schedule, KeyRole::Retry});
        if (m_selection.entries.size() != 1)
            return cannot(tr("Select one scheduled item in the entries table"));
        r.entries << m_selection.entries.first().id;
        break;
    case OperatorAction::Requeue:
        // All of a dead consumer's items: its processing list. One item (picked when asked):
        // a processing list, or BullMQ's active list (a stalled job).
        for (const DiscoveredKey &k : p.keys)
            if (k.key == m_selection.key &&
                (k.role == KeyRole::Processing || (!all && k.role == KeyRole::Active)))
                key = &k;
        if (!key)
            return cannot(all ? tr("Select a consumer's processing list in the keys table")
                              : tr("Select a processing or active list in the keys table"));
        break;
    case OperatorAction::ResetLimit:
        key = keyWithRoles(p, {KeyRole::Window, KeyRole::Config, KeyRole::Value});
        for (const StateEntry &e : all ? state.entries : m_selection.entries)
            if (!e.key.isEmpty())
                r.entries << e.key;
        if (p.family == u"redisson-ratelimiter" && all)
            r.entries.clear(); // the planner takes every window key of the limiter
        else if (r.entries.isEmpty())
            return cannot(all ? tr("No subject is shown")
                              : tr("Select the subjects to reset in the entries table"));
        break;
    }
    if (!key)
        return cannot(tr("%1 has no key for this action").arg(p.family));
    r.key = key->key;
    if (!OperatorPlanner::actionsFor(p, key->role).contains(action))
        return cannot(
            tr("Not offered for %1 (%2): docs/inspector.md says which actions each library "
               "has, and why")
                .arg(p.family, p.library));
    return r;
}

void OperatorActionMenu::update()
{
    const bool writes = m_session->allowsWrites();
    m_menu->clear();
    for (QAction *a : m_actions) {
        const QVariantList data = a->data().toList();
        const auto kind = OperatorAction(data.value(0).toInt());
        const bool many = data.value(1).toBool();
        const Result<OperatorRequest> r = request(kind, many);
        // In the menu when the kind of primitive has it at all; enabled when the selection makes
        // a request and writes are allowed.
        bool offered = r.ok();
        if (!offered && m_selection.state)
            for (const DiscoveredKey &k : m_selection.state->primitive.keys)
                offered =
                    offered || OperatorPlanner::actionsFor(m_selection.state->primitive, k.role)
                                   .contains(kind);
        if (kind == OperatorAction::DeleteItem && many && m_selection.state)
            offered = offered && m_selection.state->primitive.keyWithRole(KeyRole::Processing);
        if (kind == OperatorAction::DeleteItem && !many && m_selection.state)
            offered = offered && keyWithRoles(m_selection.state->primitive,
                                              {KeyRole::Schedule, KeyRole::Retry});
        a->setEnabled(writes && r.ok());
        a->setToolTip(!writes ? (m_session->client()
                                     ? tr("Read-only mode: operator actions write. Turn it off in "
                                          "the Connection menu to act.")
                                     : tr("Not connected"))
                              : (r ? QString() : r.error().message()));
        if (offered)
            m_menu->addAction(a);
    }
    m_menu->setEnabled(!m_menu->isEmpty());
}

void OperatorActionMenu::ask(OperatorAction action, bool all)
{
    const Result<OperatorRequest> r = request(action, all);
    if (!r) {
        Q_EMIT finished(r.error().message(), false);
        return;
    }
    if (action == OperatorAction::Requeue && !all) {
        // Which item: the list's first 200, read now, picked by the user.
        const QByteArray key = r->key;
        m_pick = *r;
        m_pickTicket =
            m_runner->run(tr("Read the items in flight"),
                          [key](RedisConnection &connection, const ActionContext &) {
                              ActionResult result;
                              const auto items = connection.command({"LRANGE", key, "0", "199"});
                              const auto list = items ? items->toBytesList()
                                                      : Result<QList<QByteArray>>(items.error());
                              if (!list) {
                                  result.error = list.error();
                                  return result;
                              }
                              result.ok = true;
                              result.value = QVariant::fromValue(*list);
                              return result;
                          });
        return;
    }
    confirm(*r);
}

void OperatorActionMenu::setItemChooser(
    std::function<std::optional<QByteArray>(const QList<QByteArray> &items)> choose)
{
    m_choose = std::move(choose);
}

std::optional<QByteArray> OperatorActionMenu::chooseItem(const QList<QByteArray> &items)
{
    if (m_choose)
        return m_choose(items);
    QStringList shown;
    for (const QByteArray &item : items)
        shown << quoteBytes(item, QuoteMode::WhenNeeded, 200);
    bool ok = false;
    const QString picked = QInputDialog::getItem(
        m_dialogParent, tr("Requeue one item"),
        tr("The item to put back (the list's first 200 at most):"), shown, 0, false, &ok);
    if (!ok)
        return std::nullopt;
    const qsizetype at = shown.indexOf(picked);
    return at >= 0 ? std::optional<QByteArray>(items.at(at)) : std::nullopt;
}

void OperatorActionMenu::confirm(const OperatorRequest &base)
{
    const OperatorAction action = base.action;
    qint64 defaultMs = -1;
    if (action == OperatorAction::SetTtl)
        defaultMs = m_selection.state && m_selection.state->ttlMs > 0 && base.entries.isEmpty()
                        ? m_selection.state->ttlMs
                        : DefaultLeaseMs;
    if (action == OperatorAction::Postpone)
        defaultMs = DefaultPostponeMs;
    delete m_dialog;
    m_dialog = new OperatorConfirmDialog(
        action,
        [base](qint64 ms) {
            OperatorRequest request = base;
            request.ttlMs = ms;
            return OperatorPlanner::plan(request);
        },
        defaultMs, m_dialogParent);
    OperatorConfirmDialog *dialog = m_dialog;
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        if (dialog->plan())
            run(*dialog->plan());
    });
    dialog->open();
}

void OperatorActionMenu::addToTable(QWidget *table,
                                    const QList<std::pair<OperatorAction, bool>> &actions,
                                    std::function<FormMessageLine *()> line,
                                    InspectorMonitor *monitor)
{
    auto *separator = new QAction(table);
    separator->setSeparator(true);
    table->addAction(separator);
    for (const auto &[kind, all] : actions)
        table->addAction(action(kind, all));
    // The tab's one message line: the status line below a table is the count's, rewritten at
    // each discovery.
    connect(this, &OperatorActionMenu::finished, table, [line](const QString &message, bool ok) {
        if (FormMessageLine *shown = line(); shown && ok)
            shown->showStatus(message);
        else if (shown)
            shown->showError(message);
    });
    connect(this, &OperatorActionMenu::acted, monitor, &InspectorMonitor::refresh);
}

void OperatorActionMenu::run(const OperatorPlan &plan)
{
    if (!m_session->allowsWrites()) {
        Q_EMIT finished(tr("Read-only mode: nothing was sent"), false);
        return;
    }
    m_runner->run(OperatorActions::title(plan.request.action), [plan](RedisConnection &connection,
                                                                      const ActionContext &) {
        QList<Result<RedisReply>> replies;
        for (const RedisCommand &c : plan.commands)
            replies << connection.command(c);
        ActionResult result;
        const Result<OperatorOutcome> outcome = OperatorOutcome::fromReplies(plan, replies);
        if (!outcome) {
            result.error = outcome.error();
            return result;
        }
        result.ok = outcome->done();
        result.summary = outcome->message;
        return result;
    });
}

void OperatorActionMenu::onFinished(quint64 ticket, const ActionResult &result)
{
    if (result.skipped)
        return;
    if (ticket == m_pickTicket) {
        const QList<QByteArray> items = result.value.value<QList<QByteArray>>();
        if (!result.ok || items.isEmpty()) {
            Q_EMIT finished(result.ok ? tr("Nothing in flight in %1")
                                            .arg(quoteBytes(m_pick.key, QuoteMode::WhenNeeded, 200))
                                      : tr("Not read: %1").arg(result.error.toString()),
                            false);
            return;
        }
        if (const std::optional<QByteArray> item = chooseItem(items)) {
            OperatorRequest request = m_pick;
            request.entries = {*item};
            confirm(request);
        }
        return;
    }
    Q_EMIT finished(result.ok || result.error.kind() == RedisError::Kind::None
                        ? result.summary
                        : tr("Not done: %1").arg(result.error.toString()),
                    result.ok);
    Q_EMIT acted();
}
