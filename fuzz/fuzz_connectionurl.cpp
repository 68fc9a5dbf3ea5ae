// ConnectionOptions::fromUrl: any text is parsed or refused without a crash, and options parsed
// from a URL give a URL (toUrl, with the password) that parses back to equal options.
#include "connectionoptions.h"
#include "fuzzcheck.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString url = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const Result<ConnectionOptions> options = ConnectionOptions::fromUrl(url);
    if (!options) {
        FUZZ_CHECK(!options.error().message().isEmpty());
        return 0;
    }
    (void)options->endpoint();
    const QString again = options->toUrl(true);
    const Result<ConnectionOptions> back = ConnectionOptions::fromUrl(again);
    FUZZ_CHECK(back.ok());
    FUZZ_CHECK(*back == *options);
    FUZZ_CHECK(back->toUrl(true) == again);
    return 0;
}
