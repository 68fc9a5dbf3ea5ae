#include "addressbookfileinput.h"

#include <QFile>

#include <cstring>

AddressBookFileInput::AddressBookFileInput(QFile &file, std::function<bool()> cancelled)
    : m_file(file)
    , m_cancelled(std::move(cancelled))
{}

bool AddressBookFileInput::stopped() const
{
    return m_cancelled() || (pendingSize() == 0 && m_file.atEnd());
}

bool AddressBookFileInput::atEnd() const
{
    return QIODevice::bytesAvailable() == 0 && stopped();
}

qint64 AddressBookFileInput::bytesAvailable() const
{
    return QIODevice::bytesAvailable() +
           (m_cancelled() ? 0 : pendingSize() + m_file.bytesAvailable());
}

bool AddressBookFileInput::fill()
{
    while (!m_cancelled()) {
        if (m_pending.indexOf('\n', m_scanned) >= 0)
            return true;
        m_scanned = m_pending.size();
        if (m_dropping || pendingSize() >= MaxLineBytes) {
            // Not a name: forget what was read of it, keep looking for its end.
            if (!m_dropping)
                ++m_droppedLines;
            m_dropping = true;
            m_pending.clear();
            m_readPos = m_scanned = 0;
        } else if (m_readPos > 0) {
            m_pending.remove(0, m_readPos); // once per chunk, not once per piece handed out
            m_scanned -= m_readPos;
            m_readPos = 0;
        }
        if (m_file.atEnd())
            return true;
        const QByteArray chunk = m_file.read(ChunkBytes);
        if (chunk.isEmpty())
            return m_file.atEnd(); // else a read error
        m_pending += chunk;
    }
    return true;
}

qint64 AddressBookFileInput::readData(char *data, qint64 maxSize)
{
    // What QIODevice buffered was handed out whole-line: once cancelled, nothing more.
    if (m_cancelled())
        return 0;
    if (!fill()) {
        setErrorString(m_file.errorString());
        return -1;
    }
    if (m_cancelled() || maxSize <= 0)
        return 0;
    if (m_dropping) {
        // The end of the dropped line (or of the file): an empty line stands in for it.
        const qsizetype newline = m_pending.indexOf('\n', m_readPos);
        if (newline < 0 && !m_file.atEnd())
            return 0;
        m_readPos = newline < 0 ? m_pending.size() : newline + 1;
        m_scanned = m_readPos;
        m_dropping = false;
        data[0] = '\n';
        return 1;
    }
    // Whole lines that fit; a line longer than maxSize goes out in pieces once it has been read
    // whole (fill() found its newline), or at the file's end.
    const qint64 available = std::min<qint64>(pendingSize(), maxSize);
    if (available <= 0)
        return 0;
    qint64 n = available;
    const bool lastOfFile = m_file.atEnd() && available == pendingSize();
    if (!lastOfFile) {
        const qsizetype newline = m_pending.lastIndexOf('\n', m_readPos + available - 1);
        if (newline >= m_readPos)
            n = newline + 1 - m_readPos;
    }
    std::memcpy(data, m_pending.constData() + m_readPos, size_t(n));
    m_readPos += n;
    if (m_scanned < m_readPos)
        m_scanned = m_readPos;
    return n;
}
