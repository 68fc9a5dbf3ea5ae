# Unit tests of core/client/ (included from tests/unit/, whose precompiled header they share).
foreach(t tst_connectionoptions tst_respreader tst_respwriter tst_redisreply tst_luascript
          tst_commandlog tst_commandkeys tst_clustertopology tst_consoleinput)
    coordscope_add_test(${t} LABEL unit SOURCES client/${t}.cpp)
endforeach()
