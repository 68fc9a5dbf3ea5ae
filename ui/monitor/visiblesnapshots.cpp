#include "visiblesnapshots.h"

#include <QEvent>
#include <QWidget>

VisibleSnapshots::VisibleSnapshots(InspectorMonitor *monitor, QWidget *view, Deliver deliver,
                                   InspectorMonitor::KindFilter shows)
    : QObject(view)
    , m_monitor(monitor)
    , m_view(view)
    , m_deliver(std::move(deliver))
    , m_shows(std::move(shows))
{
    connect(monitor, &InspectorMonitor::updated, this, &VisibleSnapshots::onUpdated);
    view->installEventFilter(this);
    if (view->isVisible())
        monitor->setInterest(this, m_shows);
    else
        monitor->clearInterest(this); // the monitor learns that views exist
}

VisibleSnapshots::~VisibleSnapshots()
{
    if (m_monitor)
        m_monitor->clearInterest(this);
}

void VisibleSnapshots::onUpdated(const InspectorSnapshot &snapshot)
{
    // A disconnect (an empty snapshot) always goes through: the view shows its empty state.
    if (m_view->isVisible() || snapshot.states.isEmpty()) {
        m_hasPending = false;
        m_pending = {};
        m_deliver(snapshot);
        return;
    }
    m_pending = snapshot; // shared: holding it costs nothing
    m_hasPending = true;
    ++m_heldBack;
}

bool VisibleSnapshots::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && m_monitor) {
        if (event->type() == QEvent::Show)
            m_monitor->setInterest(this, m_shows);
        else if (event->type() == QEvent::Hide)
            m_monitor->clearInterest(this);
    }
    if (watched == m_view && event->type() == QEvent::Show && m_hasPending) {
        m_hasPending = false;
        const InspectorSnapshot snapshot = std::move(m_pending);
        m_pending = {};
        m_deliver(snapshot);
    }
    return QObject::eventFilter(watched, event);
}
