# Tests of core/queues (registered with coordscope_add_test): docs/primitives/queues.md.
foreach(t tst_taskqueues tst_reliablequeue tst_cliqueue)
    coordscope_add_test(${t} LABEL integration SOURCES ${t}.cpp)
endforeach()
target_compile_definitions(tst_cliqueue PRIVATE CLI_PATH="$<TARGET_FILE:coordscope-cli>")
add_dependencies(tst_cliqueue coordscope-cli)
