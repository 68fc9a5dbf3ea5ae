#pragma once

#include <QObject>
#include <QString>

class MainWindow;

// The README's screenshot tour: on the sandbox, loads every view's demo data (each view that
// has a loadDemoData() slot), then shows each tab in turn (calling its prepareScreenshot() if it
// has one) and saves the window as <dir>/<nn>-<tab>.png. Emits finished(ok) when done or when
// something went wrong (error()).
class ScreenshotTour : public QObject
{
    Q_OBJECT
public:
    ScreenshotTour(MainWindow *window, const QString &directory, QObject *parent = nullptr);

    void start();
    QString error() const { return m_error; }
    QStringList written() const { return m_written; }
    // "Delayed queues" -> "delayed-queues".
    static QString slug(const QString &title);

Q_SIGNALS:
    void finished(bool ok);

private:
    void onConnected();
    void shootNext();
    void fail(const QString &message);

    MainWindow *m_window;
    QString m_directory;
    int m_tab = 0;
    bool m_started = false;
    QString m_error;
    QStringList m_written;
};
