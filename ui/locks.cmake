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
