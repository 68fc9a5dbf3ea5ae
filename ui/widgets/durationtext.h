#pragma once

#include <QString>

// A duration as the views write it: "850 ms", "4.2 s", "3 min 5 s", "2 h 10 min", "1 d 3 h".
QString durationText(qint64 ms);
