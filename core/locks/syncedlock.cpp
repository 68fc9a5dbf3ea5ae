#include "syncedlock.h"
