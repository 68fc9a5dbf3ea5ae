#pragma once

#include "result.h"
#include "simulationconfig.h"

#include <QWidget>

#include <optional>

class PlaygroundClientParams;
class PlaygroundFaultList;
class QCheckBox;
class QComboBox;
class FormMessageLine;
class QLabel;
class QLineEdit;
class QSpinBox;
struct PlaygroundScenario;

// What the next playground run is: a scenario and its case, or "Custom" with the primitive,
// variant, clients, length, hold and think ranges, TTL and the limiter's limit and window; the
// seed, extra faults (with the crash steps of the run's variant) and clients with parameters of
// their own either way, as the CLI's --fault and --client. Every field is checked as it changes:
// config() gives the run or the first problem, which the form shows next to the fields
// ("Hold: ...").
class PlaygroundConfigForm : public QWidget
{
    Q_OBJECT
public:
    // The TTL field's range (ms).
    static constexpr qint64 MinTtlMs = 1;
    static constexpr qint64 MaxTtlMs = 86'400'000;

    explicit PlaygroundConfigForm(QWidget *parent = nullptr);

    // The run on `server` (layout Given), or the first bad field's message.
    // baseTtlMs replaces the run's TTL before the per-client rows are read on top of it (the
    // Redlock panel's TTL slider): rows without ttl= take it, rows with their own keep theirs.
    Result<SimulationConfig> config(const ConnectionOptions &server,
                                    std::optional<qint64> baseTtlMs = std::nullopt) const;
    // The chosen scenario, null for Custom.
    const PlaygroundScenario *scenario() const;
    QString caseLabel() const;
    // What the current choice shows and what the checker is expected to find.
    QString description() const;
    QString errorText() const;

    // Chooses a scenario by number (0: Custom) and a case.
    void choose(int scenarioNumber, const QString &caseLabel = {});
    QComboBox *scenarioBox() const { return m_scenario; }
    QComboBox *caseBox() const { return m_case; }
    QComboBox *primitiveBox() const { return m_primitive; }
    QComboBox *variantBox() const { return m_variant; }
    QLineEdit *holdEdit() const { return m_hold; }
    QLineEdit *seedEdit() const { return m_seed; }
    QLineEdit *secondsEdit() const { return m_seconds; }
    QLineEdit *ttlEdit() const { return m_ttl; }
    QLineEdit *limitEdit() const { return m_limit; }
    QLineEdit *windowEdit() const { return m_window; }
    QSpinBox *clientsBox() const { return m_clients; }
    QCheckBox *clusterBox() const { return m_cluster; }
    QCheckBox *sentinelBox() const { return m_sentinel; }
    PlaygroundFaultList *faultList() const { return m_faults; }
    PlaygroundClientParams *clientParams() const { return m_clientParams; }

Q_SIGNALS:
    void changed();

private:
    void fillCases();
    void fillVariants();
    void check();
    Result<SimulationConfig> customConfig() const;
    bool usesLimit() const;  // semaphores and limiters
    bool usesWindow() const; // limiters
    // The steps a crash may wait for in the chosen case's or the custom fields' variant.
    QStringList crashSteps() const;

    QComboBox *m_scenario;
    QComboBox *m_case;
    QComboBox *m_primitive;
    QComboBox *m_variant;
    QSpinBox *m_clients;
    QLineEdit *m_seconds;
    QLineEdit *m_seed;
    QLineEdit *m_hold;
    QLineEdit *m_think;
    QLineEdit *m_ttl;
    QLineEdit *m_limit;
    QLineEdit *m_window;
    QCheckBox *m_cluster;
    QCheckBox *m_sentinel;
    QList<QWidget *> m_customFields;
    PlaygroundFaultList *m_faults;
    PlaygroundClientParams *m_clientParams;
    FormMessageLine *m_error; // the configuration's error, in place (no layout jump)
};
