// RespReader: the same bytes fed whole, byte by byte and in chunks cut where the input says give
// the same replies and the same error; every reply written back as RESP (RespWriter) reads back
// equal.
#include "fuzzcheck.h"
#include "respreader.h"
#include "respwriter.h"

#include <cstdint>

// RespReader does not cap yet what a reply may claim: "*2147483647\r\n" makes hiredis allocate
// gigabytes. Until the caps land (another change to respreader.cpp), inputs claiming more than
// this many elements or bytes are skipped; remove COORDSCOPE_FUZZ_SKIP_HUGE_CLAIMS then, and the
// corpus's seeds of that kind are replayed for real.
#define COORDSCOPE_FUZZ_SKIP_HUGE_CLAIMS 1

namespace {
#if COORDSCOPE_FUZZ_SKIP_HUGE_CLAIMS
constexpr long long HugeClaim = 1'000'000;

// Any "*N" or "$N" (hiredis also takes "+N") anywhere with N above HugeClaim, wherever it is.
bool claimsTooMuch(const uint8_t *data, size_t size)
{
    for (size_t i = 0; i < size; ++i) {
        if (data[i] != '*' && data[i] != '$')
            continue;
        size_t j = i + 1;
        if (j < size && (data[j] == '+' || data[j] == '-'))
            ++j;
        long long n = 0;
        for (; j < size && data[j] >= '0' && data[j] <= '9' && n <= HugeClaim; ++j)
            n = n * 10 + (data[j] - '0');
        if (n > HugeClaim)
            return true;
    }
    return false;
}
#endif

struct Outcome
{
    QList<RedisReply> replies;
    QString error; // empty: the input ended (maybe inside a reply)

    bool operator==(const Outcome &other) const = default;
};

// Takes every complete reply out; false once the stream has failed.
bool drain(RespReader &reader, Outcome &outcome)
{
    for (;;) {
        Result<std::optional<RedisReply>> next = reader.next();
        if (!next) {
            outcome.error = next.error().message();
            return false;
        }
        if (!next->has_value())
            return true;
        outcome.replies.append(std::move(**next));
    }
}

template <typename Chunks>
Outcome read(const char *data, size_t size, Chunks nextChunk)
{
    RespReader reader;
    Outcome outcome;
    size_t at = 0;
    while (at < size) {
        const size_t chunk = std::min(size - at, nextChunk(at));
        reader.feed(data + at, qsizetype(chunk));
        at += chunk;
        if (!drain(reader, outcome))
            break;
    }
    return outcome;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size)
{
#if COORDSCOPE_FUZZ_SKIP_HUGE_CLAIMS
    if (claimsTooMuch(bytes, size))
        return 0;
#endif
    const auto *data = reinterpret_cast<const char *>(bytes);
    const Outcome whole = read(data, size, [size](size_t) { return size; });
    const Outcome byByte = read(data, size, [](size_t) { return size_t(1); });
    // Chunks of 1 to 16 bytes, their lengths read from the input itself.
    const Outcome chunked =
        read(data, size, [bytes](size_t at) { return size_t(bytes[at] % 16) + 1; });
    FUZZ_CHECK(byByte == whole);
    FUZZ_CHECK(chunked == whole);

    for (const RedisReply &reply : whole.replies) {
        RespReader again;
        again.feed(RespWriter::toBytes(reply));
        Result<std::optional<RedisReply>> back = again.next();
        FUZZ_CHECK(back.ok() && back->has_value());
        FUZZ_CHECK(**back == reply);
        Result<std::optional<RedisReply>> rest = again.next();
        FUZZ_CHECK(rest.ok() && !rest->has_value());
    }
    return 0;
}
