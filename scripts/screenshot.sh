#!/usr/bin/env bash
# The README's screenshot tour: builds, starts CoordScope under Xvfb on its sandbox, loads every
# view's demo data and writes one PNG per tab into docs/screenshots/ (or the directory given),
# then runs each playground scenario's first case and writes playground-NN-<scenario>.png once
# its final verdict shows (docs/playground.md). The scenarios add about 40 s.
#
#   scripts/screenshot.sh [DIR]            at the window's default size (1400x900)
#   SIZE=1024x700 scripts/screenshot.sh DIR  at another size
#   DARK=1 scripts/screenshot.sh DIR        with a dark palette (coordscope --dark); the README
#                                          shows its Locks tab and a scenario as dark-*.png
#   LANGUAGE=zh_CN scripts/screenshot.sh DIR in Simplified Chinese (zh_TW: Traditional): the
#                                          tour's settings are new, so the system's language
#                                          applies (docs/screenshots/zh_CN-*.png, renamed)
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=${1:-docs/screenshots}
BUILD_DIR=${BUILD_DIR:-build}

scripts/dev.sh build
# A settings directory of its own: the tour starts from defaults, and leaves the user's alone.
CONFIG=$(mktemp -d)
trap 'rm -rf "$CONFIG"' EXIT
XDG_CONFIG_HOME=$CONFIG xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$BUILD_DIR/app/coordscope" --tour "$OUT" ${SIZE:+--size "$SIZE"} ${DARK:+--dark}
