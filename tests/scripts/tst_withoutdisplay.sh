#!/usr/bin/env bash
# tst_withoutdisplay.sh EXPECTED PROGRAM ARGS...: PROGRAM ARGS, run with no display (DISPLAY,
# WAYLAND_DISPLAY and QT_QPA_PLATFORM unset), exits 0 and prints EXPECTED. For `coordscope
# --help` and `--version` (issue 23: they aborted on "could not connect to display").
set -uo pipefail
expected=$1
shift
output=$(env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM "$@" 2>&1)
status=$?
if [ "$status" -ne 0 ]; then
    printf '%s\n' "$output"
    echo "FAIL $* exited with status $status"
    exit 1
fi
if ! grep -qF -- "$expected" <<<"$output"; then
    printf '%s\n' "$output"
    echo "FAIL $* does not print \"$expected\""
    exit 1
fi
echo "PASS $* exits 0 and prints \"$expected\" without a display"
