#include "addressbookloader.h"

#include "addressbook.h"
#include "addressbookfilereader.h"

#include <QIODevice>

AddressBookLoader::AddressBookLoader(AddressBook &book, int batchSize, int pipelineDepth)
    : m_book(book)
    , m_batchSize(qMax(1, batchSize))
    , m_pipelineDepth(qMax(1, pipelineDepth))
{}

AddressBookLoadReport AddressBookLoader::load(QIODevice &input)
{
    AddressBookLoadReport report;
    AddressBookFileReader reader(input);
    QList<QList<QByteArray>> batches;
    batches.reserve(m_pipelineDepth);

    const auto counted = [&] {
        report.lines = reader.lines();
        report.skipped = reader.skipped();
        report.skippedLines = reader.skippedLines();
    };
    const auto flush = [&]() -> bool {
        counted();
        if (batches.isEmpty())
            return true;
        const AddressBook::BatchesAdded stored = m_book.addBatches(batches);
        for (qint64 i = 0; i < stored.batchesStored; ++i)
            report.names += batches.at(i).size();
        report.added += stored.added;
        if (stored.error.isError()) {
            report.error = stored.error;
            return false;
        }
        batches.clear();
        if (m_progress)
            m_progress(reader.bytesRead(), report);
        return true;
    };

    while (std::optional<QByteArray> name = reader.next()) {
        if (batches.isEmpty() || batches.last().size() >= m_batchSize) {
            if (batches.size() == m_pipelineDepth && !flush())
                return report;
            batches.append(QList<QByteArray>());
            batches.last().reserve(m_batchSize);
        }
        batches.last() << *name;
    }
    if (reader.error().isError()) {
        // What was read before the failure is not stored: the load stops where reading did.
        counted();
        report.error = reader.error();
        return report;
    }
    flush();
    return report;
}
