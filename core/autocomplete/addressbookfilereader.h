#pragma once

#include "result.h"

#include <QByteArray>
#include <QList>

#include <optional>

class QIODevice;

// Reads an address-book file one name per line: UTF-8, a byte-order mark at the start ignored,
// "\n" or "\r\n", blank lines ignored. Invalid lines (not UTF-8, holding U+0000, or longer than
// AutocompleteName::MaxBytes, which are read in bounded pieces) are counted and skipped, never
// returned. No Redis here: AddressBookLoader stores what this reads.
class AddressBookFileReader
{
public:
    static constexpr int MaxReportedLines = 10;

    explicit AddressBookFileReader(QIODevice &input);

    // The next valid name; nullopt at the end of the input or when reading fails (error()).
    std::optional<QByteArray> next();

    qint64 lines() const { return m_lines; } // lines read, blank ones included
    qint64 bytesRead() const { return m_bytesRead; }
    qint64 skipped() const { return m_skipped; }
    const QList<qint64> &skippedLines() const { return m_skippedLines; } // the first few, 1-based
    // Not open for reading, or a read that failed; no error at a clean end.
    const RedisError &error() const { return m_error; }

private:
    void skip(); // the current line: counted, and its number kept among the first few

    QIODevice &m_input;
    qint64 m_lines = 0;
    qint64 m_bytesRead = 0;
    qint64 m_skipped = 0;
    QList<qint64> m_skippedLines;
    RedisError m_error;
};
