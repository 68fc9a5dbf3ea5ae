#pragma once

#include <QWidget>

#include <optional>

struct ActionResult;
class ActionRunner;
class QAction;
class QComboBox;
class FormMessageLine;
class QLabel;
class QLineEdit;
class QSpinBox;
class ServerSession;

// The Delayed queues view's playground: enqueue an item with a delay and a payload into a
// CoordScope delayed queue, and claim its due items once with the atomic claimer. Input is
// checked before anything is sent (the error is shown under the fields, which keep what was
// typed); the jobs run on the view's ActionRunner; the outcome is shown in a status line. The
// actions are disabled, with a tooltip that says why, unless the session allows writes.
class DelayedActionForm : public QWidget
{
    Q_OBJECT
public:
    FormMessageLine *messageLine() const { return m_message; }
    DelayedActionForm(ServerSession *session, ActionRunner *runner, QWidget *parent = nullptr);

    // Ctrl+Shift+N and Ctrl+Shift+C (WidgetWithChildrenShortcut: the view adds them to itself).
    QAction *enqueueAction() const { return m_enqueueAction; }
    QAction *claimAction() const { return m_claimAction; }

    void setQueueName(const QString &name);
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *payloadEdit() const { return m_payload; }
    QLineEdit *delayEdit() const { return m_delay; }
    QComboBox *unitBox() const { return m_unit; }
    QSpinBox *claimMaxBox() const { return m_claimMax; }
    QString errorText() const;
    QString statusText() const;

    // What a status line says when a job ends: its summary, "Cancelled" (superseded, stopped,
    // or skipped by cancelAll(): never shown as a failure), "Not run: no connection", or
    // "Failed: …".
    static QString outcomeText(const ActionResult &result, const ActionRunner &runner);
    // A job that was cancelled before or while it ran.
    static bool isCancelled(const ActionResult &result, const ActionRunner &runner);

    // The delay in ms from the fields, or an error message (empty name, bad number...).
    static std::optional<qint64> parseDelayMs(const QString &text, bool seconds, QString *error);

Q_SIGNALS:
    // A job of this form ended (ok or not; never for a skipped one).
    void actionFinished(const ActionResult &result);

private:
    void enqueue();
    void claim();
    bool checkName(QByteArray *name);
    void showError(const QString &message);
    void updateEnabled();
    void onFinished(quint64 ticket, const ActionResult &result);

    ServerSession *m_session;
    ActionRunner *m_runner;
    QAction *m_enqueueAction;
    QAction *m_claimAction;
    QLineEdit *m_name;
    QLineEdit *m_payload;
    QLineEdit *m_delay;
    QComboBox *m_unit;
    QSpinBox *m_claimMax;
    FormMessageLine *m_message;
    quint64 m_ticket = 0;
};
