#include "connectionoptions.h"
#include "interruptnotifier.h"
#include "mainwindow.h"
#include "screenshottour.h"
#include "serversession.h"
#include "startupconnection.h"
#include "translations.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QLocale>
#include <QPalette>
#include <QSize>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>
#include <cstdio>

namespace {
// The GUI's command line. Its options need no application object, so that --help and
// --version are answered before QApplication connects to a display.
struct CommandLine
{
    const QCommandLineOption url{
        QStringLiteral("url"),
        QCoreApplication::translate(
            "main", "Connect to URL instead of starting a sandbox (read-only unless the URL "
                    "says read_only=no)."),
        QStringLiteral("URL")};
    const QCommandLineOption noSandbox{
        QStringLiteral("no-sandbox"),
        QCoreApplication::translate("main", "Start without a sandbox redis-server.")};
    const QCommandLineOption screenshot{
        QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Save a PNG of the window to FILE, then quit."),
        QStringLiteral("FILE")};
    const QCommandLineOption screenshotDelay{
        QStringLiteral("screenshot-delay"),
        QCoreApplication::translate("main",
                                    "Wait MS milliseconds before the screenshot (default 2000)."),
        QStringLiteral("MS"), QStringLiteral("2000")};
    const QCommandLineOption tour{
        QStringLiteral("tour"),
        QCoreApplication::translate(
            "main", "On the sandbox, load every view's demo data, save a PNG of each tab in "
                    "DIR, then quit."),
        QStringLiteral("DIR")};
    const QCommandLineOption tab{
        QStringLiteral("tab"),
        QCoreApplication::translate("main", "Show the tab of this title at start (Cluster)."),
        QStringLiteral("TITLE")};
    const QCommandLineOption size{
        QStringLiteral("size"),
        QCoreApplication::translate(
            "main", "Window size for --screenshot and --tour, WIDTHxHEIGHT (default: the "
                    "window's own, 1400x900)."),
        QStringLiteral("WxH")};
    const QCommandLineOption dark{
        QStringLiteral("dark"),
        QCoreApplication::translate(
            "main", "Use a dark palette (Fusion style), as a dark desktop theme would: to see "
                    "or take screenshots of the dark look.")};

    void describe(QCommandLineParser &parser) const
    {
        parser.setApplicationDescription(QCoreApplication::translate(
            "main", "Inspector and playground for Redis coordination primitives."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOptions({url, noSandbox, screenshot, screenshotDelay, tour, tab, size, dark});
    }
};

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("CoordScope"));
    QCoreApplication::setApplicationName(QStringLiteral("CoordScope"));
    QCoreApplication::setApplicationVersion(QStringLiteral(COORDSCOPE_VERSION));
}

// A dark palette on the Fusion style (which follows the palette everywhere).
void useDarkPalette()
{
    QApplication::setStyle(QStringLiteral("Fusion"));
    QPalette p;
    const QColor window(0x2b, 0x2b, 0x2e), base(0x1e, 0x1e, 0x20), text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xdb));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x58));
    p.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x1a));
    p.setColor(QPalette::Light, QColor(0x45, 0x45, 0x48));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x80, 0x80));
    QApplication::setPalette(p);
}

// --help, --help-all, -h, -?, --version, -v anywhere on the command line.
bool asksHelpOrVersion(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "--")
            break;
        if (arg == "--help" || arg == "--help-all" || arg == "-h" || arg == "-?" ||
            arg == "--version" || arg == "-v")
            return true;
    }
    return false;
}
} // namespace

int main(int argc, char *argv[])
{
    if (asksHelpOrVersion(argc, argv)) {
        // No display needed: QCoreApplication, and the parser prints and exits.
        QCoreApplication core(argc, argv);
        nameApplication();
        Translations::install(
            Translations::choose(QLocale::system().uiLanguages(), Translations::setting()));
        const CommandLine options;
        QCommandLineParser parser;
        options.describe(parser);
        parser.process(core);
        return 0;
    }
    QApplication app(argc, argv);
    nameApplication();
    QApplication::setDesktopFileName(QStringLiteral("coordscope"));
    // The interface's language: View › Language's choice, else the system's (issue 23).
    Translations::install(
        Translations::choose(QLocale::system().uiLanguages(), Translations::setting()));

    const CommandLine options; // its descriptions translated: after the translations
    QCommandLineParser parser;
    options.describe(parser);
    parser.process(app);
    const auto &[url, noSandbox, screenshot, screenshotDelay, tour, tab, size, dark] = options;
    if (parser.isSet(dark))
        useDarkPalette();

    // A server CoordScope did not start is read-only unless the URL says otherwise.
    auto remote = [](const QString &text) -> Result<ConnectionOptions> {
        auto parsed = ConnectionOptions::fromUrl(text);
        if (!parsed)
            return parsed.error();
        ConnectionOptions options = *parsed;
        if (!QUrlQuery(QUrl(text.trimmed())).hasQueryItem(QStringLiteral("read_only")))
            options.readOnly = true;
        return options;
    };
    std::optional<ConnectionOptions> target;
    std::optional<ConnectionOptions> askPasswordFor;
    if (parser.isSet(url)) {
        const auto parsed = remote(parser.value(url));
        if (!parsed) {
            std::fprintf(stderr, "coordscope: --url: %s\n", qPrintable(parsed.error().message()));
            return 2;
        }
        target = *parsed;
    } else if (!parser.isSet(noSandbox) && !parser.isSet(screenshot) && !parser.isSet(tour)) {
        // The last session ended on a server: reconnect to it, or ask for its password.
        const auto start = StartupConnection::fromLastSession(MainWindow::lastSessionKind());
        (start.asksPassword() ? askPasswordFor : target) = start.server;
    }

    bool delayOk = false;
    const int delayMs = parser.value(screenshotDelay).toInt(&delayOk);
    if (!delayOk || delayMs < 0) {
        std::fprintf(stderr, "coordscope: --screenshot-delay must be a number of milliseconds\n");
        return 2;
    }

    QSize windowSize;
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split(QLatin1Char('x'));
        bool wOk = false;
        bool hOk = false;
        if (wh.size() == 2)
            windowSize = QSize(wh.at(0).toInt(&wOk), wh.at(1).toInt(&hOk));
        if (!wOk || !hOk || windowSize.width() < 200 || windowSize.height() < 200 ||
            windowSize.width() > 10000 || windowSize.height() > 10000) {
            std::fprintf(stderr, "coordscope: --size must be WIDTHxHEIGHT in pixels, each from "
                                 "200 to 10000 (1024x700)\n");
            return 2;
        }
    }

    if (parser.isSet(tour) && (target || parser.isSet(noSandbox))) {
        std::fprintf(stderr,
                     "coordscope: --tour runs on the sandbox (no --url, no --no-sandbox)\n");
        return 2;
    }
    const bool capturing = parser.isSet(screenshot) || parser.isSet(tour);

    MainWindow window;
    // SIGINT and SIGTERM quit as closing the window does: what the views hold is released.
    InterruptNotifier interrupts;
    QObject::connect(&interrupts, &InterruptNotifier::interrupted, &window, &QWidget::close);
    if (!capturing)
        window.restoreSettings();
    if (capturing && windowSize.isValid())
        window.resize(windowSize);
    window.show();
    if (target)
        window.session()->connectTo(*target);
    else if (!parser.isSet(noSandbox))
        window.session()->startSandbox();
    // After connecting: the Sentinel tab is there only for a Sentinel URL.
    if (parser.isSet(tab) && !window.showTab(parser.value(tab))) {
        std::fprintf(stderr, "coordscope: --tab: no tab named %s\n", qPrintable(parser.value(tab)));
        return 2;
    }
    if (askPasswordFor)
        window.askPassword(*askPasswordFor);

    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        QTimer::singleShot(delayMs, &window, [&window, file] {
            if (!window.grab().save(file, "PNG")) {
                std::fprintf(stderr, "coordscope: cannot write %s\n", qPrintable(file));
                QApplication::exit(1);
                return;
            }
            QApplication::quit();
        });
    }
    if (parser.isSet(tour)) {
        auto *run = new ScreenshotTour(&window, parser.value(tour), &window);
        QObject::connect(run, &ScreenshotTour::finished, &window, [run](bool ok) {
            for (const QString &file : run->written())
                std::printf("%s\n", qPrintable(file));
            if (!ok)
                std::fprintf(stderr, "coordscope: --tour: %s\n", qPrintable(run->error()));
            QApplication::exit(ok ? 0 : 1);
        });
        run->start();
    }
    return interrupts.exitStatus(QApplication::exec());
}
