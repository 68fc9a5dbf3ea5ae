# The limiters area's files (see docs/ARCHITECTURE.md, ui/): rate limiters and autocomplete.
target_sources(coordscope-models PRIVATE
    addressbookdemo.cpp addressbookdemo.h
    addressbookfileinput.cpp addressbookfileinput.h
    addressbookfileload.cpp addressbookfileload.h
    addressbooklistmodel.cpp addressbooklistmodel.h
    autocompletesearch.cpp autocompletesearch.h
    limiterdemo.cpp limiterdemo.h
    limitertablemodel.cpp limitertablemodel.h
)
target_sources(coordscope-ui PRIVATE
    autocompletelatencychart.cpp autocompletelatencychart.h
    chartpalette.cpp chartpalette.h
    autocompleteview.cpp autocompleteview.h
    limiteractionform.cpp limiteractionform.h
    limiterfilldelegate.cpp limiterfilldelegate.h
    limitertrafficchart.cpp limitertrafficchart.h
    ratelimitersview.cpp ratelimitersview.h
    recentcontactsbox.cpp recentcontactsbox.h
)
