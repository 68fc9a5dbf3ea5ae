#include "playgroundconfigform.h"

#include "formmessageline.h"

#include "playgroundclientparams.h"
#include "playgroundfaultlist.h"
#include "playgroundscenario.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace {
RedisError invalid(const QString &field, const QString &message)
{
    return RedisError(RedisError::Kind::InvalidArgument, field % u": " % message);
}

// A whole number in [low, high] or an error naming the field.
Result<qint64> wholeNumber(const QString &field, const QLineEdit *edit, qint64 low, qint64 high)
{
    bool ok = false;
    const qint64 value = edit->text().trimmed().toLongLong(&ok);
    if (!ok)
        return invalid(field, QObject::tr("\"%1\" is not a whole number").arg(edit->text()));
    if (value < low || value > high)
        return invalid(field,
                       QObject::tr("%1 is out of range (%2 to %3)").arg(value).arg(low).arg(high));
    return value;
}
} // namespace

PlaygroundConfigForm::PlaygroundConfigForm(QWidget *parent)
    : QWidget(parent)
    , m_scenario(new QComboBox(this))
    , m_case(new QComboBox(this))
    , m_primitive(new QComboBox(this))
    , m_variant(new QComboBox(this))
    , m_clients(new QSpinBox(this))
    , m_seconds(new QLineEdit(QStringLiteral("3"), this))
    , m_seed(new QLineEdit(QStringLiteral("1"), this))
    , m_hold(new QLineEdit(QStringLiteral("20-40"), this))
    , m_think(new QLineEdit(QStringLiteral("0-10"), this))
    , m_ttl(new QLineEdit(QStringLiteral("1000"), this))
    , m_limit(new QLineEdit(QStringLiteral("3"), this))
    , m_window(new QLineEdit(QStringLiteral("1000"), this))
    , m_cluster(new QCheckBox(tr("A cluster, 3 + 3"), this))
    , m_sentinel(new QCheckBox(tr("Sentinel, 1 + 2 + 3"), this))
    , m_faults(new PlaygroundFaultList(this))
    , m_clientParams(new PlaygroundClientParams(this))
    , m_error(new FormMessageLine(this))
{
    m_scenario->setObjectName(QStringLiteral("playgroundScenario"));
    m_case->setObjectName(QStringLiteral("playgroundCase"));
    m_error->setObjectName(QStringLiteral("playgroundFormError"));
    for (const PlaygroundScenario &s : PlaygroundScenario::all())
        m_scenario->addItem(QStringLiteral("%1. %2").arg(s.number).arg(s.title), s.number);
    m_scenario->addItem(tr("Custom"), 0);
    for (PlaygroundPrimitive p :
         {PlaygroundPrimitive::Lock, PlaygroundPrimitive::Semaphore, PlaygroundPrimitive::Queue,
          PlaygroundPrimitive::DelayedQueue, PlaygroundPrimitive::RateLimiter})
        m_primitive->addItem(PlaygroundHistory::primitiveName(p), int(p));
    m_clients->setRange(1, SimulationConfig::MaxClients);
    m_clients->setValue(4);
    m_hold->setToolTip(tr("Milliseconds a grant is held: \"30\" or a range \"20-80\""));
    m_think->setToolTip(tr("Milliseconds between two operations: \"5\" or \"0-10\""));
    m_limit->setToolTip(tr("Semaphores: the permits; rate limiters: the admissions per window"));
    m_window->setToolTip(tr("Rate limiters: the window's length in milliseconds"));
    m_cluster->setObjectName(QStringLiteral("playgroundCluster"));
    m_cluster->setToolTip(tr("A Redis Cluster the playground starts: 3 masters, 3 replicas. "
                             "Clients route by slot; the faults server-stop (of a master), "
                             "replication-pause, cluster-failover and slot-migration act on it. "
                             "Off: the connected server (Redlock: five masters; synced: a "
                             "master and a replica)."));
    m_sentinel->setObjectName(QStringLiteral("playgroundSentinel"));
    m_sentinel->setToolTip(tr("A master, 2 replicas and 3 sentinels the playground starts. "
                              "Clients find the master through the sentinels, which promote a "
                              "replica when the master is stopped or paused for longer than "
                              "1000 ms; replication-pause cuts the master's replicas off."));

    auto *form = new QFormLayout;
    form->addRow(tr("Scenario"), m_scenario);
    form->addRow(tr("Case"), m_case);
    const auto custom = [&](const QString &label, QWidget *field) {
        form->addRow(label, field);
        m_customFields << field << form->labelForField(field);
    };
    custom(tr("Primitive"), m_primitive);
    custom(tr("Variant"), m_variant);
    // The servers beside the clients: a row of its own would make the form taller than the tab.
    auto *clientsAndServers = new QWidget(this);
    auto *row = new QHBoxLayout(clientsAndServers);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_clients);
    row->addWidget(m_cluster);
    row->addWidget(m_sentinel);
    row->addStretch();
    custom(tr("Clients"), clientsAndServers);
    custom(tr("Seconds"), m_seconds);
    custom(tr("Hold (ms)"), m_hold);
    custom(tr("Think (ms)"), m_think);
    custom(tr("TTL (ms)"), m_ttl);
    custom(tr("Limit"), m_limit);
    custom(tr("Window (ms)"), m_window);
    form->addRow(tr("Seed"), m_seed);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addWidget(new QLabel(tr("Extra faults"), this));
    layout->addWidget(m_faults);
    layout->addWidget(new QLabel(tr("Per-client parameters"), this));
    layout->addWidget(m_clientParams);
    layout->addWidget(m_error);

    connect(m_scenario, &QComboBox::currentIndexChanged, this, &PlaygroundConfigForm::fillCases);
    connect(m_primitive, &QComboBox::currentIndexChanged, this,
            &PlaygroundConfigForm::fillVariants);
    for (QComboBox *box : {m_case, m_variant})
        connect(box, &QComboBox::currentIndexChanged, this, &PlaygroundConfigForm::check);
    connect(m_clients, &QSpinBox::valueChanged, this, &PlaygroundConfigForm::check);
    // One layout at a time.
    connect(m_cluster, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            m_sentinel->setChecked(false);
        check();
    });
    connect(m_sentinel, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            m_cluster->setChecked(false);
        check();
    });
    for (QLineEdit *edit : {m_seconds, m_seed, m_hold, m_think, m_ttl, m_limit, m_window})
        connect(edit, &QLineEdit::textChanged, this, &PlaygroundConfigForm::check);
    connect(m_faults, &PlaygroundFaultList::changed, this, &PlaygroundConfigForm::check);
    connect(m_clientParams, &PlaygroundClientParams::changed, this, &PlaygroundConfigForm::check);
    fillVariants();
    fillCases();
}

const PlaygroundScenario *PlaygroundConfigForm::scenario() const
{
    const int number = m_scenario->currentData().toInt();
    return number > 0 ? PlaygroundScenario::find(QString::number(number)) : nullptr;
}

QString PlaygroundConfigForm::caseLabel() const
{
    return m_case->currentText();
}

void PlaygroundConfigForm::choose(int scenarioNumber, const QString &caseLabel)
{
    m_scenario->setCurrentIndex(m_scenario->findData(scenarioNumber));
    if (!caseLabel.isEmpty())
        m_case->setCurrentIndex(m_case->findText(caseLabel));
}

void PlaygroundConfigForm::fillCases()
{
    const PlaygroundScenario *s = scenario();
    {
        const QSignalBlocker quiet(m_case);
        m_case->clear();
        if (s) {
            for (const PlaygroundScenario::Case &c : s->cases)
                m_case->addItem(c.label);
        }
    }
    m_case->setEnabled(s != nullptr);
    for (QWidget *w : std::as_const(m_customFields))
        w->setVisible(s == nullptr);
    check();
}

void PlaygroundConfigForm::fillVariants()
{
    {
        const QSignalBlocker quiet(m_variant);
        m_variant->clear();
        m_variant->addItems(
            SimulationConfig::variants(PlaygroundPrimitive(m_primitive->currentData().toInt())));
    }
    // Only the fields the primitive reads are open (and checked).
    m_limit->setEnabled(usesLimit());
    m_window->setEnabled(usesWindow());
    check();
}

QString PlaygroundConfigForm::description() const
{
    const PlaygroundScenario *s = scenario();
    if (!s)
        return tr("A custom run: the checker reports whatever it finds.");
    const PlaygroundScenario::Case *c = s->findCase(caseLabel());
    return s->shows % u"\n" %
           tr("Expected for %1 (%2): %3.")
               .arg(caseLabel(), c && c->safe ? tr("safe") : tr("unsafe"),
                    c ? c->expected : QString());
}

QString PlaygroundConfigForm::errorText() const
{
    return m_error->errorText();
}

bool PlaygroundConfigForm::usesLimit() const
{
    const auto primitive = PlaygroundPrimitive(m_primitive->currentData().toInt());
    return primitive == PlaygroundPrimitive::Semaphore ||
           primitive == PlaygroundPrimitive::RateLimiter;
}

bool PlaygroundConfigForm::usesWindow() const
{
    return PlaygroundPrimitive(m_primitive->currentData().toInt()) ==
           PlaygroundPrimitive::RateLimiter;
}

Result<SimulationConfig> PlaygroundConfigForm::customConfig() const
{
    SimulationConfig c;
    c.primitive = PlaygroundPrimitive(m_primitive->currentData().toInt());
    c.variant = m_variant->currentText();
    c.clients = m_clients->value();
    const Result<qint64> seconds = wholeNumber(tr("Seconds"), m_seconds, 1, 3600);
    if (!seconds)
        return seconds.error();
    c.durationMs = *seconds * 1000;
    const Result<MsRange> hold = MsRange::parse(m_hold->text());
    if (!hold)
        return invalid(tr("Hold"), hold.error().message());
    c.profile.holdMs = *hold;
    const Result<MsRange> think = MsRange::parse(m_think->text());
    if (!think)
        return invalid(tr("Think"), think.error().message());
    c.profile.thinkMs = *think;
    const Result<qint64> ttl = wholeNumber(tr("TTL"), m_ttl, MinTtlMs, MaxTtlMs);
    if (!ttl)
        return ttl.error();
    c.profile.ttlMs = *ttl;
    if (usesLimit()) {
        const Result<qint64> limit = wholeNumber(tr("Limit"), m_limit, 1, 100'000);
        if (!limit)
            return limit.error();
        c.limit = int(*limit);
    }
    if (usesWindow()) {
        const Result<qint64> window = wholeNumber(tr("Window"), m_window, 1, 86'400'000);
        if (!window)
            return window.error();
        c.windowMs = *window;
    }
    // Redlock and the replica-synced lock need servers the playground starts.
    if (m_cluster->isChecked()) {
        if (c.variant == u"redlock")
            return RedisError(RedisError::Kind::InvalidArgument,
                              tr("Redlock runs on independent masters, not on a cluster: "
                                 "untick the cluster"));
        c.layout = SimulationConfig::Layout::Cluster;
    } else if (m_sentinel->isChecked()) {
        if (c.variant == u"redlock")
            return RedisError(RedisError::Kind::InvalidArgument,
                              tr("Redlock runs on independent masters, not on a Sentinel "
                                 "deployment: untick Sentinel"));
        c.layout = SimulationConfig::Layout::Sentinel;
    } else if (c.variant == u"redlock") {
        c.layout = SimulationConfig::Layout::Independent;
        c.nodes = 5;
    } else if (c.variant == u"synced") {
        c.layout = SimulationConfig::Layout::Replicated;
    }
    return c;
}

Result<SimulationConfig> PlaygroundConfigForm::config(const ConnectionOptions &server,
                                                      std::optional<qint64> baseTtlMs) const
{
    const Result<qint64> seed =
        wholeNumber(tr("Seed"), m_seed, 0, std::numeric_limits<qint64>::max());
    if (!seed)
        return seed.error();
    SimulationConfig c;
    if (const PlaygroundScenario *s = scenario()) {
        c = s->config(caseLabel(), *seed, server);
    } else {
        Result<SimulationConfig> custom = customConfig();
        if (!custom)
            return custom.error();
        c = *custom;
        c.seed = *seed;
        c.server = server;
    }
    if (baseTtlMs)
        c.profile.ttlMs = *baseTtlMs;
    const Result<QMap<int, ClientProfile>> profiles =
        m_clientParams->profiles(c.profile, c.clients);
    if (!profiles)
        return profiles.error();
    c.clientProfiles.insert(*profiles);
    const Result<QList<FaultSpec>> faults = m_faults->faults();
    if (!faults)
        return faults.error();
    // The run's clients and length are known here, not in the list: name the row and the cell.
    const auto cell = [this](qsizetype row, int column) {
        const QTableWidgetItem *item = m_faults->table()->item(int(row), column);
        return item ? item->text().trimmed() : QString();
    };
    for (qsizetype i = 0; i < faults->size(); ++i) {
        const FaultSpec &fault = faults->at(i);
        if (!fault.isServerFault() && fault.client >= c.clients)
            return RedisError(RedisError::Kind::InvalidArgument,
                              tr("fault %1: client \"%2\": there are only %3 clients (0 to %4)")
                                  .arg(i + 1)
                                  .arg(cell(i, PlaygroundFaultList::TargetColumn))
                                  .arg(c.clients)
                                  .arg(c.clients - 1));
        if (fault.atMs > c.durationMs)
            return RedisError(RedisError::Kind::InvalidArgument,
                              tr("fault %1: when \"%2\": after the run's end (%3 ms)")
                                  .arg(i + 1)
                                  .arg(cell(i, PlaygroundFaultList::WhenColumn))
                                  .arg(c.durationMs));
    }
    c.faults << *faults;
    if (const Result<void> valid = c.validate(); !valid)
        return valid.error();
    return c;
}

QStringList PlaygroundConfigForm::crashSteps() const
{
    if (const PlaygroundScenario *s = scenario()) {
        const SimulationConfig c = s->config(caseLabel(), 1, ConnectionOptions());
        return SimulationConfig::crashSteps(c.primitive, c.variant);
    }
    return SimulationConfig::crashSteps(PlaygroundPrimitive(m_primitive->currentData().toInt()),
                                        m_variant->currentText());
}

void PlaygroundConfigForm::check()
{
    {
        const QSignalBlocker quiet(m_faults); // its changed() would come back here
        m_faults->setCrashSteps(crashSteps());
    }
    const Result<SimulationConfig> c = config(ConnectionOptions());
    if (c)
        m_error->clearMessage();
    else
        m_error->showError(c.error().message());
    Q_EMIT changed();
}
