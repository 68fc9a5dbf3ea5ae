#include "setnxexpirelock.h"
