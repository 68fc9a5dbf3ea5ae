#include "reentrantlock.h"
