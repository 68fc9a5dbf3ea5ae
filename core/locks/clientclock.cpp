#include "clientclock.h"
