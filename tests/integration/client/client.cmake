# Integration tests of core/client/ against private redis-servers (included from
# tests/integration/, whose precompiled header they share).
foreach(t tst_redisserverprocess tst_redisconnection tst_redisclient)
    coordscope_add_test(${t} LABEL integration SOURCES client/${t}.cpp)
endforeach()
