#include "consoleview.h"

#include "actionrunner.h"
#include "chartpalette.h"
#include "commandlinesplitter.h"
#include "commandlog.h"
#include "consolecommandcheck.h"
#include "redisconnection.h"
#include "replyformatter.h"
#include "serversession.h"

#include <QCompleter>
#include <QElapsedTimer>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSettings>
#include <QStandardItemModel>
#include <QTextCursor>
#include <QVBoxLayout>

namespace {
const QString HistoryKey = QStringLiteral("console/history");

// COMMAND LIST's names as typed: "SET", "CLIENT LIST" for "client|list". (Not COMMAND DOCS:
// its arguments nest deeper than a reply may, RespFrameCheck's limit.)
QStringList namesOf(const QList<QByteArray> &list)
{
    QStringList names;
    for (const QByteArray &name : list)
        names << QString::fromUtf8(name.toUpper()).replace(QLatin1Char('|'), QLatin1Char(' '));
    return names;
}
} // namespace

ConsoleView::ConsoleView(ServerSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_runner(new ActionRunner(tr("console"), this))
    , m_output(new QPlainTextEdit(this))
    , m_prompt(new QLabel(this))
    , m_input(new QLineEdit(this))
    , m_names(new QStandardItemModel(this))
{
    setObjectName(QStringLiteral("consoleView"));
    m_session->attach(m_runner);
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    m_output->setObjectName(QStringLiteral("consoleOutput"));
    m_output->setReadOnly(true);
    m_output->setFont(fixed);
    m_output->setMaximumBlockCount(MaxOutputBlocks);
    m_output->setPlaceholderText(
        tr("Type a Redis command below, e.g. SET lock:x token NX PX 30000, and press Enter. "
           "Quote as in redis-cli; Up and Down go through the history, Tab completes."));
    m_prompt->setFont(fixed);
    m_prompt->setTextFormat(Qt::PlainText);
    m_input->setObjectName(QStringLiteral("consoleInput"));
    m_input->setFont(fixed);
    m_input->setPlaceholderText(tr("a Redis command"));
    m_input->installEventFilter(this);
    m_completer = new QCompleter(m_names, this);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setModelSorting(QCompleter::CaseInsensitivelySortedModel);
    m_input->setCompleter(m_completer);
    connect(m_input, &QLineEdit::returnPressed, this, [this] {
        if (m_completer->popup()->isVisible())
            return; // Enter picks the completion first
        const QString line = m_input->text();
        m_input->clear();
        submit(line);
    });

    auto *inputRow = new QHBoxLayout;
    inputRow->addWidget(m_prompt);
    inputRow->addWidget(m_input, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_output, 1);
    layout->addLayout(inputRow);

    m_history = QSettings().value(HistoryKey).toStringList();
    connect(m_runner, &ActionRunner::finished, this, &ConsoleView::onFinished);
    connect(m_session, &ServerSession::clientChanged, this, &ConsoleView::updatePrompt);
    connect(m_session, &ServerSession::readOnlyChanged, this, &ConsoleView::updatePrompt);
    connect(m_session, &ServerSession::connected, this, &ConsoleView::readCommandNames);
    updatePrompt();
    if (m_session->state() == RedisClient::State::Connected)
        readCommandNames();
}

ConsoleView::~ConsoleView() = default;

QStringList ConsoleView::commandNames() const
{
    QStringList names;
    for (int r = 0; r < m_names->rowCount(); ++r)
        names << m_names->item(r)->text();
    return names;
}

void ConsoleView::setAskHandler(std::function<bool(const QString &)> ask)
{
    m_ask = std::move(ask);
}

void ConsoleView::updatePrompt()
{
    const auto options = m_session->connectionOptions();
    QString text = options ? options->address() : tr("not connected");
    if (options && m_session->isReadOnly())
        text += tr(" (read-only)");
    m_prompt->setText(text + QLatin1Char('>'));
    m_input->setEnabled(options.has_value());
}

void ConsoleView::readCommandNames()
{
    m_namesTicket = m_runner->run(tr("Read the command names"), [](RedisConnection &connection,
                                                                   const ActionContext &) {
        ActionResult result;
        const Result<RedisReply> reply = connection.command({"COMMAND", "LIST"});
        const auto list = reply ? reply->toBytesList() : Result<QList<QByteArray>>(reply.error());
        if (!list) {
            result.error = list.error();
            return result;
        }
        result.ok = true;
        result.value = namesOf(*list);
        return result;
    });
}

void ConsoleView::submit(const QString &line)
{
    if (line.trimmed().isEmpty())
        return;
    // The line as typed, above its reply: now for what is not sent, with the reply for the rest
    // (replies come in order, and each one under its own command).
    const Result<RedisCommand> argv = CommandLineSplitter::split(line);
    // A password typed (AUTH, CONFIG SET requirepass …) is shown as the Command log shows it.
    QString echo = m_prompt->text() + QLatin1Char(' ') + line;
    if (argv && CommandLog::redacted(*argv) != *argv) {
        QStringList words;
        for (const QByteArray &arg : CommandLog::redacted(*argv))
            words << quoteBytes(arg, QuoteMode::WhenNeeded);
        echo = m_prompt->text() + QLatin1Char(' ') + words.join(QLatin1Char(' '));
    }
    const auto timeoutOptions = m_session->connectionOptions();
    if (!argv ||
        ConsoleCommandCheck::check(*argv, timeoutOptions ? timeoutOptions->commandTimeoutMs : 0)
                .verdict != ConsoleCommandCheck::Verdict::Send ||
        !m_runner->hasConnection())
        append(echo, {}, true);
    if (!argv) {
        append(QStringLiteral("(error) ") + argv.error().message(),
               ChartPalette(palette()).alarm());
        Q_EMIT replied();
        return;
    }
    remember(line);
    const auto options = m_session->connectionOptions();
    const ConsoleCommandCheck::Check check =
        ConsoleCommandCheck::check(*argv, options ? options->commandTimeoutMs : 0);
    if (check.verdict == ConsoleCommandCheck::Verdict::Refuse) {
        append(tr("(refused) %1").arg(check.reason), ChartPalette(palette()).alarm());
        Q_EMIT replied();
        return;
    }
    if (check.verdict == ConsoleCommandCheck::Verdict::Ask) {
        const bool yes = m_ask ? m_ask(check.reason)
                               : QMessageBox::question(this, tr("Console"), check.reason,
                                                       QMessageBox::Yes | QMessageBox::Cancel,
                                                       QMessageBox::Cancel) == QMessageBox::Yes;
        if (!yes) {
            append(tr("(not sent)"), palette().color(QPalette::PlaceholderText));
            Q_EMIT replied();
            return;
        }
    }
    if (!m_runner->hasConnection()) {
        append(tr("(error) not connected: nothing was sent"), ChartPalette(palette()).alarm());
        Q_EMIT replied();
        return;
    }
    const RedisCommand command = *argv;
    const quint64 ticket =
        m_runner->run(QString::fromUtf8(command.first()),
                      [command](RedisConnection &connection, const ActionContext &) {
                          ActionResult result;
                          QElapsedTimer timer;
                          timer.start();
                          const Result<RedisReply> reply = connection.command(command);
                          result.elapsedUs = timer.nsecsElapsed() / 1000;
                          result.ok = reply.ok();
                          result.summary = reply ? ReplyFormatter::format(*reply)
                                                 : ReplyFormatter::formatError(reply.error());
                          return result;
                      });
    if (check.verdict == ConsoleCommandCheck::Verdict::Send)
        m_echoes.insert(ticket, echo);
}

void ConsoleView::onFinished(quint64 ticket, const ActionResult &result)
{
    if (ticket == m_namesTicket) {
        if (!result.ok)
            return; // no completion: COMMAND LIST refused (an ACL) or a server before 7.0
        m_names->clear();
        for (const QString &name : result.value.toStringList()) {
            auto *item = new QStandardItem(name);
            item->setEditable(false);
            m_names->appendRow(item);
        }
        m_names->sort(0);
        return;
    }
    if (const QString echo = m_echoes.take(ticket); !echo.isEmpty())
        append(echo, {}, true);
    if (result.skipped) {
        append(tr("(not sent: the connection changed)"),
               palette().color(QPalette::PlaceholderText));
    } else {
        append(result.summary, result.ok ? QColor() : ChartPalette(palette()).alarm());
        append(tr("(%1 ms)").arg(double(result.elapsedUs) / 1000, 0, 'f', 2),
               palette().color(QPalette::PlaceholderText));
    }
    Q_EMIT replied();
}

void ConsoleView::append(const QString &text, const QColor &colour, bool bold)
{
    QScrollBar *bar = m_output->verticalScrollBar();
    const bool following = bar->value() >= bar->maximum() - 2;
    const int keep = bar->value();
    QTextCharFormat format;
    if (colour.isValid())
        format.setForeground(colour);
    format.setFontWeight(bold ? QFont::Bold : QFont::Normal);
    QTextCursor cursor(m_output->document());
    cursor.movePosition(QTextCursor::End);
    if (!m_output->document()->isEmpty())
        cursor.insertBlock();
    cursor.insertText(text, format);
    bar->setValue(following ? bar->maximum() : keep); // follows the end unless scrolled up
}

void ConsoleView::remember(const QString &line)
{
    const auto argv = CommandLineSplitter::split(line);
    // Never a password on disk: a line whose command the log would redact is not kept.
    if (!argv || argv->isEmpty() || CommandLog::redacted(*argv) != *argv)
        return;
    if (m_history.isEmpty() || m_history.last() != line)
        m_history << line;
    while (m_history.size() > MaxHistory)
        m_history.removeFirst();
    m_historyAt = -1;
    QSettings().setValue(HistoryKey, m_history);
}

void ConsoleView::browseHistory(int step)
{
    if (m_history.isEmpty())
        return;
    if (m_historyAt < 0) {
        if (step > 0)
            return;
        m_editing = m_input->text();
        m_historyAt = int(m_history.size());
    }
    m_historyAt += step;
    if (m_historyAt < 0)
        m_historyAt = 0;
    if (m_historyAt >= m_history.size()) {
        m_historyAt = -1;
        m_input->setText(m_editing);
        return;
    }
    m_input->setText(m_history.at(m_historyAt));
}

bool ConsoleView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_input && event->type() == QEvent::KeyPress &&
        !m_completer->popup()->isVisible()) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down) {
            browseHistory(key == Qt::Key_Up ? -1 : 1);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}
