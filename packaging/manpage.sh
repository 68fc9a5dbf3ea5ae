#!/usr/bin/env bash
# manpage.sh PROGRAM NAME DESCRIPTION OUT.1.gz [INCLUDE]: a man page from PROGRAM's --help and
# --version (help2man), with the program called by its installed name (not the build path) in the
# usage line, and INCLUDE's sections (help2man --include: subcommandsman.sh's), compressed as
# Debian wants it (gzip -9n: no name, no time stamp).
set -euo pipefail
program=$1 name=$2 description=$3 out=$4 include=${5:-}
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
printf '#!/usr/bin/env bash\nexec -a %s %q "$@"\n' "$name" "$program" >"$bin/$name"
chmod +x "$bin/$name"
# The GUI answers --help without a display; the sanitizers' leak check stays out of its exit.
# English whatever the builder's locale or remembered View › Language (translations/).
PATH=$bin:$PATH ASAN_OPTIONS=detect_leaks=0 QT_QPA_PLATFORM= LANGUAGE= LC_ALL=C.UTF-8 \
    XDG_CONFIG_HOME=$bin \
    help2man --no-info --no-discard-stderr --section 1 --name "$description" \
    ${include:+--include "$include"} --output "${out%.gz}" "$name"
gzip -9nf "${out%.gz}"
