#include "documentationfolder.h"

#include <QDir>
#include <QFileInfo>

namespace {
bool isInside(const QString &dir, const QString &root)
{
    const QString canonicalDir = QFileInfo(dir).canonicalFilePath();
    const QString canonicalRoot = QFileInfo(root).canonicalFilePath();
    return !canonicalDir.isEmpty() && !canonicalRoot.isEmpty() &&
           (canonicalDir == canonicalRoot || canonicalDir.startsWith(canonicalRoot + u'/'));
}
} // namespace

QString DocumentationFolder::find(const QString &applicationDir)
{
    // COORDSCOPE_BUILD_DIR and COORDSCOPE_SOURCE_DOCS: ui/help/CMakeLists.txt.
    if (isInside(applicationDir, QStringLiteral(COORDSCOPE_BUILD_DIR))) {
        const QString source = QStringLiteral(COORDSCOPE_SOURCE_DOCS);
        return QFileInfo(source).isDir() ? QDir::cleanPath(source) : QString();
    }
    const QString installed =
        QDir::cleanPath(QDir(applicationDir).filePath(QStringLiteral("../share/doc/coordscope")));
    return QFileInfo::exists(QDir(installed).filePath(QStringLiteral("README.md"))) ? installed
                                                                                    : QString();
}
