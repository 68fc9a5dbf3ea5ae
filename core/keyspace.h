#pragma once

#include "result.h"

#include <QByteArray>
#include <QString>

// Names the keys CoordScope writes: "<prefix>{<name>}:<part>". Every key of one structure
// shares the hash tag {<name>}, so multi-key commands and scripts work on Redis Cluster.
class KeySpace
{
public:
    explicit KeySpace(QByteArray prefix = "cs:");

    const QByteArray &prefix() const { return m_prefix; }

    // A structure name must be non-empty and free of '{' and '}' (they would break the tag).
    static Result<void> validateName(const QByteArray &name);

    // "cs:{name}" and "cs:{name}:part".
    QByteArray key(const QByteArray &name) const;
    QByteArray key(const QByteArray &name, const QByteArray &part) const;

private:
    QByteArray m_prefix;
};
