#pragma once

#include <QString>

#include <optional>

// Asks the person at the terminal for a secret (an SSH key's passphrase or password), with
// echo off, on /dev/tty: never when stdin is not a terminal (scripts, CI), where it answers
// nothing at once.
class TerminalPrompt
{
public:
    static std::optional<QString> askSecret(const QString &question);
};
