#include "redlock.h"
