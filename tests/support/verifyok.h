#pragma once

#include <QTest>

// Fails the test with the error's text when a Result holds an error. The expression is
// evaluated once: VERIFY_OK(queue.push("x")) pushes one item.
#define VERIFY_OK(expr)                                                                            \
    do {                                                                                           \
        const auto &verifiedResult_ = (expr);                                                      \
        QVERIFY2(verifiedResult_.ok(), qPrintable(verifiedResult_.error().toString()));            \
    } while (false)
