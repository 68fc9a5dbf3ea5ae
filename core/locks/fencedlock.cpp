#include "fencedlock.h"
