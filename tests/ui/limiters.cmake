# Tests of the limiters area.
coordscope_add_test(tst_limitermodels LABEL ui SOURCES tst_limitermodels.cpp
                    LIBS coordscope-models)
coordscope_add_test(tst_ratelimitersview LABEL ui SOURCES tst_ratelimitersview.cpp
                    LIBS coordscope-ui)
coordscope_add_test(tst_autocompleteview LABEL ui SOURCES tst_autocompleteview.cpp
                    LIBS coordscope-ui)
