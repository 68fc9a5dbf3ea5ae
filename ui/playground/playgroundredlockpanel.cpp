#include "playgroundredlockpanel.h"

#include "playgroundconfigform.h"
#include "playgroundredlockmodel.h"
#include "rowfollower.h"
#include "viewwidgets.h"

#include <QGridLayout>
#include <QLabel>
#include <QSlider>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {
constexpr int TtlSteps = 1000; // slider positions from the least TTL to the most
}

PlaygroundRedlockPanel::PlaygroundRedlockPanel(PlaygroundRedlockModel *model, QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableView(this))
    , m_ttlLabel(new QLabel(this))
    , m_driftLabel(new QLabel(this))
    , m_latencyLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("playgroundRedlockPanel"));
    m_ttl = slider(0, TtlSteps, positionOf(m_ttlMs), QStringLiteral("playgroundRedlockTtl"));
    m_drift = slider(-1000, 1000, 0, QStringLiteral("playgroundRedlockDrift"));
    m_latency = slider(0, 500, 0, QStringLiteral("playgroundRedlockLatency"));
    m_ttl->setToolTip(tr("The lock's TTL in the next run: the validity budget"));
    m_drift->setToolTip(tr("Client 0's clock runs ahead (+) or behind (-) by this much"));
    m_latency->setToolTip(tr("Extra delay before every client's commands: validity shrinks"));
    // Only a move by the user (or setTtlMs) chooses a TTL.
    connect(m_ttl, &QSlider::actionTriggered, this, [this] {
        m_ttlChosen = true;
        m_ttlMs = ttlAt(m_ttl->sliderPosition());
        updateLabels();
    });
    m_table->setModel(model);
    ViewWidgets::setupTable(m_table);
    // Every column wide enough for its answers; the newest attempt in sight unless the user
    // scrolled up to read an earlier one.
    connect(model, &QAbstractItemModel::rowsInserted, m_table,
            [this] { m_table->resizeColumnsToContents(); });
    new RowFollower(m_table);

    auto *sliders = new QGridLayout;
    const QList<std::pair<QString, QSlider *>> rows = {
        {tr("TTL"), m_ttl}, {tr("Clock drift"), m_drift}, {tr("Node latency"), m_latency}};
    const QList<QLabel *> values = {m_ttlLabel, m_driftLabel, m_latencyLabel};
    for (int i = 0; i < rows.size(); ++i) {
        sliders->addWidget(new QLabel(rows.at(i).first, this), i, 0);
        sliders->addWidget(rows.at(i).second, i, 1);
        sliders->addWidget(values.at(i), i, 2);
    }
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *title = new QLabel(tr("Redlock: each node's answer and latency, and the validity left "
                                "per attempt"),
                             this);
    layout->addWidget(title);
    layout->addWidget(m_table, 1);
    layout->addLayout(sliders);
    updateLabels();
}

QSlider *PlaygroundRedlockPanel::slider(int min, int max, int value, const QString &name)
{
    auto *s = new QSlider(Qt::Horizontal, this);
    s->setObjectName(name);
    s->setRange(min, max);
    s->setValue(value);
    connect(s, &QSlider::valueChanged, this, [this] {
        updateLabels();
        Q_EMIT settingsChanged();
    });
    return s;
}

void PlaygroundRedlockPanel::updateLabels()
{
    m_ttlLabel->setText(tr("%1 ms").arg(m_ttlMs));
    m_driftLabel->setText(tr("%1 ms").arg(m_drift->value()));
    m_latencyLabel->setText(tr("%1 ms").arg(m_latency->value()));
}

qint64 PlaygroundRedlockPanel::ttlAt(int position)
{
    if (position >= TtlSteps) // the ends exactly, not rounded
        return PlaygroundConfigForm::MaxTtlMs;
    const double least = double(PlaygroundConfigForm::MinTtlMs);
    const double most = double(PlaygroundConfigForm::MaxTtlMs);
    const double ms = least * std::pow(most / least, double(position) / TtlSteps);
    // Two significant digits: 1200 ms, not 1187 ms.
    const double unit = std::pow(10.0, std::max(0.0, std::floor(std::log10(ms)) - 1));
    return std::clamp(qint64(std::llround(ms / unit) * qint64(unit)),
                      PlaygroundConfigForm::MinTtlMs, PlaygroundConfigForm::MaxTtlMs);
}

int PlaygroundRedlockPanel::positionOf(qint64 ms)
{
    const double least = double(PlaygroundConfigForm::MinTtlMs);
    const double most = double(PlaygroundConfigForm::MaxTtlMs);
    const double clamped = std::clamp(double(ms), least, most);
    return int(std::lround(std::log(clamped / least) / std::log(most / least) * TtlSteps));
}

qint64 PlaygroundRedlockPanel::ttlMs() const
{
    return m_ttlMs;
}

qint64 PlaygroundRedlockPanel::driftMs() const
{
    return m_drift->value();
}

qint64 PlaygroundRedlockPanel::latencyMs() const
{
    return m_latency->value();
}

void PlaygroundRedlockPanel::showTtl(qint64 ms)
{
    m_ttlMs = ms;
    {
        const QSignalBlocker quiet(m_ttl);
        m_ttl->setValue(positionOf(ms));
    }
    updateLabels();
    Q_EMIT settingsChanged();
}

void PlaygroundRedlockPanel::setTtlMs(qint64 ms)
{
    m_ttlChosen = true;
    showTtl(ms);
}

void PlaygroundRedlockPanel::showFormTtlMs(qint64 ms)
{
    m_ttlChosen = false;
    showTtl(ms);
}

void PlaygroundRedlockPanel::setDriftMs(qint64 ms)
{
    m_drift->setValue(int(ms));
}

void PlaygroundRedlockPanel::setLatencyMs(qint64 ms)
{
    m_latency->setValue(int(ms));
}

void PlaygroundRedlockPanel::applyTo(SimulationConfig &config) const
{
    if (m_ttlChosen)
        config.profile.ttlMs = ttlMs();
    if (driftMs() != 0) {
        FaultSpec skew;
        skew.kind = FaultSpec::Kind::ClockSkew;
        skew.atMs = 0;
        skew.client = 0;
        skew.amountMs = driftMs();
        config.faults << skew;
    }
    if (latencyMs() > 0) {
        for (int client = 0; client < config.clients; ++client) {
            FaultSpec slow;
            slow.kind = FaultSpec::Kind::SlowNetwork;
            slow.atMs = 0;
            slow.client = client;
            slow.amountMs = latencyMs();
            config.faults << slow;
        }
    }
}
