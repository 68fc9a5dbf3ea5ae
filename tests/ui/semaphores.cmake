# Tests of the semaphores area.
coordscope_add_test(tst_semaphoremodels LABEL ui SOURCES tst_semaphoremodels.cpp
                    LIBS coordscope-models)
coordscope_add_test(tst_semaphoresview LABEL ui SOURCES tst_semaphoresview.cpp LIBS coordscope-ui)
