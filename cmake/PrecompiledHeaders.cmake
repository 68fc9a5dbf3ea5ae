# Precompiled headers: every translation unit here parses the same Qt headers (2-3 s each at -O2),
# which was most of the build's time. One PCH per library or program, and one shared by all the
# test programs (they have the same flags, so they reuse it instead of building their own).
# COORDSCOPE_PCH=OFF builds without them, to check that every file includes what it uses.

set(COORDSCOPE_PCH_QT_CORE
    <QByteArray> <QString> <QStringList> <QList> <QHash> <QSet> <QObject> <QMetaType>
    <QDeadlineTimer> <QElapsedTimer> <QDateTime> <QRandomGenerator> <QRegularExpression> <QTimer>
    <QJsonObject> <QJsonArray> <QJsonDocument>
    <optional> <memory> <functional> <algorithm> <vector> <utility>)

# coordscope_precompile(<target> [headers...]): the Qt Core set plus the given headers.
function(coordscope_precompile target)
    if(COORDSCOPE_PCH)
        target_precompile_headers(${target} PRIVATE ${COORDSCOPE_PCH_QT_CORE} ${ARGN})
    endif()
endfunction()

# coordscope_reuse_precompiled(<target> <from>): use <from>'s PCH (same flags required).
function(coordscope_reuse_precompiled target from)
    if(COORDSCOPE_PCH)
        target_precompile_headers(${target} REUSE_FROM ${from})
    endif()
endfunction()
