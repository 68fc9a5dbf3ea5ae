#pragma once

#include "actionrunner.h"

#include "formmessageline.h"

#include <QSet>
#include <QWidget>

#include <memory>

class LockPlayground;
class QAction;
class QComboBox;
class QLineEdit;
class ServerSession;
struct LockRequest;

// The Locks view's playground: acquire, release and extend a lock of any kind LockFactory
// offers, by name, with a TTL and wait/retry options. Input is checked in the form (errors
// inline, nothing sent); the calls run on the given ActionRunner, and the acquired holds stay
// in a LockPlayground only the runner's jobs touch, so release and extend use the token that
// was acquired. The actions are disabled, with a tooltip saying why, unless the session allows
// writes. Shortcuts (while focus is in the form's parent view): Ctrl+Shift+A / R / E.
class LockActionForm : public QWidget
{
    Q_OBJECT
public:
    LockActionForm(ServerSession *session, ActionRunner *runner, QWidget *parent = nullptr);
    ~LockActionForm() override;

    QAction *acquireAction() const { return m_acquire; }
    QAction *releaseAction() const { return m_release; }
    QAction *extendAction() const { return m_extend; }
    QList<QAction *> formActions() const { return {m_acquire, m_release, m_extend}; }

    QComboBox *kindBox() const { return m_kind; }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *ttlEdit() const { return m_ttl; }
    QLineEdit *waitEdit() const { return m_wait; }
    QLineEdit *retryEdit() const { return m_retry; }
    // What the last action did, or why it was not sent: one line, replaced.
    FormMessageLine *messageLine() const { return m_message; }
    const ActionResult &lastResult() const { return m_lastResult; }
    bool isBusy() const { return !m_tickets.isEmpty(); }
    // Fills the name (and the kind, when it is one of LockFactory's) from a lock in the table.
    void useLock(const QString &kind, const QString &name);

public Q_SLOTS:
    void acquire();
    void release();
    void extend();

Q_SIGNALS:
    // A job of this form ended (the view refreshes the inspector so the change shows at once).
    void actionFinished(const ActionResult &result);

protected:
private:
    enum class Operation { Acquire, Release, Extend };
    bool readForm(Operation operation, LockRequest *request);
    bool mayWrite();
    void updateEnabled();
    void setError(const QString &text, QLineEdit *field);
    void onFinished(quint64 ticket, const ActionResult &result);

    ServerSession *m_session;
    ActionRunner *m_runner;
    std::shared_ptr<LockPlayground> m_playground;
    QComboBox *m_kind;
    QLineEdit *m_name;
    QLineEdit *m_ttl;
    QLineEdit *m_wait;
    QLineEdit *m_retry;
    FormMessageLine *m_message;
    QAction *m_acquire;
    QAction *m_release;
    QAction *m_extend;
    QSet<quint64> m_tickets;
    ActionResult m_lastResult;
};
