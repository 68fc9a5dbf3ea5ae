# The playground's engine and scenarios (docs/playground.md). The scenarios run in three
# programs of a few scenarios each, so that none runs for long.
coordscope_add_test(tst_simulationengine LABEL integration SOURCES tst_simulationengine.cpp)
foreach(range "1;4" "5;7" "8;10")
    list(GET range 0 first)
    list(GET range 1 last)
    set(t tst_playgroundscenarios_${first}_${last})
    coordscope_add_test(${t} LABEL integration SOURCES tst_playgroundscenarios.cpp)
    target_compile_definitions(${t} PRIVATE SCENARIO_FIRST=${first} SCENARIO_LAST=${last})
endforeach()
