#!/usr/bin/env bash
# The layout rule of ui/ (docs/ARCHITECTURE.md): a tab's folder includes the shared folders and
# core, never another tab's folder; the shared folders include only those below them
# (session < widgets < monitor < kindview); only the files at the top of ui/ see every folder.
#
#   tests/scripts/tst_uilayout.sh [UI_DIR]       (UI_DIR defaults to this checkout's ui/)
#
# Without UI_DIR it also checks that it catches a breach: a copy of ui/ where the Semaphores tab
# includes the Locks tab's view must fail.
set -uo pipefail
SELF=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
if [ $# -eq 0 ]; then
    UI=$(cd "$(dirname "$0")/../.." && pwd)/ui
    "$SELF" "$UI" || exit 1
    COPY=$(mktemp -d)
    trap 'rm -rf "$COPY"' EXIT
    cp -r "$UI" "$COPY/ui"
    sed -i '0,/^#include "/s//#include "locksview.h"\n#include "/' "$COPY/ui/semaphores/semaphoresview.cpp"
    if out=$("$SELF" "$COPY/ui") || ! grep -q 'semaphoresview.cpp includes locksview.h from ui/locks/' <<<"$out"; then
        echo "FAIL a sideways include (semaphores -> locks) was not caught:"
        echo "$out"
        exit 1
    fi
    echo "PASS a sideways include (semaphores -> locks) is caught"
    exit 0
fi
UI_DIR=$1
cd "$UI_DIR" || exit 2

rank() { # the shared folders in order; every other folder is a tab
    case $1 in
    session) echo 0 ;;
    widgets) echo 1 ;;
    monitor) echo 2 ;;
    kindview) echo 3 ;;
    .) echo 9 ;;
    *) echo 4 ;;
    esac
}

declare -A folder_of
while read -r header; do
    name=${header##*/}
    dir=${header%/*}
    if [ -n "${folder_of[$name]:-}" ]; then
        echo "FAIL two headers named $name: ${folder_of[$name]}/$name and $dir/$name (includes are by name)"
        exit 1
    fi
    folder_of[$name]=$dir
done < <(find . -name '*.h' | sed 's#^\./##; s#^\([^/]*\)$#./\1#')

failures=0
checked=0
while read -r file; do
    dir=${file%/*}
    [ "$dir" = "$file" ] && dir=.
    from=$(rank "$dir")
    while read -r name; do
        to_dir=${folder_of[$name]:-}
        [ -z "$to_dir" ] || [ "$to_dir" = "$dir" ] && continue
        checked=$((checked + 1))
        to=$(rank "$to_dir")
        if [ "$from" -ne 9 ] && { [ "$to" -ge "$from" ] || [ "$to" -eq 9 ]; }; then
            echo "FAIL ui/$file includes $name from ui/$to_dir/: a folder includes only the shared folders below it"
            failures=$((failures + 1))
        fi
    done < <(sed -n 's/^#include "\([^"]*\.h\)".*/\1/p' "$file")
done < <(find . -name '*.cpp' -o -name '*.h' | sed 's#^\./##')

# The rule must have something to judge: the tabs do include the shared folders.
if [ "$checked" -lt 50 ]; then
    echo "FAIL only $checked includes across folders found in $UI_DIR: is this ui/?"
    exit 1
fi
[ $failures -eq 0 ] && echo "PASS $checked includes across folders, none sideways or up"
exit $((failures > 0))
