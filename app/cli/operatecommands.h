#pragma once

#include "cliapp.h"

// `operate ACTION KEY`: an operator action on the coordination state at KEY (any library's key
// the inspector recognises), compare-and-act, shown before it is sent (docs/inspector.md,
// "Operating"). Exit 4: nothing sent (no --yes); 3: nothing done, the state changed.
namespace OperateCommands {
QList<CliCommand> all();
void addOptions(QCommandLineParser &parser);
int run(const CliContext &context);
} // namespace OperateCommands
