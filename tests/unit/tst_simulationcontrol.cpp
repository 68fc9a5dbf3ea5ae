#include "simulationcontrol.h"

#include <QTest>

// What keeps a queue run's consumers draining after the run's time is up.
class TestSimulationControl : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void anEnqueueInFlightKeepsTheDrainGoing();
    void anAbandonedEnqueueDoesNotHoldTheDrain();
    void anItemFinishedBeforeItsEnqueueReturnedIsNotOutstanding();
};

// The failure this guards against: an item pushed just before the end, registered after every
// consumer had seen nothing outstanding and left, was reported lost (tst_playgroundscenarios,
// 8 delayed-claim / atomic, under load).
void TestSimulationControl::anEnqueueInFlightKeepsTheDrainGoing()
{
    SimulationControl control;
    QVERIFY(control.allItemsFinished());
    {
        const SimulationControl::EnqueueInFlight inFlight(control);
        QVERIFY2(!control.allItemsFinished(), "the push is on its way: the item may exist");
        control.itemEnqueued("a");
    }
    QVERIFY(!control.allItemsFinished());
    control.itemFinished("a");
    QVERIFY(control.allItemsFinished());
}

void TestSimulationControl::anAbandonedEnqueueDoesNotHoldTheDrain()
{
    SimulationControl control;
    {
        const SimulationControl::EnqueueInFlight inFlight(control);
        QVERIFY(!control.allItemsFinished());
    } // the push failed: nothing registered
    QVERIFY(control.allItemsFinished());
}

void TestSimulationControl::anItemFinishedBeforeItsEnqueueReturnedIsNotOutstanding()
{
    SimulationControl control;
    {
        const SimulationControl::EnqueueInFlight inFlight(control);
        control.itemFinished("fast"); // a consumer claimed it before the push returned
        control.itemEnqueued("fast");
    }
    QVERIFY(control.allItemsFinished());
}

QTEST_APPLESS_MAIN(TestSimulationControl)
#include "tst_simulationcontrol.moc"
