#include "terminalprompt.h"

#include <QByteArray>

#include <cerrno>
#include <cstdio>
#include <cstring>
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
    for (;;) {
        const ssize_t n = ::read(tty, &c, 1);
        if (n < 0 && errno == EINTR)
            continue;
        if (n != 1)
            break;
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
    if (!ended)
        return std::nullopt; // the input ended before Enter: cancelled
    const QString text = QString::fromUtf8(answer);
    ::explicit_bzero(answer.data(), size_t(answer.size()));
    return text;
}
