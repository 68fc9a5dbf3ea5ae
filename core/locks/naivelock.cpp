#include "naivelock.h"
