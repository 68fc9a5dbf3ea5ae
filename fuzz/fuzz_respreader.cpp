// RespReader: the same bytes fed whole, byte by byte and in chunks cut where the input says give
// the same replies and the same error; every reply written back as RESP (RespWriter) reads back
// equal.
#include "fuzzcheck.h"
#include "respreader.h"
#include "respwriter.h"

#include <cstdint>

// Every seed is replayed as it is, the huge claims ("*2147483647", "$9223372036854775807") too:
// RespFrameCheck refuses them before anything is allocated (docs/limits.md).

namespace {
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
