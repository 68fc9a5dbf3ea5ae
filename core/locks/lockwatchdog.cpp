#include "lockwatchdog.h"
