#include "playgroundclientparams.h"

#include "viewwidgets.h"

#include <QHeaderView>
#include <QPushButton>
#include <QTableWidget>

PlaygroundClientParams::PlaygroundClientParams(QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableWidget(0, 2, this))
{
    m_table->setObjectName(QStringLiteral("playgroundClientParams"));
    m_table->setHorizontalHeaderLabels({tr("Client"), tr("Parameters")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(ClientColumn, QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setToolTip(tr("One client's own parameters on top of the run's: any of "
                           "hold=100-200, think=5, ttl=500, wait=1000, retry=10, watchdog, "
                           "fenced, comma-separated. The other clients keep the run's."));
    m_table->setMaximumHeight(100);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    auto *add = new QPushButton(tr("Add client"), this);
    auto *remove = new QPushButton(tr("Remove"), this);
    add->setObjectName(QStringLiteral("playgroundAddClientParams"));
    connect(add, &QPushButton::clicked, this, [this] {
        // The first client no row names yet.
        int client = 0;
        for (int row = 0; row < m_table->rowCount(); ++row) {
            const QTableWidgetItem *item = m_table->item(row, ClientColumn);
            if (item && item->text().trimmed() == QString::number(client)) {
                ++client;
                row = -1;
            }
        }
        addClient(client, QStringLiteral("hold=100-200"));
    });
    connect(remove, &QPushButton::clicked, this, &PlaygroundClientParams::removeSelected);
    connect(m_table, &QTableWidget::itemChanged, this, &PlaygroundClientParams::changed);
    ViewWidgets::layOutTableWithButtons(this, m_table, {add, remove});
}

int PlaygroundClientParams::count() const
{
    return m_table->rowCount();
}

void PlaygroundClientParams::addClient(int client, const QString &parameters)
{
    {
        const QSignalBlocker quiet(m_table);
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        m_table->setItem(row, ClientColumn, new QTableWidgetItem(QString::number(client)));
        m_table->setItem(row, ParametersColumn, new QTableWidgetItem(parameters));
    }
    Q_EMIT changed();
}

void PlaygroundClientParams::removeSelected()
{
    if (ViewWidgets::removeCurrentRow(m_table))
        Q_EMIT changed();
}

Result<QMap<int, ClientProfile>> PlaygroundClientParams::profiles(const ClientProfile &base,
                                                                  int clients) const
{
    const auto invalid = [](const QString &message) {
        return RedisError(RedisError::Kind::InvalidArgument, message);
    };
    QMap<int, ClientProfile> out;
    QMap<int, int> rowOf; // client -> its row, for a duplicate's message
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto text = [&](int column) {
            const QTableWidgetItem *item = m_table->item(row, column);
            return item ? item->text().trimmed() : QString();
        };
        const QString clientText = text(ClientColumn);
        bool ok = false;
        const int client = clientText.toInt(&ok);
        if (!ok || client < 0)
            return invalid(tr("per-client row %1: client \"%2\" is not a client number (0 to %3)")
                               .arg(row + 1)
                               .arg(clientText)
                               .arg(clients - 1));
        if (client >= clients)
            return invalid(tr("client %1: there are only %2 clients (0 to %3)")
                               .arg(client)
                               .arg(clients)
                               .arg(clients - 1));
        if (rowOf.contains(client))
            return invalid(tr("client %1: given twice (per-client rows %2 and %3)")
                               .arg(client)
                               .arg(rowOf.value(client) + 1)
                               .arg(row + 1));
        rowOf.insert(client, row);
        const QString parameters = text(ParametersColumn);
        const Result<ClientProfile> profile = ClientProfile::parse(parameters, base);
        if (!profile) {
            // ClientProfile::parse quotes the whole text first; the row's client says which.
            const QString prefix = u"client parameters \"" % parameters % u"\": ";
            QString message = profile.error().message();
            if (message.startsWith(prefix))
                message = message.sliced(prefix.size());
            return invalid(tr("client %1: %2").arg(client).arg(message));
        }
        out.insert(client, *profile);
    }
    return out;
}
