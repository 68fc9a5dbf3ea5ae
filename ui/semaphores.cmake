# The semaphores area's files (see docs/ARCHITECTURE.md, ui/).
target_sources(coordscope-models PRIVATE
    semaphoredemo.cpp semaphoredemo.h
    semaphoreholdings.cpp semaphoreholdings.h
    semaphoremembersmodel.cpp semaphoremembersmodel.h
    semaphorekind.cpp semaphorekind.h
    semaphorerowmerge.h
    semaphoretablemodel.cpp semaphoretablemodel.h
)
target_sources(coordscope-ui PRIVATE
    semaphoreactionform.cpp semaphoreactionform.h
    semaphorerankchart.cpp semaphorerankchart.h
    semaphoresview.cpp semaphoresview.h
)
# Out of the unity batches (cmake/UnityBuild.cmake): anonymous Page, as in the other views.
coordscope_unity_exclude(coordscope-ui semaphoresview.cpp)
