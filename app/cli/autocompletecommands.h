#pragma once

#include "cliapp.h"

// coordscope-cli complete|recent ...: address books searched by prefix (the book's markers or
// ZRANGE BYLEX), bulk loading from a file, and a user's recent contacts.
class AutocompleteCommands
{
public:
    static QList<CliCommand> all();

private:
    static int complete(const CliContext &context);
    static int recent(const CliContext &context);
};
