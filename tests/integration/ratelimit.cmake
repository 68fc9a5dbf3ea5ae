# Tests of core/ratelimit (registered with coordscope_add_test).
foreach(t tst_ratelimiters tst_gcralimiter tst_clilimit)
    coordscope_add_test(${t} LABEL integration SOURCES ${t}.cpp)
endforeach()
target_compile_definitions(tst_clilimit PRIVATE CLI_PATH="$<TARGET_FILE:coordscope-cli>")
add_dependencies(tst_clilimit coordscope-cli)
