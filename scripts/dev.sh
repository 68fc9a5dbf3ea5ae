#!/usr/bin/env bash
# CoordScope on a fresh Debian bookworm machine: install the dependencies (Debian packages only),
# build, then start the GUI on the sandbox or run every test.
#
#   scripts/dev.sh run [coordscope options]   install, build, start the GUI on the sandbox
#   scripts/dev.sh test                       install, build, run every test (also under ASan/UBSan)
#   scripts/dev.sh build                      install and build only
#   scripts/dev.sh deps                       install the dependencies only
set -euo pipefail
cd "$(dirname "$0")/.."

# scripts/debian-packages.txt says why each package is there; scripts/check-deps.sh proves the
# list brings in every file the build and the tests use.
mapfile -t PACKAGES < <(sed 's/#.*//' scripts/debian-packages.txt | tr -s ' \t' '\n\n' | sed '/^$/d')
JOBS=${JOBS:-2}
# Tests mostly wait on Redis and timers: one more than the cores keeps both busy.
TEST_JOBS=${TEST_JOBS:-3}
BUILD_DIR=${BUILD_DIR:-build}
ASAN_BUILD_DIR=${ASAN_BUILD_DIR:-build-asan}

as_root() {
    if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_deps() {
    local missing=()
    for p in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$p")
    done
    # check-deps asks apt what the list brings in: apt needs its package lists for that.
    if [ ${#missing[@]} -gt 0 ] || [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*Packages*' -print -quit)" ]; then
        as_root apt-get update -qq
    fi
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "== installing: ${missing[*]}"
    # redis-server is only a program here: never start the system service.
    as_root env DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 \
        apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

configure() { # configure DIR [cmake args...]
    local dir=$1
    shift
    # -g1 (line tables: backtraces and sanitizer reports keep file:line) compiles ~30% faster than -g.
    # -O1 compiles 12-32% faster than -O2 (a unity file of core 5.0 -> 3.9 s, a UI test 13.9 ->
    # 9.4 s) and the GUI and the tests do not need more; the benchmarks build with -O2 on their
    # own (docs/PERFORMANCE.md).
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DCMAKE_CXX_FLAGS_DEBUG="-g1" "$@" >/dev/null
}

build() { # build DIR [cmake args...]
    configure "$@"
    cmake --build "$1" -j "$JOBS"
}

run_tests() { # run_tests DIR
    ctest --test-dir "$1" --output-on-failure -j "$TEST_JOBS"
}

case "${1:-}" in
deps)
    install_deps
    ;;
build)
    install_deps
    build "$BUILD_DIR"
    ;;
run)
    shift
    install_deps
    build "$BUILD_DIR"
    if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
        echo "== no display: starting under Xvfb (xvfb-run)"
        exec xvfb-run -a -s "-screen 0 1600x1000x24" "$BUILD_DIR/app/coordscope" "$@"
    fi
    exec "$BUILD_DIR/app/coordscope" "$@"
    ;;
test)
    install_deps
    echo "== build and test ($BUILD_DIR)"
    configure "$BUILD_DIR"
    # Before the long build: does the list bring in every file the configure step used? After
    # it, once more with the headers and the libraries the build used.
    scripts/check-deps.sh "$BUILD_DIR"
    build "$BUILD_DIR"
    scripts/check-deps.sh "$BUILD_DIR"
    # The tests mostly wait on Redis and timers: the sanitizer build compiles meanwhile, at a
    # lower priority so that the tests keep the CPU they ask for (CI's 30 minutes).
    echo "== build with AddressSanitizer + UBSan ($ASAN_BUILD_DIR), while the tests run"
    # Debug (-O0): the sanitizers at -O2 compile 3-4x slower, and the tests wait on Redis.
    configure "$ASAN_BUILD_DIR" -DCMAKE_BUILD_TYPE=Debug -DCOORDSCOPE_SANITIZE=ON \
        -DCOORDSCOPE_BUILD_BENCH=OFF
    nice -n 10 cmake --build "$ASAN_BUILD_DIR" -j "$JOBS" >"$ASAN_BUILD_DIR/build.log" 2>&1 &
    asan_build=$!
    tests_rc=0
    run_tests "$BUILD_DIR" || tests_rc=$?
    asan_rc=0
    wait "$asan_build" || asan_rc=$?
    if [ "$asan_rc" -ne 0 ]; then
        tail -n 60 "$ASAN_BUILD_DIR/build.log"
        echo "== the sanitizer build failed (whole log: $ASAN_BUILD_DIR/build.log)"
        exit "$asan_rc"
    fi
    [ "$tests_rc" -eq 0 ] || exit "$tests_rc"
    echo "== test with AddressSanitizer + UBSan ($ASAN_BUILD_DIR)"
    scripts/check-deps.sh "$ASAN_BUILD_DIR"
    run_tests "$ASAN_BUILD_DIR"
    ;;
*)
    sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
