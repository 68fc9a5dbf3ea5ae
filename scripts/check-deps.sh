#!/usr/bin/env bash
# Fails when the build or the tests use a file from a Debian package that the install list
# (scripts/debian-packages.txt) does not bring in: such a build passes on a machine that happens
# to have the package and fails on a fresh one.
#
#   scripts/check-deps.sh [--packages FILE] [--list] [BUILD_DIR]   (BUILD_DIR defaults to build)
#
# --list also prints each file used, the package that owns it and why it is used.
#
# What it checks, in a configured Ninja build directory:
#   - every file the configure step read (CMake package configs and the modules they load: the
#     inputs of build.ninja's re-run rule), and every file outside the tree the build commands
#     name (compiler, moc, rcc, uic, libraries linked);
#   - the pkg-config .pc files of pkg_check_modules (and the modules they require);
#   - once the build ran: every header the compiler read (ninja -t deps) and every shared
#     library the built programs load (ldd);
#   - the programs the build, the tests and the scripts start (PROGRAMS below, and the commands
#     of the tests ctest runs).
# Each file is mapped to its package with dpkg-query -S. What the list brings in is what apt
# would install on a machine with only Debian's required packages: apt-get -s against an empty
# package status. Exit status: 0 all is well, 1 a package is missing, 2 the check could not run.
set -euo pipefail

# Programs started by the tests (QProcess, ctest), the benchmarks and the scripts, by name.
PROGRAMS=(
    cmake ctest ninja c++ pkg-config # the build
    redis-server redis-cli           # the sandbox, the tests' servers, tst_foreignserver
    redis-benchmark                  # bench/
    openssl                          # tests/support/testredis.cpp: TLS certificates
    sh                               # tst_clistructures
    xvfb-run Xvfb xauth              # dev.sh run, scripts/screenshot.sh
)

SRC_DIR=$(cd "$(dirname "$0")/.." && pwd)
PACKAGE_LIST=$SRC_DIR/scripts/debian-packages.txt
LIST=0
while [ $# -gt 0 ]; do
    case $1 in
    --packages)
        PACKAGE_LIST=${2:?--packages needs a file}
        shift 2
        ;;
    --list)
        LIST=1
        shift
        ;;
    -h | --help)
        sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'
        exit 0
        ;;
    -*)
        echo "check-deps: unknown option $1 (see --help)" >&2
        exit 2
        ;;
    *) break ;;
    esac
done
BUILD_DIR=${1:-build}
[ $# -le 1 ] || { echo "check-deps: one build directory only (see --help)" >&2; exit 2; }

fail_setup() {
    echo "check-deps: $*" >&2
    exit 2
}
[ -f "$PACKAGE_LIST" ] || fail_setup "no package list $PACKAGE_LIST"
[ -d "$BUILD_DIR" ] || fail_setup "no build directory $BUILD_DIR (configure first: scripts/dev.sh build)"
BUILD_DIR=$(cd "$BUILD_DIR" && pwd)
[ -f "$BUILD_DIR/build.ninja" ] ||
    fail_setup "$BUILD_DIR is not a configured Ninja build directory (cmake -G Ninja; scripts/dev.sh makes one)"

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

mapfile -t LISTED < <(sed 's/#.*//' "$PACKAGE_LIST" | tr -s ' \t' '\n\n' | sed '/^$/d')
[ ${#LISTED[@]} -gt 0 ] || fail_setup "$PACKAGE_LIST lists no package"

# --- What the build and the tests use: "path<TAB>who used it", one a line -----------------------
outside_tree() { # drop the source and build trees, keep existing regular files (or links to them)
    awk -v src="$SRC_DIR/" -v bld="$BUILD_DIR/" -F '\t' \
        'index($1, src) != 1 && index($1, bld) != 1 && $1 ~ /^\//' |
        while IFS=$'\t' read -r path why; do
            [ -f "$path" ] && printf '%s\t%s\n' "$path" "$why"
        done
}

{
    # The re-run rule's inputs are every file the configure step read; the build's own commands
    # name the compiler, the Qt tools and the libraries they link.
    grep '^build build.ninja: RERUN_CMAKE' "$BUILD_DIR/build.ninja" | grep -o '/[^ ]*' |
        sed 's/$/\tread by the configure step/'
    grep -v '^build build.ninja: RERUN_CMAKE' "$BUILD_DIR/build.ninja" "$BUILD_DIR/CMakeFiles/rules.ninja" |
        grep -o '/[^ :$"]*' | sort -u | sed 's/$/\tnamed by the build commands/'

    # pkg_check_modules(PREFIX [options] module...): the modules named, then what they require.
    modules=$(sed -n 's/^__pkg_config_arguments_[A-Za-z0-9_]*:INTERNAL=//p' "$BUILD_DIR/CMakeCache.txt" |
        tr ';' '\n' | grep -v -x -E 'REQUIRED|QUIET|IMPORTED_TARGET|GLOBAL|NO_CMAKE_PATH|NO_CMAKE_ENVIRONMENT_PATH' |
        sed 's/[<>=].*//' | sort -u)
    seen=""
    while [ -n "$modules" ]; do
        next=""
        for m in $modules; do
            case " $seen " in *" $m "*) continue ;; esac
            seen="$seen $m"
            pc=$(pkg-config --path "$m" 2>/dev/null) || { echo "check-deps: pkg-config does not know $m" >&2; continue; }
            printf '%s\tpkg-config module %s\n' "$pc" "$m"
            next="$next $(pkg-config --print-requires --print-requires-private "$m" 2>/dev/null | awk '{print $1}' | tr '\n' ' ')"
        done
        modules=$next
    done

    # Once built: the headers the compiler read, the libraries the programs load.
    if [ -f "$BUILD_DIR/.ninja_deps" ]; then
        ninja -C "$BUILD_DIR" -t deps 2>/dev/null | awk '/^    \//{print $1}' | sort -u |
            sed 's/$/\theader read by the compiler/'
        find "$BUILD_DIR" -type f -perm -u+x \( -path '*/app/*' -o -path '*/tests/*' -o -path '*/bench/*' \) \
            ! -path '*/CMakeFiles/*' ! -name '*.sh' -print0 |
            xargs -0 -r ldd 2>/dev/null | awk '$2 == "=>" && $3 ~ /^\// {print $3}' | sort -u |
            sed 's/$/\tshared library loaded by the built programs/'
    fi
} | outside_tree | sort -s -t $'\t' -k1,1 -u >"$WORK/used"

# The programs: by name on PATH, and the commands of ctest's tests that live outside the tree.
missing_programs=()
{
    for p in "${PROGRAMS[@]}"; do echo "$p"; done
    find "$BUILD_DIR" -name CTestTestfile.cmake -exec sed -n 's/^add_test(\[*[^ ]* "\([^"]*\)".*/\1/p' {} + |
        sed 's/^\[=*\[//' | sort -u
} | while read -r p; do
    case $p in
    /*) path=$p ;;
    *) path=$(command -v "$p" || true) ;;
    esac
    if [ -z "$path" ]; then
        echo "$p"
    else
        printf '%s\tprogram %s\n' "$path" "$p" >>"$WORK/programs"
    fi
done >"$WORK/missing-programs"
[ -f "$WORK/programs" ] && outside_tree <"$WORK/programs" >>"$WORK/used"
sort -s -t $'\t' -k1,1 -u -o "$WORK/used" "$WORK/used"
mapfile -t missing_programs <"$WORK/missing-programs"

# --- Which package owns each file ---------------------------------------------------------------
# A path and its resolved form (alternatives, library symlinks), each in both spellings, since
# /bin is /usr/bin on a merged-/usr system while dpkg may record either: "path<TAB>why<TAB>tries".
cut -f1 "$WORK/used" | xargs -r -d '\n' readlink -f | paste "$WORK/used" - |
    awk -F '\t' -v OFS='\t' '{
        tries = ""
        for (i = 1; i <= 2; i++) {
            p = (i == 1) ? $1 : $3
            alt = p
            if (!sub(/^\/usr\//, "/", alt)) alt = "/usr" p
            tries = tries " " p " " alt
        }
        print $1, $2, substr(tries, 2)
    }' >"$WORK/tries"
# dpkg-query -S prints "pkg[:arch][, pkg…]: path" for each path a package owns.
cut -f3 "$WORK/tries" | tr ' ' '\n' | sort -u | xargs -r -d '\n' dpkg-query -S 2>/dev/null |
    awk '!/^diversion by/ {
        i = index($0, ": "); pkgs = substr($0, 1, i - 1)
        gsub(/:[a-z0-9_-]+/, "", pkgs); gsub(/, /, " ", pkgs)
        print substr($0, i + 2) "\t" pkgs
    }' >"$WORK/owners" || true

# --- What the list brings in: apt's own resolution on a machine with only the base system ------
mapfile -t BASE < <(dpkg-query -W -f='${Package} ${Essential} ${Priority}\n' | awk '$2 == "yes" || $3 == "required" {print $1}')
: >"$WORK/empty-status"
if ! apt-get -s -q -o Dir::State::status="$WORK/empty-status" -o Dir::Cache::pkgcache= \
    -o Dir::Cache::srcpkgcache= -o APT::Install-Recommends=0 -o APT::Install-Suggests=0 \
    install "${BASE[@]}" "${LISTED[@]}" >"$WORK/apt" 2>&1; then
    sed -n 's/^E: /check-deps: apt: /p' "$WORK/apt" >&2
    [ -n "$(ls -A /var/lib/apt/lists 2>/dev/null | grep -v -x -e lock -e partial)" ] ||
        echo "check-deps: apt has no package lists: run apt-get update" >&2
    fail_setup "apt could not resolve the list $PACKAGE_LIST"
fi
awk '/^Inst /{print $2}' "$WORK/apt" | sed 's/:.*//' | sort -u >"$WORK/closure"

# --- The verdict ---------------------------------------------------------------------------------
status=0
for p in "${missing_programs[@]}"; do
    echo "check-deps: the program $p is not installed: add the package that provides it to $PACKAGE_LIST"
    status=1
done
awk -F '\t' -v list="${PACKAGE_LIST#"$SRC_DIR"/}" -v verbose=$LIST '
    FILENAME == ARGV[1] { closure[$1] = 1; next }
    FILENAME == ARGV[2] { owners[$1] = $2; next }
    {
        path = $1; why = $2; n = split($3, tries, " "); found = ""
        for (i = 1; i <= n && found == ""; i++) if (tries[i] in owners) found = owners[tries[i]]
        if (verbose) printf "%s\t%s\t%s\n", path, found == "" ? "(no package)" : found, why
        if (found == "") { unowned[path] = why; next }
        k = split(found, pkgs, " "); ok = 0
        for (j = 1; j <= k; j++) if (pkgs[j] in closure) ok = 1
        if (ok) next
        # Name the file a reader knows: a package config or a .pc file, if the package has one.
        key = (path ~ /(Config|-config)\.cmake$|\.pc$/)
        if (!(found in count)) order[++m] = found
        if (!(found in count) || key > firstkey[found]) { first[found] = path " (" why ")"; firstkey[found] = key }
        count[found]++
    }
    END {
        for (i = 1; i <= m; i++) {
            f = order[i]; more = count[f] > 1 ? sprintf(" and %d more", count[f] - 1) : ""
            gsub(/ /, " or ", f)
            printf "check-deps: missing package %s: %s%s: add it to %s\n", f, first[order[i]], more, list
        }
        for (p in unowned) {
            printf "check-deps: %s (%s) is not from any Debian package: use one of the packages in %s\n", p, unowned[p], list
            bad = 1
        }
        exit (m > 0 || bad)
    }' "$WORK/closure" "$WORK/owners" "$WORK/tries" || status=1

if [ $status -eq 0 ]; then
    echo "check-deps: $(wc -l <"$WORK/used") files and programs used, all from the ${#LISTED[@]} listed packages and what they bring in"
fi
exit $status
