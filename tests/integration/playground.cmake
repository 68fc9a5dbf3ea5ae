# The playground's engine and scenarios (docs/playground.md). The scenarios run in four
# ctest runs of a few scenarios each, so that none runs for long.
coordscope_add_test(tst_simulationengine LABEL integration SOURCES tst_simulationengine.cpp)
# One program, run four times on a range of scenario numbers each ($COORDSCOPE_SCENARIOS).
coordscope_add_test(tst_playgroundscenarios LABEL integration SOURCES tst_playgroundscenarios.cpp)
set_tests_properties(tst_playgroundscenarios PROPERTIES ENVIRONMENT
    "QT_QPA_PLATFORM=offscreen;COORDSCOPE_SCENARIOS=1-4")
foreach(range 5-7 8-10 11-12 13-13)
    add_test(NAME tst_playgroundscenarios_${range} COMMAND tst_playgroundscenarios)
    set_tests_properties(tst_playgroundscenarios_${range} PROPERTIES LABELS integration
        TIMEOUT 300 COST 1000
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;COORDSCOPE_SCENARIOS=${range}")
endforeach()
coordscope_add_test(tst_clisimulate LABEL integration SOURCES tst_clisimulate.cpp)
target_compile_definitions(tst_clisimulate PRIVATE CLI_PATH="$<TARGET_FILE:coordscope-cli>")
add_dependencies(tst_clisimulate coordscope-cli)
