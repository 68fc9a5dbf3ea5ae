#pragma once

#include "result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QCryptographicHash>

class QJsonObject;

// The last line of a saved history: how many events it holds and a SHA-256 of the bytes of every
// line before it. A history cut short (a crash while saving, a copy stopped half-way) has none,
// and a changed one no longer matches it: both are refused rather than checked as if whole.
class HistoryTrailer
{
public:
    // A line as written or read, its newline included.
    void addLine(QByteArrayView line) { m_hash.addData(line); }
    void countEvent() { ++m_events; }
    qint64 events() const { return m_events; }

    // {"trailer":true,"events":N,"sha256":"..."} and a newline.
    QByteArray line() const;
    static bool isTrailer(const QJsonObject &object);
    // Whether a trailer read at `lineNumber` matches the lines added before it; the error says
    // which of its fields does not.
    Result<void> verify(const QJsonObject &trailer, qsizetype lineNumber) const;

private:
    QByteArray digest() const;

    QCryptographicHash m_hash{QCryptographicHash::Sha256};
    qint64 m_events = 0;
};
