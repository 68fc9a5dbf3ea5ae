# Tests of core/inspector (layouts, discovery, state reads, batches), read-only mode and the
# CLI's inspect.
coordscope_add_test(tst_layoutcatalog LABEL unit SOURCES tst_layoutcatalog.cpp)
foreach(t tst_primitivestateread tst_primitivediscovery tst_inspectorreadbatch tst_readonlymode
          tst_cliinspect)
    coordscope_add_test(${t} LABEL integration SOURCES ${t}.cpp)
endforeach()
target_compile_definitions(tst_cliinspect PRIVATE CLI_PATH="$<TARGET_FILE:coordscope-cli>")
add_dependencies(tst_cliinspect coordscope-cli)
# inspect on 1,000,000 keys (issue 21): a server of its own, loaded by the test.
coordscope_add_test(tst_cliinspectscale LABEL integration TIMEOUT 240 SOURCES tst_cliinspectscale.cpp)
target_compile_definitions(tst_cliinspectscale PRIVATE CLI_PATH="$<TARGET_FILE:coordscope-cli>")
add_dependencies(tst_cliinspectscale coordscope-cli)
# The CLI against a real local Redis Cluster: ping, cluster, inspect on every master, locks,
# simulate.
coordscope_add_test(tst_clicluster LABEL integration SOURCES tst_clicluster.cpp)
target_compile_definitions(tst_clicluster PRIVATE CLI_PATH="$<TARGET_FILE:coordscope-cli>")
add_dependencies(tst_clicluster coordscope-cli)
