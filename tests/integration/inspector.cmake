# Tests of core/inspector (layouts, discovery, state reads) and the CLI's inspect.
coordscope_add_test(tst_layoutcatalog LABEL unit SOURCES tst_layoutcatalog.cpp)
foreach(t tst_primitivestateread tst_primitivediscovery)
    coordscope_add_test(${t} LABEL integration SOURCES ${t}.cpp)
endforeach()
