#include "addressbookfileinput.h"

#include <QFile>

#include <cstring>

AddressBookFileInput::AddressBookFileInput(QFile &file, std::function<bool()> cancelled)
    : m_file(file)
    , m_cancelled(std::move(cancelled))
{}

bool AddressBookFileInput::stopped() const
{
    return m_cancelled() || (m_pending.isEmpty() && m_file.atEnd());
}

bool AddressBookFileInput::atEnd() const
{
    return QIODevice::bytesAvailable() == 0 && stopped();
}

qint64 AddressBookFileInput::bytesAvailable() const
{
    return QIODevice::bytesAvailable() +
           (m_cancelled() ? 0 : m_pending.size() + m_file.bytesAvailable());
}

bool AddressBookFileInput::fill()
{
    while (!m_pending.contains('\n') && !m_file.atEnd()) {
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
    // Whole lines that fit; a line longer than maxSize goes out in pieces (the loader rejects
    // it whole or not, as it would without a cancel).
    const qint64 available = std::min<qint64>(m_pending.size(), maxSize);
    if (available <= 0)
        return 0;
    qint64 n = available;
    if (!(m_file.atEnd() && available == m_pending.size())) {
        const qsizetype newline = m_pending.lastIndexOf('\n', available - 1);
        if (newline >= 0)
            n = newline + 1;
    }
    std::memcpy(data, m_pending.constData(), size_t(n));
    m_pending.remove(0, n);
    return n;
}
