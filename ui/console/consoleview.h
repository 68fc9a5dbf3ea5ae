#pragma once

#include <QHash>
#include <QStringList>
#include <QWidget>

#include <functional>

class ActionRunner;
class QCompleter;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QStandardItemModel;
class ServerSession;
struct ActionResult;

// The Console dock: type a Redis command, see the reply as redis-cli shows it, watch the views
// pick up what it changed. Quoting as redis-cli's (CommandLineSplitter), command names completed
// from the server's COMMAND LIST, a history kept between runs (Up/Down;
// never a line with a password), read-only mode refusing writes before they are sent, and
// ConsoleCommandCheck refusing what would take over the connection (SUBSCRIBE, MONITOR, a
// blocking pop without end) and asking before what stops, empties or reconfigures a server.
// Commands go out on a connection of its own labelled "console" in the Command log.
class ConsoleView : public QWidget
{
    Q_OBJECT
public:
    explicit ConsoleView(ServerSession *session, QWidget *parent = nullptr);
    ~ConsoleView() override;

    QLineEdit *input() const { return m_input; }
    QPlainTextEdit *output() const { return m_output; }
    QCompleter *completer() const { return m_completer; }
    QLabel *prompt() const { return m_prompt; }
    const QStringList &history() const { return m_history; }
    // The command names completion offers ("SET", "CLIENT LIST"), once read from the server.
    QStringList commandNames() const;
    // Asks the user (QMessageBox); tests answer instead.
    void setAskHandler(std::function<bool(const QString &question)> ask);

    // Sends a line as if typed and Enter pressed.
    void submit(const QString &line);

    static constexpr int MaxHistory = 500;
    static constexpr int MaxOutputBlocks = 5000;

Q_SIGNALS:
    // A command's reply (or error) is shown.
    void replied();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void append(const QString &text, const QColor &colour = {}, bool bold = false);
    void onFinished(quint64 ticket, const ActionResult &result);
    void updatePrompt();
    void readCommandNames();
    void remember(const QString &line);
    void browseHistory(int step);

    ServerSession *m_session;
    ActionRunner *m_runner;
    QPlainTextEdit *m_output;
    QLabel *m_prompt;
    QLineEdit *m_input;
    QCompleter *m_completer;
    QStandardItemModel *m_names;
    QStringList m_history;
    int m_historyAt = -1; // -1: editing a new line
    QString m_editing;    // the new line, kept while browsing the history
    quint64 m_namesTicket = 0;
    QHash<quint64, QString> m_echoes; // a sent line, shown with its reply
    std::function<bool(const QString &)> m_ask;
};
