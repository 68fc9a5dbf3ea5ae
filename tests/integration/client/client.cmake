# Integration tests of core/client/ against private redis-servers (included from
# tests/integration/, whose precompiled header they share).
foreach(t tst_redisserverprocess tst_redisclusterprocess tst_clusterconnection tst_redisconnection
          tst_sentinelconnection tst_sentinelclient
          tst_redisclient tst_clusterclient)
    coordscope_add_test(${t} LABEL integration SOURCES client/${t}.cpp)
endforeach()
# A fake server that sends what no Redis would: the reply limits, in the connection, the
# asynchronous client and the CLI.
coordscope_add_test(tst_hostileserver LABEL integration SOURCES client/tst_hostileserver.cpp)
target_compile_definitions(tst_hostileserver PRIVATE CLI_PATH="$<TARGET_FILE:coordscope-cli>")
add_dependencies(tst_hostileserver coordscope-cli)
# Sentinel: the connection and the CLI through a private Sentinel deployment.
target_compile_definitions(tst_sentinelconnection PRIVATE CLI_PATH="$<TARGET_FILE:coordscope-cli>")
add_dependencies(tst_sentinelconnection coordscope-cli)
# SSH tunnels: private sshds (openssh-server), an ssh-agent, and the CLI's --ssh flags.
coordscope_add_test(tst_sshtunnel LABEL integration SOURCES client/tst_sshtunnel.cpp)
target_compile_definitions(tst_sshtunnel PRIVATE CLI_PATH="$<TARGET_FILE:coordscope-cli>")
add_dependencies(tst_sshtunnel coordscope-cli)
# The Console's splitting and reply formatting against redis-cli's own output (issue 24).
coordscope_add_test(tst_redisclioutput LABEL integration SOURCES client/tst_redisclioutput.cpp)
