#!/usr/bin/env bash
# scripts/check-deps.sh against this build directory: it names a package the list lost, and it
# refuses what it cannot check. (That the real list passes, scripts/dev.sh test checks itself.)
#
#   tests/scripts/tst_checkdeps.sh BUILD_DIR
set -uo pipefail
BUILD_DIR=${1:?usage: tst_checkdeps.sh BUILD_DIR}
SRC_DIR=$(cd "$(dirname "$0")/../.." && pwd)
CHECK=$SRC_DIR/scripts/check-deps.sh
LIST=$SRC_DIR/scripts/debian-packages.txt
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
failures=0

expect() { # expect NAME STATUS PATTERN -- COMMAND...: the status, and a line matching PATTERN
    local name=$1 status=$2 pattern=$3
    shift 4
    "$@" >"$WORK/out" 2>&1
    local got=$?
    if [ "$got" -ne "$status" ] || ! grep -q -E -- "$pattern" "$WORK/out"; then
        echo "FAIL $name: exit $got (expected $status), output:"
        sed 's/^/    /' "$WORK/out"
        echo "    expected a line matching: $pattern"
        failures=$((failures + 1))
    else
        echo "PASS $name"
    fi
}

# The mistake of issue 16: qt6-charts-dev loads Qt6OpenGLConfig.cmake, from a package that only a
# Recommends of qt6-base-dev names. Installed here, but missing from the list: a fresh machine fails.
grep -v '^libqt6opengl6-dev\b' "$LIST" >"$WORK/without-opengl.txt"
expect namesTheLostPackageAndItsFile 1 \
    '^check-deps: missing package libqt6opengl6-dev: /usr/lib/[^ ]*/Qt6OpenGLConfig\.cmake \(read by the configure step\)' \
    -- "$CHECK" --configure-only --packages "$WORK/without-opengl.txt" "$BUILD_DIR"

# A program a test runs (ctest's packaging_desktop_file_valid) must come from the list too.
grep -v '^desktop-file-utils\b' "$LIST" >"$WORK/without-desktop-file-utils.txt"
expect namesTheLostProgramPackage 1 '^check-deps: missing package desktop-file-utils: /usr/bin/desktop-file-validate \(program' \
    -- "$CHECK" --configure-only --packages "$WORK/without-desktop-file-utils.txt" "$BUILD_DIR"

# Each link on the way counts: /usr/bin/c++ is an alternative pointing at package g++'s
# /usr/bin/g++; a list with only g++-12 has a compiler on this machine and none on a fresh one.
# (The program c++ is checked by name in every tree; the test tree compiles with clang.)
sed 's/^g++ /g++-12 /' "$LIST" >"$WORK/gxx12.txt"
expect namesAPackageOnTheWayToTheCompiler 1 '^check-deps: missing package g\+\+: /usr/bin/c\+\+ ' \
    -- "$CHECK" --configure-only --packages "$WORK/gxx12.txt" "$BUILD_DIR"

# The compiler this tree was configured with comes from the list.
COMPILER=$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$BUILD_DIR/CMakeCache.txt")
COMPILER_PACKAGE=$(dpkg-query -S "$(readlink -f "$COMPILER")" | sed 's/[:,].*//')
if grep -q "^$COMPILER_PACKAGE\b" "$LIST"; then
    grep -v "^$COMPILER_PACKAGE\b" "$LIST" >"$WORK/without-compiler.txt"
    expect namesTheCompilersPackage 1 "^check-deps: missing package $COMPILER_PACKAGE: " \
        -- "$CHECK" --configure-only --packages "$WORK/without-compiler.txt" "$BUILD_DIR"
elif [ "$COMPILER_PACKAGE" != g++-12 ]; then # g++'s case is the test above
    echo "FAIL namesTheCompilersPackage: $COMPILER ($COMPILER_PACKAGE) is not in $LIST"
    failures=$((failures + 1))
fi

# A checkout reached through a symbolic link is the same checkout (CMake records real paths).
ln -s "$SRC_DIR" "$WORK/checkout"
expect passesThroughALinkedCheckout 0 '^check-deps: [0-9]+ files and programs used' \
    -- "$WORK/checkout/scripts/check-deps.sh" "$BUILD_DIR"

# A program found first on PATH from no package at all (a hand-built redis-server in
# /usr/local/bin, say) is named as such.
mkdir "$WORK/bin" && printf '#!/bin/sh\n' >"$WORK/bin/openssl" && chmod +x "$WORK/bin/openssl"
expect namesAProgramFromNoPackage 1 "^check-deps: $WORK/bin/openssl \\(program openssl\\) is not from any Debian package" \
    -- env PATH="$WORK/bin:$PATH" "$CHECK" --configure-only "$BUILD_DIR"

printf 'qt6-base-dev\nno-such-package-coordscope\n' >"$WORK/unknown.txt"
expect refusesAnUnknownPackage 2 'no-such-package-coordscope' \
    -- "$CHECK" --configure-only --packages "$WORK/unknown.txt" "$BUILD_DIR"

expect refusesADirectoryNotConfigured 2 'not a configured Ninja build directory' \
    -- "$CHECK" --configure-only "$WORK"

expect refusesAMissingList 2 'no package list' \
    -- "$CHECK" --configure-only --packages "$WORK/none.txt" "$BUILD_DIR"

[ $failures -eq 0 ] && echo "all passed" || echo "$failures failed"
exit $((failures > 0))
