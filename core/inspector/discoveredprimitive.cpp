#include "discoveredprimitive.h"

const DiscoveredKey *DiscoveredPrimitive::keyWithRole(const QByteArray &role) const
{
    for (const DiscoveredKey &k : keys)
        if (k.role == role)
            return &k;
    return nullptr;
}
