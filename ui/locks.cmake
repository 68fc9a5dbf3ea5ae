# The locks area's files (see docs/ARCHITECTURE.md, ui/).
target_sources(coordscope-models PRIVATE
    lockdemo.cpp lockdemo.h
    lockhistory.cpp lockhistory.h
    lockplayground.cpp lockplayground.h
    locktablemodel.cpp locktablemodel.h
)
target_sources(coordscope-ui PRIVATE
    lockactionform.cpp lockactionform.h
    lockcountdowndelegate.cpp lockcountdowndelegate.h
    locksview.cpp locksview.h
    locktimelinechart.cpp locktimelinechart.h
)
# Out of the unity batches (cmake/UnityBuild.cmake): anonymous Page, as in the other views.
coordscope_unity_exclude(coordscope-ui locksview.cpp)
