# Tests of the keys area.
coordscope_add_test(tst_keypreview LABEL ui SOURCES tst_keypreview.cpp LIBS coordscope-models)
coordscope_add_test(tst_keybrowserview LABEL ui SOURCES tst_keybrowserview.cpp
                    LIBS coordscope-ui)
