#pragma once

#include <QByteArray>
#include <QIODevice>

#include <functional>

class QFile;

// A text file read for an address book load, one name per line, that can be cancelled: it hands
// out whole lines only (a line is held back until its newline, or the file's end, has been
// read), and once cancelled it reports its end. So a cancelled load stops at a line boundary:
// no name is stored cut short, and the loader's counts are exactly what was stored. A line
// longer than MaxLineBytes is no name: it is dropped (an empty line stands in for it, which the
// loader skips), so memory stays bounded whatever the file (a binary file, CR-only endings).
class AddressBookFileInput : public QIODevice
{
public:
    static constexpr qint64 ChunkBytes = 64 * 1024;
    static constexpr qint64 MaxLineBytes = 1024 * 1024;

    AddressBookFileInput(QFile &file, std::function<bool()> cancelled);

    bool isSequential() const override { return true; }
    bool atEnd() const override;
    qint64 bytesAvailable() const override;
    // Lines dropped for being longer than MaxLineBytes.
    qint64 droppedLines() const { return m_droppedLines; }

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    bool stopped() const;
    qint64 pendingSize() const { return m_pending.size() - m_readPos; }
    // Reads from the file until the pending bytes hold a whole line, the file ends or the load
    // is cancelled; false on a read error. Each byte is searched for a newline once.
    bool fill();

    QFile &m_file;
    std::function<bool()> m_cancelled;
    QByteArray m_pending; // read from the file; handed out up to m_readPos
    qsizetype m_readPos = 0;
    qsizetype m_scanned = 0; // m_pending has no newline in [m_readPos, m_scanned)
    bool m_dropping = false; // inside a line longer than MaxLineBytes
    qint64 m_droppedLines = 0;
};
