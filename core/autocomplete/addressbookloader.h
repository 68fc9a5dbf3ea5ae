#pragma once

#include "addressbookfilereader.h"
#include "result.h"

#include <QByteArray>
#include <QList>

#include <functional>

class AddressBook;
class QIODevice;

struct AddressBookLoadReport
{
    qint64 lines = 0;           // lines read, blank ones included
    qint64 names = 0;           // valid names stored (in the batches the server took)
    qint64 added = 0;           // of which new to the book
    qint64 skipped = 0;         // invalid lines (not UTF-8, or holding U+0000)
    QList<qint64> skippedLines; // the first few of them, 1-based
    RedisError error; // a Redis or read error that stopped the load (the counts say what was
                      // stored before it)
};

// Loads one name per line (read by AddressBookFileReader: UTF-8, a byte-order mark at the start
// ignored; "\n" or "\r\n"; blank lines ignored) into an address book in pipelined batches:
// `batchSize` names per ZADD, `pipelineDepth` ZADDs per round trip. Invalid lines are skipped
// and reported, never silently dropped.
class AddressBookLoader
{
public:
    static constexpr int MaxReportedLines = AddressBookFileReader::MaxReportedLines;

    explicit AddressBookLoader(AddressBook &book, int batchSize = 1000, int pipelineDepth = 8);

    // Called after each round trip with the bytes read so far and the report so far.
    using Progress = std::function<void(qint64 bytesRead, const AddressBookLoadReport &)>;
    void setProgress(Progress progress) { m_progress = std::move(progress); }

    // Stops at the first Redis error, reported in the result.
    AddressBookLoadReport load(QIODevice &input);

private:
    AddressBook &m_book;
    int m_batchSize;
    int m_pipelineDepth;
    Progress m_progress;
};
