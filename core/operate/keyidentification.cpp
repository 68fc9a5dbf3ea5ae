#include "keyidentification.h"

#include "keysampler.h"
#include "layoutcatalog.h"

#include <QCoreApplication>

KeyIdentification::KeyIdentification(const LayoutCatalog &catalog, QByteArray key)
    : m_catalog(catalog)
{
    m_sample.key = std::move(key);
}

QList<RedisCommand> KeyIdentification::nextRequest()
{
    switch (m_step) {
    case Step::TypeAndTtl:
        return {{"TYPE", m_sample.key}, {"PTTL", m_sample.key}};
    case Step::Sample:
        return KeySampler::commands(m_sample);
    case Step::SideKeys: {
        QList<RedisCommand> request;
        for (const auto &[role, key] : std::as_const(m_sideKeys))
            request << RedisCommand{"TYPE", key} << RedisCommand{"PTTL", key};
        return request;
    }
    case Step::Done:
        break;
    }
    return {};
}

Result<void> KeyIdentification::handleReplies(const QList<Result<RedisReply>> &replies)
{
    for (const Result<RedisReply> &r : replies)
        if (!r)
            return r.error();
    switch (m_step) {
    case Step::TypeAndTtl:
        if (replies.size() != 2 || !replies.at(0)->isStatus() || !replies.at(1)->isInteger())
            return RedisError(
                RedisError::Kind::UnexpectedReply,
                QCoreApplication::translate("KeyIdentification", "TYPE/PTTL: unexpected reply"));
        m_sample.type = replies.at(0)->bytes();
        m_sample.ttlMs = replies.at(1)->integerValue();
        if (m_sample.type == "none") {
            m_step = Step::Done;
            return {};
        }
        if (KeySampler::commandCount(m_sample.type) > 0 &&
            m_catalog.needsSample(m_sample.key, m_sample.type)) {
            m_step = Step::Sample;
            return {};
        }
        classify();
        return {};
    case Step::Sample:
        if (auto filled = KeySampler::fill(m_sample, replies, 0); !filled)
            return filled.error();
        classify();
        return {};
    case Step::SideKeys:
        for (qsizetype i = 0; i < m_sideKeys.size(); ++i) {
            const RedisReply &type = *replies.at(2 * i);
            if (type.bytes() == "none")
                continue;
            DiscoveredKey k;
            k.key = m_sideKeys.at(i).second;
            k.role = m_sideKeys.at(i).first;
            k.type = type.bytes();
            k.ttlMs = replies.at(2 * i + 1)->integerValue();
            for (const KeyLayout &layout : m_catalog.layouts())
                if (layout.family == m_primitive->family && layout.role == k.role) {
                    k.scoreUnit = layout.scoreUnit;
                    k.encoding = layout.encoding;
                    break;
                }
            m_primitive->keys << k;
        }
        m_step = Step::Done;
        return {};
    case Step::Done:
        break;
    }
    return {};
}

bool KeyIdentification::finished() const
{
    return m_step == Step::Done;
}

const DiscoveredKey *KeyIdentification::key() const
{
    if (!m_primitive)
        return nullptr;
    for (const DiscoveredKey &k : m_primitive->keys)
        if (k.key == m_sample.key)
            return &k;
    return nullptr;
}

void KeyIdentification::classify()
{
    const std::optional<LayoutMatch> match = m_catalog.classify(m_sample);
    if (!match) {
        m_step = Step::Done;
        return;
    }
    DiscoveredPrimitive p;
    p.kind = match->layout->kind;
    p.family = match->layout->family;
    p.library = match->layout->library;
    p.name = match->name;
    DiscoveredKey k;
    k.key = m_sample.key;
    k.role = match->layout->role;
    k.part = match->part;
    k.type = m_sample.type;
    k.ttlMs = m_sample.ttlMs;
    k.scoreUnit = match->layout->scoreUnit;
    k.encoding = match->layout->encoding;
    p.keys << k;
    m_primitive = std::move(p);
    m_sideKeys.clear();
    for (const auto &side : m_catalog.expectedKeys(m_primitive->family, m_primitive->name))
        if (side.second != m_sample.key)
            m_sideKeys << side;
    m_step = m_sideKeys.isEmpty() ? Step::Done : Step::SideKeys;
}
