// AddressBookFileReader: any file reads to its end; every name it gives is a valid name (UTF-8,
// no U+0000, no line break), and the counts add up.
#include "addressbookfilereader.h"
#include "autocompletename.h"
#include "fuzzcheck.h"

#include <QBuffer>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QBuffer buffer;
    buffer.setData(reinterpret_cast<const char *>(data), qsizetype(size));
    buffer.open(QIODevice::ReadOnly);
    AddressBookFileReader reader(buffer);
    qint64 names = 0;
    while (const std::optional<QByteArray> name = reader.next()) {
        FUZZ_CHECK(AutocompleteName::validate(*name).ok());
        FUZZ_CHECK(!name->contains('\n'));
        ++names;
    }
    FUZZ_CHECK(!reader.error().isError());
    FUZZ_CHECK(reader.bytesRead() == qint64(size));
    FUZZ_CHECK(names + reader.skipped() <= reader.lines());
    FUZZ_CHECK(reader.skippedLines().size() ==
               std::min<qint64>(reader.skipped(), AddressBookFileReader::MaxReportedLines));
    return 0;
}
