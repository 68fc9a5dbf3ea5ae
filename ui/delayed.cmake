# The delayed area's files (see docs/ARCHITECTURE.md, ui/).
target_sources(coordscope-models PRIVATE
    delayeddemo.cpp delayeddemo.h
    delayeditemsmodel.cpp delayeditemsmodel.h
    delayedqueuetablemodel.cpp delayedqueuetablemodel.h
)
target_sources(coordscope-ui PRIVATE
    delayedactionform.cpp delayedactionform.h
    delayedqueuesview.cpp delayedqueuesview.h
    delayedschedulechart.cpp delayedschedulechart.h
)
# Out of the unity batches (cmake/UnityBuild.cmake): anonymous bytesText() and Page that other
# files define too.
coordscope_unity_exclude(coordscope-models delayeditemsmodel.cpp)
coordscope_unity_exclude(coordscope-ui delayedqueuesview.cpp)
