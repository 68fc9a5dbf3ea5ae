#pragma once

#include <QGroupBox>

class ActionRunner;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class ServerSession;
struct ActionResult;

// A user's recent contacts ("Redis in Action" 6.1.1): as the text changes, the list is fetched
// and matched (RecentContacts::query) in the chosen mode (exact, prefix, suffix, contains, all);
// "Add" moves the text to the front of the list (a write: disabled in read-only mode). Queries
// share one runner lane, and only the newest one's reply is shown.
class RecentContactsBox : public QGroupBox
{
    Q_OBJECT
public:
    RecentContactsBox(ServerSession *session, ActionRunner *runner, QWidget *parent = nullptr);

    void setUser(const QString &user);
    QLineEdit *userEdit() const { return m_user; }
    QLineEdit *textEdit() const { return m_text; }
    QComboBox *modeCombo() const { return m_mode; }
    QListWidget *results() const { return m_results; }
    QPushButton *addButton() const { return m_add; }
    QLabel *statusLabel() const { return m_status; }

    void query();
    void addContact();

Q_SIGNALS:
    void resultsShown(const QStringList &contacts);

private:
    void onFinished(quint64 ticket, const ActionResult &result);
    void updateEnabled();

    ServerSession *m_session;
    ActionRunner *m_runner;
    QLineEdit *m_user;
    QLineEdit *m_text;
    QComboBox *m_mode;
    QListWidget *m_results;
    QPushButton *m_add;
    QLabel *m_status;
    quint64 m_queryTicket = 0;
    quint64 m_addTicket = 0;
};
