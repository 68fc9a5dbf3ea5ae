# Tests of core/queues (registered with coordscope_add_test).
