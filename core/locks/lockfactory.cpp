#include "lockfactory.h"
