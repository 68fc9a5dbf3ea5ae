# The autocomplete CLI's test (coordscope-cli complete|recent).
coordscope_add_test(tst_cliautocomplete LABEL integration SOURCES tst_cliautocomplete.cpp)
target_compile_definitions(tst_cliautocomplete PRIVATE CLI_PATH="$<TARGET_FILE:coordscope-cli>")
add_dependencies(tst_cliautocomplete coordscope-cli)
