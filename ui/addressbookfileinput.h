#pragma once

#include <QByteArray>
#include <QIODevice>

#include <functional>

class QFile;

// A text file read for an address book load, one name per line, that can be cancelled: it hands
// out whole lines only (a line is held back until its newline, or the file's end, has been
// read), and once cancelled it reports its end. So a cancelled load stops at a line boundary:
// no name is stored cut short, and the loader's counts are exactly what was stored.
class AddressBookFileInput : public QIODevice
{
public:
    static constexpr qint64 ChunkBytes = 64 * 1024;

    AddressBookFileInput(QFile &file, std::function<bool()> cancelled);

    bool isSequential() const override { return true; }
    bool atEnd() const override;
    qint64 bytesAvailable() const override;

protected:
    qint64 readData(char *data, qint64 maxSize) override;
    qint64 writeData(const char *, qint64) override { return -1; }

private:
    bool stopped() const;
    // Reads from the file until `m_pending` holds a whole line or the file ends; false on a
    // read error.
    bool fill();

    QFile &m_file;
    std::function<bool()> m_cancelled;
    QByteArray m_pending; // read from the file, not handed out yet
};
