#pragma once

#include "result.h"
#include "simulationconfig.h"

#include <QWidget>

class QTableWidget;

// The faults a run adds to its scenario's: a row per fault (kind, time, client or node, duration
// or amount), Add and Remove buttons. faults() reads the rows into FaultSpecs and names the first
// bad cell ("fault 2: time \"abc\" is not a number of ms").
class PlaygroundFaultList : public QWidget
{
    Q_OBJECT
public:
    enum Column { KindColumn, TimeColumn, TargetColumn, AmountColumn };

    explicit PlaygroundFaultList(QWidget *parent = nullptr);

    Result<QList<FaultSpec>> faults() const;
    int count() const;
    // A row with these values (tests, and the Add button with defaults).
    void addFault(const FaultSpec &fault);
    void removeSelected();
    QTableWidget *table() const { return m_table; }

Q_SIGNALS:
    void changed();

private:
    QTableWidget *m_table;
};
