#include <QTest>
class T : public QObject { Q_OBJECT private Q_SLOTS: void notYet() { QFAIL("not written yet"); } };
QTEST_APPLESS_MAIN(T)
#include "tst_reentrantlock.moc"
