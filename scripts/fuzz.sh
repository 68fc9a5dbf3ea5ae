#!/usr/bin/env bash
# Runs fuzz/'s libFuzzer harnesses (docs/fuzzing.md): configures a clang build in build-fuzz
# (-DCOORDSCOPE_FUZZ=ON: -fsanitize=fuzzer,address,undefined), builds the fuzzers, runs each for
# SECONDS (default 60) on a scratch copy of its corpus, then merges what grew the coverage into
# fuzz/corpus/<name>/ (-merge=1 keeps a minimal set). A crash leaves its input in
# build-fuzz/fuzz/findings/<name>/ and the script goes on with the next fuzzer.
#
#   scripts/fuzz.sh [SECONDS] [NAME...]     e.g. scripts/fuzz.sh 300 respreader
#
# FUZZ_FLAGS adds libFuzzer options, e.g. FUZZ_FLAGS="-fork=2 -ignore_crashes=1" to go on past
# the first crash and collect them all.
#
# Needs clang-14 and libclang-rt-14-dev (Debian bookworm), which the normal build does not:
#   sudo apt-get install --no-install-recommends clang-14 libclang-rt-14-dev
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_EACH=${1:-60}
shift || true
NAMES=("$@")
if [ ${#NAMES[@]} -eq 0 ]; then
    NAMES=(respreader connectionurl playgroundhistory layoutclassifier addressbookfile)
fi
BUILD_DIR=${FUZZ_BUILD_DIR:-build-fuzz}
JOBS=${JOBS:-2}
MAX_LEN=${FUZZ_MAX_LEN:-4096} # keeps the committed inputs small

CC=${CC:-clang-14} CXX=${CXX:-clang++-14} cmake -S . -B "$BUILD_DIR" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" \
    -DCOORDSCOPE_FUZZ=ON -DCOORDSCOPE_BUILD_TESTS=OFF -DCOORDSCOPE_BUILD_BENCH=OFF \
    >/dev/null
nice -n 10 cmake --build "$BUILD_DIR" -j"$JOBS" --target "${NAMES[@]/#/fuzz_}"

status=0
for name in "${NAMES[@]}"; do
    corpus=fuzz/corpus/$name
    scratch=$BUILD_DIR/fuzz/scratch/$name
    findings=$BUILD_DIR/fuzz/findings/$name
    mkdir -p "$scratch" "$findings"
    echo "== fuzz_$name for ${SECONDS_EACH}s"
    if ! nice -n 10 "$BUILD_DIR/fuzz/fuzz_$name" "$scratch" "$corpus" -max_total_time="$SECONDS_EACH" \
        -max_len="$MAX_LEN" -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
        -artifact_prefix="$findings/" ${FUZZ_FLAGS:-} 2>"$BUILD_DIR/fuzz/$name.log"; then
        echo "   fuzz_$name stopped on a finding: $(ls "$findings" | tail -1) (log: $BUILD_DIR/fuzz/$name.log)"
        status=1
    fi
    # The named seeds stay; the inputs fuzzing found (named by their SHA-1) are replaced by a
    # minimal set that covers what the seeds, they and this run's finds cover.
    minimal=$BUILD_DIR/fuzz/minimal/$name
    rm -rf "$minimal" && mkdir -p "$minimal"
    nice -n 10 "$BUILD_DIR/fuzz/fuzz_$name" -merge=1 -max_len="$MAX_LEN" \
        -artifact_prefix="$findings/" "$minimal" "$corpus" "$scratch" \
        2>>"$BUILD_DIR/fuzz/$name.log" || true
    if [ -n "$(ls "$minimal")" ]; then
        find "$corpus" -maxdepth 1 -type f -regextype posix-extended -regex '.*/[0-9a-f]{40}' -delete
        for f in "$minimal"/*; do # unless a named seed holds the same bytes
            [ -n "$(find "$corpus" -maxdepth 1 -type f -size "$(stat -c %s "$f")c" \
                -exec cmp -s "$f" {} \; -print -quit)" ] || cp "$f" "$corpus/"
        done
    fi
    echo "   corpus: $(ls "$corpus" | wc -l) inputs, $(du -sb "$corpus" | cut -f1) bytes"
done
exit $status
