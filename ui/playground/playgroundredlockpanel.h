#pragma once

#include "simulationconfig.h"

#include <QWidget>

class PlaygroundRedlockModel;
class QLabel;
class QSlider;
class QTableView;

// The playground's Redlock panel: each recent attempt's nodes (answer and latency) and the
// validity left, and sliders for the next run's TTL, one client's clock drift (a clock-skew
// fault on client 0 from the start) and the node latency every client sees (a slow-network
// fault on each client from the start). The TTL slider spans the form's whole TTL range on a
// logarithmic scale; it shows the form's TTL exactly and overrides it only once moved.
class PlaygroundRedlockPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PlaygroundRedlockPanel(PlaygroundRedlockModel *model, QWidget *parent = nullptr);

    qint64 ttlMs() const;
    qint64 driftMs() const;
    qint64 latencyMs() const;
    // The user's choice: applied to the next run.
    void setTtlMs(qint64 ms);
    // The form's TTL, shown as is (never clamped) and not applied: the run keeps it.
    void showFormTtlMs(qint64 ms);
    bool ttlChosen() const { return m_ttlChosen; }
    void setDriftMs(qint64 ms);
    void setLatencyMs(qint64 ms);
    // The sliders' settings applied to a Redlock run's config.
    void applyTo(SimulationConfig &config) const;

Q_SIGNALS:
    void settingsChanged();

private:
    QSlider *slider(int min, int max, int value, const QString &name);
    void updateLabels();
    void showTtl(qint64 ms);
    static qint64 ttlAt(int position);
    static int positionOf(qint64 ms);

    QTableView *m_table;
    QSlider *m_ttl;
    QSlider *m_drift;
    QSlider *m_latency;
    QLabel *m_ttlLabel;
    QLabel *m_driftLabel;
    QLabel *m_latencyLabel;
    qint64 m_ttlMs = 1000;
    bool m_ttlChosen = false;
};
