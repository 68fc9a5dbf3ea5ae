#pragma once

#include "result.h"
#include "simulationconfig.h"

#include <QMap>
#include <QWidget>

class QTableWidget;

// Clients with parameters of their own, as the CLI's --client N:...: a row per client (Client |
// Parameters, e.g. "hold=100-200,ttl=500,watchdog"), Add and Remove buttons. profiles() parses
// each row with ClientProfile::parse on top of the run's profile and names the first bad row
// ("client 2: ttl wants a time in ms, not \"x\"").
class PlaygroundClientParams : public QWidget
{
    Q_OBJECT
public:
    enum Column { ClientColumn, ParametersColumn };

    explicit PlaygroundClientParams(QWidget *parent = nullptr);

    // The rows' profiles for a run of `clients` clients whose profile is `base`.
    Result<QMap<int, ClientProfile>> profiles(const ClientProfile &base, int clients) const;
    int count() const;
    void addClient(int client, const QString &parameters);
    void removeSelected();
    QTableWidget *table() const { return m_table; }

Q_SIGNALS:
    void changed();

private:
    QTableWidget *m_table;
};
