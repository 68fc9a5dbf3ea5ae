#include "screenshottour.h"

#include "mainwindow.h"
#include "serversession.h"

#include <QDir>
#include <QPixmap>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTimer>

namespace {
constexpr int DemoSettleMs = 4000; // demo data written, discovered and read twice
constexpr int TabSettleMs = 1500;  // a tab's charts drawn with a few ticks of data
constexpr int ConnectTimeoutMs = 30000;
} // namespace

ScreenshotTour::ScreenshotTour(MainWindow *window, const QString &directory, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_directory(directory)
{}

QString ScreenshotTour::slug(const QString &title)
{
    QString s = title.toLower();
    s.remove(QLatin1Char('&'));
    s.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    while (s.endsWith(QLatin1Char('-')))
        s.chop(1);
    while (s.startsWith(QLatin1Char('-')))
        s.remove(0, 1);
    return s;
}

void ScreenshotTour::start()
{
    if (!QDir().mkpath(m_directory))
        return fail(tr("cannot create %1").arg(m_directory));
    ServerSession *session = m_window->session();
    if (session->state() == RedisClient::State::Connected) {
        onConnected();
        return;
    }
    connect(session, &ServerSession::connected, this, &ScreenshotTour::onConnected);
    QTimer::singleShot(ConnectTimeoutMs, this, [this] {
        if (!m_started)
            fail(tr("not connected after %1 s").arg(ConnectTimeoutMs / 1000));
    });
}

void ScreenshotTour::onConnected()
{
    if (m_started)
        return;
    m_started = true;
    m_window->loadDemoData();
    QTimer::singleShot(DemoSettleMs, this, &ScreenshotTour::shootNext);
}

void ScreenshotTour::shootNext()
{
    QTabWidget *tabs = m_window->tabs();
    if (m_tab > 0) {
        // The tab shown TabSettleMs ago.
        const QString file = QDir(m_directory)
                                 .filePath(QStringLiteral("%1-%2.png")
                                               .arg(m_tab, 2, 10, QLatin1Char('0'))
                                               .arg(slug(tabs->tabText(m_tab - 1))));
        if (!m_window->grab().save(file, "PNG"))
            return fail(tr("cannot write %1").arg(file));
        m_written << file;
    }
    if (m_tab >= tabs->count()) {
        Q_EMIT finished(true);
        return;
    }
    QWidget *view = tabs->widget(m_tab);
    tabs->setCurrentIndex(m_tab++);
    // A view may set itself up for its picture (type a prefix, send a few requests).
    if (view->metaObject()->indexOfMethod("prepareScreenshot()") >= 0)
        QMetaObject::invokeMethod(view, "prepareScreenshot", Qt::DirectConnection);
    QTimer::singleShot(TabSettleMs, this, &ScreenshotTour::shootNext);
}

void ScreenshotTour::fail(const QString &message)
{
    m_error = message;
    Q_EMIT finished(false);
}
