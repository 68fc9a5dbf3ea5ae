#pragma once

#include "formmessageline.h"

#include "ratelimitpolicy.h"

#include <QTimer>
#include <QWidget>

#include <memory>

class ActionRunner;
class LimiterTrafficChart;
class QAction;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class ServerSession;
struct ActionResult;

// The Rate limiters view's playground: sends N requests (1..100000) through a limiter of a
// chosen kind for one subject at a chosen rate (0: as fast as the server answers), with its
// policy. Checked before anything is sent (inline error, the fields keep what was typed); runs
// on the view's ActionRunner with progress and Cancel; every decision is counted on the traffic
// chart (batched, at most once per frame).
class LimiterActionForm : public QWidget
{
    Q_OBJECT
public:
    static constexpr int MaxRequests = 100000;

    LimiterActionForm(ServerSession *session, ActionRunner *runner, LimiterTrafficChart *chart,
                      QWidget *parent = nullptr);
    ~LimiterActionForm() override;

    struct Request
    {
        QString kind;
        QByteArray name;
        QByteArray subject;
        int count = 20;
        double ratePerSecond = 0; // 0: no pacing
        RateLimitPolicy policy;
    };
    // The form's values, and the error text when they are not valid (nothing is sent then).
    Request request() const;
    QString validate() const;
    void setRequest(const Request &request);

    // Sends what the form says; false (with the inline error shown) when it is not valid or
    // writes are not allowed.
    bool send();
    void cancel();

    QAction *sendAction() const { return m_sendAction; }
    QAction *cancelAction() const { return m_cancelAction; }
    // What the last send did, or why it was not sent: one line, replaced.
    FormMessageLine *messageLine() const { return m_message; }
    QProgressBar *progressBar() const { return m_progress; }
    bool isRunning() const { return m_ticket != 0; }
    // The subject key the last run wrote (empty if it wrote none).
    QByteArray lastKey() const { return m_lastKey; }

Q_SIGNALS:
    // A limiter the form is about to use (the view learns its policy).
    void limiterUsed(const QByteArray &name, const QString &kind, const RateLimitPolicy &policy);
    void finished(bool ok, const QString &summary);
    // The subject key a running traffic job writes, once, at its first progress.
    void keyInUse(const QByteArray &key);

private:
    struct Tally;
    void updateEnabled();
    void updatePolicyFields();
    void drainTally();
    void onFinished(quint64 ticket, const ActionResult &result);

    ServerSession *m_session;
    ActionRunner *m_runner;
    LimiterTrafficChart *m_chart;
    QComboBox *m_kind;
    QLineEdit *m_name;
    QLineEdit *m_subject;
    QSpinBox *m_count;
    QDoubleSpinBox *m_rate;
    QSpinBox *m_limit;
    QSpinBox *m_periodMs;
    QDoubleSpinBox *m_capacity;
    QDoubleSpinBox *m_leak;
    QPushButton *m_sendButton;
    QPushButton *m_cancelButton;
    QProgressBar *m_progress;
    FormMessageLine *m_message;
    QAction *m_sendAction;
    QAction *m_cancelAction;
    QTimer m_drain;
    std::shared_ptr<Tally> m_tally;
    quint64 m_ticket = 0;
    QByteArray m_lastKey;
};
