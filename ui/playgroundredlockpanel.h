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
// fault on each client from the start).
class PlaygroundRedlockPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PlaygroundRedlockPanel(PlaygroundRedlockModel *model, QWidget *parent = nullptr);

    qint64 ttlMs() const;
    qint64 driftMs() const;
    qint64 latencyMs() const;
    void setTtlMs(qint64 ms);
    void setDriftMs(qint64 ms);
    void setLatencyMs(qint64 ms);
    // The sliders' settings applied to a Redlock run's config.
    void applyTo(SimulationConfig &config) const;

Q_SIGNALS:
    void settingsChanged();

private:
    QSlider *slider(int min, int max, int value, const QString &name);
    void updateLabels();

    QTableView *m_table;
    QSlider *m_ttl;
    QSlider *m_drift;
    QSlider *m_latency;
    QLabel *m_ttlLabel;
    QLabel *m_driftLabel;
    QLabel *m_latencyLabel;
};
