#!/usr/bin/env bash
# CoordScope on a fresh Debian bookworm machine: install the dependencies (Debian packages only),
# build, then start the GUI on the sandbox or run every test.
#
#   scripts/dev.sh run [coordscope options]   install, build the programs, start the GUI on the sandbox
#   scripts/dev.sh test                       install, build, run every test (under ASan/UBSan)
#   scripts/dev.sh build                      install and build everything (build/, g++)
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
        # NodeSource's nodejs (a developer's machine, not CI's plain bookworm) bundles npm and
        # Conflicts: npm, so Debian's npm cannot be installed next to it: any npm on PATH will do.
        if [ "$p" = npm ] && command -v npm >/dev/null; then
            continue
        fi
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
    # 9.4 s) and the GUI and the tests do not need more; coordscope-bench builds its own sources
    # with -O2 (the core it links stays -O1: no measurable difference, docs/PERFORMANCE.md).
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DCMAKE_CXX_FLAGS_DEBUG="-g1" "$@" >/dev/null
}

build() { # build DIR [cmake args...]
    configure "$@"
    cmake --build "$1" -j "$JOBS"
}

# The programs `run` starts and the test command checks still build with g++.
PROGRAMS=(coordscope coordscope-cli)

# The test tree: clang with AddressSanitizer + UBSan, at -O0 (the sanitizers at -O2 compile 3-4x
# slower, and the tests wait on Redis). clang compiles it in about half g++'s time (docs/
# ARCHITECTURE.md, "Build time"), and one sanitized tree running every test replaced a normal and
# a sanitized tree that both ran them (CI's 30 minutes).
configure_sanitized() { # configure_sanitized DIR
    # A tree configured with another compiler (an older dev.sh) starts over.
    if [ -f "$1/CMakeCache.txt" ] && ! grep -q '^CMAKE_CXX_COMPILER:[A-Z]*=.*clang++-14$' "$1/CMakeCache.txt"; then
        rm -rf "$1"
    fi
    # binutils' ar and ranlib: CMake would take llvm-ar-14 from llvm-14, a package more to install.
    CC=clang-14 CXX=clang++-14 configure "$1" -DCMAKE_BUILD_TYPE=Debug -DCOORDSCOPE_SANITIZE=ON \
        -DCMAKE_AR=/usr/bin/ar -DCMAKE_RANLIB=/usr/bin/ranlib
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
    configure "$BUILD_DIR"
    cmake --build "$BUILD_DIR" -j "$JOBS" --target "${PROGRAMS[@]}"
    if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
        echo "== no display: starting under Xvfb (xvfb-run)"
        exec xvfb-run -a -s "-screen 0 1600x1000x24" "$BUILD_DIR/app/coordscope" "$@"
    fi
    exec "$BUILD_DIR/app/coordscope" "$@"
    ;;
test)
    install_deps
    echo "== build with clang, AddressSanitizer and UBSan ($ASAN_BUILD_DIR)"
    configure_sanitized "$ASAN_BUILD_DIR"
    # Before the long build: does the list bring in every file the configure step used? After
    # it, once more with the headers and the libraries the build used.
    scripts/check-deps.sh "$ASAN_BUILD_DIR"
    cmake --build "$ASAN_BUILD_DIR" -j "$JOBS"
    scripts/check-deps.sh "$ASAN_BUILD_DIR"
    # The tests mostly wait on Redis and timers: the programs build with g++ meanwhile, at a
    # lower priority so that the tests keep the CPU they ask for.
    echo "== build ${PROGRAMS[*]} with g++ ($BUILD_DIR, as 'dev.sh run' does) while the tests run"
    configure "$BUILD_DIR"
    nice -n 10 cmake --build "$BUILD_DIR" -j "$JOBS" --target "${PROGRAMS[@]}" \
        >"$BUILD_DIR/build.log" 2>&1 &
    programs_build=$!
    echo "== run every test ($ASAN_BUILD_DIR)"
    tests_rc=0
    run_tests "$ASAN_BUILD_DIR" || tests_rc=$?
    programs_rc=0
    wait "$programs_build" || programs_rc=$?
    if [ "$programs_rc" -ne 0 ]; then
        tail -n 60 "$BUILD_DIR/build.log"
        echo "== the g++ build of ${PROGRAMS[*]} failed (whole log: $BUILD_DIR/build.log)"
        exit "$programs_rc"
    fi
    scripts/check-deps.sh "$BUILD_DIR"
    exit "$tests_rc"
    ;;
*)
    sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
    ;;
esac
