#pragma once

#include <cstdio>
#include <cstdlib>

// A property a harness asserts: when it does not hold, say which and abort, so that libFuzzer
// keeps the input as a crash and the replay test fails.
#define FUZZ_CHECK(condition)                                                                      \
    do {                                                                                           \
        if (!(condition)) {                                                                        \
            std::fprintf(stderr, "%s:%d: FUZZ_CHECK(%s) failed\n", __FILE__, __LINE__,             \
                         #condition);                                                              \
            std::abort();                                                                          \
        }                                                                                          \
    } while (false)
