#include "addressbookloader.h"

#include "addressbook.h"
#include "autocompletename.h"

#include <QIODevice>

AddressBookLoader::AddressBookLoader(AddressBook &book, int batchSize, int pipelineDepth)
    : m_book(book)
    , m_batchSize(qMax(1, batchSize))
    , m_pipelineDepth(qMax(1, pipelineDepth))
{}

AddressBookLoadReport AddressBookLoader::load(QIODevice &input)
{
    AddressBookLoadReport report;
    QList<QList<QByteArray>> batches;
    batches.reserve(m_pipelineDepth);
    qint64 bytesRead = 0;

    const auto flush = [&]() -> bool {
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
            m_progress(bytesRead, report);
        return true;
    };

    if (!input.isOpen() || !input.isReadable()) {
        report.error = RedisError(RedisError::Kind::InvalidArgument,
                                  QStringLiteral("the input is not open for reading"));
        return report;
    }
    while (!input.atEnd()) {
        QByteArray line = input.readLine();
        if (line.isEmpty()) { // even a blank line reads as "\n": nothing means end or failure
            if (input.atEnd())
                break;
            report.error =
                RedisError(RedisError::Kind::Io, QStringLiteral("reading stopped after line %1: %2")
                                                     .arg(report.lines)
                                                     .arg(input.errorString()));
            return report;
        }
        bytesRead += line.size();
        ++report.lines;
        if (report.lines == 1 && line.startsWith("\xef\xbb\xbf"))
            line.remove(0, 3); // the file's byte-order mark, not part of the first name
        if (line.endsWith('\n'))
            line.chop(1);
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty())
            continue;
        if (!AutocompleteName::validate(line)) {
            ++report.skipped;
            if (report.skippedLines.size() < MaxReportedLines)
                report.skippedLines << report.lines;
            continue;
        }
        if (batches.isEmpty() || batches.last().size() >= m_batchSize) {
            if (batches.size() == m_pipelineDepth && !flush())
                return report;
            batches.append(QList<QByteArray>());
            batches.last().reserve(m_batchSize);
        }
        batches.last() << line;
    }
    flush();
    return report;
}
