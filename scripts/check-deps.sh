#!/usr/bin/env bash
# Fails when the build or the tests use a file from a Debian package that the install list
# (scripts/debian-packages.txt) does not bring in: such a build passes on a machine that happens
# to have the package and fails on a fresh one.
#
#   scripts/check-deps.sh [--packages FILE] [--list] [--configure-only] [BUILD_DIR]
#                                                             (BUILD_DIR defaults to build)
#
# --list also prints each file used, the packages that own it and why it is used.
# --configure-only leaves out what the build produced (headers read, libraries loaded): a tenth
# of the time, for the script's own tests.
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
# Each file, and each link on the way to it (/usr/bin/c++ → /usr/bin/g++ → g++-12), is mapped to
# its package with dpkg-query -S. What the list brings in is what apt installs on a machine with
# only Debian's essential and required packages: apt-get -s against an empty package status.
# Exit status: 0 all is well, 1 a package is missing, 2 the check could not run.
set -euo pipefail
set -E
trap 'echo "check-deps: internal error at line $LINENO (exit $?)" >&2; exit 2' ERR

# Programs started by the tests (QProcess, ctest), the benchmarks and the scripts, by name.
PROGRAMS=(
    cmake ctest ninja c++ pkg-config # the build
    ld.lld                           # the linker (-fuse-ld=lld)
    redis-server redis-cli           # the sandbox, the tests' servers, tst_foreignserver
    redis-benchmark                  # bench/
    openssl                          # tests/support/testredis.cpp: TLS certificates
    sh                               # tst_clistructures
    xvfb-run Xvfb xauth              # dev.sh run, scripts/screenshot.sh
    /usr/bin/python3                 # bench/gui/idle-load.sh (the probe client; by path: a
                                     # python3 earlier in PATH, pyenv, is not what it runs),
                                     # tests/scripts/tst_translations.sh, translations/*.py
    /usr/lib/qt6/bin/lupdate         # tst_translations_complete, the update_translations target
    opencc                           # translations/make_zh_TW.py (zh_TW from zh_CN)
)

SRC_DIR=$(cd "$(dirname "$0")/.." && pwd -P)
PACKAGE_LIST=$SRC_DIR/scripts/debian-packages.txt
LIST=0
CONFIGURE_ONLY=0
while [ $# -gt 0 ]; do
    case $1 in
    --packages)
        PACKAGE_LIST=${2:?--packages needs a file}
        shift 2
        ;;
    --configure-only)
        CONFIGURE_ONLY=1
        shift
        ;;
    --list)
        LIST=1
        shift
        ;;
    -h | --help)
        sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'
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
BUILD_DIR=$(cd "$BUILD_DIR" && pwd -P)
[ -f "$BUILD_DIR/build.ninja" ] ||
    fail_setup "$BUILD_DIR is not a configured Ninja build directory (cmake -G Ninja; scripts/dev.sh makes one)"
# CMake writes the source tree's physical path; a checkout reached through a link is the same.
CACHE_SRC=$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$BUILD_DIR/CMakeCache.txt")
[ -n "$CACHE_SRC" ] && SRC_DIR=$(cd "$CACHE_SRC" && pwd -P)

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

mapfile -t LISTED < <(sed 's/#.*//' "$PACKAGE_LIST" | tr -s ' \t' '\n\n' | sed '/^$/d')
[ ${#LISTED[@]} -gt 0 ] || fail_setup "$PACKAGE_LIST lists no package"

# --- What the build and the tests use: "path<TAB>why it is used", one a line --------------------
outside_tree() { # drop the source and build trees, keep existing regular files (or links to them)
    awk -v src="$SRC_DIR/" -v bld="$BUILD_DIR/" -F '\t' \
        'index($1, src) != 1 && index($1, bld) != 1 && $1 ~ /^\//' |
        while IFS=$'\t' read -r path why; do
            if [ -f "$path" ]; then printf '%s\t%s\n' "$path" "$why"; fi
        done
}

{
    # The re-run rule's inputs are every file the configure step read; the build's own commands
    # name the compiler, the Qt tools and the libraries they link.
    { grep '^build build.ninja: RERUN_CMAKE' "$BUILD_DIR/build.ninja" || true; } |
        { grep -o '/[^ ]*' || true; } | sed 's/$/\tread by the configure step/'
    { grep -v '^build build.ninja: RERUN_CMAKE' "$BUILD_DIR/build.ninja" "$BUILD_DIR/CMakeFiles/rules.ninja" || true; } |
        { grep -o '/[^ :$"]*' || true; } | sort -u | sed 's/$/\tnamed by the build commands/'

    # pkg_check_modules(PREFIX [options] module...): the modules named, then what they require.
    modules=$(sed -n 's/^__pkg_config_arguments_[A-Za-z0-9_]*:INTERNAL=//p' "$BUILD_DIR/CMakeCache.txt" |
        tr ';' '\n' | sed 's/[<>=].*//' |
        { grep -v -x -E 'REQUIRED|QUIET|IMPORTED_TARGET|GLOBAL|NO_CMAKE_PATH|NO_CMAKE_ENVIRONMENT_PATH|' || true; } |
        sort -u)
    seen=" "
    while [ -n "$modules" ]; do
        next=""
        for m in $modules; do
            case $seen in *" $m "*) continue ;; esac
            seen="$seen$m "
            if ! pc=$(pkg-config --path "$m" 2>/dev/null); then
                echo "check-deps: pkg-config does not know the module $m" >&2
                continue
            fi
            printf '%s\tpkg-config module %s\n' "$pc" "$m"
            next="$next $(pkg-config --print-requires --print-requires-private "$m" 2>/dev/null | awk '{print $1}' | tr '\n' ' ')"
        done
        modules=$next
    done

    # Once built: the headers the compiler read, the libraries the programs load.
    if [ -f "$BUILD_DIR/.ninja_deps" ] && [ "$CONFIGURE_ONLY" -eq 0 ]; then
        { ninja -C "$BUILD_DIR" -t deps 2>/dev/null || true; } | awk '/^    \//{print $1}' | sort -u |
            sed 's/$/\theader read by the compiler/'
        # The programs, and one test program of each folder: they all load the same libraries.
        find "$BUILD_DIR" -type f -perm -u+x \( -path '*/app/*' -o -path '*/tests/*' -o -path '*/bench/*' \) \
            ! -path '*/CMakeFiles/*' ! -name '*.sh' | sort | awk -F/ '!seen[$(NF-1)]++ || $0 !~ /\/tst_/' |
            tr '\n' '\0' |
            { xargs -0 -r ldd 2>/dev/null || true; } | awk '$2 == "=>" && $3 ~ /^\// {print $3}' | sort -u |
            sed 's/$/\tshared library loaded by the built programs/'
    fi
} | outside_tree >"$WORK/used"

# The programs: by name on PATH, and the commands of ctest's tests that live outside the tree.
: >"$WORK/programs"
: >"$WORK/missing-programs"
{
    printf '%s\n' "${PROGRAMS[@]}"
    find "$BUILD_DIR" -name CTestTestfile.cmake -exec sed -n 's/^add_test(\[*[^ ]* "\([^"]*\)".*/\1/p' {} + |
        sort -u
} | while read -r p; do
    case $p in
    /*) path=$p ;;
    *) path=$(command -v "$p" || true) ;;
    esac
    if [ -z "$path" ]; then
        echo "$p" >>"$WORK/missing-programs"
    else
        printf '%s\tprogram %s\n' "$path" "$p" >>"$WORK/programs"
    fi
done
outside_tree <"$WORK/programs" >>"$WORK/used"
sort -s -t $'\t' -k1,1 -u -o "$WORK/used" "$WORK/used"

# --- Which packages own each file ----------------------------------------------------------------
# "path<TAB>why<TAB>chain": the path and each link it goes through to the file, separated by ';',
# each in both spellings (/bin is /usr/bin on a merged-/usr system, and dpkg records either).
# Every step a package owns must come from the list: /usr/bin/c++ is an alternative, but
# /usr/bin/g++ on the way is package g++'s.
spell() { # spell PATH: appends PATH's two spellings to $chain (no subshell: thousands of files)
    case $1 in
    /usr/*) chain="$chain$1 ${1#/usr}" ;;
    *) chain="$chain$1 /usr$1" ;;
    esac
}
cut -f1 "$WORK/used" | xargs -r -d '\n' readlink -f | paste "$WORK/used" - |
    while IFS=$'\t' read -r path why real; do
        chain=""
        spell "$path"
        step=$path
        for _ in 1 2 3 4 5 6 7 8; do
            [ -L "$step" ] || break
            target=$(readlink "$step")
            case $target in
            /*) step=$target ;;
            *) step=$(cd "$(dirname "$step")" && pwd -P)/$target ;;
            esac
            chain="$chain;"
            spell "$step"
        done
        if [ "$real" != "$step" ]; then
            chain="$chain;"
            spell "$real"
        fi
        printf '%s\t%s\t%s\n' "$path" "$why" "$chain"
    done >"$WORK/chains"
# dpkg-query -S prints "pkg[:arch][, pkg…]: path" for each path a package owns.
cut -f3 "$WORK/chains" | tr '; ' '\n\n' | sort -u |
    { xargs -r -d '\n' dpkg-query -S 2>/dev/null || true; } |
    awk '!/^diversion by/ {
        i = index($0, ": "); pkgs = substr($0, 1, i - 1)
        gsub(/:[a-z0-9_-]+/, "", pkgs); gsub(/, /, " ", pkgs)
        print substr($0, i + 2) "\t" pkgs
    }' >"$WORK/owners"

# --- What the list brings in: apt's own resolution on a machine with only the base system ------
: >"$WORK/empty-status"
if ! apt-get -s -q -o Dir::State::status="$WORK/empty-status" -o Dir::Cache::pkgcache= \
    -o Dir::Cache::srcpkgcache= -o APT::Install-Recommends=0 -o APT::Install-Suggests=0 \
    install '?essential' '?and(?priority(required),?architecture(native))' "${LISTED[@]}" \
    >"$WORK/apt" 2>&1; then
    grep '^E: ' "$WORK/apt" | head -5 | sed 's/^E: /check-deps: apt: /' >&2
    eval "$(apt-config shell LISTS Dir::State::lists/d)"
    if [ -z "$(find "${LISTS:-/var/lib/apt/lists}" -maxdepth 1 -name '*Packages*' -print -quit 2>/dev/null)" ]; then
        echo "check-deps: apt has no package lists: run apt-get update" >&2
    fi
    fail_setup "apt could not resolve the list $PACKAGE_LIST"
fi
awk '/^Inst /{print $2}' "$WORK/apt" | sed 's/:.*//' | sort -u >"$WORK/closure"

# --- The verdict ---------------------------------------------------------------------------------
status=0
while read -r p; do
    echo "check-deps: the program $p is not installed: install the list (scripts/dev.sh deps), or add the package that provides it to $PACKAGE_LIST"
    status=1
done <"$WORK/missing-programs"
awk -F '\t' -v list="${PACKAGE_LIST#"$SRC_DIR"/}" -v verbose=$LIST '
    FILENAME == ARGV[1] { closure[$1] = 1; next }
    FILENAME == ARGV[2] { owners[$1] = $2; next }
    {
        path = $1; why = $2; ng = split($3, groups, ";"); owned = ""; lacking = ""
        for (g = 1; g <= ng; g++) {
            n = split(groups[g], tries, " "); found = ""
            for (i = 1; i <= n && found == ""; i++) if (tries[i] in owners) found = owners[tries[i]]
            if (found == "") continue
            owned = owned (owned == "" ? "" : " > ") found
            k = split(found, pkgs, " "); ok = 0
            for (j = 1; j <= k; j++) if (pkgs[j] in closure) ok = 1
            if (!ok && lacking == "") lacking = found
        }
        if (verbose) printf "%s\t%s\t%s\n", path, owned == "" ? "(no package)" : owned, why
        if (owned == "") { unowned[path] = why; bad = 1; next }
        if (lacking == "") next
        # Name the file a reader knows: a package config or a .pc file, if the package has one.
        key = (path ~ /(Config|-config)\.cmake$|\.pc$/)
        if (!(lacking in count)) order[++m] = lacking
        if (!(lacking in count) || key > firstkey[lacking]) { first[lacking] = path " (" why ")"; firstkey[lacking] = key }
        count[lacking]++
    }
    END {
        for (i = 1; i <= m; i++) {
            f = order[i]; more = count[f] > 1 ? sprintf(" and %d more", count[f] - 1) : ""
            name = f; gsub(/ /, " or ", name)
            printf "check-deps: missing package %s: %s%s: add it to %s\n", name, first[f], more, list
        }
        for (p in unowned)
            printf "check-deps: %s (%s) is not from any Debian package: use one of the packages in %s\n", p, unowned[p], list
        exit (m > 0 || bad)
    }' "$WORK/closure" "$WORK/owners" "$WORK/chains" || status=1

if [ $status -eq 0 ]; then
    echo "check-deps: $(wc -l <"$WORK/used") files and programs used, all from the ${#LISTED[@]} listed packages and what they bring in"
fi
exit $status
