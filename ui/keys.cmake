# The keys area's files: the plain key browser (see docs/ARCHITECTURE.md, ui/).
target_sources(coordscope-models PRIVATE
    keybrowserfilter.cpp keybrowserfilter.h
    keybrowsermodel.cpp keybrowsermodel.h
    keypreviewcommands.cpp keypreviewcommands.h
    keypreviewmodel.cpp keypreviewmodel.h
    keypreviewreads.cpp keypreviewreads.h
)
target_sources(coordscope-ui PRIVATE
    keybrowserview.cpp keybrowserview.h
)
# Out of the unity batches (cmake/UnityBuild.cmake): anonymous MaxRetries and Page that other files
# define too.
coordscope_unity_exclude(coordscope-models keypreviewmodel.cpp)
coordscope_unity_exclude(coordscope-ui keybrowserview.cpp)
