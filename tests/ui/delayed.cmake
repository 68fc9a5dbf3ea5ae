# Tests of the delayed area.
coordscope_add_test(tst_delayedmodels LABEL ui SOURCES tst_delayedmodels.cpp
                    LIBS coordscope-models)
coordscope_add_test(tst_delayedqueuesview LABEL ui SOURCES tst_delayedqueuesview.cpp
                    LIBS coordscope-ui)
