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
