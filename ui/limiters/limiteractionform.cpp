#include "limiteractionform.h"

#include "formmessageline.h"

#include "actionrunner.h"
#include "keyspace.h"
#include "limitertrafficchart.h"
#include "primitivekind.h"
#include "ratelimiterfactory.h"
#include "redisconnection.h"
#include "serversession.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QThread>

#include <climits>

#include <QCoreApplication>
#include <atomic>

// Decisions counted on the worker thread, drained by the GUI thread once per frame.
struct LimiterActionForm::Tally
{
    std::atomic<qint64> admitted{0};
    std::atomic<qint64> refused{0};
    QByteArray key;                    // written once before keyKnown, then only read
    std::atomic<bool> keyKnown{false}; // set on the worker, read on the GUI thread
    bool keyAnnounced = false;         // GUI thread only
};

LimiterActionForm::LimiterActionForm(ServerSession *session, ActionRunner *runner,
                                     LimiterTrafficChart *chart, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_runner(runner)
    , m_chart(chart)
    , m_kind(new QComboBox(this))
    , m_name(new QLineEdit(QStringLiteral("playground"), this))
    , m_subject(new QLineEdit(QStringLiteral("alice"), this))
    , m_count(new QSpinBox(this))
    , m_rate(new QDoubleSpinBox(this))
    , m_limit(new QSpinBox(this))
    , m_periodMs(new QSpinBox(this))
    , m_capacity(new QDoubleSpinBox(this))
    , m_leak(new QDoubleSpinBox(this))
    , m_sendButton(new QPushButton(tr("&Send requests"), this))
    , m_cancelButton(new QPushButton(tr("Cancel"), this))
    , m_progress(new QProgressBar(this))
    , m_message(new FormMessageLine(this))
    , m_sendAction(new QAction(tr("Send requests"), this))
    , m_cancelAction(new QAction(tr("Cancel sending"), this))
{
    m_kind->addItems(RateLimiterFactory::kinds());
    m_kind->setToolTip(primitiveKindDescription(PrimitiveKind::RateLimiter));
    m_name->setToolTip(tr("The limiter's name: no ':' and no braces"));
    m_subject->setToolTip(tr("Who is limited, e.g. a user and an action (\"alice:upload\")"));
    m_count->setRange(1, MaxRequests);
    m_count->setValue(20);
    m_rate->setRange(0, 100000);
    m_rate->setDecimals(1);
    m_rate->setSpecialValueText(tr("as fast as possible"));
    m_rate->setSuffix(tr(" req/s"));
    m_limit->setRange(0, int(std::min<qint64>(RateLimitPolicy::MaxLimit, INT_MAX)));
    m_limit->setValue(5);
    m_periodMs->setRange(0, INT_MAX);
    m_periodMs->setValue(60000);
    m_periodMs->setSuffix(tr(" ms"));
    m_capacity->setRange(0, RateLimitPolicy::MaxCapacity);
    m_capacity->setValue(5);
    m_leak->setRange(0, RateLimitPolicy::MaxRatePerSecond);
    m_leak->setDecimals(3);
    m_leak->setValue(1);
    m_leak->setSuffix(tr(" /s"));

    auto *form = new QFormLayout;
    form->addRow(tr("&Kind:"), m_kind);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("Su&bject:"), m_subject);
    form->addRow(tr("&Requests:"), m_count);
    form->addRow(tr("R&ate:"), m_rate);
    form->addRow(tr("&Limit:"), m_limit);
    form->addRow(tr("&Period:"), m_periodMs);
    form->addRow(tr("Ca&pacity / burst:"), m_capacity);
    form->addRow(tr("Lea&k rate:"), m_leak);

    m_message->setObjectName(QStringLiteral("limiterFormMessage"));
    m_progress->setVisible(false);
    m_cancelButton->setEnabled(false);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_sendButton);
    buttons->addWidget(m_cancelButton);
    buttons->addWidget(m_progress, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(form);
    layout->addLayout(buttons);
    layout->addWidget(m_message);

    m_sendAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_sendAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_cancelAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_cancelAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_sendAction);
    addAction(m_cancelAction);
    connect(m_sendAction, &QAction::triggered, this, &LimiterActionForm::send);
    connect(m_cancelAction, &QAction::triggered, this, &LimiterActionForm::cancel);
    connect(m_sendButton, &QPushButton::clicked, this, &LimiterActionForm::send);
    connect(m_cancelButton, &QPushButton::clicked, this, &LimiterActionForm::cancel);
    connect(m_kind, &QComboBox::currentTextChanged, this, &LimiterActionForm::updatePolicyFields);
    connect(m_session, &ServerSession::readOnlyChanged, this, &LimiterActionForm::updateEnabled);
    connect(m_session, &ServerSession::clientChanged, this, &LimiterActionForm::updateEnabled);
    connect(m_session, &ServerSession::stateChanged, this, &LimiterActionForm::updateEnabled);
    connect(m_runner, &ActionRunner::finished, this, &LimiterActionForm::onFinished);
    connect(m_runner, &ActionRunner::progress, this,
            [this](quint64 ticket, qint64 done, qint64 total) {
                if (ticket != m_ticket)
                    return;
                m_progress->setMaximum(int(total));
                m_progress->setValue(int(done));
                if (m_tally && !m_tally->keyAnnounced &&
                    m_tally->keyKnown.load(std::memory_order_acquire)) {
                    m_tally->keyAnnounced = true;
                    Q_EMIT keyInUse(m_tally->key);
                }
                drainTally();
            });
    m_drain.setInterval(16);
    connect(&m_drain, &QTimer::timeout, this, &LimiterActionForm::drainTally);
    updatePolicyFields();
    updateEnabled();
}

LimiterActionForm::~LimiterActionForm() = default;

LimiterActionForm::Request LimiterActionForm::request() const
{
    Request r;
    r.kind = m_kind->currentText();
    r.name = m_name->text().trimmed().toUtf8();
    r.subject = m_subject->text().toUtf8();
    r.count = m_count->value();
    r.ratePerSecond = m_rate->value();
    r.policy.limit = m_limit->value();
    r.policy.periodMs = m_periodMs->value();
    r.policy.capacity = m_capacity->value();
    r.policy.ratePerSecond = m_leak->value();
    return r;
}

void LimiterActionForm::setRequest(const Request &r)
{
    m_kind->setCurrentText(r.kind);
    m_name->setText(QString::fromUtf8(r.name));
    m_subject->setText(QString::fromUtf8(r.subject));
    m_count->setValue(r.count);
    m_rate->setValue(r.ratePerSecond);
    m_limit->setValue(int(r.policy.limit));
    m_periodMs->setValue(int(r.policy.periodMs));
    m_capacity->setValue(r.policy.capacity);
    m_leak->setValue(r.policy.ratePerSecond);
}

QString LimiterActionForm::validate() const
{
    const Request r = request();
    if (const auto subject = RateLimiter::validateSubject(r.subject); !subject)
        return tr("Subject: %1").arg(subject.error().message());
    // The factory checks the kind, name and policy before anything is sent: this connection is
    // never opened.
    RedisConnection unused{ConnectionOptions{}};
    const auto limiter = RateLimiterFactory::create(r.kind, unused, KeySpace(), r.name, r.policy);
    return limiter ? QString() : limiter.error().message();
}

bool LimiterActionForm::send()
{
    if (isRunning())
        return false;
    if (!m_session->allowsWrites()) {
        m_message->showError(m_sendButton->toolTip());
        return false;
    }
    const QString error = validate();
    if (!error.isEmpty()) {
        m_message->showError(error);
        return false;
    }
    const Request r = request();
    Q_EMIT limiterUsed(r.name, r.kind, r.policy);
    m_tally = std::make_shared<Tally>();
    const auto tally = m_tally;
    m_ticket = m_runner->run(
        tr("Sending %1 requests through %2").arg(r.count).arg(QString::fromUtf8(r.name)),
        [r, tally](RedisConnection &connection, const ActionContext &ctx) {
            ActionResult result;
            // A connection the server dropped since the last job (a restart) fails its next
            // command and then reconnects: let a PING take that, not the first hit.
            if (const auto ping = connection.command({"PING"});
                !ping && !ping.error().isConnectionError()) {
                result.error = ping.error();
                return result;
            }
            auto limiter =
                RateLimiterFactory::create(r.kind, connection, KeySpace(), r.name, r.policy);
            if (!limiter) {
                result.error = limiter.error();
                return result;
            }
            tally->key = (*limiter)->key(r.subject);
            tally->keyKnown.store(true, std::memory_order_release);
            QElapsedTimer clock;
            clock.start();
            int sent = 0;
            qint64 admitted = 0;
            qint64 refused = 0;
            for (; sent < r.count && !ctx.isCancelled(); ++sent) {
                if (r.ratePerSecond > 0) { // pace: request i goes out at i / rate seconds
                    const qint64 dueUs = qint64(double(sent) * 1e6 / r.ratePerSecond);
                    while (!ctx.isCancelled() && clock.nsecsElapsed() / 1000 < dueUs)
                        QThread::usleep(
                            quint64(std::min<qint64>(20000, dueUs - clock.nsecsElapsed() / 1000)));
                    if (ctx.isCancelled())
                        break;
                }
                const auto decision = (*limiter)->hit(r.subject);
                if (!decision) {
                    result.error = decision.error();
                    break;
                }
                // Local totals for the summary; the tally is what the chart has not drawn yet.
                (decision->allowed ? admitted : refused)++;
                (decision->allowed ? tally->admitted : tally->refused)++;
                ctx.progress(sent + 1, r.count);
            }
            result.ok = !result.error.isError();
            result.value = QVariantList{admitted, refused, (*limiter)->key(r.subject)};
            result.summary =
                QCoreApplication::translate("LimiterActionForm",
                                            "%1 of %2 requests sent through %3 (%4) for %5: %6 "
                                            "admitted, %7 refused")
                    .arg(sent)
                    .arg(r.count)
                    .arg(QString::fromUtf8(r.name), r.kind, QString::fromUtf8(r.subject))
                    .arg(admitted)
                    .arg(refused);
            if (sent < r.count && result.ok)
                result.summary += QStringLiteral(" (cancelled)");
            return result;
        });
    m_message->showStatus(tr("Sending…"));
    m_progress->setRange(0, r.count);
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_drain.start();
    updateEnabled();
    return true;
}

void LimiterActionForm::cancel()
{
    if (isRunning())
        m_runner->cancelAll();
}

void LimiterActionForm::drainTally()
{
    if (!m_tally)
        return;
    const qint64 admitted = m_tally->admitted.exchange(0);
    const qint64 refused = m_tally->refused.exchange(0);
    m_chart->addDecisions(admitted, refused);
}

void LimiterActionForm::onFinished(quint64 ticket, const ActionResult &result)
{
    if (ticket != m_ticket)
        return;
    drainTally();
    m_drain.stop();
    m_tally.reset();
    m_ticket = 0;
    m_lastKey = result.value.toList().value(2).toByteArray();
    m_progress->setVisible(false);
    QString text;
    if (result.skipped)
        text = tr("Not sent: cancelled or no connection.");
    else if (result.ok)
        text = result.summary;
    else
        text = tr("Failed: %1").arg(result.error.message()) +
               (result.summary.isEmpty() ? QString() : QLatin1String(" — ") + result.summary);
    if (result.ok || result.skipped)
        m_message->showStatus(text);
    else
        m_message->showError(text);
    updateEnabled();
    Q_EMIT finished(result.ok, text);
}

void LimiterActionForm::updatePolicyFields()
{
    const QString kind = m_kind->currentText();
    const bool funnel = kind == QLatin1String("funnel");
    m_limit->setEnabled(!funnel);
    m_periodMs->setEnabled(!funnel);
    m_capacity->setEnabled(funnel || kind == QLatin1String("gcra"));
    m_leak->setEnabled(funnel);
    m_capacity->setToolTip(funnel ? tr("The funnel's capacity")
                                  : tr("GCRA: the burst (0: the limit)"));
}

void LimiterActionForm::updateEnabled()
{
    const bool writes = m_session->allowsWrites();
    const QString why = !m_session->client() ? tr("Not connected")
                        : m_session->isReadOnly()
                            ? tr("Read-only mode: sending requests writes the limiter's keys")
                            : QString();
    const bool canSend = writes && !isRunning();
    m_sendButton->setEnabled(canSend);
    m_sendAction->setEnabled(canSend);
    m_sendButton->setToolTip(writes ? tr("Send the requests (Ctrl+Return)") : why);
    m_cancelButton->setEnabled(isRunning());
    m_cancelAction->setEnabled(isRunning());
}
