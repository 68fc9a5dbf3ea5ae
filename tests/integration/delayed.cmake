# Tests of core/delayed (registered with coordscope_add_test); docs/primitives/queues.md.
coordscope_add_test(tst_delayedqueue LABEL integration SOURCES tst_delayedqueue.cpp)
coordscope_add_test(tst_delayedclaimers LABEL integration SOURCES tst_delayedclaimers.cpp)
coordscope_add_test(tst_delayedpoller LABEL integration SOURCES tst_delayedpoller.cpp)
target_compile_definitions(tst_delayedpoller PRIVATE CLI_PATH="$<TARGET_FILE:coordscope-cli>")
add_dependencies(tst_delayedpoller coordscope-cli)
coordscope_add_test(tst_clidelay LABEL integration SOURCES tst_clidelay.cpp)
target_compile_definitions(tst_clidelay PRIVATE CLI_PATH="$<TARGET_FILE:coordscope-cli>")
add_dependencies(tst_clidelay coordscope-cli)
