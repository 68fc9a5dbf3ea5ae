# Tests of core/operate (operator actions, issue 24) and the CLI's operate.
coordscope_add_test(tst_operatoractions LABEL integration SOURCES tst_operatoractions.cpp)
coordscope_add_test(tst_clioperate LABEL integration SOURCES tst_clioperate.cpp)
target_compile_definitions(tst_clioperate PRIVATE CLI_PATH="$<TARGET_FILE:coordscope-cli>")
add_dependencies(tst_clioperate coordscope-cli)
coordscope_add_test(tst_operatorbullmq LABEL integration SOURCES tst_operatorbullmq.cpp)
