# Tests of the locks area.
coordscope_add_test(tst_lockhistory LABEL ui SOURCES tst_lockhistory.cpp LIBS coordscope-models)
coordscope_add_test(tst_locktablemodel LABEL ui SOURCES tst_locktablemodel.cpp
                    LIBS coordscope-models)
coordscope_add_test(tst_locksview LABEL ui SOURCES tst_locksview.cpp LIBS coordscope-ui)
