# Tests of core/ratelimit (registered with coordscope_add_test).
