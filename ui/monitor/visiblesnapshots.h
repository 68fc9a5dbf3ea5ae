#pragma once

#include "inspectormonitor.h"

#include <QObject>
#include <QPointer>

#include <functional>

class QWidget;

// Hands the monitor's snapshots to a view only while it is visible: a hidden tab keeps the
// latest snapshot and gets it when shown again. With 10,000 primitives every view merging every
// tick would stall the GUI thread for the tabs nobody is looking at. While the view is visible it
// also tells the monitor which kinds it shows (InspectorMonitor::setInterest), so the ticks read
// those and nothing for tabs nobody is looking at (an empty filter: every kind).
class VisibleSnapshots : public QObject
{
    Q_OBJECT
public:
    using Deliver = std::function<void(const InspectorSnapshot &)>;
    VisibleSnapshots(InspectorMonitor *monitor, QWidget *view, Deliver deliver,
                     InspectorMonitor::KindFilter shows = {});
    ~VisibleSnapshots() override;

    // Snapshots held back while hidden (replaced by newer ones), for tests.
    qint64 heldBack() const { return m_heldBack; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void onUpdated(const InspectorSnapshot &snapshot);

    QPointer<InspectorMonitor> m_monitor;
    QWidget *m_view;
    Deliver m_deliver;
    InspectorMonitor::KindFilter m_shows;
    InspectorSnapshot m_pending;
    bool m_hasPending = false;
    qint64 m_heldBack = 0;
};
