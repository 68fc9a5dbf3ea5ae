#include "addressbookfilereader.h"

#include "autocompletename.h"

#include <QIODevice>

AddressBookFileReader::AddressBookFileReader(QIODevice &input)
    : m_input(input)
{
    if (!input.isOpen() || !input.isReadable())
        m_error = RedisError(RedisError::Kind::InvalidArgument,
                             QStringLiteral("the input is not open for reading"));
}

void AddressBookFileReader::skip()
{
    ++m_skipped;
    if (m_skippedLines.size() < MaxReportedLines)
        m_skippedLines << m_lines;
}

std::optional<QByteArray> AddressBookFileReader::next()
{
    while (!m_error.isError() && !m_input.atEnd()) {
        // A line longer than any name is read in bounded pieces and skipped: a 100 MB line is
        // never held whole.
        constexpr qint64 Limit = AutocompleteName::MaxBytes + 6; // a BOM, CR LF, and one more
        QByteArray line = m_input.readLine(Limit);
        if (line.isEmpty()) { // even a blank line reads as "\n": nothing means end or failure
            if (m_input.atEnd())
                break;
            m_error =
                RedisError(RedisError::Kind::Io, QStringLiteral("reading stopped after line %1: %2")
                                                     .arg(m_lines)
                                                     .arg(m_input.errorString()));
            break;
        }
        m_bytesRead += line.size();
        ++m_lines;
        if (!line.endsWith('\n') && !m_input.atEnd()) { // cut at Limit: longer than a name
            while (!m_input.atEnd()) {
                const QByteArray piece = m_input.readLine(64 * 1024);
                m_bytesRead += piece.size();
                if (piece.isEmpty() || piece.endsWith('\n'))
                    break;
            }
            skip();
            continue;
        }
        if (m_lines == 1 && line.startsWith("\xef\xbb\xbf"))
            line.remove(0, 3); // the file's byte-order mark, not part of the first name
        if (line.endsWith('\n'))
            line.chop(1);
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.isEmpty())
            continue;
        if (!AutocompleteName::validate(line)) {
            skip();
            continue;
        }
        return line;
    }
    return std::nullopt;
}
