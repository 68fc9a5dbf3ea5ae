// The fuzz harnesses' main() in the normal build: `coordscope-fuzzreplay NAME DIR...` runs every
// file of the directories (a harness's corpus) through harness NAME once, so that ctest replays
// the corpora without clang or libFuzzer. A failed property aborts, which fails the test. Each
// harness's LLVMFuzzerTestOneInput is compiled here as coordscope_fuzz_<name>
// (fuzz/CMakeLists.txt), so that one program holds them all.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#define X(name) extern "C" int coordscope_fuzz_##name(const uint8_t *data, size_t size);
#include "fuzzharnesses.inc"
#undef X

namespace {
struct Harness
{
    const char *name;
    int (*run)(const uint8_t *data, size_t size);
};

const Harness harnesses[] = {
#define X(name) {#name, &coordscope_fuzz_##name},
#include "fuzzharnesses.inc"
#undef X
};
} // namespace

int main(int argc, char **argv)
{
    namespace fs = std::filesystem;
    const Harness *harness = nullptr;
    for (const Harness &h : harnesses)
        if (argc > 1 && std::strcmp(argv[1], h.name) == 0)
            harness = &h;
    if (!harness || argc < 3) {
        std::fprintf(stderr, "usage: %s HARNESS CORPUS_DIR...; harnesses:", argv[0]);
        for (const Harness &h : harnesses)
            std::fprintf(stderr, " %s", h.name);
        std::fprintf(stderr, "\n");
        return 2;
    }
    int files = 0;
    for (int i = 2; i < argc; ++i) {
        std::vector<fs::path> paths;
        for (const fs::directory_entry &entry : fs::directory_iterator(argv[i]))
            if (entry.is_regular_file())
                paths.push_back(entry.path());
        if (paths.empty()) {
            std::fprintf(stderr, "no inputs in %s\n", argv[i]);
            return 1;
        }
        for (const fs::path &path : paths) {
            std::ifstream in(path, std::ios::binary);
            const std::string bytes{std::istreambuf_iterator<char>(in),
                                    std::istreambuf_iterator<char>()};
            harness->run(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size());
            ++files;
        }
    }
    std::printf("%s: replayed %d inputs\n", harness->name, files);
    return 0;
}
