#pragma once

#include "result.h"
#include "simulationconfig.h"

#include <QWidget>

class QComboBox;
class QTableWidget;

// The faults a run adds to its scenario's: a row per fault, Add and Remove buttons.
//   Fault          the kind; for a crash also "crash after-setnx", one entry per step the run's
//                  variant has (setCrashSteps)
//   When           "500" (ms from the start), "p=0.01" or "1%" (a probability per operation),
//                  or both ("500 p=0.01")
//   Client / node  a client's number, "all" (or "*") for a probability on every client; a
//                  server fault's node
//   For / by (ms)  a pause's length, a clock skew's or slow network's amount
// faults() reads the rows with FaultSpec::validate()'s rules and names the first bad cell
// ("fault 2: when \"abc\": a time in ms, p=0.01 or 1%").
class PlaygroundFaultList : public QWidget
{
    Q_OBJECT
public:
    enum Column { KindColumn, WhenColumn, TargetColumn, AmountColumn };

    explicit PlaygroundFaultList(QWidget *parent = nullptr);

    Result<QList<FaultSpec>> faults() const;
    int count() const;
    // A row with these values (tests, and the Add button with defaults).
    void addFault(const FaultSpec &fault);
    void removeSelected();
    QTableWidget *table() const { return m_table; }
    QComboBox *kindBox(int row) const;

    // The steps a crash may wait for (the run's variant's); a row keeps a step no longer
    // offered, and faults() refuses it.
    void setCrashSteps(const QStringList &steps);
    QStringList crashSteps() const { return m_steps; }

    // The When cell: "500" (or "500ms", "2s"), "p=0.01", "1%", "500 p=0.01"; false if it is
    // none of them.
    static bool parseWhen(QStringView text, qint64 *atMs, double *probability);
    static QString whenText(const FaultSpec &fault);

Q_SIGNALS:
    void changed();

private:
    void fillKinds(QComboBox *box, FaultSpec::Kind kind, const QString &step) const;
    Result<FaultSpec> readRow(int row) const;

    QTableWidget *m_table;
    QStringList m_steps;
};
