# Tests of core/delayed (registered with coordscope_add_test).
