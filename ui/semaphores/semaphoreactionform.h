#pragma once

#include "formmessageline.h"

#include "actionrunner.h"

#include <QWidget>

#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class SemaphoreHoldings;
struct SemaphoreKind;
class ServerSession;

// The Semaphores view's playground: acquire or release a permit of any kind SemaphoreFactory
// offers, with name, limit, lease and wait. Input is checked before anything is sent (the
// error shows under the form, the fields keep what was typed); the actions run on the view's
// ActionRunner, whose worker thread keeps the semaphore objects and the permits acquired here
// between actions (SemaphoreHoldings), so Release gives back the oldest permit this form
// acquired on that semaphore. Disabled, with a tooltip saying why, when the session allows no
// writes. Results (holder id, rank, refusal reason, error) go to the status line.
class SemaphoreActionForm : public QWidget
{
    Q_OBJECT
public:
    SemaphoreActionForm(ServerSession *session, ActionRunner *runner, QWidget *parent = nullptr);
    ~SemaphoreActionForm() override;

    // Acquire (Ctrl+Shift+A) and Release (Ctrl+Shift+R); the view adds them to itself.
    QList<QAction *> formActions() const;
    QAction *acquireAction() const { return m_acquireAction; }
    QAction *releaseAction() const { return m_releaseAction; }

    // Fills the form (the view does it when the user picks a semaphore). A kind the keys do not
    // tell leaves the kind box on the user's choice when that is one of the candidates, else
    // empty ("unknown": Acquire asks for one); its tooltip then says why.
    void setTarget(const SemaphoreKind &kind, const QByteArray &name, std::optional<qint64> limit);

    // The inline validation message for the current input, empty when it is fine.
    QString validationError() const;
    // The form's message line, whole (a result, a refusal or an input error).
    QString statusText() const;
    // The last result of this form's own jobs.
    const ActionResult &lastResult() const { return m_lastResult; }

    QComboBox *kindBox() const { return m_kind; }
    QLineEdit *nameEdit() const { return m_name; }
    QSpinBox *limitBox() const { return m_limit; }
    QSpinBox *leaseBox() const { return m_lease; }
    QSpinBox *waitBox() const { return m_wait; }
    // What the last action did, or why it was not sent: one line, replaced.
    FormMessageLine *messageLine() const { return m_message; }

public Q_SLOTS:
    void acquire();
    void release();

Q_SIGNALS:
    // A job of this form ended (ok or not).
    void actionFinished(const ActionResult &result);
    // This form's holdings changed: a permit was acquired, or one released (or found expired
    // and dropped) on (kind, name) with this limit. Not on a refused acquire or a failure.
    void semaphoreChanged(const QString &kind, const QByteArray &name, int limit);

private:
    bool checkInput();
    // The input is valid and writes are allowed; else says why and returns false.
    bool readyToSend();
    void updateEnabled();
    void onFinished(quint64 ticket, const ActionResult &result);
    void setStatus(const QString &text);

    ServerSession *m_session;
    ActionRunner *m_runner;
    std::shared_ptr<SemaphoreHoldings> m_holdings;
    QComboBox *m_kind;
    QLineEdit *m_name;
    QSpinBox *m_limit;
    QSpinBox *m_lease;
    QSpinBox *m_wait;
    QPushButton *m_acquireButton;
    QPushButton *m_releaseButton;
    FormMessageLine *m_message;
    QAction *m_acquireAction;
    QAction *m_releaseAction;
    QList<quint64> m_tickets;
    ActionResult m_lastResult;
};
