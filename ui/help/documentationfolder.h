#pragma once

#include <QString>

// Where Help › Documentation goes. A program run from the build tree it was built in opens the
// docs folder of the sources it was built from; an installed one the packaged copy,
// <prefix>/share/doc/coordscope beside its bin/ (/usr/share/doc/coordscope for the .deb).
namespace DocumentationFolder {
// For a program in applicationDir; empty when that folder is not there.
QString find(const QString &applicationDir);
} // namespace DocumentationFolder
