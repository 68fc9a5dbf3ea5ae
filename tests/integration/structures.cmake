# Tests of core/structures (registered with coordscope_add_test); docs/primitives/structures.md.
foreach(t tst_bloomfilter tst_hyperloglog tst_keybrowser tst_geoindex tst_bitmaps
          tst_clistructures)
    coordscope_add_test(${t} LABEL integration SOURCES ${t}.cpp)
endforeach()
target_compile_definitions(tst_clistructures PRIVATE CLI_PATH="$<TARGET_FILE:coordscope-cli>")
add_dependencies(tst_clistructures coordscope-cli)
