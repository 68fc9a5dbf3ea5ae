# The playground panel's files (see docs/ARCHITECTURE.md, ui/; docs/playground.md).
target_sources(coordscope-models PRIVATE
    playgroundcheckrunner.cpp playgroundcheckrunner.h
    playgroundhistoryloader.cpp playgroundhistoryloader.h
    playgroundratebins.cpp playgroundratebins.h
    playgroundredlockmodel.cpp playgroundredlockmodel.h
    playgroundtimeline.cpp playgroundtimeline.h
)
target_sources(coordscope-ui PRIVATE
    playgroundcharts.cpp playgroundcharts.h
    playgroundclientparams.cpp playgroundclientparams.h
    playgroundconfigform.cpp playgroundconfigform.h
    playgroundfaultlist.cpp playgroundfaultlist.h
    playgroundgantt.cpp playgroundgantt.h
    playgroundredlockpanel.cpp playgroundredlockpanel.h
    playgroundview.cpp playgroundview.h
)
# Out of the unity batches (cmake/UnityBuild.cmake): anonymous LabelWidth and AxisHeight that
# another file defines too.
coordscope_unity_exclude(coordscope-ui playgroundgantt.cpp)
