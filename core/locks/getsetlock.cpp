#include "getsetlock.h"
