#include "fencedresource.h"
