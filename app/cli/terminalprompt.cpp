#include "terminalprompt.h"

#include <QByteArray>

#include <cstdio>
#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

std::optional<QString> TerminalPrompt::askSecret(const QString &question)
{
    if (!::isatty(STDIN_FILENO))
        return std::nullopt;
    const int tty = ::open("/dev/tty", O_RDWR | O_CLOEXEC);
    if (tty < 0)
        return std::nullopt;
    const QByteArray prompt = question.toUtf8();
    [[maybe_unused]] ssize_t written = ::write(tty, prompt.constData(), size_t(prompt.size()));
    termios saved{};
    const bool echoOff = ::tcgetattr(tty, &saved) == 0;
    if (echoOff) {
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        ::tcsetattr(tty, TCSAFLUSH, &quiet);
    }
    QByteArray answer;
    char c = 0;
    bool ended = false;
    while (::read(tty, &c, 1) == 1) {
        if (c == '\n' || c == '\r') {
            ended = true;
            break;
        }
        answer.append(c);
    }
    if (echoOff)
        ::tcsetattr(tty, TCSAFLUSH, &saved);
    written = ::write(tty, "\n", 1);
    ::close(tty);
    if (!ended && answer.isEmpty())
        return std::nullopt; // end of input: cancelled
    return QString::fromUtf8(answer);
}
