# Tests of the playground panel.
coordscope_add_test(tst_playgroundview LABEL ui SOURCES tst_playgroundview.cpp LIBS coordscope-ui)
coordscope_add_test(tst_playgroundconfigform LABEL ui SOURCES tst_playgroundconfigform.cpp
    LIBS coordscope-ui)
