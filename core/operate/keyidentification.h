#pragma once

#include "discoveredprimitive.h"
#include "inspectorread.h"

#include <optional>

class LayoutCatalog;

// Which primitive one key belongs to, without a SCAN: TYPE and PTTL of the key, the sample its
// layouts need (KeySampler, as the discovery reads it), LayoutCatalog::classify, then TYPE and
// PTTL of the side keys the catalog expects for that family and name, attached when they exist.
// Read commands only. For `coordscope-cli operate KEY`, where KEY is any key the inspector shows.
class KeyIdentification : public InspectorRead
{
public:
    KeyIdentification(const LayoutCatalog &catalog, QByteArray key);

    QList<RedisCommand> nextRequest() override;
    Result<void> handleReplies(const QList<Result<RedisReply>> &replies) override;
    bool finished() const override;

    // After the read: the primitive (its keys include the key itself, with its role and part);
    // nullopt when the key does not exist or no layout claims it (sample() says what it is).
    const std::optional<DiscoveredPrimitive> &primitive() const { return m_primitive; }
    const KeySample &sample() const { return m_sample; }
    // The key's own entry in primitive()->keys.
    const DiscoveredKey *key() const;

private:
    enum class Step { TypeAndTtl, Sample, SideKeys, Done };

    void classify();

    const LayoutCatalog &m_catalog;
    KeySample m_sample;
    Step m_step = Step::TypeAndTtl;
    std::optional<DiscoveredPrimitive> m_primitive;
    QList<std::pair<QByteArray, QByteArray>> m_sideKeys; // (role, key) asked in SideKeys
};
